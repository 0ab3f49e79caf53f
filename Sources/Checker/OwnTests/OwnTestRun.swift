import Curriculum
import Foundation
import Localization

// The learner's own tests of feature exercises (`Exercises/<id>/Tests`), run after the hidden
// verdicts are settled, in a build of their own.
//
// Why a second build: Swift resolves the hidden tests' names from their own imports, but protocol
// conformances are process-wide at run time. A learner's `extension Feature.State:
// CustomDumpReflectable` linked into the process that runs the hidden tests would change what
// TestStore's dumps and diffs see. Built with `DOJO_LEARNER_TESTS` and no `DOJO_HIDDEN_TESTS`, the
// bundle that runs the learner's tests holds no hidden test, and the one that runs hidden tests
// holds no learner's test. A compile error in `Tests/` fails only this build, so the hidden verdict
// it follows stays as it was.

extension ExerciseChecker {
  /// Whether `verdict`'s exercise has own tests worth building: a feature exercise whose module
  /// built (its hidden tests ran, whatever they said) and whose `Tests/` holds a Swift file.
  func hasOwnTestsToRun(_ verdict: ExerciseVerdict) -> Bool {
    switch (verdict.status, verdict.error?.kind) {
    case (.pass, _), (.fail, _), (.error, .crash?), (.error, .timeout?): break
    default: return false
    }
    let id = verdict.id
    guard layout.kind(of: id) == .implementation else { return false }
    let scan = SourceFileList.scan(layout.learnerTests(id), within: layout.root)
    return scan.files.contains { $0.pathExtension == "swift" } || !scan.refusedLinks.isEmpty
      || !scan.specialFiles.isEmpty
  }

  /// The reports of the learner's own tests of `ids` (each passed ``hasOwnTestsToRun(_:)``), from
  /// the cache or from one build of all of them (dropping those whose tests do not compile) and
  /// one test process each. Exercises left out of the result were cancelled.
  ///
  /// - Parameter keys: the hidden verdicts' cache keys; a report is cached only beside one.
  func ownTestReports(
    _ ids: [ExerciseID], workspace: ExerciseWorkspace, keys: [ExerciseID: CacheKey],
    observer: @escaping CheckObserver
  ) async -> [ExerciseID: OwnTestReport] {
    var reports: [ExerciseID: OwnTestReport] = [:]
    let cache = OwnTestCache(layout: layout)
    var reportKeys: [ExerciseID: CacheKey] = [:]
    var toBuild: [ExerciseID] = []
    for id in ids {
      let folder = layout.learnerTests(id)
      let scan = SourceFileList.scan(folder, within: layout.root)
      // As for the learner's Sources/: a link out of the checkout or a named pipe (which would
      // hang the compiler) is refused by name before anything is built.
      if let refused = scan.refusedLinks.first {
        let shown = layout.relativePath(of: refused.link)
        reports[id] = OwnTestReport(error: CheckError(kind: .compile, localized: refused.localizedMessage(shownPath: shown), file: shown))
        continue
      }
      if let special = scan.specialFiles.first {
        let shown = layout.relativePath(of: special)
        reports[id] = OwnTestReport(
          error: CheckError(kind: .compile, localized: LocalizedText([.message(.workspaceSpecialFile, ["file": shown])]), file: shown))
        continue
      }
      if let verdictKey = keys[id] {
        let key = OwnTestCache.key(verdictKey: verdictKey, testFolder: folder, layout: layout)
        reportKeys[id] = key
        if usesCache, let cached = cache.lookup(id, key: key) {
          reports[id] = cached
          continue
        }
      }
      toBuild.append(id)
    }
    guard !toBuild.isEmpty, !Task.isCancelled else { return reports }

    // The same lock as the hidden build: nobody relinks the bundle between this build and its runs.
    let lock = await FileLock.acquire(at: checkLockURL) { observer(.waitingForBuildFolder) }
    defer { lock?.release() }
    if Task.isCancelled { return reports }
    var stamps: [ExerciseID: InputStamp] = [:]
    for id in toBuild { stamps[id] = ownTestStamp(id, workspace: workspace) }
    var build = PackageBuild(layout: layout, scratchPath: scratchPath, swift: swift)
    build.ledger = ledger
    build.idleLimit = buildIdleLimit
    observer(.ownTestsStarted(toBuild))
    let (built, failed) = await buildOwnTests(toBuild, build: build, workspace: workspace, observer: observer)
    reports.merge(failed) { _, new in new }

    let variables = Self.ownTestVariables(built, workspace: workspace)
    let runner = makeRunner(build: build, variables: variables)
    for id in built where !Task.isCancelled {
      observer(.ownTestsRunning(id))
      let output = await runner.run(id, module: id.learnerTestModuleName, timeLimit: timeLimit)
      if Task.isCancelled { break }
      reports[id] = ownTestReport(id, output)
    }
    if Task.isCancelled { return reports.filter { !toBuild.contains($0.key) } }
    // Filed only when neither the exercise's code nor its tests were written meanwhile.
    if fillsCache ?? usesCache {
      for id in toBuild {
        guard let report = reports[id], let key = reportKeys[id], stamps[id] == ownTestStamp(id, workspace: workspace)
        else { continue }
        cache.store(report, id: id, key: key)
      }
    }
    return reports
  }

  /// `DOJO_LEARNER_TESTS` (and where each module comes from) for a build of `ids`' own tests; never
  /// `DOJO_HIDDEN_TESTS`.
  static func ownTestVariables(_ ids: [ExerciseID], workspace: ExerciseWorkspace) -> [String: String] {
    var variables = workspace.environment(for: ids)
    variables["DOJO_HIDDEN_TESTS"] = nil
    variables["DOJO_HIDDEN_TEST_SOURCES"] = nil
    variables["DOJO_MUTANT_TESTS"] = nil
    variables["DOJO_LEARNER_TESTS"] = ids.map(\.rawValue).joined(separator: ",")
    return variables
  }

  func ownTestStamp(_ id: ExerciseID, workspace: ExerciseWorkspace) -> InputStamp {
    InputStamp([workspace.sourceFolder(id), workspace.hiddenTestFolder(id), layout.learnerTests(id)])
  }

  /// Builds `ids`' own tests as the hidden tests are built (``ResilientBuild``: a moved checkout's
  /// build folder repaired, a stalled build ended, an exercise whose `Tests/` does not compile
  /// dropped until the rest builds, a failure no line explains found by building each alone), with
  /// the own tests' variables, `Tests/` as the learner's files and the own tests' lead sentences.
  func buildOwnTests(
    _ ids: [ExerciseID], build: PackageBuild, workspace: ExerciseWorkspace, observer: @escaping CheckObserver
  ) async -> (built: [ExerciseID], failed: [ExerciseID: OwnTestReport]) {
    var resilient = ResilientBuild(build: build, workspace: workspace)
    resilient.variables = { Self.ownTestVariables($0, workspace: workspace) }
    // `Tests/` is the learner's; an error in the exercise's module (built fine a moment ago by
    // the hidden build) points at no line of theirs.
    resilient.folders = { [layout] in
      DiagnosticAttribution.Folders(sources: layout.learnerTests($0), hiddenTests: layout.learnerTests($0))
    }
    resilient.leads = .init(learnerCode: .ownTestsDoNotCompile, failsAlone: .ownTestsBuildFailed, outside: .ownTestsBuildFailed)
    // Progress lines only: the own tests announced themselves (`ownTestsStarted`), and the hidden
    // build's start and end were reported already.
    let outcome = await resilient.run(ids) { event in
      switch event {
      case .buildStarted, .buildFinished: break
      default: observer(event)
      }
    }
    return (outcome.built, outcome.failed.mapValues { OwnTestReport(error: $0) })
  }

  /// The report of one run of `id`'s own tests. The run is read into test outcomes as hidden tests
  /// are (``VerdictClassifier``), but its status is dropped: a crash or a time-out is a line of the
  /// report, never the exercise's verdict.
  func ownTestReport(_ id: ExerciseID, _ output: TestRunOutput) -> OwnTestReport {
    let folder = layout.learnerTests(id)
    var classifier = VerdictClassifier(layout: layout, id: id, title: "", sourceFolder: folder, hiddenTestFolder: folder)
    classifier.rewritesAdvice = false
    classifier.requiresEveryDeclaredTest = false
    let read = classifier.classify(output)
    let events = output.events
    // A folder whose files declare no test: nothing ran, and nothing went wrong.
    if output.launchFailure == nil, !output.timedOut, events.runEnded, events.startedFunctions.isEmpty,
      case .exited(0)? = output.termination
    {
      return OwnTestReport()
    }
    guard let error = read.error else { return OwnTestReport(tests: read.tests) }
    let running = events.unfinishedFunctions.map { events.name(of: $0) }.joined(separator: ", ")
    let shown = running.isEmpty ? "—" : running
    let key: MessageKey
    var values = ["tests": shown]
    switch error.kind {
    case .timeout:
      key = .ownTestsTimedOut
      values["limit"] = classifier.seconds(output.timeLimit)
    case .crash where output.launchFailure == nil && output.termination.map({ if case .signaled = $0 { true } else { false } }) == true:
      key = .ownTestsCrashed
    default:
      key = .ownTestsCouldNotRun
      values["reason"] = error.message
    }
    return OwnTestReport(
      tests: read.tests,
      error: CheckError(kind: error.kind, localized: LocalizedText([.message(key, values)]), file: error.file, line: error.line))
  }
}
