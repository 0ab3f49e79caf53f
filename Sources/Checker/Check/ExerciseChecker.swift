import Curriculum
import Foundation
import Localization

/// Checks exercises end to end: integrity of the hidden tests, the verdict cache, one build of
/// all of them (dropping the ones that do not compile), then each exercise's hidden tests in a
/// child process of its own under a time limit. The one entry point `dojo check`, `dojo verify`
/// and `dojo grade` share.
///
/// ```swift
/// let checker = ExerciseChecker(layout: layout, scratchPath: layout.root.appendingPathComponent(".build"))
/// let verdicts = await checker.check([ExerciseID("phase4/retry")!], sources: .learner)
/// ```
public struct ExerciseChecker: Sendable {
  /// The checkout.
  public var layout: ProjectLayout
  /// The SwiftPM build folder (`.build`, the learner's own, by default in `dojo check`).
  public var scratchPath: URL
  /// How long one exercise's hidden tests may run before they are killed.
  public var timeLimit: Duration
  /// Titles by exercise; exercises not in it use the lessons' titles.
  public var titles: [ExerciseID: String]
  /// Whether to compare hidden tests with `Exercises/checksums.sha256` first (on by default;
  /// `dojo grade` with private hidden tests may turn it off).
  public var verifiesIntegrity: Bool
  /// Whether to answer from the verdict cache.
  public var usesCache: Bool
  /// Whether to file verdicts in the cache: by default as ``usesCache``; `dojo check --no-cache`
  /// files them anyway, so a re-check replaces a wrong entry.
  public var fillsCache: Bool?
  /// Called with each exercise's id after its tests ran and before its verdict is filed: a
  /// seam for tests that change the learner's files at exactly that moment.
  public var beforeFiling: (@Sendable (ExerciseID) async -> Void)?
  /// How many times a check starts over for exercises whose files were written while it ran.
  public var attempts = 3
  /// Whether the learner's declarations are checked against the names the hidden tests use
  /// (``JudgeNameGuard``); on by default, off only for instructors' own variants.
  public var verifiesNames = true
  /// The `swift` driver.
  public var swift: String
  /// The machine the build writes to (free space, permissions, the file-size limit): a seam for
  /// tests of a full disk.
  public var buildSystem: BuildWriteTrouble.System = .live
  /// How long a build may print nothing before it is ended as stalled (``PackageBuild/idleLimit``).
  public var buildIdleLimit: Duration? = PackageBuild.idleLimit(environment: ProcessInfo.processInfo.environment)
  /// Whether the learner's own tests of feature exercises (`Exercises/<id>/Tests`) are built and
  /// run after the hidden verdicts, into ``ExerciseVerdict/ownTests``. Only `dojo check` and
  /// `dojo watch` turn it on: `verify`, `grade` and `mutate` never build a learner's tests.
  public var runsLearnerTests = false
  /// Which test runner to use; `nil` picks: the bundle directly when it is an executable (Linux),
  /// `swift test --skip-build` otherwise (macOS).
  public var runnerKind: RunnerKind?

  /// The two ways of running a built bundle's tests.
  public enum RunnerKind: Sendable, Equatable {
    /// ``BundleTestRunner``.
    case bundle
    /// ``SwiftTestRunner``.
    case swiftTest
  }

  /// A checker of `layout` building into `scratchPath`.
  public init(
    layout: ProjectLayout, scratchPath: URL, timeLimit: Duration = .seconds(20),
    titles: [ExerciseID: String] = [:], verifiesIntegrity: Bool = true, usesCache: Bool = true,
    swift: String = "swift", runnerKind: RunnerKind? = nil
  ) {
    self.layout = layout
    self.scratchPath = scratchPath.standardizedFileURL
    self.timeLimit = timeLimit
    self.titles = titles
    self.verifiesIntegrity = verifiesIntegrity
    self.usesCache = usesCache
    self.swift = swift
    self.runnerKind = runnerKind
  }

  /// One verdict per exercise in `exercises`, in the same order.
  ///
  /// Never throws and never hangs: every problem (a missing folder, a compile error, a crash, a
  /// hang, changed hidden tests) becomes that exercise's `error` verdict, and the others still
  /// get theirs. `observer` hears progress from any thread. Cancelling the calling task ends
  /// the running build or test process at once; exercises not settled by then get no verdict
  /// (and nothing is filed in the cache).
  ///
  /// - Parameter hiddenTests: hidden test folders to use instead of `Exercises/<id>/HiddenTests`
  ///   (inside the package root); still compared with the sealed checksums when
  ///   ``verifiesIntegrity`` is on.
  public func check(
    _ exercises: [ExerciseID], sources: ExerciseSources = .learner,
    hiddenTests: [ExerciseID: URL] = [:], observer: @escaping CheckObserver = { _ in }
  ) async -> [ExerciseVerdict] {
    var verdicts: [ExerciseID: ExerciseVerdict] = [:]
    var remaining = exercises
    for attempt in 1...max(1, attempts) {
      let round = await checkOnce(
        remaining, sources: sources, hiddenTests: hiddenTests, observer: observer,
        lastAttempt: attempt == max(1, attempts))
      verdicts.merge(round.verdicts) { _, new in new }
      if round.changed.isEmpty || Task.isCancelled { break }
      // A save during the check: what was built is not what the key describes. Start over for
      // those exercises rather than file (or show) a verdict of files the learner no longer has.
      observer(.inputsChanged(round.changed))
      remaining = round.changed
    }
    return exercises.compactMap { verdicts[$0] }
  }

  /// One pass of ``check(_:sources:hiddenTests:observer:)``: the verdicts, and the exercises
  /// whose files were written while it ran (their verdicts are neither filed nor reported,
  /// unless this is the last attempt).
  func checkOnce(
    _ exercises: [ExerciseID], sources: ExerciseSources, hiddenTests: [ExerciseID: URL],
    observer: @escaping CheckObserver, lastAttempt: Bool
  ) async -> (verdicts: [ExerciseID: ExerciseVerdict], changed: [ExerciseID]) {
    var workspace = ExerciseWorkspace(layout: layout, sources: sources, hiddenTestOverrides: hiddenTests)
    // A dojo killed before it could end its children (`kill -9`) may have left one running.
    ledger.reapLeftovers()
    var lessonTitles: ExerciseCatalog?
    func title(_ id: ExerciseID) -> String {
      if let title = titles[id] { return title }
      if lessonTitles == nil { lessonTitles = ExerciseCatalog.load(layout) }
      return lessonTitles!.title(of: id)
    }

    var verdicts: [ExerciseID: ExerciseVerdict] = [:]
    var changed: [ExerciseID] = []
    var stamps: [ExerciseID: InputStamp] = [:]
    func settle(_ verdict: ExerciseVerdict) {
      verdicts[verdict.id] = verdict
      observer(.verdict(verdict))
    }

    // 1. What can be decided without building: missing folders, changed hidden tests, the cache.
    var checksums: ChecksumFile?
    var checksumProblem: CheckError?
    if verifiesIntegrity {
      do { checksums = try ChecksumFile.read(layout.checksums) } catch {
        let localized = (error as? ChecksumFileError)?.localized ?? LocalizedText([.literal("\(error)")])
        checksumProblem = CheckError(kind: .tamper, localized: localized, file: layout.relativePath(of: layout.checksums))
      }
    }
    let cache = VerdictCache(layout: layout)
    let keyed = usesCache || (fillsCache ?? usesCache)
    let toolchain = keyed ? ToolchainFingerprint.current(swift: swift) : ""
    let shared = keyed ? CacheKey.SharedInputs(layout: layout) : nil
    var keys: [ExerciseID: CacheKey] = [:]
    var testWritingVariants: [ExerciseID: [TestWritingVariants.Variant]] = [:]
    var toBuild: [ExerciseID] = []
    /// Files the verdict under its key when the exercise's files are as they were when the key
    /// was computed, and reports it; else, unless this is the last attempt, marks it changed.
    func file(_ verdict: ExerciseVerdict, cacheable: Bool = true) async {
      let id = verdict.id
      if let beforeFiling { await beforeFiling(id) }
      // Cancelled (watch saw a newer save): the build or run was killed, so the verdict says
      // nothing about these files; neither filed nor reported.
      if Task.isCancelled { return }
      if let stamp = stamps[id], stamp != InputStamp([workspace.sourceFolder(id), workspace.hiddenTestFolder(id)]) {
        if lastAttempt {
          settle(verdict)
        } else {
          changed.append(id)
        }
        return
      }
      if cacheable, let key = keys[id] { cache.store(verdict, key: key) }
      settle(verdict)
    }
    for id in exercises where verdicts[id] == nil && !toBuild.contains(id) {
      if let problem = workspace.problem(with: id) {
        settle(ExerciseVerdict(id: id, title: title(id), status: .error, error: problem))
        continue
      }
      if verifiesIntegrity {
        let tamper = checksumProblem ?? IntegrityCheck(layout: layout).verify(
            id, checksums: checksums, folder: workspace.hiddenTestFolder(id))
        if let tamper {
          settle(ExerciseVerdict(id: id, title: title(id), status: .error, error: tamper))
          continue
        }
      }
      let testWriting = layout.kind(of: id) == .testWriting
      // Before the key: a write after this moment makes the stamps differ when the verdict is
      // filed, even if the bytes come back to what the key saw.
      stamps[id] = InputStamp([workspace.sourceFolder(id), workspace.hiddenTestFolder(id)])
      if let shared {
        let key = CacheKey.make(
          id: id, sourceFolder: workspace.sourceFolder(id),
          hiddenTestFolder: workspace.hiddenTestFolder(id), layout: layout, toolchain: toolchain,
          timeLimit: timeLimit, shared: shared, files: testWriting ? [layout.mutants(id)] : [])
        keys[id] = key
        if usesCache, let verdict = cache.lookup(id, key: key, title: title(id)) {
          verdicts[id] = verdict
          observer(.cached(verdict))
          continue
        }
      }
      if !testWriting, verifiesNames {
        // Before building: a learner's own `TestStore` (or an overload on Composable's) would make
        // the hidden tests assert nothing.
        let findings = JudgeNameGuard(layout: layout).findings(
          id, sourceFolder: workspace.sourceFolder(id), hiddenTestFolder: workspace.hiddenTestFolder(id))
        if !findings.isEmpty {
          let verdict = ExerciseVerdict(
            id: id, title: title(id), status: .error, error: JudgeNameGuard(layout: layout).error(id, findings: findings))
          await file(verdict)
          continue
        }
      }
      if testWriting {
        // The learner's tests: refused before building when they assert nothing; otherwise built
        // once against the feature and once against each mutant, all in this check's one build.
        let judge = TestWritingVerdict(
          layout: layout, id: id, title: title(id), testFolder: workspace.sourceFolder(id))
        if let rejected = judge.rejection(TestAssertionScan.scan(folder: workspace.sourceFolder(id))) {
          await file(rejected)
          continue
        }
        do {
          let variants = try TestWritingVariants(layout: layout).materialize(id, tests: workspace.sourceFolder(id))
          workspace.mutantFolders[id] = variants.map(\.folder)
          testWritingVariants[id] = variants
        } catch {
          settle(ExerciseVerdict(id: id, title: title(id), status: .error, error: error))
          continue
        }
      }
      toBuild.append(id)
    }

    // 2. One build for the rest; exercises that do not compile are dropped from it. The build
    // and the test runs hold the scratch folder's check lock: another dojo process building there
    // in between would relink the test bundle with other hidden tests.
    if !toBuild.isEmpty {
      let lock = await FileLock.acquire(at: checkLockURL) { observer(.waitingForBuildFolder) }
      defer { lock?.release() }
      // Cancelled while waiting for the lock: nothing may be built without it.
      if Task.isCancelled { return (verdicts, []) }
      var build = PackageBuild(layout: layout, scratchPath: scratchPath, swift: swift)
      build.ledger = ledger
      build.idleLimit = buildIdleLimit
      var resilient = ResilientBuild(build: build, workspace: workspace)
      resilient.system = buildSystem
      let outcome = await resilient.run(toBuild, observer: observer)
      /// The learner's warnings: those this build printed; when it printed none, because the
      /// files were compiled before (a `--no-cache` re-check), those filed under the same key.
      func warnings(_ id: ExerciseID) -> [LearnerWarning] {
        if let printed = outcome.warnings[id], !printed.isEmpty { return printed }
        guard let key = keys[id] else { return [] }
        return cache.lookup(id, key: key, title: "")?.warnings ?? []
      }
      for id in toBuild {
        guard let error = outcome.failed[id] else { continue }
        let verdict = ExerciseVerdict(
          id: id, title: title(id), status: .error, error: error, warnings: warnings(id))
        // Only errors in the exercise's own files are a function of the key; a failure elsewhere
        // (a dependency, the disk, the network) must be retried next time.
        await file(verdict, cacheable: error.file != nil)
      }

      // 3. Each exercise's hidden tests in a child of its own.
      let runner = makeRunner(build: build, variables: workspace.environment(for: outcome.built))
      for id in outcome.built where !Task.isCancelled {
        observer(.testsStarted(id))
        if let variants = testWritingVariants[id] {
          var verdict = await checkTests(
            id, title: title(id), testFolder: workspace.sourceFolder(id), variants: variants, runner: runner)
          verdict.warnings = warnings(id)
          await file(verdict)
          continue
        }
        let output = await runner.run(id, timeLimit: timeLimit)
        var classifier = VerdictClassifier(
          layout: layout, id: id, title: title(id), sourceFolder: workspace.sourceFolder(id),
          hiddenTestFolder: workspace.hiddenTestFolder(id))
        classifier.learnerWarnings = warnings(id)
        var verdict = classifier.classify(output)
        verdict.warnings = classifier.learnerWarnings
        await file(verdict, cacheable: output.launchFailure == nil)
      }
    }

    // 4. The learner's own tests, after every hidden verdict is settled (and filed without them):
    // a report beside the verdict, never part of it; only where the module is the learner's own
    // `Sources/` (their tests are about their code, not a reference solution's or a mutant's).
    if runsLearnerTests, !Task.isCancelled {
      let candidates = exercises.filter { id in
        !workspace.isOverridden(id) && (verdicts[id].map(hasOwnTestsToRun) ?? false)
      }
      if !candidates.isEmpty {
        let reports = await ownTestReports(candidates, workspace: workspace, keys: keys, observer: observer)
        for (id, report) in reports { verdicts[id]?.ownTests = report }
      }
    }
    return (verdicts, changed)
  }

  /// A test-writing exercise's verdict: the learner's tests against the feature, then, when they
  /// all pass there, against each mutant, two test processes at a time. The feature runs as one
  /// of the numbered variants, like the mutants, so the tests cannot tell which run counts.
  func checkTests(
    _ id: ExerciseID, title: String, testFolder: URL, variants: [TestWritingVariants.Variant],
    runner: any TestRunner
  ) async -> ExerciseVerdict {
    let judge = TestWritingVerdict(layout: layout, id: id, title: title, testFolder: testFolder)
    guard let feature = variants.first(where: \.isFeature) else {
      return ExerciseVerdict(
        id: id, title: title, status: .error,
        error: CheckError(kind: .crash, message: "no variant of \(id) holds the given feature"))
    }
    let reference = await runner.run(
      id, module: id.variantModuleName(feature.number) + "Tests", timeLimit: timeLimit
    ).relocated(from: feature.folder.appendingPathComponent("Tests"), to: testFolder)
    let onFeature = judge.judge(reference: reference, mutants: [])
    guard onFeature.status == .pass else { return onFeature }
    let timeLimit = self.timeLimit
    var outputs: [Int: TestRunOutput] = [:]
    await withTaskGroup(of: (Int, TestRunOutput).self) { group in
      var pending = variants[...]
      var running = 0
      while !pending.isEmpty || running > 0 {
        while running < Self.parallelTestRuns, let variant = pending.popFirst() {
          if variant.isFeature { continue }
          running += 1
          group.addTask {
            let module = id.variantModuleName(variant.number) + "Tests"
            return (variant.number, await runner.run(id, module: module, timeLimit: timeLimit))
          }
        }
        guard let (number, output) = await group.next() else { break }
        running -= 1
        outputs[number] = output
      }
    }
    return judge.judge(
      reference: reference, mutants: variants.filter { !$0.isFeature }.map { ($0, outputs[$0.number]) })
  }

  /// How many test processes a test-writing check runs at once (one per mutant).
  static let parallelTestRuns = 2

  /// `.dojo/children`: the children this check starts, recorded so that a later dojo can end them
  /// if this one is killed.
  var ledger: ChildProcessLedger { ChildProcessLedger(stateFolder: layout.state) }

  /// `<scratch path>/dojo-check.lock`: one check at a time builds and runs in a scratch folder.
  var checkLockURL: URL { scratchPath.appendingPathComponent("dojo-check.lock") }

  func makeRunner(build: PackageBuild, variables: [String: String]) -> any TestRunner {
    let bundle = BundleTestRunner.bundle(inScratchPath: scratchPath)
    switch runnerKind ?? (BundleTestRunner.canExecute(bundle) ? .bundle : .swiftTest) {
    case .bundle: return BundleTestRunner(bundle: bundle, ledger: ledger)
    case .swiftTest: return SwiftTestRunner(build: build, variables: variables, ledger: ledger)
    }
  }
}
