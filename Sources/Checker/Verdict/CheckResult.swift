import Curriculum
import Foundation

/// The outcome of one `dojo check`: its target, each exercise's verdict and the tally. Its JSON is
/// exactly what `dojo check --json` prints:
/// `{"target", "exercises": [verdict…], "summary": {"passed", "total"}}`.
public struct CheckResult: Codable, Equatable, Sendable {
  /// The passed and total counts.
  public struct Summary: Codable, Equatable, Sendable {
    /// Exercises whose verdict is `pass`.
    public var passed: Int
    /// Exercises checked.
    public var total: Int

    /// Makes a summary.
    public init(passed: Int, total: Int) {
      self.passed = passed
      self.total = total
    }
  }

  /// What was checked: `phase4`, `phase4/retry`.
  public var target: String
  /// One verdict per exercise, in lesson order.
  public var exercises: [ExerciseVerdict]
  /// The tally.
  public var summary: Summary

  /// A result for `target` from its verdicts.
  public init(target: String, exercises: [ExerciseVerdict]) {
    self.target = target
    self.exercises = exercises
    self.summary = Summary(
      passed: exercises.filter { $0.status == .pass }.count, total: exercises.count)
  }

  private enum CodingKeys: String, CodingKey { case target, exercises, summary }

  /// Whether every exercise passed (and there was at least one).
  public var allPassed: Bool { summary.total > 0 && summary.passed == summary.total }

  /// The `--json` text: exactly `{"target", "exercises", "summary"}` with keys in that order,
  /// every absent value written as `null`, pretty-printed.
  public func jsonText() -> String { json.text(pretty: true) }

  /// The result as ordered JSON.
  public var json: OrderedJSON {
    .object([
      ("target", .string(target)),
      ("exercises", .array(exercises.map(\.json))),
      ("summary", .object([("passed", .int(summary.passed)), ("total", .int(summary.total))])),
    ])
  }
}
