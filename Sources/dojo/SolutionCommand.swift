import ArgumentParser
import Checker
import Curriculum
import Foundation
import Localization
import Presentation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `dojo solution [exercise] [--yes]`: the reference solution and a diff against the learner's
/// files. Free once the exercise passes; before that it asks first (it gives the answer away).
struct SolutionCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "solution",
      abstract: Messages.current(.helpSolution),
      discussion: Messages.current(.helpSolutionDiscussion)
    )
  }

  @Argument(help: ArgumentHelp(Messages.current(.helpSolutionExercise)))
  var exercise: String?

  @Flag(name: [.customShort("y"), .long], help: ArgumentHelp(Messages.current(.helpSolutionYes)))
  var yes = false

  func run() throws {
    let messages = Messages.current
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let layout = try ProjectLayout.locate(from: here)
    let catalog = ExerciseCatalog.load(layout)
    let load = ProgressStore(layout: layout).load()
    load.warnings.forEach { printError($0.text(messages)) }
    let progress = load.progress

    let id: ExerciseID
    if let exercise {
      id = try ExerciseArgument.resolve(exercise, among: catalog.ids, layout: layout, workingDirectory: here)
    } else if let inFolder = ExerciseFolder.exercise(containing: here, layout: layout, among: catalog.ids) {
      id = inFolder
    } else {
      let lastChecked = catalog.ids.filter { progress[$0].lastChecked != nil }
        .max { (progress[$0].lastChecked ?? .distantPast) < (progress[$1].lastChecked ?? .distantPast) }
      guard let lastChecked else {
        throw LearnerMessage(messages(.solutionNameOne))
      }
      id = lastChecked
    }

    let comparison = SolutionComparison.load(id, layout: layout)
    guard comparison.hasSolution else {
      throw LearnerMessage(messages(.solutionMissing, ["id": id, "folder": comparison.solutionFolder]))
    }
    if !progress.isSolved(id) && !yes {
      guard isatty(STDIN_FILENO) == 1 else {
        throw LearnerMessage(messages(.solutionNeedsTerminal, ["id": id]))
      }
      print(messages(.solutionConfirm, ["id": id]), terminator: "")
      fflush(nil)
      let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
      guard answer == "y" || answer == "yes" else {
        // Saying no is an answer, not a failure.
        print(messages(.solutionDeclined, ["id": id]))
        return
      }
    }
    let title = catalog.entries.first { $0.id == id }?.title ?? id.rawValue
    let report = SolutionReport(comparison: comparison, title: title, messages: messages)
    print(report.render(for: SystemTerminal()), terminator: "")
  }
}

private func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}
