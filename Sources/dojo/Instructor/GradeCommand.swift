import ArgumentParser
import Checker
import Classroom
import Curriculum
import Foundation
import Localization
import Presentation

/// `dojo grade --submission DIR`: grades a learner's repository (or a folder of exercise sources)
/// against hidden tests and writes an Exercism, Gradescope or JUnit results file. Wiring only:
/// the work is ``GradeRun`` and the formats in Checker/Grading.
struct GradeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "grade",
    abstract: "Grade a submission and write a results file (instructors, autograders).",
    discussion: """
      The submission is a learner's ComposableDojo repository (Exercises/<phase>/<slug>/Sources) \
      or a folder of <phase>/<slug>/ sources. Its Swift files are copied into .dojo/grade/ of this \
      checkout and checked against this checkout's hidden tests, or against an instructor's \
      private copy given with --hidden (same shapes, HiddenTests/ instead of Sources/).
      A results file is always written, even when the code does not compile, runs out of time or \
      the submission folder is broken; the exit status is 0 whenever it was written.
      Run it as an unprivileged user: see docs/authoring.md.
      """
  )

  @Option(help: "The learner's repository or a folder of <phase>/<slug>/ sources.")
  var submission: String

  @Option(help: "A private copy of the hidden tests (Exercises/<id>/HiddenTests or <id>/HiddenTests).")
  var hidden: String?

  @Option(help: "exercism, gradescope or junit.")
  var format: String = "exercism"

  @Option(help: "Where to write the results (default: results.json, or results.xml for junit).")
  var out: String?

  @Option(name: .customLong("exercise"), help: "Grade only this exercise (repeatable). Default: every exercise submitted.")
  var exercises: [String] = []

  @Option(help: "Seconds one exercise's hidden tests may run before they are stopped.")
  var timeout: Double = 20

  @Option(help: "The SwiftPM build folder to use (default: .build).")
  var scratchPath: String?

  @Option(help: "Gradescope: points per passing exercise.")
  var points: Double = 1

  @Option(help: "Gradescope: visible, hidden, after_due_date or after_published.")
  var visibility: String = "visible"

  @Flag(help: "Keep the copied sources in .dojo/grade/ for inspection.")
  var keep = false

  func validate() throws {
    guard GradeFormat(rawValue: format) != nil else {
      throw ValidationError("--format must be one of exercism, gradescope, junit; got \(format).")
    }
    guard timeout > 0, timeout <= 3600 else {
      throw ValidationError("--timeout must be between 0 and 3600 seconds, got \(timeout).")
    }
    guard ["visible", "hidden", "after_due_date", "after_published"].contains(visibility) else {
      throw ValidationError("--visibility must be visible, hidden, after_due_date or after_published.")
    }
    for text in exercises where ExerciseID(text) == nil {
      throw ValidationError("--exercise \(text) is not an exercise id; write it as phase4/retry.")
    }
  }

  func run() async throws {
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

    let data = format.render(
      report, gradescope: .init(pointsPerExercise: points, visibility: visibility))
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
    if let problem = report.problem { print(messages(.gradeNote, ["problem": problem]), to: &standardError) }
  }
}
