import Checker
import Localization

/// The lines `dojo check` shows for one test that did not pass: tests that never ran (a crash or
/// a timeout stopped the process first) are marked as such, and what the learner's code printed
/// during a failing test follows its message, capped.
enum CheckReportTestLines {
  /// Printed lines shown under the first failing test; the rest are in `--json`.
  static let printedLinesShown = 12

  /// `✗ name`, or `– name (not run)`.
  static func headline(_ test: TestOutcome, _ messages: Messages = .current) -> StyledLine {
    guard test.ran else {
      return StyledLine([
        StyledRun("    – ", TextStyle(dim: true)), StyledRun(test.name(messages), TextStyle(dim: true)),
        StyledRun("  " + messages(.checkNotRun), TextStyle(dim: true)),
      ])
    }
    return StyledLine([StyledRun("    ✗ ", TextStyle(foreground: .red)), StyledRun(test.name(messages), TextStyle(bold: true))])
  }

  /// `printed:` and the test's output, at most ``printedLinesShown`` lines, for `target`'s
  /// `--json` pointer.
  static func printed(_ test: TestOutcome, target: String, indent: String, _ messages: Messages = .current) -> [StyledLine] {
    guard let output = test.output, !output.isEmpty else { return [] }
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    var result = [StyledLine([StyledRun(indent + messages(.checkPrinted), TextStyle(dim: true))])]
    result += lines.prefix(printedLinesShown).map { StyledLine([StyledRun(indent + "  " + $0)]) }
    if lines.count > printedLinesShown {
      result.append(
        StyledLine([
          StyledRun(
            indent + "  "
              + messages(.checkPrintedMore, ["count": lines.count - printedLinesShown, "command": "dojo check \(target) --json"]),
            TextStyle(dim: true))
        ]))
    }
    return result
  }
}
