import Checker
import Curriculum
import Localization

/// What `dojo solution` prints: the reference solution, highlighted as `dojo show` highlights
/// Swift, then a unified diff from the learner's file to it (`-` the learner's lines, `+` the
/// solution's), file by file.
public struct SolutionReport: Sendable {
  /// The two folders, read.
  public var comparison: SolutionComparison
  /// The problem's title (`リトライ`).
  public var title: String
  /// The language of the chrome.
  public var messages: Messages

  /// A report of `comparison`.
  public init(comparison: SolutionComparison, title: String, messages: Messages = .current) {
    self.comparison = comparison
    self.title = title
    self.messages = messages
  }

  /// The lines to print.
  public func lines() -> [StyledLine] {
    let id = comparison.id
    var lines: [StyledLine] = [
      StyledLine(messages(.solutionHeader, ["id": id, "title": title]), TextStyle(bold: true)),
      StyledLine(messages(.solutionNote), TextStyle(dim: true)),
    ]
    for file in comparison.files {
      guard let solution = file.solution else { continue }
      lines.append(StyledLine())
      lines.append(StyledLine("── \(comparison.solutionFolder)/\(file.name)", .heading))
      lines.append(StyledLine())
      var code = SwiftHighlighter.highlight(solution)
      if code.last?.plainText.isEmpty == true { code.removeLast() }
      lines += code.map { $0.prefixed(by: [StyledRun("    ")]) }
    }
    for file in comparison.files {
      let yours = "\(comparison.learnerFolder)/\(file.name)"
      lines.append(StyledLine())
      guard file.learner != nil else {
        lines.append(StyledLine(messages(.solutionOnlyReference, ["file": yours]), TextStyle(dim: true)))
        continue
      }
      guard file.solution != nil else {
        lines.append(StyledLine(messages(.solutionOnlyYours, ["file": yours]), TextStyle(dim: true)))
        continue
      }
      let diff = file.diff
      if diff.isEmpty {
        lines.append(StyledLine(messages(.solutionSame, ["file": yours]), .green))
        continue
      }
      lines.append(StyledLine(messages(.solutionDiffHeader, ["file": yours]), TextStyle(bold: true)))
      lines.append(StyledLine("--- \(yours)", .red))
      lines.append(StyledLine("+++ \(comparison.solutionFolder)/\(file.name)", .green))
      for hunk in diff.hunks {
        lines.append(StyledLine(hunk.header, .heading))
        for line in hunk.lines {
          switch line {
          case .same(let text): lines.append(StyledLine(" " + text))
          case .removed(let text): lines.append(StyledLine("-" + text, .red))
          case .added(let text): lines.append(StyledLine("+" + text, .green))
          }
        }
      }
    }
    return lines
  }

  /// The report as text for `terminal`.
  public func render(for terminal: some Terminal) -> String {
    lines().rendered(color: terminal.supportsColor)
  }
}

extension TextStyle {
  fileprivate static let heading = TextStyle(foreground: .cyan)
  fileprivate static let red = TextStyle(foreground: .red)
  fileprivate static let green = TextStyle(foreground: .green)
}
