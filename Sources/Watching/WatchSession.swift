import Checker
import Curriculum
import Foundation
import Localization
import Presentation

/// The state and reactions of `dojo watch`: which exercise is watched, its latest verdict, what
/// each key does. Output goes through `write`, so the session can be driven without a terminal.
public final class WatchSession: @unchecked Sendable {
  /// What the session needs from the outside world.
  public struct Environment: Sendable {
    /// The checkout.
    public var layout: ProjectLayout
    /// Checks exercises (the learner's files); cancelling the calling task must end the check
    /// promptly (``ExerciseChecker/check(_:sources:hiddenTests:observer:)`` does).
    public var check: @Sendable ([ExerciseID]) async -> [ExerciseVerdict]
    /// Makes the watcher for an exercise's folder.
    public var makeWatcher: @Sendable ([URL]) -> any FileWatcher
    /// Writes one whole screen.
    public var write: @Sendable (String) -> Void
    /// Turns the screen into what ``write`` gets (``WatchDisplay/frame(_:)`` for a terminal).
    public var render: @Sendable (WatchScreen) -> String

    /// Makes an environment that checks with `checker`.
    public init(
      layout: ProjectLayout, checker: ExerciseChecker,
      makeWatcher: @escaping @Sendable ([URL]) -> any FileWatcher, write: @escaping @Sendable (String) -> Void,
      render: @escaping @Sendable (WatchScreen) -> String = { $0.render() }
    ) {
      self.init(
        layout: layout, check: { await checker.check($0) }, makeWatcher: makeWatcher, write: write, render: render)
    }

    /// Makes an environment that checks with `check`: the seam tests use to stand in for builds
    /// and test runs.
    public init(
      layout: ProjectLayout, check: @escaping @Sendable ([ExerciseID]) async -> [ExerciseVerdict],
      makeWatcher: @escaping @Sendable ([URL]) -> any FileWatcher, write: @escaping @Sendable (String) -> Void,
      render: @escaping @Sendable (WatchScreen) -> String = { $0.render() }
    ) {
      self.layout = layout
      self.check = check
      self.makeWatcher = makeWatcher
      self.write = write
      self.render = render
    }
  }

  private let environment: Environment
  private let catalog: ExerciseCatalog
  private let course: Course?
  private let store: ProgressStore
  private let lock = NSLock()
  private var screen: WatchScreen
  private var watcher: (any FileWatcher)?
  private var forwarding: Task<Void, Never>?
  private var awaitingResetAnswer = false
  /// The newest check's generation: a check that is no longer the newest shows and records nothing.
  private var currentGeneration = 0
  /// The newest check, cancelled when a newer save arrives or the session ends.
  private var runningCheck: Task<Void, Never>?
  /// The phase the newest check covers when it is a whole-phase check (`c`), else `nil`; read
  /// only when the coalescer says that check is still running.
  private var runningPhase: String?
  private let events: AsyncStream<WatchEvent>
  private let input: AsyncStream<WatchEvent>.Continuation
  private let messages: Messages

  /// A session that starts on `exercise`, showing `note` (a warning about the progress file)
  /// until a key replaces it.
  public init(environment: Environment, exercise: ExerciseID, messages: Messages = .current, note: String? = nil) {
    self.environment = environment
    self.messages = messages
    catalog = ExerciseCatalog.load(environment.layout)
    course = try? Course.load(from: environment.layout)
    store = ProgressStore(layout: environment.layout)
    screen = WatchScreen(exercise: exercise, title: "", editedFolder: "", messages: messages)
    (events, input) = AsyncStream<WatchEvent>.makeStream()
    screen = freshScreen(for: exercise)
    screen.note = note
  }

  /// Runs until `q`, the end of `keys`' stream is irrelevant (saves still re-check), or the
  /// events end.
  public func run(keys: AsyncStream<Character>) async {
    watch(screen.exercise)
    let polling = isPolling
    update { $0.usesPolling = polling }
    let keyTask = Task { [input] in
      for await key in keys { input.yield(.key(key)) }
    }
    input.yield(.changed)
    await runWatchLoop(events: events, startCheck: { self.startCheck($0) }, key: { await self.handle($0) })
    keyTask.cancel()
    // Quitting during a check ends its build or test process before dojo goes.
    let last = lock.withLock { runningCheck }
    last?.cancel()
    await last?.value
    stopWatching()
    input.finish()
  }

  // MARK: - Checks

  /// Starts the check of `start.generation`, cancelling the running one (its build or test
  /// process is killed; whatever it would have said is about bytes that are gone). A whole-phase
  /// check (`c`) is one check like the others: the next save cancels it the same way.
  private func startCheck(_ start: CheckCoalescer.Start) {
    let generation = start.generation
    // The generation first, so that the new check's end is never mistaken for a superseded one.
    let (previous, stoppedPhase) = lock.withLock { () -> (Task<Void, Never>?, String?) in
      currentGeneration = generation
      return (runningCheck, start.cancelsRunning ? runningPhase : nil)
    }
    let id = update { screen in
      screen.isChecking = true
      // "Saved again" only when a save stopped the watched exercise's own check.
      screen.restartedForNewSave = start.cancelsRunning && !start.wholePhase && stoppedPhase == nil
      if start.wholePhase {
        screen.note = messages(.watchCheckingPhase, ["phase": screen.exercise.phase])
      } else if let stoppedPhase {
        screen.note = messages(.watchPhaseCheckStopped, ["phase": stoppedPhase])
      }
      return screen.exercise
    }
    let ids = start.wholePhase ? catalog.exercises(inPhase: id.phase) : [id]
    previous?.cancel()
    let task = Task { [environment, store, input] in
      // The cancelled check ends first (its processes killed, the build folder's lock given
      // back): two checks must never build in one folder at once.
      await previous?.value
      guard !Task.isCancelled else { return }
      let verdicts = await environment.check(ids)
      // Decided and applied under the lock: a newer check that started meanwhile owns the screen.
      guard lock.withLock({ currentGeneration == generation }), !Task.isCancelled else { return }
      // A progress file that became corrupt meanwhile is moved aside by this record: say so.
      let warnings = verdicts.isEmpty ? [] : (try? store.record(verdicts)) ?? []
      let polling = isPolling
      let summary = start.wholePhase ? Self.phaseSummary(id.phase, verdicts) : nil
      let applied = update { screen -> Bool in
        guard currentGeneration == generation else { return false }
        if let verdict = verdicts.first(where: { $0.id == screen.exercise }) { screen.verdict = verdict }
        let notes = [summary].compactMap { $0 } + warnings.map { $0.text(messages) }
        if !notes.isEmpty { screen.note = notes.joined(separator: "\n") }
        screen.isChecking = false
        screen.restartedForNewSave = false
        screen.usesPolling = polling
        return true
      }
      if applied { input.yield(.checkFinished(generation: generation)) }
    }
    lock.withLock {
      runningCheck = task
      runningPhase = start.wholePhase ? id.phase : nil
    }
  }

  /// `phase4: 2/3` and one line per exercise, for the note under the verdict.
  static func phaseSummary(_ phase: String, _ verdicts: [ExerciseVerdict]) -> String {
    let passed = verdicts.filter { $0.status == .pass }.count
    let lines = verdicts.map { "\($0.status == .pass ? "✓" : "✗") \($0.id) \($0.title)" }
    return (["\(phase): \(passed)/\(verdicts.count)"] + lines).joined(separator: "\n")
  }

  // MARK: - Keys

  /// Reacts to one key; `false` ends the session.
  func handle(_ key: Character) async -> Bool {
    let id = update { $0.exercise }
    if lock.withLock({ awaitingResetAnswer }) {
      lock.withLock { awaitingResetAnswer = false }
      if key == "y" || key == "Y" {
        let note = reset(id)
        update { $0.note = note }
        input.yield(.changed)
      } else {
        update { $0.note = messages(.watchResetCancelled) }
      }
      return true
    }
    switch key {
    case "q", "Q": return false
    case "h": update { $0.note = hint(for: id) }
    case "l": update { $0.note = list(current: id) }
    case "n":
      guard update({ $0.canAdvance }) else {
        update { $0.note = messages(.watchNextLocked, ["id": id]) }
        return true
      }
      let progress = store.load().progress
      // The next unsolved exercise after this one (the rest of this phase first); failing that,
      // simply the one after this.
      let following = catalog.ids.firstIndex(of: id).flatMap { catalog.ids.indices.contains($0 + 1) ? catalog.ids[$0 + 1] : nil }
      guard let next = NextExercise.select(in: catalog.ids, progress: progress, from: id, includingCurrent: false) ?? following else {
        update { $0.note = messages(.watchAllDone) }
        return true
      }
      watch(next)
      // Built outside `update`: it reads the watcher under the same (non-recursive) lock.
      let fresh = freshScreen(for: next)
      update { $0 = fresh }
      input.yield(.changed)
    case "c":
      // Started by the watch loop as a check like any other, so the next save cancels it.
      input.yield(.phaseCheckRequested)
    case "r":
      lock.withLock { awaitingResetAnswer = true }
      update {
        $0.note = messages(.watchResetQuestion, ["id": id])
      }
    default: break
    }
    return true
  }

  func hint(for id: ExerciseID) -> String {
    let hints = course?.problem(for: id)?.problem.hints ?? []
    guard !hints.isEmpty else { return messages(.watchNoHints) }
    let shown = min(store.load().progress[id].hintsShown + 1, hints.count)
    _ = try? store.recordHintsShown(shown, for: id)
    let lines = hints.prefix(shown).enumerated().map {
      messages(.hintLabel, ["number": $0.offset + 1, "total": hints.count]) + $0.element
    }
    return lines.joined(separator: "\n") + (shown == hints.count ? "\n" + messages(.watchNoMoreHints) : "")
  }

  func list(current: ExerciseID) -> String {
    let progress = store.load().progress
    return catalog.entries.map { entry in
      let mark = progress.isSolved(entry.id) ? "✓" : (progress[entry.id].lastStatus == nil ? "·" : "✗")
      return "\(entry.id == current ? "▶" : " ") \(mark) \(entry.id) \(entry.title)"
    }.joined(separator: "\n")
  }

  func reset(_ id: ExerciseID) -> String {
    do {
      let reset = StarterReset(layout: environment.layout)
      let plan = try reset.plan(id)
      if plan.isPristine { return messages(.watchAlreadyStarter, ["id": id]) }
      let outcome = try reset.perform(plan)
      guard let backup = outcome.backup else { return messages(.watchResetDoneNoBackup, ["id": id]) }
      return messages(.watchResetDone, ["id": id, "backup": backup])
    } catch {
      return messages(.watchResetFailed, ["id": id, "reason": ErrorText.text(for: error, messages)])
    }
  }

  // MARK: - Watching and drawing

  private func watch(_ id: ExerciseID) {
    stopWatching()
    // A feature exercise's own tests too (Tests/, which may not exist yet: its creation counts):
    // a save there re-checks, and the hidden verdict then comes from the cache.
    var folders = [environment.layout.starterSources(id)]
    if environment.layout.kind(of: id) == .implementation { folders.append(environment.layout.learnerTests(id)) }
    // Only changes to what is on disk count: a watcher may report one save twice (inotify, then
    // the poll that confirms it), and since a change cancels the running check, a repeat would
    // throw away a check of the very same bytes. Taken before watching starts, so a save made
    // meanwhile is a difference.
    let initial = FileSnapshot.take(folders)
    let watcher = environment.makeWatcher(folders)
    let task = Task { [input] in
      var filter = DiskChangeFilter(seen: initial)
      for await _ in watcher.changes where filter.admits(FileSnapshot.take(folders)) {
        input.yield(.changed)
      }
    }
    lock.withLock {
      self.watcher = watcher
      forwarding = task
    }
  }

  private func stopWatching() {
    let (watcher, task) = lock.withLock { (self.watcher, forwarding) }
    watcher?.stop()
    task?.cancel()
  }

  private func freshScreen(for id: ExerciseID) -> WatchScreen {
    let title = catalog.entries.first { $0.id == id }?.title ?? id.rawValue
    return WatchScreen(
      exercise: id, title: title,
      editedFolder: environment.layout.relativePath(of: environment.layout.starterSources(id)),
      usesPolling: isPolling, messages: messages)
  }

  /// Whether saves are noticed by polling (forced, or inotify fell back).
  private var isPolling: Bool {
    let current = lock.withLock { watcher }
    if let hybrid = current as? HybridWatcher { return hybrid.usesPolling }
    return current is PollingWatcher
  }

  /// Changes the screen under the lock, then redraws it.
  @discardableResult
  private func update<T>(_ body: (inout WatchScreen) -> T) -> T {
    lock.lock()
    let result = body(&screen)
    let text = environment.render(screen)
    lock.unlock()
    environment.write(text)
    return result
  }
}
