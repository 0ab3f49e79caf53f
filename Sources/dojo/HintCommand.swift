import ArgumentParser
import Checker
import Curriculum
import Foundation
import Localization
import Presentation

/// `dojo hint [exercise]`: the lesson's hints for a problem, one more per call.
struct HintCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "hint",
      abstract: Messages.current(.helpHint),
      discussion: Messages.current(.helpHintDiscussion)
    )
  }

  @Argument(help: ArgumentHelp(Messages.current(.helpExerciseCurrent)))
  var exercise: String?

  @Flag(help: ArgumentHelp(Messages.current(.helpHintAll)))
  var all = false

  func run() throws {
    let messages = Messages.current
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let layout = try ProjectLayout.locate(from: here)
    let course = try Course.load(from: layout)
    let store = ProgressStore(layout: layout)
    let load = store.load()
    load.warnings.forEach { printError($0.text(messages)) }
    // Every exercise folder counts, not only those a lesson names: an exercise whose lesson was
    // deleted is told so (and how to restore it), not that it does not exist.
    let known = ExerciseCatalog.load(layout).ids
    let id: ExerciseID
    if let exercise {
      id = try ExerciseArgument.resolve(exercise, among: known, layout: layout, workingDirectory: here)
    } else {
      guard
        let current = CurrentExercise.resolve(
          workingDirectory: here, layout: layout, ids: known, progress: load.progress)
      else {
        print(messages(.hintNothingLeft))
        return
      }
      id = current
    }
    guard let problem = course.problem(for: id) else {
      throw LearnerMessage(messages(.hintNoLesson, ["id": id]))
    }
    let reveal = HintReveal.next(
      hints: problem.problem.hints, alreadyShown: load.progress[id].hintsShown, all: all)
    let pointer = ProblemPointer(problem, layout: layout)
    print(HintReport.lines(id: id, pointer: pointer, reveal: reveal, messages: messages).joined(separator: "\n"))
    if reveal.shownCount > load.progress[id].hintsShown {
      do {
        try store.recordHintsShown(reveal.shownCount, for: id)
      } catch {
        // Losing the count only means the same hint shows again next time.
        printError(messages(.warningPrefix) + ErrorText.text(for: error, messages))
      }
    }
  }
}

private func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}
