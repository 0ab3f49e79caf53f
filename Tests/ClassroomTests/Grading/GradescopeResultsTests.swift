import Checker
import Classroom
import Curriculum
import Foundation
import Testing

/// Gradescope autograder results.json: the documented keys, types and scoring.
@Suite struct GradescopeResultsTests {
  static let topLevelKeys: Set<String> = [
    "score", "execution_time", "output", "output_format", "test_output_format", "test_name_format",
    "visibility", "stdout_visibility", "extra_data", "tests", "leaderboard",
  ]
  static let testKeys: Set<String> = [
    "score", "max_score", "status", "name", "name_format", "number", "output", "output_format",
    "tags", "visibility", "extra_data",
  ]
  static let visibilities: Set<String> = ["hidden", "after_due_date", "after_published", "visible"]

  @discardableResult
  func validated(_ report: GradeReport, options: GradescopeResults.Options = .init()) throws -> [String: Any] {
    let object = try GradingFixtures.object(GradeFormat.gradescope.render(report, gradescope: options))
    #expect(Set(object.keys).isSubset(of: Self.topLevelKeys), "unknown keys: \(object.keys)")
    #expect(isJSONNumber(object["score"]))
    #expect(isJSONInteger(object["execution_time"]))
    #expect(Self.visibilities.contains(object["visibility"] as? String ?? ""))
    #expect(Self.visibilities.contains(object["stdout_visibility"] as? String ?? ""))
    let tests = try #require(object["tests"] as? [[String: Any]])
    var total = 0.0
    for test in tests {
      #expect(Set(test.keys).isSubset(of: Self.testKeys), "unknown keys: \(test.keys)")
      #expect(test["name"] is String)
      #expect(isJSONNumber(test["score"]))
      #expect(isJSONNumber(test["max_score"]))
      #expect(["passed", "failed"].contains(test["status"] as? String ?? ""))
      #expect(test["output"] is String)
      #expect(Self.visibilities.contains(test["visibility"] as? String ?? ""))
      if let number = test["number"] { #expect(number is String) }
      if let tags = test["tags"] { #expect(tags is [String]) }
      let score = try #require(test["score"] as? Double)
      let maxScore = try #require(test["max_score"] as? Double)
      #expect(score >= 0 && score <= maxScore)
      total += score
    }
    #expect(object["score"] as? Double == total)
    return object
  }

  @Test func eachExerciseEarnsItsWeightTimesTheShareOfHiddenTestsPassed() throws {
    let object = try validated(GradingFixtures.mixed, options: .init(pointsPerExercise: 10))
    // pass 2/2 → 10, fail 1/2 → 5, compile error (no tests) → 0, timeout 1/2 → 5.
    #expect(object["score"] as? Double == 20)
    #expect(object["execution_time"] as? Int == 13)
    let tests = try #require(object["tests"] as? [[String: Any]])
    #expect(tests.map { $0["score"] as? Double } == [10, 5, 0, 5])
    #expect(tests.map { $0["status"] as? String } == ["passed", "failed", "failed", "failed"])
    #expect(tests.map { $0["max_score"] as? Double } == [10, 10, 10, 10])
    #expect(tests.first?["name"] as? String == "1. カウンター (phase1/counter)")
    #expect(tests.map { $0["number"] as? String } == ["1.1", "4.3", "4.1", "4.2"])
  }

  @Test func anExerciseWeightOverridesThePointsPerExercise() throws {
    let object = try validated(
      GradingFixtures.mixed, options: .init(pointsPerExercise: 1, weights: ["phase4/retry": 4, "phase1/counter": 3]))
    let tests = try #require(object["tests"] as? [[String: Any]])
    #expect(tests.map { $0["max_score"] as? Double } == [3, 4, 1, 1])
    #expect(tests.map { $0["score"] as? Double } == [3, 2, 0, 0.5])
    #expect(object["score"] as? Double == 5.5)
  }

  @Test func testsThatNeverRanEarnNothing() throws {
    let verdict = ExerciseVerdict(
      id: GradingFixtures.polling, title: "ポーリング", status: .error,
      error: CheckError(kind: .crash, message: "The test process crashed."),
      tests: [
        TestOutcome(name: "a", status: .pass),
        TestOutcome(name: "b", status: .error),
        TestOutcome(name: "c", status: .error, ran: false),
        TestOutcome(name: "d", status: .error, ran: false),
      ])
    let object = try validated(GradeReport(entries: [GradeReport.Entry(verdict: verdict)]), options: .init(pointsPerExercise: 8))
    #expect((object["tests"] as? [[String: Any]])?.first?["score"] as? Double == 2)
  }

  @Test func aCompileErrorIsAFailedTestThatShowsTheDiagnosticsAndIsTagged() throws {
    let object = try validated(GradeReport(entries: [GradingFixtures.compileError]))
    let test = try #require((object["tests"] as? [[String: Any]])?.first)
    #expect(test["status"] as? String == "failed")
    #expect(test["score"] as? Double == 0)
    #expect(test["tags"] as? [String] == ["phase4/search-debounce", "compile"])
    let output = try #require(test["output"] as? String)
    #expect(output.contains("SearchFeature.swift:17: error: cannot find 'clock' in scope"))
  }

  @Test func aTimeoutListsWhichTestsRanAndWhy() throws {
    let object = try validated(GradeReport(entries: [GradingFixtures.timeout]))
    let output = try #require((object["tests"] as? [[String: Any]])?.first?["output"] as? String)
    #expect(output.contains("(timeout)"))
    #expect(output.contains("✓ starts at once"))
    #expect(output.contains("✗ stops when asked"))
    #expect(output.contains("did not finish within 20 s"))
  }

  @Test func outputIsCappedAtTheConfiguredLimit() throws {
    let object = try validated(GradingFixtures.mixed, options: .init(outputLimit: 40))
    let outputs = try #require((object["tests"] as? [[String: Any]])?.compactMap { $0["output"] as? String })
    #expect(outputs.allSatisfy { $0.unicodeScalars.count <= 40 })
  }

  @Test func aBrokenSubmissionStillGivesAValidFileWithTheReason() throws {
    let object = try validated(GradeReport(entries: [], problem: "No Exercises/ folder in submission/"))
    #expect(object["score"] as? Double == 0)
    #expect(object["output"] as? String == "No Exercises/ folder in submission/")
  }
}
