import Checker
import Curriculum
import Foundation
import Localization

/// Grades a whole class in one command: one folder per student (a `git clone` of each learner's
/// repository, or each student's `<phase>/<slug>/` sources), one results file per student ×
/// exercise written as `<out>/<student>/<phase>-<slug>.json` (`.xml` for JUnit) — the layout
/// `dojo report` reads.
///
/// Every student is graded on the same exercises: `exercises`, or else every exercise any student
/// of the class submitted, so a student who skipped one gets an `error` file saying it was not
/// submitted instead of a hole in the report. Each student is one round: their exercises are built
/// together in one build (only the modules that changed since the previous student recompile) and
/// then tested one child process per exercise. Students are graded one after another in name order;
/// a failure in one student's folder never stops the class.
///
/// Why not one build for the whole class (every student's modules under their own names in one
/// package): SwiftPM links every module of a build into one test bundle, so each student's code
/// would be loaded into every classmate's test process, and a global marked
/// `@used @section(".init_array")` runs when the bundle loads, without being called (Swift 6.3.1
/// accepts it without any flag). A student could then fail or forge a classmate's results, which
/// no compile error, name guard or submission boundary would catch. One build per student keeps
/// each student's code in their own test processes. Batching would not save much either: the
/// modules to compile are the same; only the re-plan and relink per student would go (one
/// student × 31 exercises measured 294 s, of which ~284 s build and ~10 s tests; a no-op re-plan
/// of the test bundle took 2.5–7 s and a relink ~1 s more).
public struct GradeClass: Sendable {
  /// The checkout that holds the hidden tests and builds the code.
  public var layout: ProjectLayout
  /// The folder with one folder per student.
  public var classFolder: URL
  /// Where the results files go (created).
  public var outFolder: URL
  /// The results format.
  public var format: GradeFormat
  /// Gradescope's options, when that is the format.
  public var gradescope: GradescopeResults.Options
  /// An instructor's private hidden tests, as for ``GradeRun``.
  public var hiddenTests: URL?
  /// The exercises to grade; `nil` grades every exercise any student submitted.
  public var exercises: [ExerciseID]?
  /// The SwiftPM build folder.
  public var scratchPath: URL
  /// How long one exercise's hidden tests may run.
  public var timeLimit: Duration

  /// Makes a class run; see the properties for the meaning of each argument.
  public init(
    layout: ProjectLayout, classFolder: URL, outFolder: URL, format: GradeFormat = .exercism,
    gradescope: GradescopeResults.Options = .init(), hiddenTests: URL? = nil, exercises: [ExerciseID]? = nil,
    scratchPath: URL, timeLimit: Duration = .seconds(20)
  ) {
    self.layout = layout
    self.classFolder = classFolder.standardizedFileURL
    self.outFolder = outFolder.standardizedFileURL
    self.format = format
    self.gradescope = gradescope
    self.hiddenTests = hiddenTests
    self.exercises = exercises
    self.scratchPath = scratchPath
    self.timeLimit = timeLimit
  }

  /// One student's folder.
  public struct Student: Equatable, Sendable {
    /// The name results are filed under: the folder's name, with odd characters escaped.
    public var name: String
    /// The folder.
    public var folder: URL
  }

  /// What happened to one student.
  public struct Graded: Sendable {
    /// The student.
    public var student: Student
    /// Their report.
    public var report: GradeReport
    /// The results files written for them.
    public var files: [URL]
    /// Why a results file could not be written, when one could not.
    public var writeProblem: String?
  }

  /// The whole run.
  public struct Outcome: Sendable {
    /// Every student, in name order.
    public var students: [Graded]
    /// The exercises graded.
    public var exercises: [ExerciseID]
    /// Why the class could not be graded at all (no such folder, no student folders, the results
    /// folder inside the class folder); `nil` when it could.
    public var problem: String?
    /// Wall-clock seconds for the whole class.
    public var seconds: Double
  }

  /// Progress, for a terminal.
  public enum Event: Sendable {
    /// A student's round starts (`index` from 1 of `count`).
    case studentStarted(Student, index: Int, count: Int)
    /// A student's round ended.
    case studentFinished(Graded, seconds: Double)
  }

  /// The student folders of `folder`: every folder directly inside it, hidden ones left out, in
  /// natural name order; `nil` when `folder` is not a folder.
  public static func students(in folder: URL) -> [Student]? {
    let fileManager = FileManager.default
    guard let names = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return nil }
    var students: [Student] = []
    for name in names where !name.hasPrefix(".") {
      let url = folder.appendingPathComponent(name, isDirectory: true)
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
      students.append(Student(name: SubmissionBoundary.escaped(name).replacingOccurrences(of: "\\", with: "_"), folder: url))
    }
    return students.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
  }

  /// `<out>/<student>/<phase>-<slug>.<ext>`.
  public func resultsFile(of student: Student, exercise: ExerciseID?) -> URL {
    let stem = exercise.map { "\($0.phase)-\($0.slug)" } ?? "results"
    let ext = format == .junit ? "xml" : "json"
    return outFolder.appendingPathComponent(student.name, isDirectory: true)
      .appendingPathComponent("\(stem).\(ext)")
  }

  /// Grades every student and writes their results files. Never throws: a student whose folder
  /// is broken gets results files that say so.
  public func run(
    observer: @escaping @Sendable (Event) -> Void = { _ in }, checkObserver: @escaping CheckObserver = { _ in }
  ) async -> Outcome {
    let clock = ContinuousClock()
    let start = clock.now
    func outcome(_ students: [Graded], _ exercises: [ExerciseID], problem: String? = nil) -> Outcome {
      let elapsed = start.duration(to: clock.now)
      return Outcome(
        students: students, exercises: exercises, problem: problem,
        seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    let classPath = classFolder.path.hasSuffix("/") ? classFolder.path : classFolder.path + "/"
    if outFolder.path == classFolder.path || outFolder.path.hasPrefix(classPath) {
      return outcome([], [], problem: Messages.current(.gradeClassOutInside))
    }
    guard let students = Self.students(in: classFolder) else {
      return outcome([], [], problem: Messages.current(.gradeClassUnreadable))
    }
    guard !students.isEmpty else {
      return outcome([], [], problem: Messages.current(.gradeClassEmpty))
    }

    // The same exercises for everyone, so every student has a cell in every column.
    let catalog = ExerciseCatalog.load(layout)
    let wanted: [ExerciseID]
    if let exercises {
      wanted = exercises
    } else {
      let known = catalog.ids
      var submitted: Set<ExerciseID> = []
      for student in students {
        let located = SubmissionFolders.locate(of: known, in: student.folder) {
          SubmissionFolders.Kind.learnerWork(of: $0, in: layout)
        }
        submitted.formUnion(located.folders.keys)
        submitted.formUnion(located.refused.keys)
      }
      wanted = known.filter(submitted.contains)
    }

    var graded: [Graded] = []
    for (index, student) in students.enumerated() {
      observer(.studentStarted(student, index: index + 1, count: students.count))
      let studentStart = clock.now
      let report: GradeReport
      if wanted.isEmpty {
        report = GradeReport(
          entries: [], problem: Messages.current(.gradeClassNothingSubmitted))
      } else {
        report = await GradeRun(
          layout: layout, submission: student.folder, hiddenTests: hiddenTests, exercises: wanted,
          scratchPath: scratchPath, timeLimit: timeLimit
        ).run(observer: checkObserver)
      }
      let result = write(report, for: student)
      graded.append(result)
      let elapsed = studentStart.duration(to: clock.now)
      observer(.studentFinished(
        result, seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
    }
    return outcome(graded, wanted)
  }

  /// Writes one file per exercise of `report` (or one `results` file when it has none).
  func write(_ report: GradeReport, for student: Student) -> Graded {
    var files: [URL] = []
    var documents: [(URL, GradeReport)] = report.entries.map { entry in
      (resultsFile(of: student, exercise: entry.verdict.id),
       GradeReport(entries: [entry], executionTime: entry.duration ?? 0, problem: nil))
    }
    if documents.isEmpty { documents = [(resultsFile(of: student, exercise: nil), report)] }
    do {
      for (url, document) in documents {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try format.render(document, gradescope: gradescope).write(to: url, options: .atomic)
        files.append(url)
      }
      return Graded(student: student, report: report, files: files, writeProblem: nil)
    } catch {
      return Graded(student: student, report: report, files: files, writeProblem: "\(error)")
    }
  }
}
