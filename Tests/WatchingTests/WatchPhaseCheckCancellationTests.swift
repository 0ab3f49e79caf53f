import Checker
import Curriculum
import Foundation
import Localization
import Testing

@testable import Watching

/// watch's `c` (check the whole phase) is one check like the others: a save that arrives while
/// it runs cancels it and checks the watched exercise's new bytes at once, and the stopped phase
/// check's verdicts are never shown or recorded. Stand-ins, gates, no clock.
@Suite struct WatchPhaseCheckCancellationTests {
  typealias Gate = WatchCancellationTests.Gate
  let counter = ExerciseID(phase: "phase1", slug: "counter")
  let settings = ExerciseID(phase: "phase1", slug: "settings")

  /// The watched exercise's first check answers ✓ at once, its next one ✗ with "after the save"
  /// (a failure's message is on the screen); the phase check hangs (a build that takes minutes)
  /// until it is cancelled, then answers ✗ for both, as a killed check would.
  final class StandInChecker: @unchecked Sendable {
    let phaseStarted = Gate()
    let phaseCancelled = Gate()
    private let lock = NSLock()
    private(set) var calls: [[ExerciseID]] = []

    func check(_ ids: [ExerciseID]) async -> [ExerciseVerdict] {
      let single = lock.withLock { () -> Int in
        calls.append(ids)
        return calls.filter { $0.count == 1 }.count
      }
      guard ids.count > 1 else {
        if single == 1 {
          return [ExerciseVerdict(id: ids[0], title: "t", status: .pass, tests: [TestOutcome(name: "a", status: .pass)])]
        }
        return [ExerciseVerdict(
          id: ids[0], title: "t", status: .fail,
          tests: [TestOutcome(name: "counts", status: .fail, message: "after the save")])]
      }
      let hung = Gate()
      await withTaskCancellationHandler {
        phaseStarted.open()
        await hung.wait()
      } onCancel: {
        hung.open()
      }
      phaseCancelled.open()
      return ids.map {
        ExerciseVerdict(id: $0, title: "t", status: .fail, tests: [TestOutcome(name: "STALE", status: .fail, message: "STALE")])
      }
    }
  }

  func run(messages: Messages) async throws -> (screens: [String], checker: StandInChecker, progress: LearnerProgress) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-watch-phase-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let layout = ProjectLayout(root: root)
    for id in [counter, settings] {
      try FileManager.default.createDirectory(at: layout.starterSources(id), withIntermediateDirectories: true)
    }
    let file = layout.starterSources(counter).appendingPathComponent("CounterFeature.swift")
    try Data("// first".utf8).write(to: file)
    let watcher = WatchCancellationTests.StandInWatcher()
    let checker = StandInChecker()
    let screens = WatchCancellationTests.Screens()
    let session = WatchSession(
      environment: .init(
        layout: layout, check: { await checker.check($0) }, makeWatcher: { _ in watcher },
        write: { screens.write($0) }),
      exercise: counter, messages: messages)
    let (keys, press) = AsyncStream<Character>.makeStream()
    let running = Task { await session.run(keys: keys) }

    await screens.waitFor(messages(.watchPass, ["count": 1]))
    press.yield("c")
    await checker.phaseStarted.wait()
    try Data("// saved during the phase check".utf8).write(to: file)
    watcher.save.yield()
    await checker.phaseCancelled.wait()
    await screens.waitFor("after the save")
    press.yield("q")
    // Past the time limit the session is cancelled too, so a regression fails instead of hanging.
    await withTaskCancellationHandler { await running.value } onCancel: { running.cancel() }
    return (screens.all, checker, ProgressStore(layout: layout).load().progress)
  }

  @Test(.timeLimit(.minutes(1))) func aSaveDuringThePhaseCheckCancelsItAndChecksTheWatchedExercise() async throws {
    let (screens, checker, progress) = try await run(messages: .english)
    #expect(checker.calls == [[counter], [counter, settings], [counter]], "one more check, of the watched exercise")
    #expect(screens.contains { $0.contains("Checking every exercise of phase1") })
    let last = try #require(screens.last { $0.contains("after the save") })
    #expect(last.contains("the check of all of phase1 was stopped"), "\(last)")
    #expect(!screens.contains { $0.contains("STALE") }, "the stopped phase check's verdicts are never shown")
    #expect(!screens.contains { $0.contains("phase1: 0/2") }, "nor its summary")
    #expect(progress[counter].lastStatus == .fail, "the new check's verdict is recorded")
    #expect(progress[settings].lastStatus == nil, "nor recorded")
  }

  @Test(.timeLimit(.minutes(1))) func theStoppedPhaseCheckIsToldInJapanese() async throws {
    let (screens, _, _) = try await run(messages: .japanese)
    let last = try #require(screens.last { $0.contains("after the save") })
    #expect(last.contains("保存されたため、phase1 全体のチェックを止めて"), "\(last)")
  }

  @Test(.timeLimit(.minutes(1))) func aPhaseCheckLeftAloneShowsItsSummaryAndRecordsEveryVerdict() async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-watch-phase-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let layout = ProjectLayout(root: root)
    for id in [counter, settings] {
      try FileManager.default.createDirectory(at: layout.starterSources(id), withIntermediateDirectories: true)
    }
    let watcher = WatchCancellationTests.StandInWatcher()
    let screens = WatchCancellationTests.Screens()
    let session = WatchSession(
      environment: .init(
        layout: layout,
        check: { ids in
          ids.map { ExerciseVerdict(id: $0, title: "t", status: $0.slug == "counter" ? .pass : .fail, tests: []) }
        },
        makeWatcher: { _ in watcher }, write: { screens.write($0) }),
      exercise: counter, messages: .english)
    let (keys, press) = AsyncStream<Character>.makeStream()
    let running = Task { await session.run(keys: keys) }
    await screens.waitFor("✓ pass")
    press.yield("c")
    await screens.waitFor("phase1: 1/2")
    press.yield("q")
    await running.value
    let summary = try #require(screens.all.last { $0.contains("phase1: 1/2") })
    #expect(summary.contains("✓ phase1/counter"))
    #expect(summary.contains("✗ phase1/settings"))
    #expect(ProgressStore(layout: layout).load().progress[settings].lastStatus == .fail)
  }
}
