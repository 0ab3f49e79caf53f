import Foundation

/// The numbers a class report shows, computed from the results files: who passed what, the
/// pass rate per exercise, the hidden tests that fail most, and the time per submission.
public struct ClassSummary: Equatable, Sendable {
  /// Students in natural order (`student-2` before `student-10`).
  public var students: [String]
  /// Exercises in lesson order (then any the course does not know, by phase and name).
  public var exercises: [String]
  /// Each student's latest result per exercise (the last file in path order wins).
  public var cells: [String: [String: ExerciseResult]]
  /// The files, for the time per submission.
  public var submissions: [ResultsFile]

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
    /// Students whose submission ran it.
    public var runs: Int
    /// The message learners saw most often (the first one on a tie).
    public var message: String?
  }

  /// Computes the summary of `files`; `lessonOrder` lists exercise ids in the course's order.
  public init(files: [ResultsFile], lessonOrder: [String] = []) {
    submissions = files
    var cells: [String: [String: ExerciseResult]] = [:]
    var seen: Set<String> = []
    for file in files {
      for result in file.exercises {
        cells[file.student, default: [:]][result.exercise] = result
        seen.insert(result.exercise)
      }
    }
    self.cells = cells
    students = cells.keys.sorted { NaturalOrder.precedes($0, $1) }
    let known = lessonOrder.filter(seen.contains)
    let others = seen.subtracting(known).sorted { lhs, rhs in
      let (l, r) = (Self.phaseNumber(lhs), Self.phaseNumber(rhs))
      return l != r ? l < r : lhs < rhs
    }
    exercises = known + others
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
        for test in result.tests {
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
