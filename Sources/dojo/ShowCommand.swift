import ArgumentParser
import Checker
import Curriculum
import Foundation
import Localization
import Presentation

/// `dojo show phase4`: a lesson rendered for the terminal.
struct ShowCommand: AsyncParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "show",
      abstract: Messages.current(.helpShow),
      discussion: Messages.current(.helpShowDiscussion)
    )
  }

  @Argument(help: ArgumentHelp(Messages.current(.helpShowPhase)))
  var phase: String

  @Option(name: .long, help: ArgumentHelp(Messages.current(.helpShowProblem)))
  var problem: Int?

  @Flag(name: .long, help: ArgumentHelp(Messages.current(.helpShowHints)))
  var hints = false

  func run() async throws {
    let layout = try ProjectLayout.locate(
      from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    )
    let course = try Course.load(from: layout)
    let renderer = LessonRenderer(terminal: SystemTerminal(), showsHints: hints)
    // `dojo show phase4/retry`: the problem that exercise belongs to.
    if problem == nil, phase.contains("/") {
      // A path into an exercise's folder names that exercise too.
      let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
      let named = ExerciseFolder.looksLikePath(phase)
        ? (try? CheckTarget.resolve(phase, in: ExerciseCatalog.load(layout), current: nil, layout: layout, workingDirectory: here))?
          .name ?? phase
        : phase
      let found = try course.problem(named: named)
      print(renderer.render(found.problem, of: found.lesson), terminator: "")
      return
    }
    let lesson = try course.lesson(named: phase)
    if let number = problem {
      guard let practice = lesson.problem(number: number) else {
        throw CurriculumError.unknownProblem(
          number, lesson: lesson.slug, available: lesson.problems.map(\.number)
        )
      }
      print(renderer.render(practice, of: lesson), terminator: "")
    } else {
      print(renderer.render(lesson), terminator: "")
    }
  }
}
