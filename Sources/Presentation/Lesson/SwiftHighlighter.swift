/// Colours Swift source for the terminal: keywords, string literals, comments, numbers, type
/// names and attributes. A small lexer, not a parser: good enough for lesson samples.
public enum SwiftHighlighter {
  /// The style of each kind of token.
  public enum Palette {
    /// `let`, `func`, `struct`, …
    public static let keyword = TextStyle(bold: true, foreground: .magenta)
    /// String literals.
    public static let string = TextStyle(foreground: .red)
    /// Line and block comments.
    public static let comment = TextStyle(foreground: .gray)
    /// Number literals.
    public static let number = TextStyle(foreground: .yellow)
    /// Capitalised identifiers (types).
    public static let type = TextStyle(foreground: .cyan)
    /// `@Reducer`, `#Preview`.
    public static let attribute = TextStyle(foreground: .magenta)
  }

  /// The code's lines as styled runs (no trailing newline line).
  public static func highlight(_ code: String) -> [StyledLine] {
    var lines: [StyledLine] = []
    var state = State.code
    var sourceLines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if sourceLines.last == "" { sourceLines.removeLast() }
    for line in sourceLines {
      let (runs, next) = highlightLine(line, startingIn: state)
      lines.append(StyledLine(runs))
      state = next
    }
    return lines
  }

  /// What the lexer is inside of when a line ends.
  private enum State {
    case code
    case blockComment(depth: Int)
    case multilineString
  }

  private static func highlightLine(_ line: String, startingIn start: State) -> ([StyledRun], State) {
    let characters = Array(line)
    var runs: [StyledRun] = []
    var state = start
    var index = 0

    func emit(_ text: [Character], _ style: TextStyle) {
      guard !text.isEmpty else { return }
      if let last = runs.last, last.style == style {
        runs[runs.count - 1].text += String(text)
      } else {
        runs.append(StyledRun(String(text), style))
      }
    }
    func hasPrefix(_ prefix: String, at position: Int) -> Bool {
      let needle = Array(prefix)
      guard position + needle.count <= characters.count else { return false }
      return Array(characters[position..<position + needle.count]) == needle
    }

    while index < characters.count {
      switch state {
      case .blockComment(let depth):
        var end = index
        var depth = depth
        while end < characters.count, depth > 0 {
          if hasPrefix("*/", at: end) {
            depth -= 1
            end += 2
          } else if hasPrefix("/*", at: end) {
            depth += 1
            end += 2
          } else {
            end += 1
          }
        }
        emit(Array(characters[index..<end]), Palette.comment)
        index = end
        state = depth > 0 ? .blockComment(depth: depth) : .code
      case .multilineString:
        var end = index
        var closed = false
        while end < characters.count {
          if hasPrefix("\"\"\"", at: end) {
            end += 3
            closed = true
            break
          }
          end += characters[end] == "\\" ? 2 : 1
        }
        end = min(end, characters.count)
        emit(Array(characters[index..<end]), Palette.string)
        index = end
        state = closed ? .code : .multilineString
      case .code:
        let character = characters[index]
        if hasPrefix("//", at: index) {
          emit(Array(characters[index...]), Palette.comment)
          index = characters.count
        } else if hasPrefix("/*", at: index) {
          emit(Array("/*"), Palette.comment)
          index += 2
          state = .blockComment(depth: 1)
        } else if hasPrefix("\"\"\"", at: index) {
          emit(Array("\"\"\""), Palette.string)
          index += 3
          state = .multilineString
        } else if character == "\"" {
          var end = index + 1
          while end < characters.count, characters[end] != "\"" {
            end += characters[end] == "\\" ? 2 : 1
          }
          end = min(end + 1, characters.count)
          emit(Array(characters[index..<end]), Palette.string)
          index = end
        } else if character == "@" || character == "#" {
          var end = index + 1
          while end < characters.count, isIdentifierCharacter(characters[end]) { end += 1 }
          emit(Array(characters[index..<end]), end > index + 1 ? Palette.attribute : .plain)
          index = end
        } else if character.isNumber, character.isASCII {
          var end = index
          while end < characters.count,
            characters[end].isHexDigit || characters[end] == "_" || characters[end] == "."
              || characters[end] == "x"
          {
            end += 1
          }
          emit(Array(characters[index..<end]), Palette.number)
          index = end
        } else if isIdentifierStart(character) {
          var end = index
          while end < characters.count, isIdentifierCharacter(characters[end]) { end += 1 }
          let word = String(characters[index..<end])
          let style: TextStyle
          if keywords.contains(word) {
            style = Palette.keyword
          } else if word.first?.isUppercase == true {
            style = Palette.type
          } else {
            style = .plain
          }
          emit(Array(word), style)
          index = end
        } else {
          emit([character], .plain)
          index += 1
        }
      }
    }
    return (runs, state)
  }

  private static func isIdentifierStart(_ character: Character) -> Bool {
    character == "_" || character.isLetter
  }

  private static func isIdentifierCharacter(_ character: Character) -> Bool {
    character == "_" || character.isLetter || character.isNumber
  }

  /// Swift's keywords, plus the contextual ones lessons lean on.
  static let keywords: Set<String> = [
    "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class",
    "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough",
    "false", "fileprivate", "final", "for", "func", "get", "guard", "if", "import", "in", "indirect",
    "init", "inout", "internal", "is", "lazy", "let", "mutating", "nil", "nonisolated", "open",
    "operator", "override", "private", "protocol", "public", "repeat", "rethrows", "return",
    "self", "Self", "set", "some", "static", "struct", "subscript", "super", "switch", "throw",
    "throws", "true", "try", "typealias", "var", "weak", "where", "while", "willSet", "didSet",
    "sending", "consuming", "borrowing",
  ]
}
