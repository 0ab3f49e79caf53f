import Checker
import Curriculum
import Localization
import Testing

@testable import Presentation

/// A test-writing verdict counts the learner's tests and the wrong features apart: one test of the
/// learner's and five wrong features is never "5 of 6 tests failed" (learner trial 2026-11-b, #20).
@Suite("Counts in a test-writing verdict's line")
struct CheckReportTestWritingCountsTests {
  let id = ExerciseID("phase2/vote-buttons")!

  func verdict(caught: Int, of total: Int) -> ExerciseVerdict {
    var tests = [TestOutcome(name: "votes()", status: .pass)]
    for index in 0..<total {
      var entry = TestOutcome(name: "wrong behaviour: \(index)", status: index < caught ? .pass : .fail)
      entry.localizedName = LocalizedText([.message(.testWritingMutantName, ["behaviour": "動き \(index)"])])
      entry.wrongFeature = true
      tests.append(entry)
    }
    return ExerciseVerdict(id: id, title: "投票", status: caught == total ? .pass : .fail, tests: tests)
  }

  func render(_ verdict: ExerciseVerdict, _ messages: Messages) -> String {
    CheckReport(result: CheckResult(target: id.rawValue, exercises: [verdict]), phaseProgress: [], messages: messages)
      .render(for: FixedTerminal())
  }

  @Test("one test, five wrong features, none caught: Japanese")
  func japaneseNoneCaught() {
    let text = render(verdict(caught: 0, of: 5), .japanese)
    #expect(text.contains("✗ phase2/vote-buttons  投票  （あなたのテスト 1 件は正しい機能で通りました。間違った機能 5 件のうち 0 件を見抜きました）"))
    #expect(!text.contains("件中"))
    #expect(text.contains("✗ 誤った動き: 動き 0"), "an entry is named in the report's language")
  }

  @Test("all caught: English")
  func englishAllCaught() {
    let text = render(verdict(caught: 5, of: 5), .english)
    #expect(text.contains("✓ phase2/vote-buttons  投票  (your 1 tests passed with the correct feature; 5 of 5 wrong features caught)"))
    #expect(!text.contains("tests passed)"))
  }

  @Test("an ordinary exercise keeps its counts")
  func ordinary() {
    let verdict = ExerciseVerdict(
      id: id, title: "投票", status: .fail,
      tests: [TestOutcome(name: "a", status: .pass), TestOutcome(name: "b", status: .fail, message: "x")])
    #expect(render(verdict, .japanese).contains("2 件中 1 件のテストが失敗"))
  }
}
