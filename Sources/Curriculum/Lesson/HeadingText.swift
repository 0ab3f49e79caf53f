/// Reads the numbers and labels instructors write in headings, in ASCII or full-width form:
/// `1. 検索`, `１．検索`, `Phase 4: …`, `**ヒント**：`.
enum HeadingText {
  /// Maps full-width ASCII forms (`１`, `．`, `：`, `Ａ`) and the ideographic space to their
  /// ASCII counterparts, one character for one character, so offsets stay valid.
  static func narrowed(_ text: String) -> [Character] {
    text.map { character in
      guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else {
        return character
      }
      switch scalar.value {
      case 0xFF01...0xFF5E: return Character(Unicode.Scalar(scalar.value - 0xFEE0)!)
      case 0x3000: return " "
      default: return character
      }
    }
  }

  /// Whitespace, including the ideographic space.
  static func isSpace(_ character: Character) -> Bool {
    character == " " || character == "\t" || character == "\u{3000}" || character.isNewline
  }

  /// `text` without leading and trailing whitespace (ideographic space included).
  static func trimmed(_ text: some StringProtocol) -> String {
    var rest = Substring(text)
    while let first = rest.first, isSpace(first) { rest = rest.dropFirst() }
    while let last = rest.last, isSpace(last) { rest = rest.dropLast() }
    return String(rest)
  }

  /// ``narrowed(_:)`` as a string, mapped scalar by scalar (cheaper, for comparisons).
  static func narrowedString(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0xFF01...0xFF5E: scalars.append(Unicode.Scalar(scalar.value - 0xFEE0)!)
      case 0x3000: scalars.append(" ")
      default: scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// A problem heading split into its number and title: `1. 検索機能` → `(1, "検索機能")`,
  /// `１．検索機能` and `問題 2：タイマー` too. `nil` when the heading starts with no number.
  static func numberedTitle(_ heading: String) -> (number: Int, title: String)? {
    let original = Array(trimmed(heading))
    let narrow = narrowed(String(original))
    var index = 0
    // An optional word before the number: `問題 1.`, `Problem 1:`, `Exercise 1.`.
    let lowered = String(narrow).lowercased()
    for prefix in ["問題", "練習", "problem", "exercise"] where lowered.hasPrefix(prefix) {
      index = prefix.count
      while index < narrow.count, isSpace(narrow[index]) { index += 1 }
      break
    }
    var number = 0
    var digits = 0
    while index < narrow.count, let digit = narrow[index].wholeNumberValue, narrow[index].isASCII {
      number = number * 10 + digit
      digits += 1
      index += 1
      if digits > 6 { return nil }
    }
    guard digits > 0 else { return nil }
    if index < narrow.count, [".", ":", ")", "-"].contains(narrow[index]) || narrow[index] == "、" {
      index += 1
    } else if index < narrow.count, !isSpace(narrow[index]) {
      return nil  // `1st …`, `2024年…`: not a problem number.
    }
    return (number, trimmed(String(original[index...])))
  }

  /// The phase number in an H1 such as `Phase 4: Effect（副作用）の扱い` or `Ｐｈａｓｅ ４：…`.
  static func phaseNumber(_ title: String) -> Int? {
    let narrow = narrowed(trimmed(title))
    let lowered = String(narrow).lowercased()
    let prefixes = ["phase", "フェーズ"]
    guard let prefix = prefixes.first(where: { lowered.hasPrefix($0) }) else { return nil }
    var index = prefix.count
    while index < narrow.count, isSpace(narrow[index]) { index += 1 }
    var number = 0
    var digits = 0
    while index < narrow.count, narrow[index].isASCII, let digit = narrow[index].wholeNumberValue {
      number = number * 10 + digit
      digits += 1
      index += 1
      if digits > 6 { return nil }
    }
    return digits > 0 ? number : nil
  }

  /// `text` lowercased, narrowed, trimmed, and without a trailing `:`: how section names and
  /// labels are compared.
  static func label(_ text: String) -> String {
    var result = trimmed(narrowedString(text)).lowercased()
    while result.hasSuffix(":") { result.removeLast() }
    return trimmed(result)
  }

  /// Whether `text` names the practice section: `練習問題`, `Exercises`, `Practice` (also
  /// `演習`, and with a suffix such as `練習問題（Practice）`).
  static func isPracticeSection(_ text: String) -> Bool {
    let name = label(text)
    return ["練習問題", "演習", "exercises", "practice"].contains { name.hasPrefix($0) }
  }

  /// Whether `text` names the goals section: `学習目標`, `Goals`, `Learning goals`, `Objectives`.
  static func isGoalsSection(_ text: String) -> Bool {
    let name = label(text)
    return ["学習目標", "goals", "learning goals", "objectives", "learning objectives"].contains(name)
  }

  /// Whether `text` is a hints label: `ヒント`, `Hints`, `Hint` with or without a colon.
  static func isHintLabel(_ text: String) -> Bool {
    // Labels are short; skip the normalising work for ordinary paragraphs.
    guard text.utf8.count <= 40 else { return false }
    return ["ヒント", "hints", "hint"].contains(label(text))
  }

  /// Whether `text` starts with a colon (ASCII or full-width) after optional spaces.
  static func startsWithColon(_ text: String) -> Bool {
    let first = trimmed(text).first
    return first == ":" || first == "："
  }

  /// `text` without one leading colon and surrounding spaces.
  static func droppingLeadingColon(_ text: String) -> String {
    let rest = trimmed(text)
    guard rest.first == ":" || rest.first == "：" else { return rest }
    return trimmed(rest.dropFirst())
  }
}
