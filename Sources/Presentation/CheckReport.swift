import Checker
import Curriculum
import Localization

/// The human report of `dojo check`: one ✓/✗ line per exercise with its title, the first failure
/// in full (the compiler's errors, the expectation and its diff, the crash), the other failures by
/// name, a pointer to `dojo hint`, and a progress line per phase (`phase4: 2/3`).
public struct CheckReport: Sendable {
  /// What was checked.
  public var result: CheckResult
  /// Solved and total counts per phase to show at the end, in order (`("phase4", 2, 3)`).
  public var phaseProgress: [(phase: String, solved: Int, total: Int)]
  /// Whether the reference solutions were checked (no hints then: they are not the learner's).
  public var checkedSolutions: Bool
  /// Exercises that passed for the first time in this check: their line offers `dojo solution`
  /// (once; progress remembers the offer).
  public var offersSolution: Set<ExerciseID>
  /// The language of the report.
  public var messages: Messages

  /// A report of `result`.
  public init(
    result: CheckResult, phaseProgress: [(phase: String, solved: Int, total: Int)],
    checkedSolutions: Bool = false, offersSolution: Set<ExerciseID> = [], messages: Messages = .current
  ) {
    self.result = result
    self.phaseProgress = phaseProgress
    self.checkedSolutions = checkedSolutions
    self.offersSolution = offersSolution
    self.messages = messages
  }

  /// The lines to print.
  public func lines() -> [StyledLine] {
    var lines: [StyledLine] = []
    var shownInFull = false
    for verdict in result.exercises {
      lines.append(headline(verdict))
      if verdict.status == .pass, offersSolution.contains(verdict.id) {
        lines.append(
          StyledLine([
            StyledRun("    " + messages(.checkSolutionOffer), .dim), StyledRun("dojo solution \(verdict.id)", .cyan),
          ]))
      }
      lines += warningLines(verdict)
      // After the verdict's own lines, so they are never read as part of it.
      defer { lines += ownTestLines(verdict) }
      guard verdict.status != .pass else { continue }
      if let error = verdict.error {
        let message = error.text(messages)
        let text = shownInFull ? firstLines(message, 4) : message
        lines += indented(text, by: "    ")
      }
      let failing = verdict.tests.filter { $0.status != .pass }
      for (index, test) in failing.enumerated() {
        lines.append(CheckReportTestLines.headline(test, messages))
        if index == 0, !shownInFull, verdict.error == nil, let message = test.text(messages) {
          lines += indented(capped(message), by: "        ")
        }
        if !shownInFull, test.ran {
          lines += CheckReportTestLines.printed(test, target: result.target, indent: "        ", messages)
        }
      }
      shownInFull = true
      if !checkedSolutions {
        lines.append(StyledLine([StyledRun("    " + messages(.checkStuck), .dim), StyledRun("dojo hint \(verdict.id)", .cyan)]))
      }
    }
    lines.append(StyledLine())
    for entry in phaseProgress {
      let style: TextStyle = entry.solved == entry.total ? .green : .bold
      lines.append(StyledLine([StyledRun("\(entry.phase): \(entry.solved)/\(entry.total)", style)]))
    }
    return lines
  }

  /// The report as text for `terminal`.
  public func render(for terminal: some Terminal) -> String {
    lines().rendered(color: terminal.supportsColor)
  }

  private func headline(_ verdict: ExerciseVerdict) -> StyledLine {
    let passed = verdict.tests.filter { $0.status == .pass }.count
    if let counts = messages.testWritingCounts(verdict) {
      let passes = verdict.status == .pass
      return StyledLine([
        StyledRun(passes ? "✓ " : "✗ ", passes ? .green : .red), StyledRun(verdict.id.rawValue, .bold),
        StyledRun("  \(verdict.title)"), StyledRun("  " + counts, passes ? .dim : .red),
      ])
    }
    switch verdict.status {
    case .pass:
      return StyledLine([
        StyledRun("✓ ", .green), StyledRun(verdict.id.rawValue, .bold), StyledRun("  \(verdict.title)"),
        StyledRun("  " + messages(.checkTestsPassed, ["count": passed]), .dim),
      ])
    case .fail:
      return StyledLine([
        StyledRun("✗ ", .red), StyledRun(verdict.id.rawValue, .bold), StyledRun("  \(verdict.title)"),
        StyledRun(
          "  " + messages(.checkTestsFailed, ["failed": verdict.tests.count - passed, "total": verdict.tests.count]),
          .red),
      ])
    case .error:
      let kind = verdict.error.map { messages.kindName($0.kind) } ?? messages(.checkKindUnknown)
      return StyledLine([
        StyledRun("✗ ", .red), StyledRun(verdict.id.rawValue, .bold), StyledRun("  \(verdict.title)"),
        StyledRun("  " + messages(.checkErrorKind, ["kind": kind]), .red),
      ])
    }
  }

  /// A failure message of at most ``messageLines`` lines: a parameterized test can repeat its
  /// diff once per argument, and the full text stays in `--json`.
  private func capped(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > Self.messageLines else { return text }
    return (lines.prefix(Self.messageLines) + [
      Substring(
        messages(.checkMoreLines, ["count": lines.count - Self.messageLines, "command": "dojo check \(result.target) --json"]))
    ]).joined(separator: "\n")
  }

  /// The compiler's warnings in the learner's files, on a pass as on a failure (a summary: all
  /// of them are in `--json`).
  private func warningLines(_ verdict: ExerciseVerdict) -> [StyledLine] {
    guard let summary = messages.warningsSummary(verdict, command: "dojo check \(verdict.id)") else { return [] }
    var lines = [StyledLine([StyledRun("    " + summary.heading, .yellow)])]
    for warning in summary.warnings {
      lines.append(StyledLine([StyledRun("      ⚠ ", .yellow), StyledRun(warning)]))
    }
    if let more = summary.more { lines.append(StyledLine([StyledRun("      " + more, .dim)])) }
    return lines
  }

  /// The learner's own tests (`Tests/`): the counts, each failure by name with its message (the
  /// first in full, capped), and why the report is partial (a compile error, a crash). Nothing
  /// when the exercise has no own tests.
  private func ownTestLines(_ verdict: ExerciseVerdict) -> [StyledLine] {
    guard let report = verdict.ownTests else { return [] }
    let clean = report.failed == 0 && report.error == nil
    var lines = [
      StyledLine([
        StyledRun("    " + (clean ? "✓ " : "✗ "), clean ? .green : .yellow),
        StyledRun(messages(.checkOwnTests, ["passed": report.passed, "failed": report.failed]), clean ? .dim : .yellow),
      ])
    ]
    for (index, test) in report.tests.filter({ $0.status != .pass }).enumerated() {
      lines.append(CheckReportTestLines.headline(test, messages))
      if index == 0, let message = test.text(messages) { lines += indented(capped(message), by: "        ") }
    }
    if let error = report.error { lines += indented(error.locatedText(messages), by: "      ") }
    return lines
  }

  /// The most lines of a failure message the report shows.
  static let messageLines = 30

  private func firstLines(_ text: String, _ count: Int) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
    return (lines.prefix(count) + (lines.count > count ? ["…"] : [])).joined(separator: "\n")
  }

  private func indented(_ text: String, by prefix: String) -> [StyledLine] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      StyledLine([StyledRun(prefix + $0)])
    }
  }
}

extension TextStyle {
  fileprivate static let green = TextStyle(foreground: .green)
  fileprivate static let red = TextStyle(foreground: .red)
  fileprivate static let cyan = TextStyle(foreground: .cyan)
  fileprivate static let yellow = TextStyle(foreground: .yellow)
  fileprivate static let dim = TextStyle(dim: true)
  fileprivate static let bold = TextStyle(bold: true)
}

