/// A student the report lists under "who needs help", and why.
///
/// The rule, as the page states it: a student needs help when
/// - nothing of theirs could be graded (an empty submission, or only damaged results files), or
/// - half or more of the class's exercises are not passed (no result counts as not passed), or
/// - an exercise stopped before its tests could judge it (compile error, timeout, crash, error):
///   the learner is stuck on something the hidden tests cannot even report on.
///
/// Most stuck first: no gradable submission, then the most exercises not passed, then the most
/// stopped exercises, then the name.
public struct StudentNeedingHelp: Equatable, Sendable {
  /// The student.
  public var student: String
  /// The grader's reason when nothing could be graded, else `nil`.
  public var noSubmission: String?
  /// Exercises of the class this student has not passed (missing ones included).
  public var notPassed: Int
  /// Exercises in the class.
  public var exercises: Int
  /// Exercises that stopped, by how they stopped (`compile`, `timeout`, `crash`, `error`).
  public var stopped: [CellStatus: Int]

  /// How many exercises stopped, whatever the way.
  public var stoppedCount: Int { stopped.values.reduce(0, +) }

  /// The statuses that mean the tests never judged the code.
  public static let stoppingStatuses: [CellStatus] = [.compile, .timeout, .crash, .error]
}

extension ClassSummary {
  /// The students who need help, most stuck first (see ``StudentNeedingHelp``).
  public var studentsNeedingHelp: [StudentNeedingHelp] {
    let flagged = students.compactMap { student -> StudentNeedingHelp? in
      let results = exercises.compactMap { cell(student, $0) }
      var stopped: [CellStatus: Int] = [:]
      for result in results where StudentNeedingHelp.stoppingStatuses.contains(result.status) {
        stopped[result.status, default: 0] += 1
      }
      let notPassed = exercises.count - results.filter { $0.status == .pass }.count
      let noSubmission = results.isEmpty ? (submissionProblems[student]?.first ?? "No results.") : nil
      let mostlyNotPassed = notPassed > 0 && notPassed * 2 >= exercises.count
      guard noSubmission != nil || mostlyNotPassed || !stopped.isEmpty else { return nil }
      return StudentNeedingHelp(
        student: student, noSubmission: noSubmission, notPassed: notPassed, exercises: exercises.count, stopped: stopped)
    }
    return flagged.sorted { lhs, rhs in
      if (lhs.noSubmission != nil) != (rhs.noSubmission != nil) { return lhs.noSubmission != nil }
      if lhs.notPassed != rhs.notPassed { return lhs.notPassed > rhs.notPassed }
      if lhs.stoppedCount != rhs.stoppedCount { return lhs.stoppedCount > rhs.stoppedCount }
      return NaturalOrder.precedes(lhs.student, rhs.student)
    }
  }
}
