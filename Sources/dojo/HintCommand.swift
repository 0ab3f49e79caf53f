import ArgumentParser
import Checker
import Curriculum
import Foundation

/// `dojo hint <exercise>`: the lesson's hints for a problem, one more per call.
struct HintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "hint",
    abstract: "Show the next hint for an exercise (one more each time you ask).",
    discussion: """
      Hints come from the problem's hint list in its lesson. Each call reveals one more and \
      remembers how many you have seen (in .dojo/progress.json); --all shows every hint at once.
      """
  )

  @Argument(help: "The exercise, e.g. phase4/retry (or just retry).")
  var exercise: String

  @Flag(help: "Show every hint at once.")
  var all = false

  func run() throws {
    let layout = try ProjectLayout.locate(
      from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    let course = try Course.load(from: layout)
    let id: ExerciseID
    do {
      id = try ExerciseArgument.resolve(exercise, among: course.exerciseIDs)
    } catch {
      throw ValidationError("\(error)")
    }
    guard let problem = course.problem(for: id) else {
      throw ValidationError("No lesson names \(id), so it has no hints.")
    }
    let store = ProgressStore(layout: layout)
    let load = store.load()
    load.warnings.forEach { printError($0.description) }
    let reveal = HintReveal.next(
      hints: problem.problem.hints, alreadyShown: load.progress[id].hintsShown, all: all)
    let pointer = ProblemPointer(problem, layout: layout)
    print(HintReport.lines(id: id, pointer: pointer, reveal: reveal).joined(separator: "\n"))
    if reveal.shownCount > load.progress[id].hintsShown {
      do {
        try store.recordHintsShown(reveal.shownCount, for: id)
      } catch {
        // Losing the count only means the same hint shows again next time.
        printError("warning: \(error)")
      }
    }
  }
}

private func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}
