import ArgumentParser
import Checker
import Curriculum
import Foundation
import Localization
import Presentation

/// `dojo check [phase|exercise]`: builds and runs the hidden tests, prints one verdict per
/// exercise, records progress. Exits 0 only when every exercise checked passes.
struct CheckCommand: AsyncParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "check",
      abstract: Messages.current(.helpCheck),
      discussion: Messages.current(.helpCheckDiscussion)
    )
  }

  @Argument(help: ArgumentHelp(Messages.current(.helpCheckTarget)))
  var target: String?

  @Flag(help: ArgumentHelp(Messages.current(.helpCheckSolution)))
  var solution = false

  @Flag(help: ArgumentHelp(Messages.current(.helpJSON)))
  var json = false

  @Option(help: ArgumentHelp(Messages.current(.helpTimeout)))
  var timeout: Double = 20

  @Option(help: ArgumentHelp(Messages.current(.helpCheckScratch)))
  var scratchPath: String?

  @Flag(help: ArgumentHelp(Messages.current(.helpNoCache)))
  var noCache = false

  @Option(
    name: .customLong("exercise-sources"),
    help: ArgumentHelp(
      Messages.current(.helpCheckExerciseSources),
      valueName: "id=folder"))
  var exerciseSources: [String] = []

  @Option(
    name: .customLong("hidden-tests"),
    help: ArgumentHelp(
      Messages.current(.helpCheckHiddenTests),
      valueName: "id=folder"))
  var hiddenTests: [String] = []

  func validate() throws {
    guard timeout > 0, timeout <= 3600 else {
      throw ValidationError(Messages.current(.timeoutRange, ["value": timeout]))
    }
    if solution && !exerciseSources.isEmpty {
      throw ValidationError(Messages.current(.checkSolutionOrSources))
    }
    _ = try Self.folders(exerciseSources, option: "--exercise-sources")
    _ = try Self.folders(hiddenTests, option: "--hidden-tests")
  }

  /// Parses `<id>=<folder>` values, folders relative to the current directory.
  static func folders(_ values: [String], option: String) throws -> [ExerciseID: URL] {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    var folders: [ExerciseID: URL] = [:]
    for value in values {
      let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let id = ExerciseID(parts[0]), !parts[1].isEmpty else {
        throw ValidationError(Messages.current(.argumentIDFolder, ["option": option, "value": value]))
      }
      folders[id] = URL(fileURLWithPath: parts[1], relativeTo: here).standardizedFileURL
    }
    return folders
  }

  func run() async throws {
    let messages = Messages.current
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let layout = try ProjectLayout.locate(from: here)
    let catalog = ExerciseCatalog.load(layout)
    let store = ProgressStore(layout: layout)
    let loaded = store.load()
    var standardError = StandardErrorStream()
    for warning in loaded.warnings { print(warning.text(messages), to: &standardError) }

    let current = CurrentExercise.resolve(
      workingDirectory: here, layout: layout, ids: catalog.ids, progress: loaded.progress)
    let checkTarget: CheckTarget
    do {
      checkTarget = try CheckTarget.resolve(
        target, in: catalog, current: current, layout: layout, workingDirectory: here)
    } catch CheckTargetError.nothingLeft {
      // The course is finished: that is good news, not an error.
      if json {
        print(CheckResult(target: "", exercises: []).jsonText())
      } else {
        print(CheckTargetError.nothingLeft.text(messages))
      }
      return
    }
    let scratch = scratchPath.map {
      URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    } ?? layout.root.appendingPathComponent(".build")
    var checker = ExerciseChecker(
      layout: layout, scratchPath: scratch.standardizedFileURL,
      timeLimit: .milliseconds(Int64(timeout * 1000)),
      titles: Dictionary(uniqueKeysWithValues: catalog.entries.map { ($0.id, $0.title) }),
      usesCache: !noCache)
    // `--no-cache` checks again and files the fresh verdict: a wrong entry is replaced.
    checker.fillsCache = true
    // The learner's own tests (Exercises/<id>/Tests), reported apart and never graded.
    checker.runsLearnerTests = true

    ChildProcessGroups.killOnInterrupt()
    let display = CheckProgressDisplay()
    let customSources = try Self.folders(exerciseSources, option: "--exercise-sources")
    let sources: ExerciseSources =
      solution ? .solution : customSources.isEmpty ? .learner : .custom(customSources)
    let verdicts = await checker.check(
      checkTarget.exercises, sources: sources,
      hiddenTests: try Self.folders(hiddenTests, option: "--hidden-tests"), observer: display.observe)
    display.finish()
    let result = CheckResult(target: checkTarget.name, exercises: verdicts)

    // Progress is the learner's: a check of other code says nothing about it.
    var progress = loaded.progress
    var offersSolution: Set<ExerciseID> = []
    let checkedLearnerCode = !solution && exerciseSources.isEmpty && hiddenTests.isEmpty
    if checkedLearnerCode {
      do {
        try store.record(verdicts)
        // The first pass of an exercise points at its reference solution, once.
        offersSolution = try store.markSolutionOffered(verdicts.filter { $0.status == .pass }.map(\.id))
        progress = store.load().progress
      } catch {
        print(messages(.warningPrefix) + ErrorText.text(for: error, messages), to: &standardError)
      }
    }

    if json {
      print(result.jsonText())
    } else {
      let phases = checkTarget.exercises.reduce(into: [String]()) {
        if !$0.contains($1.phase) { $0.append($1.phase) }
      }
      let phaseProgress = phases.map { phase -> (phase: String, solved: Int, total: Int) in
        guard checkedLearnerCode else {
          let checked = verdicts.filter { $0.id.phase == phase }
          return (phase, checked.filter { $0.status == .pass }.count, checked.count)
        }
        let ids = catalog.exercises(inPhase: phase)
        return (phase, NextExercise.solvedCount(in: ids, progress: progress), ids.count)
      }
      let report = CheckReport(
        result: result, phaseProgress: phaseProgress, checkedSolutions: !checkedLearnerCode,
        offersSolution: offersSolution, messages: messages)
      print(report.render(for: SystemTerminal()), terminator: "")
    }
    if !result.allPassed { throw ExitCode.failure }
  }
}
