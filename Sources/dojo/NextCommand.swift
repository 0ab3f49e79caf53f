import ArgumentParser
import Checker
import Curriculum
import Foundation
import Localization

/// `dojo next`: the first exercise, in lesson order, whose last check did not pass.
struct NextCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "next", abstract: Messages.current(.helpNext))
  }

  func run() throws {
    let layout = try ProjectLayout.locate(
      from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    let course = try Course.load(from: layout)
    let load = ProgressStore(layout: layout).load()
    for warning in load.warnings {
      FileHandle.standardError.write(Data((warning.text() + "\n").utf8))
    }
    let here = ExerciseFolder.exercise(
      containing: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), layout: layout,
      among: course.exerciseIDs)
    print(NextReport.lines(course: course, progress: load.progress, current: here).joined(separator: "\n"))
  }
}
