import Checker
import Classroom
import Curriculum
import Foundation
import Testing

/// Exercism test-runner interface, version 3: the documented keys, types and limits.
@Suite struct ExercismResultsTests {
  static let topLevelKeys: Set<String> = ["version", "status", "message", "tests"]
  static let testKeys: Set<String> = ["name", "test_code", "status", "message", "output", "task_id"]
  static let statuses: Set<String> = ["pass", "fail", "error"]

  /// Checks one decoded file against the documented field list and returns it.
  @discardableResult
  func validated(_ report: GradeReport) throws -> [String: Any] {
    let object = try GradingFixtures.object(GradeFormat.exercism.render(report))
    #expect(Set(object.keys).isSubset(of: Self.topLevelKeys), "unknown keys: \(object.keys)")
    #expect(object["version"] as? Int == 3)
    let status = try #require(object["status"] as? String)
    #expect(Self.statuses.contains(status))
    if status == "error" {
      let message = try #require(object["message"] as? String)
      #expect(!message.isEmpty)
    } else {
      #expect(object["message"] is NSNull || object["message"] == nil)
    }
    let tests = try #require(object["tests"] as? [[String: Any]])
    for test in tests {
      #expect(Set(test.keys).isSubset(of: Self.testKeys), "unknown keys: \(test.keys)")
      #expect(test["name"] is String)
      #expect(Self.statuses.contains(test["status"] as? String ?? "missing"))
      if let message = test["message"] { #expect(message is String) }
      if let output = test["output"] {
        let text = try #require(output as? String)
        #expect(text.unicodeScalars.count <= 500)
      }
      if let taskID = test["task_id"] { #expect(isJSONInteger(taskID)) }
    }
    return object
  }

  @Test func everyExercisePassingGivesPassAndANullMessage() throws {
    let object = try validated(GradeReport(entries: [GradingFixtures.passing]))
    #expect(object["status"] as? String == "pass")
    #expect(object["message"] is NSNull)
    let tests = try #require(object["tests"] as? [[String: Any]])
    #expect(tests.map { $0["name"] as? String } == [
      "phase1/counter: increments", "phase1/counter: never goes below zero",
    ])
    #expect(tests.allSatisfy { $0["task_id"] as? Int == 1 })
  }

  @Test func aFailingTestAmongOthersGivesFailWithTheMessageOnTheTest() throws {
    let object = try validated(GradingFixtures.mixed)
    #expect(object["status"] as? String == "fail")
    let tests = try #require(object["tests"] as? [[String: Any]])
    let failed = try #require(tests.first { $0["name"] as? String == "phase4/retry: stops after the maximum" })
    #expect(failed["status"] as? String == "fail")
    #expect((failed["message"] as? String)?.contains("Expectation failed") == true)
    #expect(failed["task_id"] as? Int == 3)
  }

  @Test func aCompileErrorAloneGivesErrorWithTheDiagnosticsInTheMessage() throws {
    let object = try validated(GradeReport(entries: [GradingFixtures.compileError]))
    #expect(object["status"] as? String == "error")
    let message = try #require(object["message"] as? String)
    #expect(message.contains("Exercises/phase4/search-debounce/Sources/SearchFeature.swift:17"))
    #expect(message.contains("cannot find 'clock' in scope"))
    let tests = try #require(object["tests"] as? [[String: Any]])
    #expect(tests.count == 1)
    #expect(tests.first?["status"] as? String == "error")
  }

  @Test func aTimeoutMarksTheUnfinishedTestAsErrorWithTheReason() throws {
    let object = try validated(GradeReport(entries: [GradingFixtures.timeout]))
    // One test did run and pass, so Exercism's rule makes the whole result `fail`, not `error`.
    #expect(object["status"] as? String == "fail")
    let tests = try #require(object["tests"] as? [[String: Any]])
    #expect(tests.map { $0["status"] as? String } == ["pass", "error"])
    #expect((tests.last?["message"] as? String)?.contains("20 s") == true)
  }

  @Test func outputIsCappedAtFiveHundredCharactersWithANote() throws {
    let object = try validated(GradingFixtures.mixed)
    let tests = try #require(object["tests"] as? [[String: Any]])
    let output = try #require(tests.compactMap { $0["output"] as? String }.first)
    #expect(output.unicodeScalars.count == 500)
    #expect(output.hasSuffix("Output was truncated. Please limit to 500 chars."))
  }

  @Test func nothingToGradeIsAnErrorThatSaysWhy() throws {
    let object = try validated(GradeReport(entries: [], problem: "submission/ holds no exercise sources"))
    #expect(object["status"] as? String == "error")
    #expect(object["message"] as? String == "submission/ holds no exercise sources")
    #expect((object["tests"] as? [Any])?.isEmpty == true)
  }

  @Test func decodesBackToTheSameValue() throws {
    let data = GradeFormat.exercism.render(GradingFixtures.mixed)
    let decoded = try JSONDecoder().decode(ExercismResults.self, from: data)
    #expect(decoded == ExercismResults(GradingFixtures.mixed))
  }
}
