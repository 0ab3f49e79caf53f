import Foundation

/// The numbers a class report shows, computed from the results files: who passed what, the
/// pass rate per exercise, the hidden tests that fail most, and the time per submission.
///
/// Every student found appears, also one whose submission was empty (a results file with no
/// exercise) or whose only results file is damaged: ``submissionProblems`` says why.
public struct ClassSummary: Equatable, Sendable {
  /// Students in natural order (`student-2` before `student-10`).
  public var students: [String]
  /// Exercises in lesson order (then any the course does not know, by phase and name).
  public var exercises: [String]
  /// Each student's latest result per exercise (the last file in path order wins).
  public var cells: [String: [String: ExerciseResult]]
  /// The files, for the time per submission.
  public var submissions: [ResultsFile]
  /// Why a student has fewer results than expected: the grader's message for an empty or
  /// unusable submission, or `path:line: message` for a damaged results file.
  public var submissionProblems: [String: [String]]
  /// Students with more than one result for one exercise (only the last in path order is shown).
  public var duplicates: [Duplicate]

  /// Several results files for one student × exercise.
  public struct Duplicate: Equatable, Sendable {
    /// The student.
    public var student: String
    /// The exercise.
    public var exercise: String
    /// The files, in path order; the last one is the result shown.
    public var paths: [String]

    /// Makes a duplicate.
    public init(student: String, exercise: String, paths: [String]) {
      self.student = student
      self.exercise = exercise
      self.paths = paths
    }
  }

  /// One exercise's pass rate.
  public struct PassRate: Equatable, Sendable {
    /// The exercise.
    public var exercise: String
    /// Students who passed it.
    public var passed: Int
    /// Students with a result for it.
    public var graded: Int
    /// passed / graded, `nil` when nobody was graded.
    public var rate: Double? { graded == 0 ? nil : Double(passed) / Double(graded) }
  }

  /// A hidden test and how often it failed.
  public struct FailingTest: Equatable, Sendable {
    /// The exercise.
    public var exercise: String
    /// The test's name.
    public var test: String
    /// Students whose submission failed it.
    public var failures: Int
    /// Students whose submission ran it (tests that never started are not counted).
    public var runs: Int
    /// The message learners saw most often (the first one on a tie).
    public var message: String?
  }

  /// Computes the summary of `files`; `problems` (damaged files) keep their students on the
  /// page; `lessonOrder` lists exercise ids in the course's order.
  public init(files: [ResultsFile], problems: [ReportProblem] = [], lessonOrder: [String] = []) {
    submissions = files
    var cells: [String: [String: ExerciseResult]] = [:]
    var sources: [String: [String: [String]]] = [:]
    var seen: Set<String> = []
    var everyone: Set<String> = []
    var submissionProblems: [String: [String]] = [:]
    for file in files {
      everyone.insert(file.student)
      if let problem = file.problem { submissionProblems[file.student, default: []].append(problem) }
      for result in file.exercises {
        cells[file.student, default: [:]][result.exercise] = result
        sources[file.student, default: [:]][result.exercise, default: []].append(file.path)
        seen.insert(result.exercise)
      }
    }
    for problem in problems {
      guard let student = problem.student else { continue }
      everyone.insert(student)
      submissionProblems[student, default: []].append(problem.description)
    }
    self.cells = cells
    self.submissionProblems = submissionProblems
    students = everyone.sorted { NaturalOrder.precedes($0, $1) }
    let known = lessonOrder.filter(seen.contains)
    let others = seen.subtracting(known).sorted { lhs, rhs in
      let (l, r) = (Self.phaseNumber(lhs), Self.phaseNumber(rhs))
      return l != r ? l < r : lhs < rhs
    }
    exercises = known + others
    var duplicates: [Duplicate] = []
    for student in students {
      for exercise in exercises {
        guard let paths = sources[student]?[exercise], paths.count > 1 else { continue }
        duplicates.append(Duplicate(student: student, exercise: exercise, paths: paths))
      }
    }
    self.duplicates = duplicates
  }

  static func phaseNumber(_ id: String) -> Int {
    Int(id.prefix { $0 != "/" }.filter(\.isNumber)) ?? Int.max
  }

  /// The result of `student` for `exercise`, if graded.
  public func cell(_ student: String, _ exercise: String) -> ExerciseResult? { cells[student]?[exercise] }

  /// Pass rate per exercise, in ``exercises`` order.
  public var passRates: [PassRate] {
    exercises.map { exercise in
      let results = students.compactMap { cell($0, exercise) }
      return PassRate(exercise: exercise, passed: results.filter { $0.status == .pass }.count, graded: results.count)
    }
  }

  /// How many cells have each status.
  public var statusCounts: [CellStatus: Int] {
    var counts: [CellStatus: Int] = [:]
    for student in students {
      for exercise in exercises {
        if let result = cell(student, exercise) { counts[result.status, default: 0] += 1 }
      }
    }
    return counts
  }

  /// The hidden tests that failed for the most students, most first (ties: lesson order, name).
  public func failingTests(limit: Int = 10) -> [FailingTest] {
    var tests: [String: FailingTest] = [:]
    var messages: [String: [String: Int]] = [:]
    var order: [String] = []
    for exercise in exercises {
      for student in students {
        guard let result = cell(student, exercise) else { continue }
        // A test that never started (the time limit or a crash stopped the run earlier) says
        // nothing about that test.
        for test in result.tests where test.ran {
          let key = exercise + "\u{0}" + test.name
          if tests[key] == nil {
            tests[key] = FailingTest(exercise: exercise, test: test.name, failures: 0, runs: 0, message: nil)
            order.append(key)
          }
          tests[key]!.runs += 1
          if !test.passed {
            tests[key]!.failures += 1
            if let message = test.message { messages[key, default: [:]][message, default: 0] += 1 }
          }
        }
      }
    }
    for (key, counts) in messages {
      let best = counts.max { lhs, rhs in lhs.value != rhs.value ? lhs.value < rhs.value : lhs.key > rhs.key }
      tests[key]!.message = best?.key
    }
    let ranked = order.enumerated().compactMap { index, key -> (Int, FailingTest)? in
      guard let test = tests[key], test.failures > 0 else { return nil }
      return (index, test)
    }.sorted { lhs, rhs in lhs.1.failures != rhs.1.failures ? lhs.1.failures > rhs.1.failures : lhs.0 < rhs.0 }
    return ranked.prefix(limit).map(\.1)
  }
}
