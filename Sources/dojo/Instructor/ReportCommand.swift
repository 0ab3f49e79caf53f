import ArgumentParser
import Checker
import ClassReport
import Classroom
import Curriculum
import Foundation

/// `dojo report <folder> --out class.html` (instructors): one HTML page for a class's results
/// files. Wiring only: the work is in ClassReport.
struct ReportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Turn a folder of results files into one HTML page for the class (instructors).",
    discussion: """
      Reads every results file `dojo grade` writes (Exercism v3 and Gradescope .json, JUnit .xml) \
      below the folder, e.g. GitHub Classroom artifacts downloaded into one folder per student, \
      and writes one self-contained page (no network): a heat map student × exercise, the pass \
      rate per exercise in lesson order, the hidden tests that fail most with their message, the \
      time per submission, and a table that works without JavaScript. A file that cannot be read \
      is listed on the page and on standard error with its location; the rest of the class is \
      still shown. Exits 1 only when no results file could be read.
      """
  )

  @Argument(help: "The folder of results files (one folder per student, or one file per student).", completion: .directory)
  var folder: String

  @Option(help: "The HTML file to write.")
  var out: String = "class.html"

  func run() async throws {
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let source = URL(fileURLWithPath: folder, relativeTo: cwd).standardizedFileURL
    let target = URL(fileURLWithPath: out, relativeTo: cwd).standardizedFileURL
    let results = ClassFolder.read(source)
    // Inside a checkout the lessons give the exercises' order and titles; elsewhere ids sort by phase.
    let catalog = (try? ProjectLayout.locate(from: cwd)).map(ExerciseCatalog.load)
    let summary = ClassSummary(files: results.files, lessonOrder: catalog?.ids.map(\.rawValue) ?? [])
    var titles: [String: String] = [:]
    for entry in catalog?.entries ?? [] { titles[entry.id.rawValue] = entry.title }
    let page = ClassReportPage(
      summary: summary, problems: results.problems, titles: titles, source: source.lastPathComponent,
      generated: ISO8601DateFormatter().string(from: Date()))
    do {
      try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(page.html().utf8).write(to: target, options: .atomic)
    } catch {
      throw ValidationError("Cannot write \(out): \(error)")
    }
    for problem in results.problems {
      let path = problem.path == "." ? folder : (folder.hasSuffix("/") ? folder : folder + "/") + problem.path
      FileHandle.standardError.write(Data("\(path)\(problem.line.map { ":\($0)" } ?? ""): \(problem.message)\n".utf8))
    }
    print(
      "Wrote \(out): \(summary.students.count) students × \(summary.exercises.count) exercises from "
        + "\(results.files.count) results files\(results.problems.isEmpty ? "" : ", \(results.problems.count) could not be read").")
    if results.files.isEmpty { throw ExitCode.failure }
  }
}
