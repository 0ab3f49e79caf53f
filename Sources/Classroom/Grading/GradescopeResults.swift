import Checker
import Curriculum
import Foundation

/// Gradescope's autograder `results.json`.
///
/// Fields from Gradescope's autograder specification: top level `score`, `execution_time`
/// (seconds), `output`, `visibility`, `stdout_visibility`, `tests`; per test `score`, `max_score`,
/// `status` (`passed` | `failed`), `name`, `number`, `output`, `tags`, `visibility`. One Gradescope
/// test per exercise, with partial credit by the rule of `dojo report`'s CSV gradebook: an
/// exercise is worth its weight (``GradescopeResults/Options/weight(of:)``), shared equally by its
/// hidden tests, so `score = weight × passed hidden tests ÷ hidden tests`; tests that never ran
/// (a timeout or a crash stopped the run) earn nothing; an exercise that recorded no hidden test
/// (a compile error, an empty submission) earns 0, or its whole weight when it passed. `status`
/// is `passed` only when every hidden test passed; the output lists each hidden test.
public struct GradescopeResults: Codable, Equatable, Sendable {
  /// The submission's total: the sum of the tests' scores.
  public var score: Double
  /// Whole seconds the grading took.
  public var executionTime: Int
  /// A note about the submission as a whole (a broken folder), shown above the tests.
  public var output: String?
  /// Who sees the tests' results by default.
  public var visibility: String
  /// Who sees the autograder's standard output: kept `hidden`, it may mention private paths.
  public var stdoutVisibility: String
  /// One entry per exercise.
  public var tests: [Test]

  enum CodingKeys: String, CodingKey {
    case score, output, visibility, tests
    case executionTime = "execution_time"
    case stdoutVisibility = "stdout_visibility"
  }

  /// One exercise's result, as a Gradescope test case.
  public struct Test: Codable, Equatable, Sendable {
    /// `1. カウンター (phase1/counter)`.
    public var name: String
    /// `1.2` for problem 2 of phase 1; Gradescope orders and labels tests by it.
    public var number: String?
    /// Points earned.
    public var score: Double
    /// Points possible.
    public var maxScore: Double
    /// `passed` or `failed`.
    public var status: String
    /// Each hidden test with ✓/✗ (a test that never started: `✗ name (not run)`) and the first
    /// failure or the error in full, capped.
    public var output: String
    /// Who sees this test.
    public var visibility: String
    /// The exercise id and, for errors, the error kind: handy filters in Gradescope.
    public var tags: [String]

    enum CodingKeys: String, CodingKey {
      case name, number, score, status, output, visibility, tags
      case maxScore = "max_score"
    }
  }

  /// What an instructor may tune.
  public struct Options: Equatable, Sendable {
    /// Points of an exercise not in ``weights``.
    public var pointsPerExercise: Double
    /// Points per exercise id (`phase4/retry`), for exercises worth more or less than
    /// ``pointsPerExercise``.
    public var weights: [String: Double]
    /// `visible`, `hidden`, `after_due_date` or `after_published`.
    public var visibility: String
    /// The longest per-test output kept, in characters.
    public var outputLimit: Int

    /// Makes options; the defaults give one point per exercise, visible at once.
    public init(
      pointsPerExercise: Double = 1, weights: [String: Double] = [:], visibility: String = "visible",
      outputLimit: Int = 8_000
    ) {
      self.pointsPerExercise = pointsPerExercise
      self.weights = weights
      self.visibility = visibility
      self.outputLimit = outputLimit
    }

    /// What `exercise` is worth.
    public func weight(of exercise: ExerciseID) -> Double { weights[exercise.rawValue] ?? pointsPerExercise }

    /// The points `verdict` earns: its weight shared equally by its hidden tests (see the type's
    /// documentation).
    public func score(_ verdict: ExerciseVerdict) -> Double {
      let weight = weight(of: verdict.id)
      guard !verdict.tests.isEmpty else { return verdict.status == .pass ? weight : 0 }
      let passed = verdict.tests.filter { $0.status == .pass && $0.ran }.count
      return weight * Double(passed) / Double(verdict.tests.count)
    }
  }

  /// Builds the results for `report`.
  public init(_ report: GradeReport, options: Options = Options()) {
    tests = report.entries.map { entry in
      let verdict = entry.verdict
      let passed = verdict.status == .pass
      var tags = [verdict.id.rawValue]
      if let kind = verdict.error?.kind { tags.append(kind.rawValue) }
      return Test(
        name: entry.problemNumber.map { "\($0). \(verdict.title) (\(verdict.id))" }
          ?? "\(verdict.title) (\(verdict.id))",
        number: Self.number(entry),
        score: options.score(verdict),
        maxScore: options.weight(of: verdict.id),
        status: passed ? "passed" : "failed",
        output: TextLimit.cap(Self.output(verdict), to: options.outputLimit),
        visibility: options.visibility,
        tags: tags
      )
    }
    score = tests.reduce(0) { $0 + $1.score }
    executionTime = Int(report.executionTime.rounded(.up))
    output = report.problem
    visibility = options.visibility
    stdoutVisibility = "hidden"
  }

  /// `phase4` problem 3 → `4.3`; `nil` when the phase has no number or the problem is unknown.
  static func number(_ entry: GradeReport.Entry) -> String? {
    guard let problem = entry.problemNumber else { return nil }
    let digits = entry.verdict.id.phase.filter(\.isNumber)
    return digits.isEmpty ? "\(problem)" : "\(digits).\(problem)"
  }

  static func output(_ verdict: ExerciseVerdict) -> String {
    var lines: [String] = []
    switch verdict.status {
    case .pass: lines.append("All \(verdict.tests.count) hidden tests passed.")
    case .fail:
      let failed = verdict.tests.filter { $0.status != .pass }.count
      lines.append("\(failed) of \(verdict.tests.count) hidden tests failed.")
    case .error:
      let kind = verdict.error?.kind.rawValue ?? "error"
      lines.append("Could not finish the tests (\(kind)).")
    }
    for test in verdict.tests {
      lines.append("\(test.status == .pass ? "✓" : "✗") \(test.name)\(test.ran ? "" : " (not run)")")
    }
    if let problem = verdict.firstProblem {
      lines.append("")
      lines.append(problem)
    }
    return lines.joined(separator: "\n")
  }
}
