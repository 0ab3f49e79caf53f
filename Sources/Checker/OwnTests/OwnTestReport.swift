import Curriculum
import Localization

/// What the learner's own tests of a feature exercise (`Exercises/<id>/Tests`) said in one
/// `dojo check`: a report beside the verdict, never part of it.
///
/// It never changes ``ExerciseVerdict/status``, progress, hints, the verdict cache's entry or
/// `dojo grade`; only `dojo check` and `dojo watch` make one (``ExerciseChecker/runsLearnerTests``).
/// Its JSON form is the `ownTests` key of `dojo check --json`:
/// `{"passed", "failed", "error": null | {"kind", "message", "file", "line"}, "tests": [...]}`.
public struct OwnTestReport: Equatable, Sendable {
  /// Each of the learner's tests that ran (or that a crash or time-out kept from running), in the
  /// order they finished, as ``ExerciseVerdict/tests`` lists hidden tests.
  public var tests: [TestOutcome]
  /// Why the report is partial or empty: the tests do not compile (`compile`, at the first
  /// error's file and line), a test crashed the process (`crash`) or ran out of time (`timeout`),
  /// or the folder holds a file the checker refuses to build. `nil` when every test ran.
  public var error: CheckError?

  /// Makes a report.
  public init(tests: [TestOutcome] = [], error: CheckError? = nil) {
    self.tests = tests
    self.error = error
  }

  /// The learner's tests that passed.
  public var passed: Int { tests.filter { $0.status == .pass }.count }
  /// The learner's tests that failed, crashed, ran out of time or did not run.
  public var failed: Int { tests.filter { $0.status != .pass }.count }
}

extension OwnTestReport: Codable {
  private enum CodingKeys: String, CodingKey { case tests, error }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      tests: try container.decode([TestOutcome].self, forKey: .tests),
      error: try container.decodeIfPresent(CheckError.self, forKey: .error))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(tests, forKey: .tests)
    try container.encodeIfPresent(error, forKey: .error)
  }

  /// The `ownTests` value of `dojo check --json`, keys in the documented order.
  public var json: OrderedJSON {
    .object([
      ("passed", .int(passed)),
      ("failed", .int(failed)),
      ("error", error?.json ?? .null),
      ("tests", .array(tests.map(\.json))),
    ])
  }
}
