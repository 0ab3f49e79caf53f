import Curriculum
import Foundation
import Localization
import Testing

@testable import Checker

@Suite("Verdicts read in the learner's language")
struct VerdictLanguageTests {
  let classifier = VerdictClassifier(
    layout: ProjectLayout(root: URL(fileURLWithPath: "/checkout")), id: ExerciseID("phase1/counter")!,
    title: "カウンター", sourceFolder: URL(fileURLWithPath: "/checkout/Exercises/phase1/counter/Sources"))

  func crash() throws -> CheckError {
    try #require(
      classifier.classify(
        TestRunOutput(
          events: .parse(RecordedEventStreams.crashedRun), termination: .signaled(4),
          standardError: RecordedEventStreams.crashStandardError)
      ).error)
  }

  @Test("a crash: Japanese words around the runtime's own line, English kept as the message")
  func crashInJapanese() throws {
    let error = try crash()
    let japanese = error.text(.japanese)
    #expect(japanese.contains("phase1/counter のテスト “crashes()” の実行中に、テストプロセスがクラッシュしました（signal 4 SIGILL）。"))
    #expect(japanese.contains("\nPhase1Counter/Feature.swift:3: Fatal error: boom here\n"))
    #expect(japanese.contains("場所: Exercises/phase1/counter/Sources/Feature.swift:3"))
    #expect(error.message == error.text(.english))
    #expect(error.message.contains("crashed the test process (signal 4 SIGILL)"))
    #expect(error.locatedText(.japanese).hasPrefix("Exercises/phase1/counter/Sources/Feature.swift:3: phase1/counter のテスト"))
  }

  @Test("the cache keeps the keys, so a cached verdict reads in the current language; --json does not show them")
  func cacheAndJSON() throws {
    let verdict = ExerciseVerdict(id: ExerciseID("phase1/counter")!, title: "カウンター", status: .error, error: try crash())
    let decoded = try JSONDecoder().decode(ExerciseVerdict.self, from: try JSONEncoder().encode(verdict))
    #expect(decoded == verdict)
    #expect(decoded.error?.text(.japanese).contains("クラッシュしました") == true)
    let json = verdict.json.text(pretty: false)
    #expect(!json.contains("localized"))
    #expect(json.contains("\"message\":\"The test “crashes()” of phase1/counter crashed"))
  }

  @Test("a plain message (other producers, older caches) reads as written in either language")
  func plain() {
    let error = CheckError(kind: .compile, message: "error: cannot find 'x' in scope", file: "A.swift", line: 2)
    #expect(error.text(.japanese) == "error: cannot find 'x' in scope")
    #expect(error.locatedText(.english) == "A.swift:2: error: cannot find 'x' in scope")
  }
}
