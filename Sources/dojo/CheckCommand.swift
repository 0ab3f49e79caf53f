import ArgumentParser
import Checker
import Curriculum
import Foundation
import Presentation

/// `dojo check [phase|exercise]`: builds and runs the hidden tests, prints one verdict per
/// exercise, records progress. Exits 0 only when every exercise checked passes.
struct CheckCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check exercises against their hidden tests.",
    discussion: """
      `dojo check phase4` checks every exercise of phase 4, `dojo check phase4/retry` one, and \
      `dojo check` alone the first exercise you have not solved yet (in lesson order).
      Unchanged code is answered from a cache in .dojo/cache; the first check builds the package \
      and takes a few minutes.
      """
  )

  @Argument(help: "A phase (phase4) or an exercise (phase4/retry). Default: your current exercise.")
  var target: String?

  @Flag(help: "Check the reference solutions instead of your files (instructors; fresh clones).")
  var solution = false

  @Flag(help: "Print the result as JSON.")
  var json = false

  @Option(help: "Seconds one exercise's hidden tests may run before they are stopped.")
  var timeout: Double = 20

  @Option(help: "The SwiftPM build folder to use (default: .build, the one `swift build` uses).")
  var scratchPath: String?

  @Flag(help: "Build and run even when a cached verdict for the same code exists.")
  var noCache = false

  func validate() throws {
    guard timeout > 0, timeout <= 3600 else {
      throw ValidationError("--timeout must be between 0 and 3600 seconds, got \(timeout).")
    }
  }

  func run() async throws {
    let layout = try ProjectLayout.locate(
      from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    let catalog = ExerciseCatalog.load(layout)
    let store = ProgressStore(layout: layout)
    let loaded = store.load()
    var standardError = StandardErrorStream()
    for warning in loaded.warnings { print("warning: \(warning)", to: &standardError) }

    let current = NextExercise.select(in: catalog.ids, progress: loaded.progress)
    let checkTarget = try CheckTarget.resolve(target, in: catalog, current: current)
    let scratch = scratchPath.map {
      URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    } ?? layout.root.appendingPathComponent(".build")
    let checker = ExerciseChecker(
      layout: layout, scratchPath: scratch.standardizedFileURL,
      timeLimit: .milliseconds(Int64(timeout * 1000)),
      titles: Dictionary(uniqueKeysWithValues: catalog.entries.map { ($0.id, $0.title) }),
      usesCache: !noCache)

    let display = CheckProgressDisplay()
    let verdicts = await checker.check(
      checkTarget.exercises, sources: solution ? .solution : .learner, observer: display.observe)
    display.finish()
    let result = CheckResult(target: checkTarget.name, exercises: verdicts)

    // Progress is the learner's: a check of the reference solutions says nothing about it.
    var progress = loaded.progress
    if !solution {
      do {
        try store.record(verdicts)
        progress = store.load().progress
      } catch {
        print("warning: \(error)", to: &standardError)
      }
    }

    if json {
      print(result.jsonText())
    } else {
      let phases = checkTarget.exercises.reduce(into: [String]()) {
        if !$0.contains($1.phase) { $0.append($1.phase) }
      }
      let phaseProgress = phases.map { phase -> (phase: String, solved: Int, total: Int) in
        let ids = catalog.exercises(inPhase: phase)
        let solved =
          solution
          ? verdicts.filter { $0.id.phase == phase && $0.status == .pass }.count
          : NextExercise.solvedCount(in: ids, progress: progress)
        return (phase, solved, solution ? verdicts.filter { $0.id.phase == phase }.count : ids.count)
      }
      let report = CheckReport(result: result, phaseProgress: phaseProgress, checkedSolutions: solution)
      print(report.render(for: SystemTerminal()), terminator: "")
    }
    if !result.allPassed { throw ExitCode.failure }
  }
}
