import Foundation
import Testing

@testable import Watching

@Suite struct CheckCoalescerTests {
  // `#expect` cannot call mutating methods, so each answer is taken first, then checked.

  @Test func aChangeWhileIdleStartsACheckAtOnce() {
    var coalescer = CheckCoalescer()
    let started = coalescer.changeArrived()
    #expect(started == .init(generation: 1, cancelsRunning: false))
    #expect(coalescer.isChecking)
    let finished = coalescer.checkFinished(1)
    #expect(finished)
    #expect(!coalescer.isChecking)
  }

  @Test func everySaveDuringACheckRestartsItNeverQueuesBehindIt() {
    var coalescer = CheckCoalescer()
    var answers = [coalescer.changeArrived()]
    for _ in 0..<3 { answers.append(coalescer.changeArrived()) }
    #expect(answers.map(\.cancelsRunning) == [false, true, true, true])
    #expect(answers.map(\.generation) == [1, 2, 3, 4])
    let old = coalescer.checkFinished(3)
    let newest = coalescer.checkFinished(4)
    #expect(!old, "a cancelled check's end changes nothing")
    #expect(newest)
    #expect(!coalescer.isChecking)
  }

  @Test func aFinishWithoutACheckIsIgnored() {
    var coalescer = CheckCoalescer()
    let finished = coalescer.checkFinished(0)
    let started = coalescer.changeArrived()
    #expect(!finished)
    #expect(started.generation == 1)
  }
}

@Suite struct WatchLoopTests {
  /// Records what the loop did, in order.
  final class Log: @unchecked Sendable {
    var entries: [String] = []
  }

  @Test func savesDuringARunningCheckRestartItAndStaleFinishesAreIgnored() async {
    let (events, input) = AsyncStream<WatchEvent>.makeStream()
    let log = Log()
    // The whole story is queued up front: the loop reads it in order, so no timing is involved.
    input.yield(.changed)
    input.yield(.changed)
    input.yield(.checkFinished(generation: 1))  // the cancelled one ended: still checking
    input.yield(.changed)
    input.yield(.checkFinished(generation: 3))
    input.yield(.changed)
    input.finish()
    await runWatchLoop(
      events: events,
      startCheck: { log.entries.append("check \($0.generation)\($0.cancelsRunning ? " (cancels)" : "")") },
      key: { _ in true })
    #expect(log.entries == ["check 1", "check 2 (cancels)", "check 3 (cancels)", "check 4"])
  }

  @Test func aKeyHandlerCanStopTheLoop() async {
    let (events, input) = AsyncStream<WatchEvent>.makeStream()
    let log = Log()
    input.yield(.key("h"))
    input.yield(.key("q"))
    input.yield(.changed)
    input.finish()
    await runWatchLoop(
      events: events, startCheck: { _ in log.entries.append("check") },
      key: { key in
        log.entries.append("key \(key)")
        return key != "q"
      })
    #expect(log.entries == ["key h", "key q"])
  }
}

@Suite struct PollingWatcherTests {
  final class Snapshots: @unchecked Sendable {
    let lock = NSLock()
    var queue: [FileSnapshot]
    init(_ queue: [FileSnapshot]) { self.queue = queue }
    func next() -> FileSnapshot {
      lock.lock()
      defer { lock.unlock() }
      return queue.count > 1 ? queue.removeFirst() : queue[0]
    }
  }

  func snapshot(_ size: Int, modified: Double = 1) -> FileSnapshot {
    FileSnapshot(stamps: ["/x/A.swift": .init(modified: modified, size: size)])
  }

  @Test func reportsOnlyTicksThatSeeADifference() async {
    // initial, then per tick: same, size changed, same, mtime changed.
    let snapshots = Snapshots([snapshot(1), snapshot(1), snapshot(2), snapshot(2), snapshot(2, modified: 9)])
    let (ticks, tick) = AsyncStream<Void>.makeStream()
    let watcher = PollingWatcher(
      folders: [], ticks: ticks, snapshot: { snapshots.next() }, buffering: .unbounded)
    for _ in 0..<4 { tick.yield() }
    tick.finish()
    var count = 0
    for await _ in watcher.changes { count += 1 }
    #expect(count == 2)
  }

  @Test func aSnapshotSeesWritesAndIgnoresHiddenSwapFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("A.swift")
    try Data("a".utf8).write(to: file)
    let before = FileSnapshot.take([folder])
    try Data("x".utf8).write(to: folder.appendingPathComponent(".A.swift.swp"))
    #expect(FileSnapshot.take([folder]) == before)
    try Data("abc".utf8).write(to: file)
    #expect(FileSnapshot.take([folder]) != before)
  }
}

@Suite struct HybridWatcherTests {
  final class Silent: FileWatcher, @unchecked Sendable {
    let changes: AsyncStream<Void>
    let continuation: AsyncStream<Void>.Continuation
    init() { (changes, continuation) = AsyncStream<Void>.makeStream() }
    func stop() { continuation.finish() }
  }

  @Test func pollingTakesOverOnlyWhenInotifyMissedAChange() {
    let watcher = HybridWatcher(primary: Silent(), fallback: Silent())
    defer { watcher.stop() }
    // inotify reported, then the poll saw a change: passed on (the session drops it when the
    // files are as the last change left them), and inotify stays in charge.
    #expect(watcher.noteFromPrimary())
    #expect(watcher.noteFromFallback())
    #expect(!watcher.usesPolling)
    // The poll saw a change inotify never reported: polling takes over for good.
    #expect(watcher.noteFromFallback())
    #expect(watcher.usesPolling)
    #expect(!watcher.noteFromPrimary())
    #expect(watcher.noteFromFallback())
  }
}

#if os(Linux)
  @Suite struct InotifyWatcherTests {
    @Test func noticesASaveInASubfolder() async throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-inotify-\(UUID().uuidString)")
      let sub = folder.appendingPathComponent("Sub")
      try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let watcher = try #require(InotifyWatcher(folders: [folder]))
      defer { watcher.stop() }
      try Data("struct A {}".utf8).write(to: sub.appendingPathComponent("A.swift"), options: .atomic)
      // The event is already queued by the kernel; this waits for it, it does not sleep.
      var iterator = watcher.changes.makeAsyncIterator()
      let change: Void? = await iterator.next()
      #expect(change != nil)
    }

    /// H30: `rm -rf Sources && git checkout -- Sources`, then a save. The old watch died with the
    /// old folder; the recreated one must be watched, or that first save goes unnoticed.
    @Test(.timeLimit(.minutes(1))) func aDeletedAndRecreatedFolderIsWatchedAgain() async throws {
      let exercise = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-inotify-\(UUID().uuidString)")
      let sources = exercise.appendingPathComponent("Sources")
      try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: exercise) }
      let file = sources.appendingPathComponent("CounterFeature.swift")
      try Data("// starter".utf8).write(to: file)
      let watcher = try #require(InotifyWatcher(folders: [sources]))
      defer { watcher.stop() }
      let path = sources.standardizedFileURL.path
      let original = try #require(watcher.watchedFolders.first { $0.value == path }?.key)

      try FileManager.default.removeItem(at: sources)
      try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
      try Data("// starter".utf8).write(to: file)
      // Each change is already queued by the kernel: this waits for them, it does not sleep.
      var iterator = watcher.changes.makeAsyncIterator()
      while !watcher.watchedFolders.contains(where: { $0.value == path && $0.key != original }) {
        let change: Void? = await iterator.next()
        try #require(change != nil, "the watcher ended before it watched the recreated folder")
      }
      try Data("// the learner's fix".utf8).write(to: file)
      let change: Void? = await iterator.next()
      #expect(change != nil)
      // The kernel may report the old watch's end (IN_IGNORED) only later; the watcher drops it
      // when the path is watched again.
      #expect(watcher.watchedFolders[original] == nil, "the dead watch is forgotten")
    }

    @Test(.timeLimit(.minutes(1))) func aFolderCreatedLaterIsWatched() async throws {
      let exercise = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-inotify-\(UUID().uuidString)")
      let sources = exercise.appendingPathComponent("Sources")
      try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: exercise) }
      let watcher = try #require(InotifyWatcher(folders: [sources]))
      defer { watcher.stop() }
      let helpers = sources.appendingPathComponent("Helpers")
      try FileManager.default.createDirectory(at: helpers, withIntermediateDirectories: true)
      var iterator = watcher.changes.makeAsyncIterator()
      while !watcher.watchedFolders.values.contains(helpers.standardizedFileURL.path) {
        let change: Void? = await iterator.next()
        try #require(change != nil)
      }
      // The parent is watched for `Sources` appearing, not as part of the tree.
      #expect(!watcher.watchedFolders.values.contains(exercise.standardizedFileURL.path))
    }

    @Test func editorSwapFilesAndProbesAreNotChanges() {
      #expect(InotifyWatcher.isRelevant("RetryFeature.swift"))
      #expect(!InotifyWatcher.isRelevant(".RetryFeature.swift.swp"))
      #expect(!InotifyWatcher.isRelevant("RetryFeature.swift~"))
      #expect(!InotifyWatcher.isRelevant("4913"))
    }

    @Test func unavailableFoldersGiveNoWatcher() {
      #expect(InotifyWatcher(folders: [URL(fileURLWithPath: "/no/such/folder")]) == nil)
    }
  }
#endif
