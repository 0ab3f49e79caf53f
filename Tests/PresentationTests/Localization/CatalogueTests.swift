import Localization
import Testing

/// The Localization module has no test target of its own: its tests live here, beside the
/// renderers that use it.
@Suite("Message catalogues")
struct CatalogueTests {
  @Test("both catalogues have a text for every key", arguments: Language.allCases)
  func everyKeyHasAText(_ language: Language) {
    let table = Catalogue.table(for: language)
    let missing = MessageKey.allCases.filter { table[$0] == nil }
    #expect(missing.isEmpty, "\(language) lacks \(missing)")
    let empty = MessageKey.allCases.filter { table[$0]?.isEmpty == true }
    #expect(empty.isEmpty, "\(language) has empty texts for \(empty)")
  }

  @Test("both catalogues use the same placeholders, by name and count, for every key")
  func samePlaceholders() {
    for key in MessageKey.allCases {
      let english = Catalogue.placeholders(in: Catalogue.table(for: .english)[key] ?? "").sorted()
      let japanese = Catalogue.placeholders(in: Catalogue.table(for: .japanese)[key] ?? "").sorted()
      #expect(english == japanese, "\(key): English \(english), Japanese \(japanese)")
    }
  }

  @Test("Japanese texts are Japanese: every sentence-length text has kana or kanji")
  func japaneseIsTranslated() {
    let table = Catalogue.table(for: .japanese)
    let untranslated = MessageKey.allCases.filter { key in
      guard let text = table[key], text.split(separator: " ").count > 3 else { return false }
      return !text.unicodeScalars.contains { (0x3040...0x9FFF).contains($0.value) }
    }
    #expect(untranslated.isEmpty, "still English: \(untranslated)")
  }

  @Test("placeholders are filled by name; a missing argument stays visible")
  func filling() {
    #expect(Messages.english(.checkTestsFailed, ["failed": 2, "total": 5]) == "2 of 5 tests failed")
    #expect(Messages.japanese(.checkTestsFailed, ["failed": 2, "total": 5]) == "5 件中 2 件のテストが失敗")
    #expect(Messages.english(.checkTestsFailed, ["failed": 2]) == "2 of {total} tests failed")
    #expect(Catalogue.placeholders(in: "a {x} b {y} {x} `{not a name}`") == ["x", "y", "x"])
  }
}

@Suite("Which language dojo speaks")
struct LanguageTests {
  func resolve(_ flag: String?, _ environment: [String: String]) throws -> Language {
    try Language.resolve(flag: flag, environment: environment)
  }

  func resolve(_ environment: [String: String]) throws -> Language {
    try Language.resolve(flag: nil, environment: environment)
  }

  @Test("--lang wins over everything")
  func flagFirst() throws {
    #expect(try resolve("en", ["DOJO_LANG": "ja", "LANG": "ja_JP.UTF-8"]) == .english)
    #expect(try resolve("ja", ["LC_ALL": "en_US.UTF-8"]) == .japanese)
    #expect(throws: LanguageError.unknown("fr")) { try resolve("fr", [:]) }
  }

  @Test("then DOJO_LANG, ignored when it names neither language")
  func dojoLang() throws {
    #expect(try resolve(["DOJO_LANG": "en", "LANG": "ja_JP.UTF-8"]) == .english)
    #expect(try resolve(["DOJO_LANG": "ja_JP", "LANG": "en_US.UTF-8"]) == .japanese)
    #expect(try resolve(["DOJO_LANG": "klingon", "LANG": "en_US.UTF-8"]) == .english)
  }

  @Test("then LC_ALL, LC_MESSAGES, LANG in POSIX order; the first non-empty decides")
  func locale() throws {
    #expect(try resolve(["LANG": "ja_JP.UTF-8"]) == .japanese)
    #expect(try resolve(["LANG": "en_US.UTF-8"]) == .english)
    #expect(try resolve(["LC_ALL": "en_GB.UTF-8", "LANG": "ja_JP.UTF-8"]) == .english)
    #expect(try resolve(["LC_ALL": "", "LC_MESSAGES": "ja_JP.eucJP", "LANG": "en_US"]) == .japanese)
    #expect(try resolve(["LANG": "de_DE.UTF-8"]) == .english)
  }

  @Test("no locale, C or POSIX: Japanese, the course's language")
  func defaultIsJapanese() throws {
    #expect(try resolve([:]) == .japanese)
    #expect(try resolve(["LANG": "C"]) == .japanese)
    #expect(try resolve(["LC_ALL": "C.UTF-8"]) == .japanese)
    #expect(try resolve(["LANG": "POSIX"]) == .japanese)
  }
}
