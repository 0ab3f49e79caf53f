import ArgumentParser
import Checker
import ClassReport
import Classroom
import Curriculum
import Foundation
import Localization
import Presentation

/// `dojo grade --submission DIR`: grades a learner's repository (or a folder of exercise sources)
/// against hidden tests and writes an Exercism, Gradescope or JUnit results file; `dojo grade
/// --class DIR --out RESULTS` does the same for a folder of students and can write the report
/// page. Wiring only: the work is ``GradeRun``, ``GradeClass`` and the formats in
/// Classroom/Grading.
struct GradeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "grade",
    abstract: "Grade a submission and write a results file (instructors, autograders).",
    discussion: """
      The submission is a learner's ComposableDojo repository (Exercises/<phase>/<slug>/Sources) \
      or a folder of <phase>/<slug>/ sources. Its Swift files are copied into .dojo/grade/ of this \
      checkout and checked against this checkout's hidden tests, or against an instructor's \
      private copy given with --hidden (same shapes, HiddenTests/ instead of Sources/).
      A test-writing exercise is graded from the learner's Tests/ against this checkout's feature \
      and its mutants, as `dojo check` does.
      A results file is always written, even when the code does not compile, runs out of time or \
      the submission folder is broken; the exit status is 0 whenever it was written.
      With --class <folder> (one folder per student) instead of --submission, every student is \
      graded on the same exercises (--exercise, or every exercise any student submitted), one \
      build per student for all their exercises, and one results file per student × exercise is \
      written to <out>/<student>/<phase>-<slug>.json (.xml for junit), the layout `dojo report` \
      reads; --report <page.html> writes the class page in the same run.
      Gradescope scores give partial credit as the report's CSV does: an exercise is worth its \
      weight (--points, or --weight id=points), shared equally by its hidden tests.
      Run it as an unprivileged user: see docs/authoring.md.
      """
  )

  @Option(help: "The learner's repository or a folder of <phase>/<slug>/ sources.")
  var submission: String?

  @Option(name: .customLong("class"), help: "A folder with one folder per student (instead of --submission); needs --out <results folder>.")
  var classFolder: String?

  @Option(help: "With --class: also write the class report page here (as `dojo report`).")
  var report: String?

  @Option(help: "A private copy of the hidden tests (Exercises/<id>/HiddenTests or <id>/HiddenTests).")
  var hidden: String?

  @Option(help: "exercism, gradescope or junit.")
  var format: String = "exercism"

  @Option(help: "Where to write the results (default: results.json, or results.xml for junit; with --class, the results folder, default class-results).")
  var out: String?

  @Option(name: .customLong("exercise"), help: "Grade only this exercise (repeatable). Default: every exercise submitted.")
  var exercises: [String] = []

  @Option(help: "Seconds one exercise's hidden tests may run before they are stopped.")
  var timeout: Double = 20

  @Option(help: "The SwiftPM build folder to use (default: .build).")
  var scratchPath: String?

  @Option(help: "Gradescope: the points of an exercise not given a --weight, shared by its hidden tests (partial credit).")
  var points: Double = 1

  @Option(
    name: .customLong("weight"),
    help: ArgumentHelp(
      "Gradescope and --report: the points of one exercise, e.g. phase4/retry=2 (repeatable), shared by its hidden tests.",
      valueName: "id=points"))
  var weights: [String] = []

  @Option(help: "Gradescope: visible, hidden, after_due_date or after_published.")
  var visibility: String = "visible"

  @Flag(help: "Keep the copied sources in .dojo/grade/ for inspection.")
  var keep = false

  func validate() throws {
    guard (submission == nil) != (classFolder == nil) else {
      throw ValidationError(Messages.current(.usageGradeSubmissionOrClass))
    }
    if report != nil, classFolder == nil {
      throw ValidationError(Messages.current(.usageGradeReportNeedsClass))
    }
    guard GradeFormat(rawValue: format) != nil else {
      throw ValidationError(Messages.current(.usageGradeFormat, ["format": format]))
    }
    guard timeout > 0, timeout <= 3600 else {
      throw ValidationError(Messages.current(.usageTimeout, ["timeout": timeout]))
    }
    guard ["visible", "hidden", "after_due_date", "after_published"].contains(visibility) else {
      throw ValidationError(Messages.current(.usageGradeVisibility))
    }
    for text in exercises where ExerciseID(text) == nil {
      throw ValidationError(Messages.current(.usageGradeExercise, ["text": text]))
    }
    _ = try gradescopeOptions()
  }

  /// `--points`, `--weight` and `--visibility` as Gradescope's options; the weights are read with
  /// the report's own rule, so the two spell and count points alike.
  func gradescopeOptions() throws -> GradescopeResults.Options {
    var options = GradescopeResults.Options(pointsPerExercise: points, visibility: visibility)
    for text in weights {
      do {
        let weight = try PartialCredit.weight(parsing: text)
        options.weights[weight.exercise] = weight.points
      } catch {
        throw ValidationError(error.message)
      }
    }
    return options
  }

  func run() async throws {
    if let classFolder {
      try await gradeClass(classFolder)
      return
    }
    let submission = self.submission ?? "."
    let format = GradeFormat(rawValue: format) ?? .exercism
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let output = URL(fileURLWithPath: out ?? format.defaultFileName, relativeTo: cwd).standardizedFileURL
    var standardError = StandardErrorStream()

    let report: GradeReport
    do {
      let layout = try ProjectLayout.locate(from: cwd)
      let scratch = scratchPath.map { URL(fileURLWithPath: $0, relativeTo: cwd) }
        ?? layout.root.appendingPathComponent(".build")
      let run = GradeRun(
        layout: layout,
        submission: URL(fileURLWithPath: submission, relativeTo: cwd),
        hiddenTests: hidden.map { URL(fileURLWithPath: $0, relativeTo: cwd) },
        exercises: exercises.isEmpty ? nil : exercises.compactMap(ExerciseID.init),
        scratchPath: scratch.standardizedFileURL,
        timeLimit: .milliseconds(Int64(timeout * 1000)),
        keepsCopies: keep)
      report = await run.run { event in
        if case .buildStarted(let ids) = event {
          var standardError = StandardErrorStream()
          print(Messages.current(.gradeBuilding, ["count": ids.count]), to: &standardError)
        }
      }
    } catch {
      // Not even a checkout to grade in: still leave a results file that says so.
      report = GradeReport(entries: [], problem: "\(error)")
    }

    let data = format.render(report, gradescope: try gradescopeOptions())
    do {
      try FileManager.default.createDirectory(
        at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: output, options: .atomic)
    } catch {
      let messages = Messages.current
      print(messages(.errorPrefix) + messages(.gradeWriteFailed, ["path": output.path, "reason": error]), to: &standardError)
      throw ExitCode(2)
    }
    let counts = Dictionary(grouping: report.entries, by: \.verdict.status).mapValues(\.count)
    let messages = Messages.current
    print(
      messages(
        .gradeSummary,
        [
          "count": report.entries.count, "seconds": String(format: "%.1f", report.executionTime),
          "pass": counts[.pass] ?? 0, "fail": counts[.fail] ?? 0, "error": counts[.error] ?? 0, "path": output.path,
        ]))
    if let problem = report.problem {
      print(messages(.gradeNote, ["problem": "\(submission): \(problem)"]), to: &standardError)
    }
  }

  /// `--class`: every student, then the report page when asked for.
  func gradeClass(_ classFolder: String) async throws {
    let format = GradeFormat(rawValue: format) ?? .exercism
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let output = URL(fileURLWithPath: out ?? "class-results", relativeTo: cwd).standardizedFileURL
    let messages = Messages.current
    var standardError = StandardErrorStream()
    let layout: ProjectLayout
    do { layout = try ProjectLayout.locate(from: cwd) } catch {
      throw ValidationError("\(error)")
    }
    let scratch = scratchPath.map { URL(fileURLWithPath: $0, relativeTo: cwd) }
      ?? layout.root.appendingPathComponent(".build")
    let run = GradeClass(
      layout: layout, classFolder: URL(fileURLWithPath: classFolder, relativeTo: cwd), outFolder: output,
      format: format, gradescope: try gradescopeOptions(),
      hiddenTests: hidden.map { URL(fileURLWithPath: $0, relativeTo: cwd) },
      exercises: exercises.isEmpty ? nil : exercises.compactMap(ExerciseID.init),
      scratchPath: scratch.standardizedFileURL, timeLimit: .milliseconds(Int64(timeout * 1000)))
    let outcome = await run.run { event in
      var standardError = StandardErrorStream()
      switch event {
      case .studentStarted(let student, let index, let count):
        print(messages(.gradeClassStudent, ["index": index, "count": count, "student": student.name]), to: &standardError)
      case .studentFinished(let graded, let seconds):
        if let problem = graded.writeProblem {
          print(messages(.errorPrefix) + messages(.gradeWriteFailed, ["path": graded.student.name, "reason": problem]), to: &standardError)
        }
        let counts = Dictionary(grouping: graded.report.entries, by: \.verdict.status).mapValues(\.count)
        print(
          "  " + messages(.gradeClassStudentDone, [
            "pass": counts[.pass] ?? 0, "fail": counts[.fail] ?? 0, "error": counts[.error] ?? 0,
            "seconds": String(format: "%.1f", seconds),
          ]), to: &standardError)
      }
    }
    if let problem = outcome.problem {
      print(messages(.errorPrefix) + "\(classFolder): \(problem)", to: &standardError)
      throw ExitCode(2)
    }
    let perStudent = outcome.students.isEmpty ? 0 : outcome.seconds / Double(outcome.students.count)
    print(messages(.gradeClassSummary, [
      "students": outcome.students.count, "exercises": outcome.exercises.count,
      "files": outcome.students.reduce(0) { $0 + $1.files.count }, "path": output.path,
      "seconds": String(format: "%.0f", outcome.seconds), "perStudent": String(format: "%.1f", perStudent),
    ]))
    if outcome.students.contains(where: { $0.writeProblem != nil }) { throw ExitCode(2) }
    if let report {
      // The same page `dojo report` writes, by the same command, so the two never differ.
      let page = URL(fileURLWithPath: report, relativeTo: cwd).path
      let command = try ReportCommand.parse([output.path, "--out", page] + weights.flatMap { ["--weight", $0] })
      try await command.run()
    }
  }
}
