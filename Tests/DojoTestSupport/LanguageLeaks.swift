import Foundation

/// Finds text in the wrong language: English sentences left in a Japanese run, Japanese in an
/// English one. Shared by the instructor commands' language tests.
public enum LanguageLeaks {
  /// Three or more English words in a row (outside `code spans`): a sentence that was not
  /// translated. Tokens with digits, slashes, dots inside, brackets or operators are names,
  /// paths or code, not words.
  public static func englishSentences(in text: String) -> [String] {
    var leaks: [String] = []
    for line in text.split(separator: "\n") {
      let plain = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
      var run: [Substring] = []
      func flush() {
        if run.count >= 3 { leaks.append(run.joined(separator: " ")) }
        run = []
      }
      for token in plain.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
        let word = token.trimmingCharacters(in: CharacterSet(charactersIn: ",;:.!?"))
        if !word.isEmpty, word.unicodeScalars.allSatisfy({ CharacterSet.letters.contains($0) && $0.isASCII }) {
          run.append(token)
        } else {
          flush()
        }
      }
      flush()
    }
    return leaks
  }

  /// Lines with kana, kanji or full-width punctuation.
  public static func japaneseLines(in text: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter { line in
      line.unicodeScalars.contains { scalar in
        (0x3000...0x30FF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value)
          || (0xFF00...0xFFEF).contains(scalar.value)
      }
    }
  }

}
