import ArgumentParser
import Checker
import Curriculum
import Foundation
import Localization
import Presentation

/// `dojo list`: the phases in order, each with its practice problems and exercise ids.
struct ListCommand: AsyncParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "list",
      abstract: Messages.current(.helpList),
      discussion: Messages.current(.helpListDiscussion)
    )
  }

  @Flag(name: .long, help: ArgumentHelp(Messages.current(.helpListJSON)))
  var json = false

  func run() async throws {
    let layout = try ProjectLayout.locate(
      from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    )
    let course = try Course.load(from: layout)
    if json {
      print(try CourseListing(course).json(), terminator: "")
    } else {
      // ✓/✗ from the learner's progress (.dojo/progress.json); blank until first checked.
      let loaded = ProgressStore(layout: layout).load()
      let progress = loaded.progress
      // A corrupt progress file was just moved aside: the marks are gone, so say why (P4).
      var standardError = StandardErrorStream()
      for warning in loaded.warnings { print(warning.text(), to: &standardError) }
      let status: (PracticeProblem) -> StyledRun? = { problem in
        guard let id = problem.exercise, let last = progress[id].lastStatus else { return nil }
        return last == .pass
          ? StyledRun("✓", TextStyle(foreground: .green)) : StyledRun("✗", TextStyle(foreground: .red))
      }
      print(CourseListRenderer(terminal: SystemTerminal()).render(course, status: status), terminator: "")
    }
    if !course.diagnostics.isEmpty {
      var standardError = StandardErrorStream()
      print("", to: &standardError)
      for diagnostic in course.diagnostics {
        print(diagnostic.rendered(relativeTo: layout), to: &standardError)
      }
      print(Messages.current(.listLessonProblems, ["count": course.diagnostics.count]), to: &standardError)
    }
  }
}
