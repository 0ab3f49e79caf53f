/// The languages `dojo` speaks to learners.
///
/// Chosen once per run (``Language/resolve(flag:environment:)``): `--lang`, then `DOJO_LANG`, then
/// the POSIX locale variables. Japanese is the default because the course itself is Japanese.
public enum Language: String, CaseIterable, Sendable {
  /// 日本語: the curriculum's language and the default.
  case japanese = "ja"
  /// English.
  case english = "en"

  /// The language for a run.
  ///
  /// 1. `flag` (`--lang ja|en`), when given; an unknown value throws ``LanguageError``.
  /// 2. `DOJO_LANG` (`ja`, `en`, `ja_JP.UTF-8`, …); a value that is neither is ignored.
  /// 3. The first non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG` (POSIX precedence): `ja*` is
  ///    Japanese, `C`/`POSIX` (no real locale, e.g. a container) is the default, any other locale
  ///    is English, the language a learner whose system speaks neither most likely reads.
  /// 4. Japanese.
  public static func resolve(flag: String?, environment: [String: String]) throws -> Language {
    if let flag {
      guard let language = Language(code: flag) else { throw LanguageError.unknown(flag) }
      return language
    }
    if let chosen = environment["DOJO_LANG"], let language = Language(code: chosen) {
      return language
    }
    for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment[variable]?.trimmingWhitespace, !value.isEmpty else { continue }
      let base = value.split(separator: ".").first.map(String.init) ?? value
      if base == "C" || base == "POSIX" { return .japanese }
      return Language(code: value) ?? .english
    }
    return .japanese
  }

  /// `ja`, `ja_JP`, `ja_JP.UTF-8`, `JA` → Japanese; `en…` → English; anything else `nil`.
  public init?(code: String) {
    let lowered = code.trimmingWhitespace.lowercased()
    if lowered.hasPrefix("ja") {
      self = .japanese
    } else if lowered.hasPrefix("en") {
      self = .english
    } else {
      return nil
    }
  }
}

/// A `--lang` value that names no language dojo speaks.
public enum LanguageError: Error, Equatable, CustomStringConvertible {
  /// `--lang fr`.
  case unknown(String)

  /// Said in both languages: the learner asked for neither.
  public var description: String {
    switch self {
    case .unknown(let value):
      return "--lang には ja か en を指定してください（指定された値: \(value)）。 / --lang must be ja or en, got \(value)."
    }
  }
}

extension String {
  var trimmingWhitespace: String {
    var text = Substring(self)
    while text.first?.isWhitespace == true { text.removeFirst() }
    while text.last?.isWhitespace == true { text.removeLast() }
    return String(text)
  }
}
