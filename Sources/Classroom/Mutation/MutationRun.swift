import Checker
import Curriculum
import Foundation
import Localization

/// `dojo mutate`: measures how strong each exercise's hidden tests are by running them against
/// mutants of the reference solution that ``MutantGenerator`` makes.
///
/// Works in rounds as ``Verifier`` does, one build of the test bundle per round: first every
/// reference solution (it must pass, or the score would mean nothing), then the k-th mutant of
/// every exercise. Each exercise's mutant is written to one folder, `.dojo/mutate/<phase>/<slug>/`,
/// rewritten round after round, so the build's environment stays the same and SwiftPM recompiles
/// only the mutated module. A mutant that does not compile is left out of the score; one that
/// fails the tests, crashes or runs out of time is killed; one that passes survived.
public struct MutationRun: Sendable {
  /// The checkout.
  public let layout: ProjectLayout
  /// At most this many mutants per exercise (a deterministic sample, see ``MutantSample``);
  /// `nil` runs them all.
  public var maxPerExercise: Int?
  private let check: Verifier.Check

  /// A run of `layout` that checks with `check` (tests pass a stand-in).
  public init(layout: ProjectLayout, maxPerExercise: Int? = nil, check: @escaping Verifier.Check) {
    self.layout = layout
    self.maxPerExercise = maxPerExercise
    self.check = check
  }

  /// A run that checks with `checker`.
  public init(checker: ExerciseChecker, maxPerExercise: Int? = nil) {
    self.init(layout: checker.layout, maxPerExercise: maxPerExercise) { ids, sources, observer in
      await checker.check(ids, sources: sources, observer: observer)
    }
  }

  /// `.dojo/mutate/<phase>/<slug>`: where the exercise's current mutant is written.
  public func folder(for id: ExerciseID) -> URL {
    layout.state.appendingPathComponent("mutate", isDirectory: true)
      .appendingPathComponent(id.phase, isDirectory: true)
      .appendingPathComponent(id.slug, isDirectory: true)
  }

  /// The mutants of `id`'s reference solution, all of them and the sample that will run.
  public func plan(_ id: ExerciseID) throws -> (solution: [String: String], all: [SourceMutant], sample: [SourceMutant]) {
    let solution = layout.solutionSources(id)
    let base = solution.standardizedFileURL.path + "/"
    var files: [String: String] = [:]
    for file in SourceFileList.swiftFiles(in: solution) {
      files[String(file.standardizedFileURL.path.dropFirst(base.count))] = try String(contentsOf: file, encoding: .utf8)
    }
    let all = MutantGenerator.mutants(ofFiles: files)
    return (files, all, MutantSample.pick(all, limit: maxPerExercise, seed: id.rawValue))
  }

  /// Runs the rounds for `ids` (titles from `titles`, else the id).
  public func run(
    _ ids: [ExerciseID], target: String, titles: [ExerciseID: String] = [:],
    observer: @escaping @Sendable (MutationEvent) -> Void = { _ in }
  ) async -> MutationReport {
    let clock = ContinuousClock()
    let start = clock.now
    var results: [ExerciseID: ExerciseMutation] = [:]
    var plans: [ExerciseID: (solution: [String: String], sample: [SourceMutant])] = [:]
    for id in ids {
      // A test-writing exercise's Solution/ holds reference tests, not code to mutate: its
      // mutants are those of Mutants.md, which `dojo verify` runs. It is left out of the report.
      if layout.kind(of: id) == .testWriting { continue }
      var result = ExerciseMutation(id: id, title: titles[id] ?? id.rawValue)
      do {
        let plan = try plan(id)
        result.generated = plan.all.count
        if plan.solution.isEmpty {
          result.problems.append(
            Messages.current(.mutateNothingToMutate, ["folder": layout.relativePath(of: layout.solutionSources(id))]))
        } else {
          plans[id] = (plan.solution, plan.sample)
        }
      } catch {
        result.problems.append(Messages.current(.mutateCannotReadSolution, ["reason": error]))
      }
      results[id] = result
    }
    observer(.planned(exercises: ids.count, mutants: plans.values.reduce(0) { $0 + $1.sample.count }))

    let verifyRounds = VerifyRounds(check: check, observer: observer)

    // Round 1: the reference solutions pass, or their mutants prove nothing.
    let planned = ids.filter { plans[$0] != nil }
    let solutions = await verifyRounds.run("solutions", planned, .solution)
    var ready: [ExerciseID] = []
    for id in planned {
      if let verdict = solutions[id], let problem = Verifier.solutionProblem(verdict, layout: layout) {
        results[id]?.problems.append(Messages.current(.mutateSolutionProblem, ["problem": problem.description]))
      } else if solutions[id] == nil {
        results[id]?.problems.append(Messages.current(.mutateNoSolutionVerdict))
      } else {
        ready.append(id)
      }
    }

    // Rounds 2…: the k-th mutant of every exercise that has one.
    let depth = ready.map { plans[$0]!.sample.count }.max() ?? 0
    for k in 0..<depth {
      var folders: [ExerciseID: URL] = [:]
      var members: [ExerciseID] = []
      for id in ready {
        let plan = plans[id]!
        guard k < plan.sample.count else { continue }
        let mutant = plan.sample[k]
        var files = plan.solution
        files[mutant.file] = mutant.mutatedText
        do {
          try MutantVariant.sync(folder(for: id), to: files)
          folders[id] = folder(for: id)
          members.append(id)
        } catch {
          results[id]?.mutants.append(
            MutantResult(mutant: mutant, outcome: .notRun, diff: diff(id, mutant, plan.solution),
              detail: Messages.current(.mutateNotWritten, ["folder": layout.relativePath(of: folder(for: id)), "reason": error])))
        }
      }
      let verdicts = await verifyRounds.run("mutants #\(k + 1)", members, .custom(folders))
      for id in members {
        let plan = plans[id]!
        let mutant = plan.sample[k]
        let (outcome, detail) = Self.judge(verdicts[id])
        results[id]?.mutants.append(
          MutantResult(mutant: mutant, outcome: outcome, diff: diff(id, mutant, plan.solution), detail: detail))
      }
    }
    for id in ready { try? FileManager.default.removeItem(at: folder(for: id)) }

    let elapsed = start.duration(to: clock.now)
    return MutationReport(
      target: target, exercises: ids.compactMap { results[$0] }, rounds: verifyRounds.records,
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
      maxPerExercise: maxPerExercise)
  }

  /// The survivor's diff against the solution, with the path an instructor opens.
  func diff(_ id: ExerciseID, _ mutant: SourceMutant, _ solution: [String: String]) -> String {
    let path = layout.relativePath(of: layout.solutionSources(id).appendingPathComponent(mutant.file))
    return UnifiedDiff.make(path: path, from: solution[mutant.file] ?? "", to: mutant.mutatedText)
  }

  /// What a verdict says about a mutant.
  static func judge(_ verdict: ExerciseVerdict?) -> (MutantResult.Outcome, String?) {
    let messages = Messages.current
    guard let verdict else { return (.notRun, messages(.mutateNoVerdict)) }
    switch (verdict.status, verdict.error?.kind) {
    case (.fail, _):
      let failing = verdict.tests.filter { $0.status != .pass }.map(\.name)
      return (.killed, failing.isEmpty ? nil : messages(.mutateRejectedBy, ["tests": VerifyReport.testList(failing, messages)]))
    case (.error, .crash?): return (.killed, messages(.mutateCrashed))
    case (.error, .timeout?): return (.killed, messages(.mutateTimedOut))
    case (.pass, _): return (.survived, nil)
    case (.error, .compile?): return (.notCompiling, verdict.error.map { Verifier.excerpt($0.message, lines: 2) })
    case (.error, _): return (.notRun, verdict.error?.message)
    }
  }
}

/// What a mutation run is doing, for the progress lines `dojo mutate` prints.
public enum MutationEvent: Sendable {
  /// The mutants are generated and sampled.
  case planned(exercises: Int, mutants: Int)
  /// A round (one build of the test bundle) started.
  case roundStarted(number: Int, title: String, exercises: [ExerciseID])
  /// Something the checker reported during the round.
  case check(CheckEvent)
  /// The round ended.
  case roundFinished(VerifyRound)

  /// The progress line `dojo mutate` prints for this event, in `messages`' language; `nil` for
  /// events it does not report.
  public func progressLine(_ messages: Messages = .current) -> String? {
    switch self {
    case .planned(let exercises, let mutants):
      return messages(.mutatePlanned, ["mutants": mutants, "exercises": exercises])
    case .roundStarted(let number, let title, let exercises):
      return messages(.mutateRoundStarted, [
        "number": number, "title": VerifyRound.displayTitle(title, messages), "count": exercises.count,
      ])
    case .roundFinished(let round):
      return messages(.mutateRoundFinished, [
        "number": round.number, "title": round.displayTitle(messages),
        "build": String(format: "%.1f", round.buildSeconds), "total": String(format: "%.1f", round.seconds),
      ])
    case .check(.buildFinished(let failed)) where !failed.isEmpty:
      return messages(.mutateDidNotCompile, ["list": failed.map(\.rawValue).joined(separator: ", ")])
    case .check:
      return nil
    }
  }
}
