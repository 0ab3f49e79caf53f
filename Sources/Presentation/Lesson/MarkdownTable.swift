import Curriculum
import Foundation

/// A pipe table (`| a | b |` rows) in a lesson, as the terminal shows it.
///
/// The course's cmark reads only CommonMark, where a table is a paragraph whose lines start with
/// `|`; joined into one wrapped paragraph its cells run together. Each row is shown as a bullet
/// with its cells separated by `│` (wrapping with a hanging indent), under the header row, and the
/// `|---|` rule is dropped: readable at any terminal width, unlike aligned columns of code.
struct MarkdownTable {
  /// The header row's cells, then each body row's cells, as styled runs.
  var rows: [[[StyledRun]]]

  /// The table in `inlines`, or `nil` when they are not one: every line starts with `|`, and
  /// there are at least two lines.
  ///
  /// `runs` renders inlines that are not plain text (code, emphasis, links) in the paragraph's
  /// style; a `|` splits cells only in plain text, so one inside code stays.
  init?(_ inlines: [MarkdownInline], runs: ([MarkdownInline]) -> [StyledRun]) {
    var lines: [[MarkdownInline]] = [[]]
    for inline in inlines {
      if case .softBreak = inline.kind { lines.append([]) } else { lines[lines.count - 1].append(inline) }
    }
    guard lines.count >= 2, lines.allSatisfy({ Self.startsWithPipe($0) }) else { return nil }
    var rows: [[[StyledRun]]] = []
    for line in lines {
      var cells: [[StyledRun]] = []
      var current: [StyledRun] = []
      var started = false
      for inline in line {
        guard case .text(let text) = inline.kind else {
          current += runs([inline])
          continue
        }
        let pieces = text.split(separator: "|", omittingEmptySubsequences: false)
        for (index, piece) in pieces.enumerated() {
          if index > 0 {
            if started { cells.append(current) }
            started = true
            current = []
          }
          if !piece.isEmpty { current += runs([MarkdownInline(line: inline.line, kind: .text(String(piece)))]) }
        }
      }
      if current.contains(where: { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }) { cells.append(current) }
      let trimmed = cells.map(Self.trimmed)
      let isRule = trimmed.allSatisfy { cell in
        let text = cell.map(\.text).joined()
        return !text.isEmpty && text.allSatisfy { "-: ".contains($0) }
      }
      if !isRule { rows.append(trimmed) }
    }
    guard !rows.isEmpty else { return nil }
    self.rows = rows
  }

  /// The header line, then one bullet per body row, wrapped to `width`.
  func render(width: Int, wrap: ([StyledRun], Int) -> [StyledLine]) -> [StyledLine] {
    let separator = StyledRun(" │ ", MarkdownRenderer.Palette.quote)
    func joined(_ cells: [[StyledRun]], style: TextStyle? = nil) -> [StyledRun] {
      var result: [StyledRun] = []
      for (index, cell) in cells.enumerated() {
        if index > 0 { result.append(separator) }
        result += style.map { style in cell.map { StyledRun($0.text, $0.style.merging(style)) } } ?? cell
      }
      return result
    }
    var lines = wrap(joined(rows[0], style: TextStyle(bold: true)), width)
    let marker = StyledRun("• ", MarkdownRenderer.Palette.marker)
    let indent = StyledRun("  ")
    for row in rows.dropFirst() {
      for (index, line) in wrap(joined(row), width - 2).enumerated() {
        lines.append(line.prefixed(by: [index == 0 ? marker : indent]))
      }
    }
    return lines
  }

  private static func startsWithPipe(_ line: [MarkdownInline]) -> Bool {
    guard case .text(let text)? = line.first?.kind else { return false }
    return text.drop(while: { $0 == " " }).hasPrefix("|")
  }

  /// `cell` without the spaces around its text.
  private static func trimmed(_ cell: [StyledRun]) -> [StyledRun] {
    var cell = cell.filter { !$0.text.isEmpty }
    if let first = cell.first {
      cell[0] = StyledRun(String(first.text.drop(while: { $0 == " " })), first.style)
    }
    if let last = cell.last {
      cell[cell.count - 1] = StyledRun(String(last.text.reversed().drop(while: { $0 == " " }).reversed()), last.style)
    }
    return cell.filter { !$0.text.isEmpty }
  }
}
