import Checker
import Curriculum
import Localization
import Testing

@testable import Presentation

@Suite("The check report in Japanese and English")
struct CheckReportLanguageTests {
  let retry = ExerciseID("phase4/retry")!
  let search = ExerciseID("phase4/search-debounce")!

  func result() -> CheckResult {
    CheckResult(
      target: "phase4",
      exercises: [
        ExerciseVerdict(
          id: search, title: "検索", status: .fail,
          tests: [
            TestOutcome(name: "debounces", status: .pass),
            TestOutcome(name: "cancels", status: .fail, message: "Expectation failed"),
          ]),
        ExerciseVerdict(id: retry, title: "リトライ", status: .pass, tests: [TestOutcome(name: "retries", status: .pass)]),
        ExerciseVerdict(
          id: ExerciseID("phase4/realtime-polling")!, title: "ポーリング", status: .error,
          error: CheckError(kind: .timeout, message: "stopped")),
      ])
  }

  func render(_ messages: Messages, offers: Set<ExerciseID> = []) -> String {
    CheckReport(
      result: result(), phaseProgress: [("phase4", 1, 3)], offersSolution: offers, messages: messages
    ).render(for: FixedTerminal())
  }

  @Test("Japanese: counts, error kinds, the hint pointer")
  func japanese() {
    let text = render(.japanese)
    #expect(text.contains("✗ phase4/search-debounce  検索  2 件中 1 件のテストが失敗"))
    #expect(text.contains("✓ phase4/retry  リトライ  （1 件のテストに合格）"))
    #expect(text.contains("✗ phase4/realtime-polling  ポーリング  エラー: 時間切れ"))
    #expect(text.contains("    行き詰まったら: dojo hint phase4/search-debounce"))
    #expect(!text.contains("tests failed"))
    #expect(text.hasSuffix("phase4: 1/3\n"))
  }

  @Test("English keeps the words it had")
  func english() {
    let text = render(.english)
    #expect(text.contains("✗ phase4/search-debounce  検索  1 of 2 tests failed"))
    #expect(text.contains("✓ phase4/retry  リトライ  (1 tests passed)"))
    #expect(text.contains("error: timeout"))
    #expect(text.contains("    Stuck? dojo hint phase4/search-debounce"))
  }

  @Test("a first pass points at dojo solution, under that exercise only")
  func solutionOffer() {
    let text = render(.japanese, offers: [retry])
    #expect(text.contains("✓ phase4/retry  リトライ  （1 件のテストに合格）\n    参考解答と自分の答えを比べてみましょう: dojo solution phase4/retry\n"))
    #expect(text.components(separatedBy: "dojo solution").count == 2)
    #expect(!render(.english).contains("dojo solution"))
    #expect(render(.english, offers: [retry]).contains("Compare your answer with the reference solution: dojo solution phase4/retry"))
  }
}
