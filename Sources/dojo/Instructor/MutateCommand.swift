import ArgumentParser
import Checker
import Classroom
import Curriculum
import Foundation
import Localization

/// `dojo mutate [phase|exercise]` (instructors): the mutation score of the hidden tests. Wiring
/// only: the work is ``MutationRun`` in Classroom/Mutation.
struct MutateCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mutate",
    abstract: "Measure the hidden tests: how many mutants of the reference solution they catch (instructors).",
    discussion: """
      Parses each reference solution (Solution/) and makes mutants of it: numbers and durations \
      off by one unit or doubled, cancelInFlight: true → false, .cancellable(id:) removed, \
      .cancel(id:) → .none, .merge ↔ .concatenate (unless every effect before the last is a \
      .cancel(id:) or .none), a statement or a state assignment removed from a reducer, a \
      condition negated, == ↔ !=, < ↔ <=, a returned effect → .none. Mutants that do not parse, \
      or read the same as another, are dropped; mutants that do not compile are left out of the \
      score. Checks run in rounds, one build each: the solutions, then the k-th \
      mutant of every exercise. Prints per exercise killed/viable and every surviving mutant as \
      a diff: write a hidden test that fails on it. Exits 1 when a solution fails, or when an \
      exercise scores below --min-score.
      """
  )

  @Argument(help: "A phase (phase4) or an exercise (phase4/retry). Default: the whole curriculum.")
  var target: String?

  @Option(help: "Run at most N mutants per exercise: a deterministic sample, every operator in turn.")
  var maxPerExercise: Int?

  @Option(help: "Exit 1 when an exercise's score (killed / viable) is below this, e.g. 0.9.")
  var minScore: Double?

  @Flag(help: "Print the result as JSON.")
  var json = false

  @Option(help: "Seconds one exercise's hidden tests may run before they are stopped.")
  var timeout: Double = 10

  @Option(help: "The SwiftPM build folder to use (default: .build).")
  var scratchPath: String?

  @Flag(help: "Build and run everything even when a cached verdict for the same code exists.")
  var noCache = false

  @Flag(help: "Only list the mutants that would run (no build).")
  var list = false

  func validate() throws {
    if let maxPerExercise, maxPerExercise < 1 {
      throw ValidationError(Messages.current(.usageMutateMaxPerExercise, ["value": maxPerExercise]))
    }
    if let minScore, !(0...1).contains(minScore) {
      throw ValidationError(Messages.current(.usageMutateMinScore, ["value": minScore]))
    }
    guard timeout > 0, timeout <= 3600 else {
      throw ValidationError(Messages.current(.usageTimeout, ["timeout": timeout]))
    }
  }

  func run() async throws {
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let layout = try ProjectLayout.locate(from: cwd)
    let catalog = ExerciseCatalog.load(layout)
    let scope: VerifyScope
    do {
      scope = try VerifyScope.resolve(target, among: catalog.ids)
    } catch {
      throw ValidationError("\(error)")
    }
    let ids = catalog.ids.filter(scope.contains)
    let titles = Dictionary(catalog.entries.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })

    let scratch = scratchPath.map { URL(fileURLWithPath: $0, relativeTo: cwd) }
      ?? layout.root.appendingPathComponent(".build")
    // The instructor measures the hidden tests on disk, edited or not: no seal required.
    let checker = ExerciseChecker(
      layout: layout, scratchPath: scratch.standardizedFileURL,
      timeLimit: .milliseconds(Int64(timeout * 1000)), titles: titles, verifiesIntegrity: false,
      usesCache: !noCache)
    let mutation = MutationRun(checker: checker, maxPerExercise: maxPerExercise)

    if list {
      for id in ids {
        // As in a run: a test-writing exercise's Solution/ is the reference tests, not code to mutate.
        if layout.kind(of: id) == .testWriting {
          print(Messages.current(.mutateListTestWriting, ["id": id]))
          continue
        }
        let plan = try mutation.plan(id)
        print(Messages.current(.mutateListCount, ["id": id, "sample": plan.sample.count, "all": plan.all.count]))
        for mutant in plan.sample { print("  \(mutant.label)") }
      }
      return
    }

    let report = await mutation.run(ids, target: scope.name, titles: titles, observer: MutateProgress.print)
    if json {
      print(try report.jsonText(minimumScore: minScore))
      MutateProgress.line(report.summaryLine(minimumScore: minScore))
    } else {
      print(report.text(minimumScore: minScore), terminator: "")
    }
    let solutionsFailed = report.exercises.contains { !$0.problems.isEmpty }
    if solutionsFailed || (minScore != nil && !report.passes(minimumScore: minScore)) {
      throw ExitCode.failure
    }
  }
}

/// Progress lines on standard error while mutate works.
enum MutateProgress {
  static func line(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  @Sendable static func print(_ event: MutationEvent) {
    if let text = event.progressLine(.current) { line(text) }
  }
}
