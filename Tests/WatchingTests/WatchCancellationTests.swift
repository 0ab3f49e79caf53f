import Checker
import Curriculum
import Foundation
import Localization
import Testing

@testable import Watching

/// P2: a save that arrives while a check runs (a hung test, a slow build) cancels that check and
/// checks the new bytes at once; the cancelled check's verdict is never shown or recorded.
///
/// Stand-ins replace the build and the test run, and every wait is on an event the test itself
/// causes: no clock, no sleeps.
@Suite struct WatchCancellationTests {
  let id = ExerciseID(phase: "phase1", slug: "counter")

  /// A watcher whose saves the test makes.
  final class StandInWatcher: FileWatcher, @unchecked Sendable {
    let changes: AsyncStream<Void>
    let save: AsyncStream<Void>.Continuation
    init() { (changes, save) = AsyncStream<Void>.makeStream() }
    func stop() { save.finish() }
  }

  /// Opens once; waiting on an open gate returns at once.
  final class Gate: @unchecked Sendable {
    private let lock = NSLock()
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func open() {
      let waiting = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
        isOpen = true
        defer { waiters = [] }
        return waiters
      }
      waiting.forEach { $0.resume() }
    }

    /// Returns once the gate opens, or once the waiting task is cancelled (a test past its time
    /// limit then fails instead of hanging the run).
    func wait() async {
      await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          let resumeNow = lock.withLock { () -> Bool in
            if isOpen { return true }
            waiters.append(continuation)
            return false
          }
          if resumeNow { continuation.resume() }
        }
      } onCancel: {
        open()
      }
    }
  }

  /// Stands in for the checker: the first check hangs (like a test in an endless loop) until it
  /// is cancelled and then answers ✗, as a killed run would; the second answers ✓ at once.
  final class StandInChecker: @unchecked Sendable {
    let id: ExerciseID
    let firstStarted = Gate()
    let firstCancelled = Gate()
    private let lock = NSLock()
    private(set) var calls = 0

    init(id: ExerciseID) { self.id = id }

    func check(_ ids: [ExerciseID]) async -> [ExerciseVerdict] {
      let call = lock.withLock { () -> Int in
        calls += 1
        return calls
      }
      guard call == 1 else {
        return [ExerciseVerdict(id: id, title: "t", status: .pass, tests: [TestOutcome(name: "counts", status: .pass)])]
      }
      let hung = Gate()
      await withTaskCancellationHandler {
        firstStarted.open()
        await hung.wait()
      } onCancel: {
        hung.open()
      }
      firstCancelled.open()
      return [ExerciseVerdict(
        id: id, title: "t", status: .fail,
        tests: [TestOutcome(name: "counts", status: .fail, message: "STALE: killed by the time limit")])]
    }
  }

  /// Every screen the session drew, with a way to wait for one that contains some text.
  final class Screens: @unchecked Sendable {
    private let lock = NSLock()
    private var drawn: [String] = []
    private var waiting: [(String, CheckedContinuation<Void, Never>)] = []

    func write(_ screen: String) {
      let ready = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
        drawn.append(screen)
        let matched = waiting.filter { screen.contains($0.0) }.map(\.1)
        waiting.removeAll { screen.contains($0.0) }
        return matched
      }
      ready.forEach { $0.resume() }
    }

    /// Returns once a screen containing `text` was drawn, or once the waiting task is cancelled
    /// (a test past its time limit then fails on its expectations instead of hanging the run).
    func waitFor(_ text: String) async {
      await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          let already = lock.withLock { () -> Bool in
            if drawn.contains(where: { $0.contains(text) }) || Task.isCancelled { return true }
            waiting.append((text, continuation))
            return false
          }
          if already { continuation.resume() }
        }
      } onCancel: {
        let pending = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
          defer { waiting = [] }
          return waiting.map(\.1)
        }
        pending.forEach { $0.resume() }
      }
    }

    var all: [String] { lock.withLock { drawn } }
  }

  @Test(.timeLimit(.minutes(1))) func aSaveDuringAHungCheckCancelsItAndChecksTheNewBytes() async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-watch-cancel-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let layout = ProjectLayout(root: root)
    let file = layout.starterSources(id).appendingPathComponent("CounterFeature.swift")
    try FileManager.default.createDirectory(at: layout.starterSources(id), withIntermediateDirectories: true)
    try Data("// starter: loops for ever".utf8).write(to: file)
    let watcher = StandInWatcher()
    let checker = StandInChecker(id: id)
    let screens = Screens()
    let session = WatchSession(
      environment: .init(
        layout: layout, check: { await checker.check($0) }, makeWatcher: { _ in watcher },
        write: { screens.write($0) }),
      exercise: id, messages: .english)
    let (keys, press) = AsyncStream<Character>.makeStream()
    let running = Task { await session.run(keys: keys) }

    await checker.firstStarted.wait()
    // The fix is saved while the first check hangs; the watcher reports it twice (inotify, then
    // the poll that confirms it): one new check, not two.
    try Data("// fixed".utf8).write(to: file)
    watcher.save.yield()
    watcher.save.yield()
    await checker.firstCancelled.wait()
    await screens.waitFor("✓ pass")
    press.yield("q")
    await running.value

    #expect(checker.calls == 2, "exactly one more check, on the new bytes")
    #expect(screens.all.contains { $0.contains("saved again: the previous check was stopped") })
    #expect(!screens.all.contains { $0.contains("STALE") }, "the cancelled check's verdict is never shown")
    let progress = ProgressStore(layout: layout).load().progress
    #expect(progress.isSolved(id), "the new check's verdict is recorded")
    #expect(progress[id].lastStatus == .pass, "and the cancelled one's is not")
  }
}

@Suite struct DiskChangeFilterTests {
  func snapshot(_ size: Int) -> FileSnapshot {
    FileSnapshot(stamps: ["/x/Sources/A.swift": .init(modified: Double(size), size: size)])
  }

  @Test func aChangeCountsOnlyWhenTheFilesDifferFromTheLastOneThatCounted() {
    var filter = DiskChangeFilter(seen: snapshot(1))
    let unchanged = filter.admits(snapshot(1))
    let saved = filter.admits(snapshot(2))
    let confirmedAgain = filter.admits(snapshot(2))
    let undone = filter.admits(snapshot(1))
    #expect(!unchanged, "a report with nothing changed on disk")
    #expect(saved)
    #expect(!confirmedAgain, "the poll confirming what inotify reported")
    #expect(undone, "going back to the old bytes is a change too")
  }
}

/// P4 in watch: a progress file found corrupt when a verdict is recorded is moved aside, and the
/// screen says so (watch has no standard error the learner could see).
@Suite struct WatchProgressWarningTests {
  @Test(.timeLimit(.minutes(1))) func aCorruptProgressFileMovedAsideIsToldOnTheScreen() async throws {
    let id = ExerciseID(phase: "phase1", slug: "counter")
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-watch-progress-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root.appendingPathComponent(".dojo"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("{ garbage".utf8).write(to: root.appendingPathComponent(".dojo/progress.json"))
    let screens = WatchCancellationTests.Screens()
    let watcher = WatchCancellationTests.StandInWatcher()
    let session = WatchSession(
      environment: .init(
        layout: ProjectLayout(root: root),
        check: { _ in [ExerciseVerdict(id: id, title: "t", status: .pass, tests: [TestOutcome(name: "a", status: .pass)])] },
        makeWatcher: { _ in watcher }, write: { screens.write($0) }),
      exercise: id, messages: .english)
    let (keys, press) = AsyncStream<Character>.makeStream()
    let running = Task { await session.run(keys: keys) }
    await screens.waitFor("✓ pass")
    press.yield("q")
    await running.value
    let last = try #require(screens.all.last { $0.contains("✓ pass") })
    #expect(last.contains("warning: .dojo/progress.json could not be read (not valid progress JSON); it was moved to .dojo/progress.corrupt-"))
  }
}
