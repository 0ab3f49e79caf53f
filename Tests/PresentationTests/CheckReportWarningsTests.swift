import Checker
import Curriculum
import Localization
import Testing

@testable import Presentation

/// The learner's compiler warnings are shown under their exercise's line, on a pass as on a
/// failure (learner trial 2026-11-b, P7), a few of them with the rest counted.
@Suite("Compiler warnings in the check report")
struct CheckReportWarningsTests {
  let id = ExerciseID("phase1/counter")!

  func warnings(_ count: Int) -> [LearnerWarning] {
    (1...count).map {
      LearnerWarning(
        file: "Exercises/phase1/counter/Sources/CounterFeature.swift", line: $0, column: 9,
        message: "initialization of immutable value 'unused\($0)' was never used")
    }
  }

  func render(_ verdict: ExerciseVerdict, _ messages: Messages) -> String {
    CheckReport(result: CheckResult(target: id.rawValue, exercises: [verdict]), phaseProgress: [], messages: messages)
      .render(for: FixedTerminal())
  }

  @Test("on a pass, in Japanese: a lead sentence and each warning with file:line:column")
  func onPass() {
    let verdict = ExerciseVerdict(
      id: id, title: "カウンター", status: .pass, tests: [TestOutcome(name: "t", status: .pass)], warnings: warnings(1))
    let text = render(verdict, .japanese)
    #expect(text.contains("コンパイラの警告"))
    #expect(
      text.contains(
        "⚠ Exercises/phase1/counter/Sources/CounterFeature.swift:1:9: warning: initialization of immutable value 'unused1' was never used"))
  }

  @Test("on a failure, in English, at most five, the rest counted with the command that shows them")
  func onFailure() {
    let verdict = ExerciseVerdict(
      id: id, title: "Counter", status: .fail, tests: [TestOutcome(name: "t", status: .fail, message: "Expectation failed")],
      warnings: warnings(7))
    let text = render(verdict, .english)
    #expect(text.contains("The compiler warns about your code"))
    #expect(text.contains("CounterFeature.swift:5:9"))
    #expect(!text.contains("CounterFeature.swift:6:9"))
    #expect(text.contains("… 2 more warnings (`dojo check phase1/counter --json` shows them all)"))
    #expect(text.contains("Expectation failed"))
  }

  @Test("no warnings, no lead sentence")
  func none() {
    let verdict = ExerciseVerdict(id: id, title: "Counter", status: .pass)
    #expect(!render(verdict, .english).contains("compiler warns"))
  }
}
