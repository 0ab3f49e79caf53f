import Checker
import Curriculum
import Localization
import Testing

@testable import Presentation

/// The learner's own tests (`Exercises/<id>/Tests`) are reported under the verdict, apart from it:
/// their counts, the failures, why they could not run. The verdict's line never changes.
@Suite("The learner's own tests in the check report")
struct CheckReportOwnTestsTests {
  let id = ExerciseID("phase1/counter")!

  func render(_ verdict: ExerciseVerdict, _ messages: Messages) -> String {
    CheckReport(result: CheckResult(target: id.rawValue, exercises: [verdict]), phaseProgress: [], messages: messages)
      .render(for: FixedTerminal())
  }

  func passing(with report: OwnTestReport?) -> ExerciseVerdict {
    var verdict = ExerciseVerdict(
      id: id, title: "カウンター", status: .pass, tests: [TestOutcome(name: "hidden", status: .pass)])
    verdict.ownTests = report
    return verdict
  }

  @Test("a pass with a failing own test: the pass line stands, then the counts and the failure, in Japanese and English")
  func failingOwnTest() {
    let verdict = passing(
      with: OwnTestReport(tests: [
        TestOutcome(name: "mine passes", status: .pass),
        TestOutcome(name: "mine fails", status: .fail, message: "Expectation failed: (count → 1) == 2"),
      ]))
    let japanese = render(verdict, .japanese)
    #expect(japanese.contains("✓ phase1/counter  カウンター  （1 件のテストに合格）"))
    #expect(japanese.contains("自分のテスト（Tests/、採点対象外）: 1 件成功、1 件失敗"))
    #expect(japanese.contains("✗ mine fails"))
    #expect(japanese.contains("Expectation failed: (count → 1) == 2"))
    #expect(!japanese.contains("dojo hint"), "a pass asks for no hint, whatever the learner's tests say")
    let english = render(verdict, .english)
    #expect(english.contains("Your own tests (Tests/, not graded): 1 passed, 1 failed"))
    let lines = english.split(separator: "\n").map(String.init)
    let verdictLine = lines.firstIndex { $0.contains("phase1/counter") } ?? -1
    let ownLine = lines.firstIndex { $0.contains("Your own tests") } ?? -1
    #expect(verdictLine >= 0 && ownLine > verdictLine, "under the verdict")
  }

  @Test("a compile error in Tests/ is said with its file and line")
  func compileError() {
    let verdict = passing(
      with: OwnTestReport(
        error: CheckError(
          kind: .compile,
          localized: LocalizedText([.message(.ownTestsDoNotCompile, [:]), .literal("Own.swift:3:5: error: boom")]),
          file: "Exercises/phase1/counter/Tests/Own.swift", line: 3)))
    let text = render(verdict, .english)
    #expect(text.contains("Exercises/phase1/counter/Tests/Own.swift:3: Your own tests do not compile (the verdict above stands):"))
    #expect(text.contains("✓ phase1/counter"))
  }

  @Test("no own tests, no line")
  func none() {
    #expect(!render(passing(with: nil), .english).contains("own tests"))
  }
}
