import Checker
import ClassReport
import Classroom
import Curriculum
import Foundation

/// A synthetic class: results files in all three formats and the layouts a class folder has,
/// written by the real renderers of `dojo grade`, with every cell's status known in advance.
enum ClassFixture {
  static let exercises = ["phase1/counter", "phase2/signup-form", "phase4/retry", "phase4/search-debounce"]

  /// Each student's status per exercise (nil: no result), and how the student's files are laid out.
  static let students: [(name: String, layout: Layout, statuses: [CellStatus?])] = [
    ("student-1", .exercismArtifacts, [.pass, .pass, .fail, .pass]),
    ("student-2", .gradescopeFile, [.pass, .fail, .timeout, .compile]),
    ("student-10", .junitFolder, [.pass, .pass, .pass, .pass]),
    ("alice", .exercismArtifacts, [.pass, .compile, .fail, nil]),
    ("bob", .junitFolder, [.fail, .pass, .timeout, .fail]),
    ("carol", .gradescopeFile, [.pass, .pass, .fail, .pass]),
  ]

  enum Layout {
    /// `<student>/results-<phase>-<slug>/<phase>-<slug>.json`, one Exercism file per exercise
    /// (GitHub Classroom artifacts as docs/github-classroom.yml uploads them).
    case exercismArtifacts
    /// `<student>.json`: one Gradescope file for the whole submission.
    case gradescopeFile
    /// `<student>/results.xml`: one JUnit file for the whole submission.
    case junitFolder
  }

  static let failureMessage = "RetryFeatureTests.swift:42: Expectation failed: (calls → 4) == 3"

  static func entry(_ exercise: String, _ status: CellStatus) -> GradeReport.Entry {
    let id = ExerciseID(exercise)!
    let verdict: ExerciseVerdict
    switch status {
    case .pass:
      verdict = ExerciseVerdict(
        id: id, title: exercise, status: .pass,
        tests: [TestOutcome(name: "first()", status: .pass), TestOutcome(name: "second()", status: .pass)])
    case .fail:
      verdict = ExerciseVerdict(
        id: id, title: exercise, status: .fail,
        tests: [
          TestOutcome(name: "first()", status: .pass),
          TestOutcome(name: "second()", status: .fail, message: failureMessage),
        ])
    case .timeout:
      verdict = ExerciseVerdict(
        id: id, title: exercise, status: .error,
        error: CheckError(kind: .timeout, message: "The hidden tests of \(exercise) did not finish within 20 s."),
        tests: [
          TestOutcome(name: "first()", status: .pass),
          TestOutcome(name: "second()", status: .error, message: "Still running when the time limit of 20 s ran out."),
        ])
    default:
      verdict = ExerciseVerdict(
        id: id, title: exercise, status: .error,
        error: CheckError(kind: .compile, message: "error: cannot find 'clock' in scope", file: "Exercises/\(exercise)/Sources/F.swift", line: 7))
    }
    return GradeReport.Entry(verdict: verdict, problemNumber: 1, duration: 1.5)
  }

  /// Writes the class into `folder` and returns how many files it wrote.
  @discardableResult
  static func write(into folder: URL) throws -> Int {
    var count = 0
    func save(_ data: Data, _ path: String) throws {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
      count += 1
    }
    for (index, student) in students.enumerated() {
      let entries = zip(exercises, student.statuses).compactMap { exercise, status in status.map { entry(exercise, $0) } }
      let seconds = Double(10 + index * 5)
      switch student.layout {
      case .exercismArtifacts:
        for entry in entries {
          let slug = entry.verdict.id.rawValue.replacingOccurrences(of: "/", with: "-")
          try save(GradeFormat.exercism.render(GradeReport(entries: [entry], executionTime: seconds)),
            "\(student.name)/results-\(slug)/\(slug).json")
        }
      case .gradescopeFile:
        try save(GradeFormat.gradescope.render(GradeReport(entries: entries, executionTime: seconds)), "\(student.name).json")
      case .junitFolder:
        try save(GradeFormat.junit.render(GradeReport(entries: entries, executionTime: seconds)), "\(student.name)/results.xml")
      }
    }
    return count
  }

  /// A 40-line failure message, as three TestStore diffs make one.
  static let longMessage = (1...40).map { "line \($0) of a long TestStore diff: − expected / + actual" }.joined(separator: "\n")
  /// One unbreakable line (a learner printed their whole environment).
  static let unbreakableLine = "ENV=" + String(repeating: "PATH:HOME:SECRET_TOKEN:", count: 150)
  /// The reason `dojo grade` gives for an empty submission.
  static let emptySubmission = "submission holds no exercise sources. Expected folders such as Exercises/phase1/counter/Sources/."

  /// The students of ``writeHardCases(into:)``, with why each is there.
  static let hardCases = ["dave", "erin", "frank", "gina"]

  /// What a real class adds to the tidy fixture: `erin` submitted nothing (a valid results file
  /// without exercises), `frank`'s messages are 40 lines long or one unbreakable line, `dave` hit
  /// the time limit so that three tests never ran, `gina`'s only file is damaged, and a log file
  /// lies in the folder.
  static func writeHardCases(into folder: URL) throws {
    func save(_ data: Data, _ path: String) throws {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
    try save(GradeFormat.exercism.render(GradeReport(entries: [], executionTime: 0.1, problem: emptySubmission)), "erin/results.json")
    let frank = [
      GradeReport.Entry(
        verdict: ExerciseVerdict(
          id: ExerciseID("phase1/counter")!, title: "counter", status: .fail,
          tests: [TestOutcome(name: "first()", status: .fail, message: unbreakableLine)]),
        problemNumber: 1, duration: 1),
      GradeReport.Entry(
        verdict: ExerciseVerdict(
          id: ExerciseID("phase4/retry")!, title: "retry", status: .fail,
          tests: [TestOutcome(name: "first()", status: .pass), TestOutcome(name: "second()", status: .fail, message: longMessage)]),
        problemNumber: 1, duration: 1),
    ]
    try save(GradeFormat.gradescope.render(GradeReport(entries: frank, executionTime: 9)), "frank/results.json")
    try save(GradeFormat.junit.render(GradeReport(entries: [timedOut()], executionTime: 25)), "dave/results.xml")
    try save(Data("{ \"version\": 3, ".utf8), "gina/results.json")
    try save(Data("graded at 10:00\n".utf8), "grading-log.txt")
  }

  /// phase4/retry stopped by the time limit in `second()`; `third()` to `fifth()` never ran.
  static func timedOut() -> GradeReport.Entry {
    GradeReport.Entry(
      verdict: ExerciseVerdict(
        id: ExerciseID("phase4/retry")!, title: "retry", status: .error,
        error: CheckError(kind: .timeout, message: "The hidden tests of phase4/retry did not finish within 20 s."),
        tests: [
          TestOutcome(name: "first()", status: .pass),
          TestOutcome(name: "second()", status: .error, message: "Still running when the time limit of 20 s ran out."),
        ] + ["third()", "fourth()", "fifth()"].map {
          TestOutcome(name: $0, status: .error, message: "Not run: the time limit stopped the tests before this one.", ran: false)
        }),
      problemNumber: 1, duration: 20)
  }

  /// How many files ``write(into:)`` writes.
  static var fileCount: Int {
    students.reduce(0) { $0 + ($1.layout == .exercismArtifacts ? $1.statuses.compactMap { $0 }.count : 1) }
  }

  /// How many cells have `status`.
  static func count(_ status: CellStatus) -> Int {
    students.reduce(0) { $0 + $1.statuses.filter { $0 == status }.count }
  }

  /// Passed and graded students of `exercise`.
  static func passRate(_ exercise: String) -> (passed: Int, graded: Int) {
    let column = exercises.firstIndex(of: exercise)!
    let statuses = students.compactMap { $0.statuses[column] }
    return (statuses.filter { $0 == .pass }.count, statuses.count)
  }
}
