import Checker
import Curriculum
import Testing

@testable import Presentation

/// The check report marks tests a timeout kept from running, and shows what a failing test printed.
@Suite("Check report: not-run tests and printed output")
struct CheckReportTestLinesTests {
  @Test("a timeout's report lists the running test and the ones that never ran")
  func notRun() {
    let verdict = ExerciseVerdict(
      id: ExerciseID("phase1/counter")!, title: "カウンター", status: .error,
      error: CheckError(kind: .timeout, message: "The hidden tests of phase1/counter did not finish within 5 s."),
      tests: [
        TestOutcome(name: "a", status: .pass),
        TestOutcome(name: "b", status: .error, message: "Still running when the time limit of 5 s ran out."),
        TestOutcome(name: "c", status: .error, message: "Not run: …", ran: false),
      ])
    let text = CheckReport(result: CheckResult(target: "phase1/counter", exercises: [verdict]), phaseProgress: [])
      .lines().rendered(color: false)
    #expect(text.contains("    ✗ b\n"))
    #expect(text.contains("    – c  (not run)\n"))
  }

  @Test("what a failing test printed follows its message, capped with a pointer to --json")
  func printed() {
    let output = (1...20).map { "DEBUG \($0)" }.joined(separator: "\n")
    let verdict = ExerciseVerdict(
      id: ExerciseID("phase1/counter")!, title: "カウンター", status: .fail,
      tests: [TestOutcome(name: "a", status: .fail, message: "Expectation failed", output: output)])
    let text = CheckReport(result: CheckResult(target: "phase1/counter", exercises: [verdict]), phaseProgress: [])
      .lines().rendered(color: false)
    #expect(text.contains("        printed:\n          DEBUG 1\n"))
    #expect(text.contains("          DEBUG 12\n"))
    #expect(!text.contains("DEBUG 13\n"))
    #expect(text.contains("… 8 more lines (`dojo check phase1/counter --json` shows them)"))
  }
}
