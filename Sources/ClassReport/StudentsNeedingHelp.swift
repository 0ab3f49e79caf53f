/// A student the report lists under "who needs help", and why.
///
/// The rule, as the page states it: a student needs help when
/// - nothing of theirs could be graded (an empty submission, or only damaged results files), or
/// - half or more of the class's exercises are not passed (no result counts as not passed), or
/// - an exercise stopped before its tests could judge it (compile error, timeout, crash, error):
///   the learner is stuck on something the hidden tests cannot even report on.
///
/// An exercise the whole class fails (``ClassSummary/exercisesEveryoneFails``) is left out of
/// both counts: it says something about the exercise or its lesson, not about one student, and
/// the page says so once instead of flagging everyone.
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
  /// Exercises the student is judged on: the class's, less those everyone fails.
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
    let everyoneFails = Set(exercisesEveryoneFails)
    let judged = exercises.filter { !everyoneFails.contains($0) }
    let flagged = students.compactMap { student -> StudentNeedingHelp? in
      let anyResult = exercises.contains { cell(student, $0) != nil }
      let results = judged.compactMap { cell(student, $0) }
      var stopped: [CellStatus: Int] = [:]
      for result in results where StudentNeedingHelp.stoppingStatuses.contains(result.status) {
        stopped[result.status, default: 0] += 1
      }
      let notPassed = judged.count - results.filter { $0.status == .pass }.count
      let noSubmission = anyResult ? nil : (submissionProblems[student]?.first ?? "No results.")
      let mostlyNotPassed = notPassed > 0 && notPassed * 2 >= judged.count
      guard noSubmission != nil || mostlyNotPassed || !stopped.isEmpty else { return nil }
      return StudentNeedingHelp(
        student: student, noSubmission: noSubmission, notPassed: notPassed, exercises: judged.count, stopped: stopped)
    }
    return flagged.sorted { lhs, rhs in
      if (lhs.noSubmission != nil) != (rhs.noSubmission != nil) { return lhs.noSubmission != nil }
      if lhs.notPassed != rhs.notPassed { return lhs.notPassed > rhs.notPassed }
      if lhs.stoppedCount != rhs.stoppedCount { return lhs.stoppedCount > rhs.stoppedCount }
      return NaturalOrder.precedes(lhs.student, rhs.student)
    }
  }
}

extension ClassSummary {
  /// How many students with results a class needs before "everyone fails" means anything.
  public static let everyoneFailsMinimumStudents = 2

  /// The exercises the whole class is stuck on, in the page's order: at least
  /// ``everyoneFailsMinimumStudents`` students have a result for it, and no student passed it.
  /// Students with nothing gradable are not counted (they are flagged for that alone).
  ///
  /// When everyone fails the same exercise, the exercise or its lesson is the likelier cause:
  /// the page says so once, and ``studentsNeedingHelp`` leaves it out rather than flag the class.
  public var exercisesEveryoneFails: [String] {
    exercises.filter { exercise in
      let results = students.compactMap { cell($0, exercise) }
      return results.count >= Self.everyoneFailsMinimumStudents && !results.contains { $0.status == .pass }
    }
  }
}
