import Checker
import Foundation

/// Exercism's test-runner `results.json`, version 3.
///
/// Field list from Exercism's published interface (docs/building/tooling/test-runners/interface):
/// top level `version` (3), `status` (`pass` | `fail` | `error`), `message` (required when `error`,
/// otherwise `null`), `tests`; per test `name`, `status`, `message` (optional), `output` (optional,
/// at most 500 characters), `task_id` (optional: the task's number, here the practice problem's
/// number). `test_code` is left out on purpose: the tests are hidden.
public struct ExercismResults: Codable, Equatable, Sendable {
  /// The spec version this file follows: always 3.
  public var version: Int
  /// `pass`, `fail`, or `error` (no test ran).
  public var status: String
  /// What went wrong when ``status`` is `error`; `nil` (written as `null`) otherwise.
  public var message: String?
  /// One entry per hidden test, plus one per exercise that produced no test results.
  public var tests: [Test]

  /// One test's result.
  public struct Test: Codable, Equatable, Sendable {
    /// `phase4/retry: stops after the maximum attempts`.
    public var name: String
    /// `pass`, `fail`, or `error`.
    public var status: String
    /// The failure or error, in full; `nil` when the test passed.
    public var message: String?
    /// What the learner's code printed during the test, at most 500 characters.
    public var output: String?
    /// The practice problem's number in its lesson.
    public var taskID: Int?

    enum CodingKeys: String, CodingKey {
      case name, status, message, output
      case taskID = "task_id"
    }
  }

  /// Builds the results for `report`.
  public init(_ report: GradeReport) {
    version = 3
    status = report.overallStatus.rawValue
    message = status == VerdictStatus.error.rawValue
      ? (report.errorSummary ?? "No exercise could be graded.") : nil
    tests = report.entries.flatMap(Self.tests(for:))
  }

  static func tests(for entry: GradeReport.Entry) -> [Test] {
    let verdict = entry.verdict
    var tests = verdict.tests.map { outcome in
      // v3 has no "skipped" status: a test that never started is an `error` whose message says
      // it was not run and why, with no output (nothing ran to print it).
      guard outcome.ran else {
        let reason = outcome.message ?? "Not run."
        return Test(
          name: "\(verdict.id): \(outcome.name)",
          status: VerdictStatus.error.rawValue,
          message: reason.hasPrefix("Not run") ? reason : "Not run: \(reason)",
          output: nil,
          taskID: entry.problemNumber
        )
      }
      return Test(
        name: "\(verdict.id): \(outcome.name)",
        status: outcome.status.rawValue,
        message: outcome.message ?? (outcome.status == .error ? verdict.error?.located : nil),
        output: entry.outputs[outcome.name].map { TextLimit.cap($0, to: TextLimit.exercismOutput) },
        taskID: entry.problemNumber
      )
    }
    // An exercise that never got to run its tests (compile error, a crash or timeout before the
    // first result) still needs a line, or it would silently vanish from the report.
    if let error = verdict.error, !verdict.tests.contains(where: { $0.status == .error && $0.ran }) {
      tests.append(
        Test(
          name: "\(verdict.id): \(verdict.title) (\(error.kind.rawValue))",
          status: VerdictStatus.error.rawValue,
          message: error.located,
          output: nil,
          taskID: entry.problemNumber
        )
      )
    }
    return tests
  }

  /// Writes `message` as `null` when absent, as the spec's examples do; other optional fields are
  /// left out when absent.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(status, forKey: .status)
    try container.encode(message, forKey: .message)
    try container.encode(tests, forKey: .tests)
  }

  enum CodingKeys: String, CodingKey {
    case version, status, message, tests
  }
}
