/// How one student's exercise ended, as a heat-map cell shows it.
public enum CellStatus: String, CaseIterable, Codable, Sendable {
  /// Every hidden test passed.
  case pass
  /// Some hidden test failed.
  case fail
  /// The code did not compile.
  case compile
  /// The hidden tests ran out of time.
  case timeout
  /// The tests crashed.
  case crash
  /// Any other error (changed hidden tests, an unreadable submission).
  case error

  /// The label on the page: Japanese, with the results formats' own English word.
  public var label: String {
    switch self {
    case .pass: return "合格 (pass)"
    case .fail: return "不合格 (fail)"
    case .compile: return "コンパイルエラー (compile error)"
    case .timeout: return "時間切れ (timeout)"
    case .crash: return "クラッシュ (crash)"
    case .error: return "エラー (error)"
    }
  }

  /// The one-character mark in a heat-map cell, readable without colour.
  public var mark: String {
    switch self {
    case .pass: return "✓"
    case .fail: return "✗"
    case .compile: return "C"
    case .timeout: return "T"
    case .crash: return "!"
    case .error: return "E"
    }
  }

  /// The cell's colour.
  var color: String {
    switch self {
    case .pass: return "#2e9e5b"
    case .fail: return "#d64545"
    case .compile: return "#8e5cc4"
    case .timeout: return "#e0a020"
    case .crash: return "#5a5a5a"
    case .error: return "#9a9a9a"
    }
  }
}

/// One hidden test of one exercise in one results file.
public struct HiddenTestResult: Equatable, Sendable {
  /// The test's name (`incrementsTheCount()`).
  public var name: String
  /// Whether it passed.
  public var passed: Bool
  /// The failure message the learner saw.
  public var message: String?
  /// `false` for a test that never started (an earlier test hit the time limit or crashed the
  /// process): not passed, but not a failure of this test either.
  public var ran: Bool

  /// Makes a test result.
  public init(name: String, passed: Bool, message: String? = nil, ran: Bool = true) {
    self.name = name
    self.passed = passed
    self.message = message
    self.ran = ran
  }
}

/// One exercise of one results file.
public struct ExerciseResult: Equatable, Sendable {
  /// `phase4/retry`.
  public var exercise: String
  /// How it ended.
  public var status: CellStatus
  /// Its hidden tests, as far as the format records them.
  public var tests: [HiddenTestResult]
  /// Seconds its tests took, when the format records it.
  public var seconds: Double?
  /// Why the exercise could not finish (the compile error, the refused link), for a cell that is
  /// not `pass` or `fail`; `nil` when the format does not say.
  public var message: String?

  /// Makes an exercise result.
  public init(
    exercise: String, status: CellStatus, tests: [HiddenTestResult] = [], seconds: Double? = nil,
    message: String? = nil
  ) {
    self.exercise = exercise
    self.status = status
    self.tests = tests
    self.seconds = seconds
    self.message = message
  }

  /// Hidden tests that passed.
  public var passedTests: Int { tests.filter(\.passed).count }
  /// Hidden tests that never started.
  public var notRunTests: Int { tests.filter { !$0.ran }.count }
}

/// The formats `dojo grade` writes.
public enum ResultsFormat: String, Sendable, Codable {
  /// Exercism test-runner interface v3 (`results.json`).
  case exercism = "Exercism v3"
  /// Gradescope autograder `results.json`.
  case gradescope = "Gradescope"
  /// JUnit XML.
  case junit = "JUnit XML"
}

/// One results file: one submission of one student.
public struct ResultsFile: Equatable, Sendable {
  /// Whose submission (the first folder under the class folder, or the file's name).
  public var student: String
  /// The file, relative to the class folder.
  public var path: String
  /// Its format.
  public var format: ResultsFormat
  /// The exercises it grades.
  public var exercises: [ExerciseResult]
  /// Seconds the whole grading took, when the format records it (Exercism v3 does not).
  public var seconds: Double?
  /// A problem with the submission as a whole (an empty folder, no exercise found), as the
  /// grader told the learner; `nil` when the submission was graded.
  public var problem: String?

  /// Makes a results file.
  public init(
    student: String, path: String, format: ResultsFormat, exercises: [ExerciseResult], seconds: Double?,
    problem: String? = nil
  ) {
    self.student = student
    self.path = path
    self.format = format
    self.exercises = exercises
    self.seconds = seconds
    self.problem = problem
  }
}

/// A file of the class folder that could not be read, with where and why.
public struct ReportProblem: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file, relative to the class folder (the folder itself: `.`).
  public var path: String
  /// The line, when known.
  public var line: Int?
  /// What is wrong and what to do.
  public var message: String
  /// The student the file belongs to (from its path), so the student still gets a row; `nil` for
  /// the class folder itself.
  public var student: String?
  /// Whether the file is readable JSON or XML in no results format (someone's notes, a config
  /// file): such a file is skipped, not counted as a damaged results file.
  public var isNotResults: Bool

  /// Makes a problem.
  public init(path: String, line: Int? = nil, message: String, student: String? = nil, isNotResults: Bool = false) {
    self.path = path
    self.line = line
    self.message = message
    self.student = student
    self.isNotResults = isNotResults
  }

  /// `alice/results.json:3: …`.
  public var description: String { "\(path)\(line.map { ":\($0)" } ?? ""): \(message)" }
}
