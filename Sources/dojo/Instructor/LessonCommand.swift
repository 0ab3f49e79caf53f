import ArgumentParser
import Classroom
import Curriculum
import Foundation
import Presentation

/// `dojo lesson …`: tools for instructors writing lessons.
struct LessonCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lesson",
    abstract: "Tools for lesson authors.",
    subcommands: [LessonInspectCommand.self]
  )
}

/// `dojo lesson inspect FILE.md [--json]`: a lesson's structure, and lint of its practice section.
struct LessonInspectCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect",
    abstract: "Parse a lesson file and print its structure; exit 1 if it is malformed.",
    discussion: """
      Works on any markdown file, inside a checkout or not. Problems are printed as \
      FILE:LINE: message on standard error. Inside a checkout it also checks that every \
      exercise marker names an existing Exercises/<phase>/<slug> folder.
      """
  )

  @Argument(help: "The markdown file to inspect.", completion: .file(extensions: ["md"]))
  var file: String

  @Flag(name: .long, help: "Print JSON instead of an outline.")
  var json = false

  func run() async throws {
    let directory = URL(
      fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true
    )
    let lesson = try LessonParser.parse(contentsOf: URL(fileURLWithPath: file, relativeTo: directory))
    let inspection = LessonInspection(lesson)
    print(json ? try inspection.json() : inspection.outline(), terminator: "")
    var standardError = StandardErrorStream()
    // Inside a checkout, a marker must name a folder that exists.
    let folderProblems = (try? ProjectLayout.locate(from: lesson.file.deletingLastPathComponent()))
      .map { LessonFolderCheck.diagnostics(for: lesson, in: $0) } ?? []
    for diagnostic in lesson.diagnostics + folderProblems {
      print(diagnostic.rendered, to: &standardError)
    }
    if lesson.hasErrors || !folderProblems.isEmpty { throw ExitCode.failure }
  }
}
