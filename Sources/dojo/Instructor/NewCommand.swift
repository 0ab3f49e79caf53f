import ArgumentParser
import Checker
import Classroom
import Curriculum
import Foundation
import Localization

/// `dojo new <phase> <slug> --title "…"`: scaffolds an exercise (instructors). Wiring only: the
/// work is ``NewExercise`` in Checker/Authoring.
struct NewCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "new",
    abstract: "Scaffold a new exercise (instructors).",
    discussion: """
      Creates Exercises/<phase>/<slug>/ with a starter (with a TODO), a reference solution, a \
      hidden test suite and three mutants, all compiling; adds the id to Package.swift's exercise \
      list; and appends a numbered problem with its marker and hints to the phase's lesson \
      (## 練習問題). Then write the real problem, tests and mutants, and run \
      `swift run dojo verify <phase>/<slug>` (a new exercise is verified before it is sealed) \
      and, once it passes, `swift run dojo seal <phase>/<slug>`.
      With --kind tests it scaffolds a test-writing exercise instead: the finished feature in \
      Sources/ (sealed), a starter test in Tests/ that asserts nothing yet, reference tests in \
      Solution/ and three mutants of the feature, listed in Package.swift's testWritingExercises.
      """
  )

  @Argument(help: "The phase, e.g. phase4.")
  var phase: String

  @Argument(help: "The exercise's slug, e.g. retry.")
  var slug: String

  @Option(help: "The practice problem's title, e.g. \"リトライ\".")
  var title: String

  @Option(help: "feature (the learner writes the feature; default) or tests (the learner writes the tests).")
  var kind: String = "feature"

  func validate() throws {
    guard ExerciseScaffold.Kind(rawValue: kind) != nil else {
      throw ValidationError(Messages.current(.usageNewKind, ["kind": kind]))
    }
  }

  func run() async throws {
    let layout = try ProjectLayout.locate(
      from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    let step: NewExercise
    do {
      step = try NewExercise(
        layout: layout, phase: phase, slug: slug, title: title, kind: ExerciseScaffold.Kind(rawValue: kind) ?? .feature)
    } catch {
      throw ValidationError("\(error)")
    }
    let outcome: NewExercise.Outcome
    do {
      outcome = try step.run()
    } catch {
      throw ValidationError("\(error)")
    }
    let id = step.scaffold.id
    let messages = Messages.current
    print(messages(.newCreated, ["id": id]))
    for file in outcome.files { print("  + \(file)") }
    if outcome.manifestUpdated { print(messages(.newManifestUpdated, ["id": id])) }
    if let lesson = outcome.lesson { print(messages(.newLessonUpdated, ["path": lesson.path, "number": lesson.number])) }
    for step in outcome.manualSteps {
      print("\n" + messages(.newManualStep, ["step": step]))
    }
    print("\n" + messages(.newNext))
    print("  swift run dojo verify \(id)")
    print("  swift run dojo seal \(id)")
    print(messages(.newAfterSteps))
  }
}
