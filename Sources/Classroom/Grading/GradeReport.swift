import Checker
import Curriculum

/// Everything `dojo grade` learned about one submission: the input of every results format.
///
/// The formats (``ExercismResults``, ``GradescopeResults``, ``JUnitReport``) are pure functions of
/// this value, so they can be tested without building anything.
public struct GradeReport: Equatable, Sendable {
  /// The exercises graded, in lesson order.
  public var entries: [Entry]
  /// Wall-clock seconds the whole grading took (copying, building, testing).
  public var executionTime: Double
  /// A problem with the submission as a whole (an unreadable folder, no exercises found), said in
  /// words a learner can act on; `nil` when the submission itself was fine.
  public var problem: String?

  /// Makes a report.
  public init(entries: [Entry], executionTime: Double = 0, problem: String? = nil) {
    self.entries = entries
    self.executionTime = executionTime
    self.problem = problem
  }

  /// One graded exercise.
  public struct Entry: Equatable, Sendable {
    /// The checker's verdict for the submitted code.
    public var verdict: ExerciseVerdict
    /// The practice problem's number in its lesson (`1` for `### 1. 検索機能`), when known.
    public var problemNumber: Int?
    /// Seconds spent checking this exercise, when measured.
    public var duration: Double?
    /// What the learner's code printed, by test name, when the checker captured it.
    public var outputs: [String: String]

    /// Makes an entry.
    public init(
      verdict: ExerciseVerdict, problemNumber: Int? = nil, duration: Double? = nil,
      outputs: [String: String] = [:]
    ) {
      self.verdict = verdict
      self.problemNumber = problemNumber
      self.duration = duration
      self.outputs = outputs
    }
  }

  /// The submission's overall status: `pass` when every exercise passed, `error` when not a single
  /// test ran (the code never compiled, or nothing could be graded), `fail` otherwise.
  public var overallStatus: VerdictStatus {
    if entries.isEmpty { return .error }
    if entries.allSatisfy({ $0.verdict.status == .pass }) && problem == nil { return .pass }
    let anyTestRan = entries.contains { entry in
      entry.verdict.tests.contains { $0.status != .error }
    }
    return anyTestRan ? .fail : .error
  }

  /// One readable paragraph per exercise that ended in an error, plus the submission's own
  /// problem: the top-level message of formats that have one.
  public var errorSummary: String? {
    var lines: [String] = []
    if let problem { lines.append(problem) }
    for entry in entries {
      guard let error = entry.verdict.error else { continue }
      lines.append("\(entry.verdict.id) (\(error.kind.rawValue)): \(error.located)")
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n\n")
  }
}

extension ExerciseVerdict {
  /// The first failing (or erroring) test's message, or the error's, for short summaries.
  var firstProblem: String? {
    if let error { return error.located }
    return tests.first { $0.status != .pass }.map { test in
      test.message.map { "\(test.name): \($0)" } ?? test.name
    }
  }
}
