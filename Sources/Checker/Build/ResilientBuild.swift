import Curriculum
import Foundation
import Localization

/// Builds several exercises' hidden tests together and, when some do not compile, builds again
/// without them: one broken exercise never keeps the others from being checked. The learner's own
/// tests (`Tests/`) are built the same way, with their own variables, folders and lead sentences.
public struct ResilientBuild: Sendable {
  /// The build to run.
  public var build: PackageBuild
  /// Where each exercise's code comes from in this check.
  public var workspace: ExerciseWorkspace
  /// The machine the build writes to: asked why a build failed that no compiler error explains.
  public var system: BuildWriteTrouble.System = .live
  /// The package variables of a build of these exercises: by default their hidden tests.
  public var variables: @Sendable (_ ids: [ExerciseID]) -> [String: String]
  /// Whose errors are whose: by default an exercise's code, its hidden tests and its mutants.
  public var folders: @Sendable (ExerciseID) -> DiagnosticAttribution.Folders
  /// The lead sentences of the errors told to the learner.
  public var leads = Leads()

  /// The lead sentence of each kind of build error.
  public struct Leads: Sendable {
    /// Errors in the learner's files (the ``DiagnosticAttribution/Folders/sources`` folder).
    public var learnerCode: MessageKey = .buildLearnerCode
    /// An exercise that fails to build on its own with no error at one of its lines.
    public var failsAlone: MessageKey = .buildFailsAlone
    /// A build that fails with no error at any exercise's line.
    public var outside: MessageKey = .buildFailedOutside

    /// The hidden tests' leads.
    public init() {}

    /// Leads of its own for each kind.
    public init(learnerCode: MessageKey, failsAlone: MessageKey, outside: MessageKey) {
      self.learnerCode = learnerCode
      self.failsAlone = failsAlone
      self.outside = outside
    }
  }

  /// Makes the builder of `workspace`'s exercises with their hidden tests.
  public init(build: PackageBuild, workspace: ExerciseWorkspace) {
    self.build = build
    self.workspace = workspace
    variables = { workspace.environment(for: $0) }
    folders = {
      DiagnosticAttribution.Folders(
        sources: workspace.sourceFolder($0), hiddenTests: workspace.hiddenTestFolder($0),
        variants: workspace.mutantFolders[$0] ?? [])
    }
  }

  /// What came of it.
  public struct Outcome: Sendable, Equatable {
    /// The exercises whose hidden tests are in the built bundle.
    public var built: [ExerciseID]
    /// The exercises that did not compile, with their `compile` errors.
    public var failed: [ExerciseID: CheckError]
    /// The compiler's warnings in each exercise's own files, from every build this one ran (a
    /// file compiled by the first build is not compiled again by the next, so its warnings are
    /// printed once).
    public var warnings: [ExerciseID: [LearnerWarning]] = [:]
  }

  /// Builds `ids`, dropping the ones that fail to compile until the rest builds.
  public func run(_ ids: [ExerciseID], observer: @escaping CheckObserver) async -> Outcome {
    var remaining = ids
    var failed: [ExerciseID: CheckError] = [:]
    var warnings: [ExerciseID: [LearnerWarning]] = [:]
    let everyExercise = attribution(for: ids)
    func collectWarnings(_ attempt: PackageBuild.Attempt) {
      for (id, found) in everyExercise.warnings(attempt.diagnostics) {
        for warning in found.map(learnerWarning) where warnings[id]?.contains(warning) != true {
          warnings[id, default: []].append(warning)
        }
      }
    }
    // A build folder made for another location of the checkout is repaired once: before the
    // build when its stamp says so, else after a build that fails the way a stale one does.
    let repair = BuildFolderRepair(layout: workspace.layout, scratchPath: build.scratchPath)
    var repaired = false
    if let elsewhere = repair.stampedElsewhere() {
      observer(.checkoutMoved(from: elsewhere))
      repaired = true
      if let done = repair.clear(previousRoot: elsewhere) { observer(.buildFolderRepaired(done)) }
    }
    // Cancelled (watch saw a newer save): the killed build says nothing about the code, so no
    // exercise is built alone to find the culprit; the checker files none of these verdicts.
    while !remaining.isEmpty && !Task.isCancelled {
      observer(.buildStarted(remaining))
      let attempt = await build.run(variables: variables(remaining)) {
        observer(.buildProgress($0))
      }
      collectWarnings(attempt)
      if let limit = attempt.stalledAfter {
        // Another build would stall the same way: end the check with what to do.
        for id in remaining { failed[id] = stalledError(limit) }
        remaining = []
        break
      }
      if let reason = attempt.launchFailure {
        // Without a compiler no exercise builds, alone or together: say so once, for each.
        let error = CheckError(
          kind: .compile,
          localized: LocalizedText([.message(.buildSwiftNotStarted, ["swift": build.swift]), reason.part]))
        for id in remaining { failed[id] = error }
        remaining = []
        break
      }
      if attempt.succeeded {
        repair.stamp()
        break
      }
      if let stale = attempt.staleCacheLine {
        if !repaired, let done = repair.clear(previousRoot: attempt.staleCacheRoot) {
          repaired = true
          observer(.checkoutMoved(from: attempt.staleCacheRoot))
          observer(.buildFolderRepaired(done))
          continue
        }
        for id in remaining { failed[id] = repair.unrepairableError(detail: stale) }
        remaining = []
        break
      }
      let attribution = attribution(for: remaining)
      let shares = attribution.attribute(attempt.diagnostics)
      let broken = remaining.filter { shares[$0] != nil }
      if broken.isEmpty, attempt.diagnostics.allSatisfy({ $0.severity != .error }),
        let trouble = BuildWriteTrouble.diagnose(
          output: attempt.outputTail, scratchPath: build.scratchPath, root: workspace.layout.root, system: system)
      {
        // The disk, a file-size limit or permissions: building each exercise alone would fail the
        // same way, and SwiftPM's output (a crash backtrace, at times) says nothing useful.
        for id in remaining { failed[id] = trouble.error }
        remaining = []
        break
      }
      if broken.isEmpty {
        // Nothing points at a line of an exercise (a link error such as a second `@main`, a
        // manifest or dependency problem). With several exercises, find out whose it is by
        // building each alone, so one learner's file cannot fail the others' verdicts.
        if remaining.count > 1 {
          var culprits: [ExerciseID: CheckError] = [:]
          for id in remaining {
            observer(.buildStarted([id]))
            let alone = await build.run(variables: variables([id])) { observer(.buildProgress($0)) }
            collectWarnings(alone)
            guard !alone.succeeded else { continue }
            let share = attribution.attribute(alone.diagnostics)[id]
            culprits[id] = share.map { compileError(id, share: $0) } ?? isolatedError(id, alone)
          }
          if !culprits.isEmpty, culprits.count < remaining.count {
            failed.merge(culprits) { _, new in new }
            remaining.removeAll { culprits[$0] != nil }
            continue
          }
        }
        for id in remaining { failed[id] = remaining.count == 1 ? isolatedError(id, attempt) : unattributedError(attempt) }
        remaining = []
        break
      }
      for id in broken { failed[id] = compileError(id, share: shares[id]!) }
      remaining.removeAll { broken.contains($0) }
    }
    observer(.buildFinished(failed: ids.filter { failed[$0] != nil }))
    // In the file's order, as the learner reads it (the compiler prints them as it meets them).
    let sorted = warnings.mapValues { $0.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) } }
    // A cancelled build built nothing that can be trusted.
    return Outcome(built: Task.isCancelled ? [] : remaining, failed: failed, warnings: sorted)
  }

  /// The error of a build ended for printing nothing for `limit` (a `timeout`: never cached).
  func stalledError(_ limit: Duration) -> CheckError {
    let minutes = Double(limit.components.seconds) / 60
    let shown = minutes == minutes.rounded() ? "\(Int(minutes))" : String(format: "%.1f", minutes)
    return CheckError(
      kind: .timeout,
      localized: LocalizedText([
        .message(.buildStalled, ["minutes": shown, "variable": PackageBuild.idleLimitVariable])
      ]))
  }

  /// Where the files of `ids` are, for reading a build's diagnostics by exercise.
  func attribution(for ids: [ExerciseID]) -> DiagnosticAttribution {
    DiagnosticAttribution(folders: Dictionary(uniqueKeysWithValues: ids.map { ($0, folders($0)) }))
  }

  /// `diagnostic` with its path relative to the checkout.
  func learnerWarning(_ diagnostic: CompilerDiagnostic) -> LearnerWarning {
    LearnerWarning(
      file: workspace.layout.relativePath(of: URL(fileURLWithPath: diagnostic.path)), line: diagnostic.line,
      column: diagnostic.column, message: diagnostic.message)
  }

  /// The `compile` error for one exercise's share of the diagnostics.
  func compileError(_ id: ExerciseID, share: DiagnosticAttribution.Share) -> CheckError {
    let layout = workspace.layout
    // The lead sentence in the learner's language; the compiler's own lines stay as it wrote them.
    if let first = share.sourceErrors.first {
      return CheckError(
        kind: .compile,
        localized: LocalizedText([.message(leads.learnerCode, [:]), .literal(render(share.sourceErrors))]),
        file: layout.relativePath(of: URL(fileURLWithPath: first.path)), line: first.line)
    }
    guard let first = share.hiddenTestErrors.first else {
      return CheckError(kind: .compile, localized: LocalizedText([.message(.buildFailedInFiles, ["id": id.rawValue])]))
    }
    let sources = layout.relativePath(of: workspace.sourceFolder(id))
    return CheckError(
      kind: .compile,
      localized: LocalizedText([
        .message(.buildHiddenTestsNoLongerCompile, ["folder": sources]), .literal(render(share.hiddenTestErrors)),
      ]),
      file: layout.relativePath(of: URL(fileURLWithPath: first.path)), line: first.line)
  }

  /// The error of an exercise whose build fails on its own although no error points at one of
  /// its lines: most often a link error (a second `@main`, a symbol defined twice).
  func isolatedError(_ id: ExerciseID, _ attempt: PackageBuild.Attempt) -> CheckError {
    let errors = attempt.diagnostics.filter { $0.severity == .error }
    let detail = errors.isEmpty ? relevantTail(attempt.outputTail) : render(errors)
    let folder = workspace.layout.relativePath(of: folders(id).sources)
    return CheckError(
      kind: .compile,
      localized: LocalizedText([.message(leads.failsAlone, ["id": id.rawValue, "folder": folder]), .literal(detail)]),
      file: folder)
  }

  /// The build's last lines without its warnings and with paths relative to the checkout.
  func relevantTail(_ tail: String) -> String {
    let root = workspace.layout.root.standardizedFileURL.path + "/"
    return tail.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("warning: ") }
      .joined(separator: "\n")
      .replacingOccurrences(of: root, with: "")
  }

  func unattributedError(_ attempt: PackageBuild.Attempt) -> CheckError {
    let errors = attempt.diagnostics.filter { $0.severity == .error }
    let detail = errors.isEmpty ? relevantTail(attempt.outputTail) : render(errors)
    return CheckError(
      kind: .compile, localized: LocalizedText([.message(leads.outside, [:]), .literal(detail)]))
  }

  /// Diagnostics with paths relative to the repository root, at most ten.
  func render(_ diagnostics: [CompilerDiagnostic]) -> String {
    let layout = workspace.layout
    var lines: [String] = []
    for diagnostic in diagnostics.prefix(10) {
      let path = layout.relativePath(of: URL(fileURLWithPath: diagnostic.path))
      lines.append("\(path):\(diagnostic.line):\(diagnostic.column): error: \(diagnostic.message)")
      lines.append(contentsOf: diagnostic.excerpt)
    }
    if diagnostics.count > 10 { lines.append("… and \(diagnostics.count - 10) more errors") }
    return lines.joined(separator: "\n")
  }
}
