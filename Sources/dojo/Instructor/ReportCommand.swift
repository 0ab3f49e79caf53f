import ArgumentParser
import Checker
import ClassReport
import Classroom
import Curriculum
import Foundation
import Localization

/// `dojo report <folder> --out class.html [--csv grades.csv]` (instructors): one HTML page and a
/// CSV gradebook for a class's results files. Wiring only: the work is in ClassReport.
struct ReportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Turn a folder of results files into one HTML page (and a CSV gradebook) for the class (instructors).",
    discussion: """
      Reads every results file `dojo grade` writes (Exercism v3 and Gradescope .json, JUnit .xml) \
      below the folder, e.g. GitHub Classroom artifacts downloaded into one folder per student, \
      and writes one self-contained page (no network): the students who need help first, a heat \
      map student × exercise, the pass rate per exercise in lesson order, the hidden tests that \
      fail most, a drill-down per student (which tests failed and why), the time per submission, \
      and a table; it works without JavaScript. Every student appears: an empty submission or a \
      damaged results file is a row with the reason. Files that are not results files are \
      skipped. --csv writes a gradebook, one row per student × exercise, with partial credit: an \
      exercise is worth its weight (1, or --weight id=points), shared equally by its hidden \
      tests. Exits 1 only when no results file could be read.
      """
  )

  @Argument(help: "The folder of results files (one folder per student, or one file per student).", completion: .directory)
  var folder: String

  @Option(help: "The HTML file to write.")
  var out: String = "class.html"

  @Option(help: "Also write a CSV gradebook here (student, exercise, status, tests, points).")
  var csv: String?

  @Option(
    name: .customLong("weight"),
    help: ArgumentHelp("Points of one exercise, e.g. phase4/retry=2 (repeatable; others are worth 1).", valueName: "id=points"))
  var weights: [String] = []

  func run() async throws {
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let source = URL(fileURLWithPath: folder, relativeTo: cwd).standardizedFileURL
    var credit = PartialCredit()
    for text in weights {
      do {
        let weight = try PartialCredit.weight(parsing: text)
        credit.weights[weight.exercise] = weight.points
      } catch {
        throw ValidationError(error.message)
      }
    }
    // Inside a checkout the lessons give the exercises' order and titles; elsewhere ids sort by phase.
    let catalog = (try? ProjectLayout.locate(from: cwd)).map(ExerciseCatalog.load)
    var titles: [String: String] = [:]
    for entry in catalog?.entries ?? [] { titles[entry.id.rawValue] = entry.title }
    let options = ClassReportOptions(
      lessonOrder: catalog?.ids.map(\.rawValue) ?? [], titles: titles, credit: credit,
      generated: ISO8601DateFormatter().string(from: Date()))
    let outcome: ClassReportOutcome
    do {
      outcome = try ClassReportWriter.write(
        results: source, page: URL(fileURLWithPath: out, relativeTo: cwd).standardizedFileURL,
        csv: csv.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL }, options: options)
    } catch {
      throw ValidationError(error.description)
    }
    let messages = Messages.current
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    var warnings = outcome.folder.problems.map { problem in
      "\(problem.path == "." ? folder : prefix + problem.path)\(problem.line.map { ":\($0)" } ?? ""): \(problem.message)"
    }
    for duplicate in outcome.summary.duplicates {
      warnings.append(
        messages(
          .reportDuplicate,
          [
            "path": prefix + (duplicate.paths.last ?? ""), "count": duplicate.paths.count, "student": duplicate.student,
            "exercise": duplicate.exercise, "paths": duplicate.paths.joined(separator: ", "),
          ]))
    }
    for warning in warnings {
      FileHandle.standardError.write(Data((warning + "\n").utf8))
    }
    print(Self.summary(outcome, page: out, messages: messages))
    if let csv { print(messages(.reportWroteCSV, ["csv": csv])) }
    if outcome.readNothing { throw ExitCode.failure }
  }

  /// `Wrote class.html: 30 students × 33 exercises from 990 results files, 1 could not be read.
  /// 4 may need help (see the top of the page).`, in the run's language.
  static func summary(_ outcome: ClassReportOutcome, page: String, messages: Messages) -> String {
    let folder = outcome.folder
    var line = messages(
      .reportWrote,
      ["page": page, "students": outcome.summary.students.count, "exercises": outcome.summary.exercises.count, "files": folder.files.count])
    if !folder.problems.isEmpty { line += messages(.reportUnreadable, ["count": folder.problems.count]) }
    if !folder.ignored.isEmpty { line += messages(.reportSkipped, ["count": folder.ignored.count]) }
    line += messages.language == .japanese ? "。" : "."
    let help = outcome.summary.studentsNeedingHelp.count
    if help > 0 { line += " " + messages(.reportNeedHelp, ["count": help]) }
    for exercise in outcome.summary.exercisesEveryoneFails {
      line += " " + messages(.reportEveryoneFails, ["exercise": exercise])
    }
    return line
  }
}
