import Checker
import Classroom
import Curriculum
import Foundation

/// Verdicts of every shape a grader meets: pass, fail, compile error, timeout mid-run, crash.
enum GradingFixtures {
  static let counter = ExerciseID(phase: "phase1", slug: "counter")
  static let retry = ExerciseID(phase: "phase4", slug: "retry")
  static let search = ExerciseID(phase: "phase4", slug: "search-debounce")
  static let polling = ExerciseID(phase: "phase4", slug: "realtime-polling")

  static let passing = GradeReport.Entry(
    verdict: ExerciseVerdict(
      id: counter, title: "カウンター", status: .pass,
      tests: [
        TestOutcome(name: "increments", status: .pass),
        TestOutcome(name: "never goes below zero", status: .pass),
      ]
    ),
    problemNumber: 1, duration: 0.4
  )

  static let failing = GradeReport.Entry(
    verdict: ExerciseVerdict(
      id: retry, title: "リトライ", status: .fail,
      tests: [
        TestOutcome(name: "succeeds on the third attempt", status: .pass),
        TestOutcome(
          name: "stops after the maximum",
          status: .fail,
          message: "RetryFeatureTests.swift:42: Expectation failed: (calls → 4) == 3 <&> \"quoted\""
        ),
      ]
    ),
    problemNumber: 3, duration: 0.7,
    outputs: ["stops after the maximum": String(repeating: "attempt\n", count: 200)]
  )

  static let compileError = GradeReport.Entry(
    verdict: ExerciseVerdict(
      id: search, title: "検索機能", status: .error,
      error: CheckError(
        kind: .compile,
        message: "error: cannot find 'clock' in scope\n\u{1B}[1mnote\u{1B}[0m: did you mean 'Clock'?",
        file: "Exercises/phase4/search-debounce/Sources/SearchFeature.swift", line: 17
      )
    ),
    problemNumber: 1
  )

  static let timeout = GradeReport.Entry(
    verdict: ExerciseVerdict(
      id: polling, title: "ポーリング", status: .error,
      error: CheckError(kind: .timeout, message: "The tests did not finish within 20 s."),
      tests: [
        TestOutcome(name: "starts at once", status: .pass),
        TestOutcome(name: "stops when asked", status: .error),
      ]
    ),
    problemNumber: 2
  )

  static let mixed = GradeReport(
    entries: [passing, failing, compileError, timeout], executionTime: 12.3
  )

  /// The JSON value at the top of `data`, as a dictionary.
  static func object(_ data: Data) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: data)
    guard let object = value as? [String: Any] else {
      throw FixtureError("the top level is not an object: \(value)")
    }
    return object
  }

  struct FixtureError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}

/// True for JSON numbers (Foundation hands them back as NSNumber).
func isJSONNumber(_ value: Any?) -> Bool {
  guard let value else { return false }
  return value is NSNumber && !(value is String)
}

/// True for JSON whole numbers.
func isJSONInteger(_ value: Any?) -> Bool {
  guard isJSONNumber(value), let number = value as? NSNumber else { return false }
  return number.doubleValue == number.doubleValue.rounded()
}
