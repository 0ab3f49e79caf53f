import Checker
import Curriculum
import Foundation
import Localization

/// `dojo verify`: proves that each exercise's hidden tests mean something.
///
/// For every exercise in scope: the lint (``VerifyLint``) passes; the starter compiles and FAILS
/// the hidden tests; the reference solution passes them; and every mutant FAILS them. Checks run
/// in rounds so that each round is one build of the test bundle: round 1 every starter, round 2
/// every solution, round k + 2 the k-th mutant of every exercise that has one.
public struct Verifier: Sendable {
  /// Checks `exercises` built from `sources`, reporting progress to the observer: normally
  /// ``ExerciseChecker/check(_:sources:observer:)``; tests pass a fake.
  public typealias Check = @Sendable (
    _ exercises: [ExerciseID], _ sources: ExerciseSources, _ observer: @escaping CheckObserver
  ) async -> [ExerciseVerdict]

  /// The checkout.
  public let layout: ProjectLayout
  private let check: Check

  /// A verifier of `layout` that runs checks with `check`.
  public init(layout: ProjectLayout, check: @escaping Check) {
    self.layout = layout
    self.check = check
  }

  /// A verifier that checks with `checker` (its layout is used).
  public init(checker: ExerciseChecker) {
    self.init(layout: checker.layout) { ids, sources, observer in
      await checker.check(ids, sources: sources, observer: observer)
    }
  }

  /// Runs the lint and the rounds for `scope`, loading the course from the checkout.
  public func run(
    _ scope: VerifyScope, observer: @escaping @Sendable (VerifyEvent) -> Void = { _ in }
  ) async -> VerifyReport {
    let lint = VerifyLint(layout: layout).runOnCheckout()
    return await run(scope, lint: lint, observer: observer)
  }

  /// Runs the rounds for `scope` on an already computed lint.
  public func run(
    _ scope: VerifyScope, lint: VerifyLint.Result,
    observer: @escaping @Sendable (VerifyEvent) -> Void = { _ in }
  ) async -> VerifyReport {
    let ids = lint.exercises.filter(scope.contains)
    var results: [ExerciseID: ExerciseVerification] = [:]
    for id in ids {
      results[id] = ExerciseVerification(
        id: id, title: lint.titles[id] ?? id.rawValue, problems: lint.problems[id] ?? [])
      if lint.unsealed.contains(id) {
        results[id]?.isSealed = false
        results[id]?.notes.append(
          Messages.current(.verifyNoteNotSealed, ["id": id, "checksums": layout.relativePath(of: layout.checksums)]))
      }
    }
    let courseProblems = lint.courseProblems.filter { scope.containsCourseProblem(ofPhase: $0.phase) }
      .map(\.problem)
    observer(.lintFinished(
      exercises: ids.count,
      problems: courseProblems.count + ids.reduce(0) { $0 + (lint.problems[$1]?.count ?? 0) }))

    let verifyRounds = VerifyRounds(check: check, observer: observer)

    // The hidden tests of sealed exercises must match their checksums, or learners' `dojo check`
    // refuses them. Checked here rather than by the checker: a new, unsealed exercise is run as it
    // is, and an edited one is still run (the instructor learns whether the edit is sound) with a
    // problem that says to seal it.
    let checksums = try? ChecksumFile.read(layout.checksums)
    let buildable = ids.filter { lint.buildable.contains($0) }
    for id in buildable where !lint.unsealed.contains(id) {
      guard let checksums, let tamper = IntegrityCheck(layout: layout).verify(id, checksums: checksums) else {
        continue
      }
      // One true statement for the instructor (the tests were run as edited) and the next step;
      // the learner's tamper advice ("edit your files instead", "were not run") does not apply.
      let files = Self.tamperedFiles(tamper.message)
      results[id]?.problems.append(
        VerifyProblem(
          Messages.current(.verifyNoteUnsealedEdit, [
            "checksums": layout.relativePath(of: layout.checksums), "id": id,
            "files": files.isEmpty ? "" : " (\(files.joined(separator: ", ")))",
          ]),
          file: tamper.file))
    }

    // Round 1: starters compile and fail.
    let starters = await verifyRounds.run("starters", buildable, .learner)
    var trusted: [ExerciseID] = []
    for id in buildable {
      guard let verdict = starters[id] else {
        results[id]?.problems.append(VerifyProblem(Messages.current(.verifyNoStarterVerdict)))
        continue
      }
      results[id]?.starter = verdict.status
      if let problem = Self.starterProblem(verdict, layout: layout) {
        results[id]?.problems.append(problem)
      }
      // Tests that do not match their checksums say nothing about solutions or mutants.
      if verdict.error?.kind != .tamper { trusted.append(id) }
    }

    // Round 2: solutions pass.
    let solutions = await verifyRounds.run("solutions", trusted, .solution)
    var solved: [ExerciseID] = []
    for id in trusted {
      guard let verdict = solutions[id] else {
        results[id]?.problems.append(VerifyProblem(Messages.current(.verifyNoSolutionVerdict)))
        continue
      }
      results[id]?.solution = verdict.status
      if layout.kind(of: id) == .testWriting {
        // One check ran the reference tests on the feature and on every mutant: no mutant rounds.
        let mutants = (try? MutantCatalog.load(id, in: layout))?.mutants ?? []
        let judged = TestWritingVerification(layout: layout).judge(verdict, mutants: mutants)
        if let problem = judged.solution {
          results[id]?.solution = .fail
          results[id]?.problems.append(problem)
        } else {
          results[id]?.solution = .pass
        }
        results[id]?.mutants = judged.outcomes
        results[id]?.problems += judged.problems
        continue
      }
      if let problem = Self.solutionProblem(verdict, layout: layout) {
        results[id]?.problems.append(problem)
      } else {
        solved.append(id)
      }
    }
    for id in trusted where !solved.contains(id) {
      let count = lint.variants[id]?.count ?? 0
      if count > 0 {
        results[id]?.notes.append(Messages.current(.verifyNoteMutantsNotRun, ["count": count]))
      }
    }

    // Rounds 3…: the k-th mutant of every exercise that has one.
    let depth = solved.map { lint.variants[$0]?.count ?? 0 }.max() ?? 0
    for k in 0..<depth {
      var folders: [ExerciseID: URL] = [:]
      var members: [ExerciseID] = []
      for id in solved {
        guard let variants = lint.variants[id], k < variants.count else { continue }
        folders[id] = variants[k].folder
        members.append(id)
      }
      let verdicts = await verifyRounds.run("mutants #\(k + 1)", members, .custom(folders))
      for id in members {
        let variant = lint.variants[id]![k]
        guard let verdict = verdicts[id] else {
          results[id]?.problems.append(
            VerifyProblem(Messages.current(.verifyNoMutantVerdict, ["name": variant.mutant.name])))
          continue
        }
        let (outcome, problem, note) = Self.judge(variant, verdict, layout: layout)
        results[id]?.mutants.append(outcome)
        if let problem { results[id]?.problems.append(problem) }
        if let note { results[id]?.notes.append(note) }
      }
    }

    // Mutants of exercises that stopped earlier (no build, tampered tests) are listed as not run.
    for id in ids where results[id]?.mutants.isEmpty == true {
      results[id]?.mutants = (lint.variants[id] ?? []).map {
        MutantOutcome(name: $0.mutant.name, status: nil, killed: nil)
      }
    }

    return VerifyReport(
      target: scope.name, exercises: ids.compactMap { results[$0] },
      courseProblems: courseProblems, rounds: verifyRounds.records)
  }

  // MARK: Judging verdicts

  static func starterProblem(
    _ verdict: ExerciseVerdict, layout: ProjectLayout, _ messages: Messages = .current
  ) -> VerifyProblem? {
    let folder = layout.relativePath(of: layout.starterSources(verdict.id))
    let detail = excerpt(verdict.error?.text(messages) ?? "")
    switch (verdict.status, verdict.error?.kind) {
    case (.fail, _):
      return nil
    case (.pass, _):
      return VerifyProblem(messages(.verifyStarterPassesProblem), file: folder)
    case (.error, .compile?):
      return VerifyProblem(messages(.verifyStarterDoesNotCompile, ["detail": detail]),
        file: verdict.error?.file ?? folder, line: verdict.error?.line)
    case (.error, .crash?):
      return VerifyProblem(
        messages(.verifyStarterCrashes, ["detail": detail]), file: verdict.error?.file ?? folder,
        line: verdict.error?.line)
    case (.error, .timeout?):
      return VerifyProblem(messages(.verifyStarterTimesOut, ["detail": detail]), file: folder)
    case (.error, .tamper?):
      return VerifyProblem(
        messages(.verifyStarterTampered, ["id": verdict.id.rawValue, "detail": detail]),
        file: verdict.error?.file, line: verdict.error?.line)
    case (.error, .submission?):
      return VerifyProblem(messages(.verifyStarterUnreadable, ["detail": detail]), file: folder)
    case (.error, .judge?):
      return VerifyProblem(
        messages(.verifyStarterJudgeNames, ["detail": detail]), file: verdict.error?.file ?? folder,
        line: verdict.error?.line)
    case (.error, nil):
      return VerifyProblem(messages(.verifyStarterNoReason), file: folder)
    }
  }

  static func solutionProblem(
    _ verdict: ExerciseVerdict, layout: ProjectLayout, _ messages: Messages = .current
  ) -> VerifyProblem? {
    let folder = layout.relativePath(of: layout.solutionSources(verdict.id))
    switch (verdict.status, verdict.error?.kind) {
    case (.pass, _):
      return nil
    case (.fail, _):
      let failing = verdict.tests.filter { $0.status != .pass }
      let first = failing.first.map { test in
        ": \(test.name)" + (test.text(messages).map { " — " + excerpt($0) } ?? "")
      } ?? ""
      return VerifyProblem(
        messages(failing.count == 1 ? .verifySolutionFailsOne : .verifySolutionFailsMany, [
          "count": failing.count, "first": first,
        ]), file: folder)
    case (.error, let kind):
      let key: MessageKey
      switch kind {
      case .compile?: key = .verifySolutionDoesNotCompile
      case .crash?: key = .verifySolutionCrashes
      case .timeout?: key = .verifySolutionTimesOut
      case .tamper?: key = .verifySolutionTampered
      case .submission?: key = .verifySolutionUnreadable
      case .judge?: key = .verifySolutionJudgeNames
      case nil: key = .verifySolutionErrorNoKind
      }
      return VerifyProblem(
        messages(key, ["detail": excerpt(verdict.error?.text(messages) ?? "")]),
        file: verdict.error?.file ?? folder, line: verdict.error?.line)
    }
  }

  static func judge(
    _ variant: MutantVariant, _ verdict: ExerciseVerdict, layout: ProjectLayout, _ messages: Messages = .current
  ) -> (MutantOutcome, VerifyProblem?, String?) {
    let name = variant.mutant.name
    let file = layout.relativePath(of: layout.mutants(variant.id))
    let line = variant.mutant.line
    let rejecting = verdict.tests.filter { $0.status != .pass && $0.ran }.map(\.name)
    switch (verdict.status, verdict.error?.kind) {
    case (.fail, _):
      return (MutantOutcome(name: name, status: .fail, killed: true, rejectedBy: rejecting), nil, nil)
    case (.error, .crash?):
      return (
        MutantOutcome(name: name, status: .error, killed: true, rejectedBy: rejecting), nil,
        messages(.verifyMutantCrashNote, ["name": name])
      )
    case (.error, .timeout?):
      return (
        MutantOutcome(name: name, status: .error, killed: true, rejectedBy: rejecting), nil,
        messages(.verifyMutantTimeoutNote, ["name": name])
      )
    case (.pass, _):
      let what = variant.mutant.description.isEmpty
        ? messages(.verifyMutantWhatItBreaks) : firstSentence(variant.mutant.description)
      return (
        MutantOutcome(name: name, status: .pass, killed: false),
        VerifyProblem(messages(.verifyMutantSurvived, ["name": name, "what": what]), file: file, line: line),
        nil
      )
    case (.error, .compile?):
      return (
        MutantOutcome(name: name, status: .error, killed: nil),
        VerifyProblem(
          messages(.verifyMutantDoesNotCompile, ["name": name, "detail": excerpt(verdict.error?.text(messages) ?? "")]),
          file: file, line: line),
        nil
      )
    case (.error, _):
      return (
        MutantOutcome(name: name, status: .error, killed: nil),
        VerifyProblem(
          messages(.verifyMutantUnchecked, ["name": name, "detail": excerpt(verdict.error?.text(messages) ?? "")]),
          file: file, line: line),
        nil
      )
    }
  }

  /// The first few lines of a long message (compiler output, a diff).
  /// The files a tamper message names (`  changed: Exercises/…/X.swift — restore it: …` →
  /// `Exercises/…/X.swift`), in any language, without the advice meant for a learner.
  static func tamperedFiles(_ message: String) -> [String] {
    message.split(separator: "\n").filter { $0.hasPrefix("  ") }.map { line in
      let text = line.components(separatedBy: " — ").first ?? String(line)
      let file = text.range(of: ": ").map { String(text[$0.upperBound...]) } ?? text
      return file.trimmingCharacters(in: .whitespaces)
    }
  }

  static func excerpt(_ text: String, lines: Int = 6) -> String {
    let all = text.trimmingCharacters(in: .whitespacesAndNewlines)
      .split(separator: "\n", omittingEmptySubsequences: false)
    let kept = all.prefix(lines).joined(separator: "\n")
    return all.count > lines ? kept + "\n…" : kept
  }

  /// `Retries one time too many: …` up to its first period, joined onto one line.
  static func firstSentence(_ text: String) -> String {
    let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    if let end = flat.range(of: ". ") { return String(flat[..<end.lowerBound]) + "." }
    return flat
  }
}
