/// Wraps styled text to a column width: breaks at spaces in Latin text and between characters in
/// Japanese/Chinese text (which has no spaces), counts wide characters as two columns, and keeps
/// closing punctuation such as `。` and `）` off the start of a line.
public enum TextWrapper {
  /// One character and its style.
  private struct Cell {
    var character: Character
    var style: TextStyle
    var width: Int
  }

  /// An unbreakable piece: a word, one wide character with its punctuation, or spaces.
  private struct Token {
    var cells: [Cell] = []
    var isSpace = false
    var isNewline = false
    var width: Int { cells.reduce(0) { $0 + $1.width } }
  }

  /// Wraps `runs` to `width` columns. A `"\n"` inside a run forces a line break.
  public static func wrap(_ runs: [StyledRun], width: Int) -> [StyledLine] {
    let width = max(width, 8)
    var lines: [StyledLine] = []
    var current: [Cell] = []
    var currentWidth = 0
    var pendingSpace: [Cell] = []

    func flush() {
      lines.append(line(from: current))
      current = []
      currentWidth = 0
      pendingSpace = []
    }

    for token in tokens(runs) {
      if token.isNewline {
        flush()
        continue
      }
      if token.isSpace {
        if !current.isEmpty { pendingSpace = token.cells }
        continue
      }
      let spaceWidth = pendingSpace.reduce(0) { $0 + $1.width }
      let tokenWidth = token.width
      if currentWidth + spaceWidth + tokenWidth <= width {
        current += pendingSpace + token.cells
        currentWidth += spaceWidth + tokenWidth
        pendingSpace = []
        continue
      }
      if !current.isEmpty { flush() }
      pendingSpace = []
      // A token wider than the whole line is cut wherever it must be.
      for cell in token.cells {
        if currentWidth + cell.width > width, !current.isEmpty { flush() }
        current.append(cell)
        currentWidth += cell.width
      }
    }
    if !current.isEmpty || lines.isEmpty { flush() }
    return lines
  }

  private static func line(from cells: [Cell]) -> StyledLine {
    var runs: [StyledRun] = []
    for cell in cells {
      if let last = runs.last, last.style == cell.style {
        runs[runs.count - 1].text.append(cell.character)
      } else {
        runs.append(StyledRun(String(cell.character), cell.style))
      }
    }
    return StyledLine(runs)
  }

  private static func tokens(_ runs: [StyledRun]) -> [Token] {
    var tokens: [Token] = []
    var current = Token()
    func close() {
      if !current.cells.isEmpty || current.isNewline { tokens.append(current) }
      current = Token()
    }
    /// Whether a break is allowed after the current token's last character, before a new one.
    func breaksAfterCurrent() -> Bool {
      guard let last = current.cells.last else { return false }
      return last.width == 2 && !noLineEnd.contains(last.character)
    }
    for run in runs {
      for character in run.text {
        let cell = Cell(character: character, style: run.style, width: DisplayWidth.of(character))
        if character == "\n" {
          close()
          current.isNewline = true
          close()
        } else if character == " " || character == "\t" {
          if !current.isSpace { close() }
          current.isSpace = true
          current.cells.append(Cell(character: " ", style: run.style, width: 1))
        } else {
          if current.isSpace { close() }
          if noLineStart.contains(character) {
            // Closing punctuation stays with the word before it, even across a style change.
            if current.cells.isEmpty, let previous = tokens.last, !previous.isSpace,
              !previous.isNewline
            {
              current = tokens.removeLast()
            }
          } else if cell.width == 2 {
            // Wide text breaks between any two characters, but not after an opening bracket.
            if let last = current.cells.last, !noLineEnd.contains(last.character) { close() }
          } else if breaksAfterCurrent() {
            close()
          }
          current.cells.append(cell)
        }
      }
    }
    close()
    return tokens
  }

  /// Characters that must not begin a line (Japanese kinsoku shori, simplified).
  private static let noLineStart: Set<Character> = [
    "、", "。", "，", "．", "・", "：", "；", "？", "！", "）", "」", "』", "】", "〕", "〉", "》",
    "ー", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ",
    "ャ", "ュ", "ョ", "ヶ", "々", "〜", ",", ".", ":", ";", "!", "?", ")", "]", "}",
  ]

  /// Characters that must not end a line.
  private static let noLineEnd: Set<Character> = ["（", "「", "『", "【", "〔", "〈", "《"]
}
