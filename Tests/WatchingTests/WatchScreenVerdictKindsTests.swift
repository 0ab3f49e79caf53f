import Checker
import Curriculum
import Localization
import Testing
import Watching

/// What watch's status line and details say for a test-writing verdict and for a verdict with the
/// compiler's warnings: the same as `dojo check` (learner trial 2026-11-b, #20 and P7).
@Suite struct WatchScreenVerdictKindsTests {
  let id = ExerciseID("phase2/vote-buttons")!

  func screen(_ verdict: ExerciseVerdict, _ messages: Messages) -> String {
    WatchScreen(
      exercise: id, title: "投票", editedFolder: "Exercises/phase2/vote-buttons/Tests", verdict: verdict,
      isChecking: false, messages: messages
    ).render()
  }

  func testWriting(caught: Int, of total: Int) -> ExerciseVerdict {
    var tests = [TestOutcome(name: "votes()", status: .pass)]
    for index in 0..<total {
      var entry = TestOutcome(
        name: "wrong behaviour: \(index)", status: index < caught ? .pass : .fail,
        message: index < caught ? nil : "your tests passed with this wrong feature")
      entry.localizedName = LocalizedText([.message(.testWritingMutantName, ["behaviour": "動き \(index)"])])
      entry.wrongFeature = true
      tests.append(entry)
    }
    return ExerciseVerdict(id: id, title: "投票", status: caught == total ? .pass : .fail, tests: tests)
  }

  @Test func testWritingCountsTheLearnersTestsAndTheWrongFeaturesApart() {
    let failing = screen(testWriting(caught: 4, of: 5), .japanese)
    #expect(failing.contains("✗ 不合格 （あなたのテスト 1 件は正しい機能で通りました。間違った機能 5 件のうち 4 件を見抜きました）"), "\(failing)")
    #expect(!failing.contains("件中"))
    #expect(failing.contains("誤った動き: 動き 4"), "the first failure is named in the screen's language: \(failing)")

    let passing = screen(testWriting(caught: 5, of: 5), .english)
    #expect(passing.contains("✓ pass (your 1 tests passed with the correct feature; 5 of 5 wrong features caught). Press n"), "\(passing)")
    #expect(!passing.contains("hidden tests"))
  }

  @Test func warningsShowOnAPassAndAfterTheFirstFailure() {
    let warnings = (1...7).map {
      LearnerWarning(
        file: "Exercises/phase1/counter/Sources/CounterFeature.swift", line: $0, column: 9,
        message: "initialization of immutable value 'unused\($0)' was never used")
    }
    let passing = ExerciseVerdict(
      id: id, title: "投票", status: .pass, tests: [TestOutcome(name: "t", status: .pass)], warnings: warnings)
    let text = screen(passing, .english)
    #expect(text.contains("⚠ Exercises/phase1/counter/Sources/CounterFeature.swift:5:9"), "\(text)")
    #expect(!text.contains("CounterFeature.swift:6:9"), "five shown, as dojo check shows")
    #expect(text.contains("… 2 more warnings"), "\(text)")

    let failing = ExerciseVerdict(
      id: id, title: "投票", status: .fail,
      tests: [TestOutcome(name: "counts", status: .fail, message: "Expectation failed")], warnings: Array(warnings.prefix(1)))
    let lines = screen(failing, .english).split(separator: "\n").map(String.init)
    let failure = lines.firstIndex { $0.contains("First failure: counts") }
    let warning = lines.firstIndex { $0.contains("⚠ ") }
    #expect(failure != nil && warning != nil && failure! < warning!, "warnings come after the failure")
  }
}
