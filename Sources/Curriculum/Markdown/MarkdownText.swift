extension Array where Element == MarkdownInline {
  /// The inlines' text without markup: what a heading or a label says.
  ///
  /// Soft breaks become a space, or nothing between two wide (CJK) characters, because Japanese
  /// prose wrapped in the source has no spaces between words.
  public var plainText: String { text(markingCode: false) }

  /// Like ``plainText``, but inline code keeps its backquotes (`` `.debounce` を使う ``): how
  /// descriptions and hints read best in a terminal.
  public var textMarkingCode: String { text(markingCode: true) }

  /// The text, with inline code in backquotes when `markingCode`.
  public func text(markingCode: Bool) -> String {
    var result = ""
    appendText(to: &result, markingCode: markingCode)
    return result.resolvingSoftBreaks()
  }

  fileprivate func appendText(to result: inout String, markingCode: Bool) {
    for inline in self {
      switch inline.kind {
      case .text(let text):
        result += text
      case .code(let code):
        result += markingCode ? "`\(code)`" : code
      case .emphasis(let children), .strong(let children):
        children.appendText(to: &result, markingCode: markingCode)
      case .link(_, _, let content):
        content.appendText(to: &result, markingCode: markingCode)
      case .image(_, _, let alt):
        alt.appendText(to: &result, markingCode: markingCode)
      case .softBreak:
        result.append(softBreakMark)
      case .lineBreak:
        result += "\n"
      case .html:
        break
      }
    }
  }
}

extension MarkdownBlock {
  /// The block's text without markup; list items become `- item` lines, blocks are separated by
  /// a blank line, HTML is left out.
  public var plainText: String { text(markingCode: false) }

  /// Like ``plainText``, but inline code keeps its backquotes.
  public var textMarkingCode: String { text(markingCode: true) }

  /// The block's text, with inline code in backquotes when `markingCode`.
  public func text(markingCode: Bool) -> String {
    switch kind {
    case .heading(_, let inlines), .paragraph(let inlines):
      return inlines.text(markingCode: markingCode)
    case .list(let list):
      return list.items.enumerated().map { offset, item in
        let marker: String
        switch list.style {
        case .bullet: marker = "- "
        case .ordered(let start): marker = "\(start + offset). "
        }
        let body = item.blocks.map { $0.text(markingCode: markingCode) }.filter { !$0.isEmpty }
        return marker + body.joined(separator: "\n")
      }.joined(separator: "\n")
    case .codeBlock(let code):
      return code.literal.hasSuffix("\n") ? String(code.literal.dropLast()) : code.literal
    case .blockQuote(let blocks):
      return blocks.map { $0.text(markingCode: markingCode) }.filter { !$0.isEmpty }
        .joined(separator: "\n\n")
    case .thematicBreak, .html:
      return ""
    }
  }
}

extension Character {
  /// Whether the character takes two terminal columns (East Asian Wide or Fullwidth).
  public var isWide: Bool {
    guard let scalar = unicodeScalars.first else { return false }
    return scalar.isWide
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is East Asian Wide or Fullwidth (UAX #11), by the main ranges.
  public var isWide: Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
      0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
      0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
      0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
      0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55,
      0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
      0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}

extension String {
  /// Turns soft-break marks into a space, or into nothing between two wide characters
  /// (`日本⏎語` → `日本語`).
  fileprivate func resolvingSoftBreaks() -> String {
    guard contains(softBreakMark) else { return self }
    // Scalars rather than Characters: this runs for every paragraph a parser reads.
    let scalars = Array(unicodeScalars)
    var result = String.UnicodeScalarView()
    for index in scalars.indices {
      let scalar = scalars[index]
      guard scalar == softBreakScalar else {
        result.append(scalar)
        continue
      }
      let joinsWide =
        index > 0 && index + 1 < scalars.count && scalars[index - 1].isWide
        && scalars[index + 1].isWide
      if !joinsWide { result.append(" ") }
    }
    return String(result)
  }
}

/// Stands for a soft break while plain text is assembled (a private-use character that never
/// occurs in lessons).
private let softBreakMark: Character = "\u{E000}"
private let softBreakScalar: Unicode.Scalar = "\u{E000}"
