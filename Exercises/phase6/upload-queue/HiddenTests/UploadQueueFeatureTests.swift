import Composable
import Testing

@testable import Phase6UploadQueue

/// Hidden tests for phase6/upload-queue: at most two uploads at once, the rest started in FIFO
/// order as slots free up on a `TestClock`, failure freeing a slot, and cancelling everything.
@MainActor
@Suite("アップロードキュー", .serialized)
struct UploadQueueFeatureTests {
  struct UploadError: Error {}

  /// What the fake server saw: upload start order and the most uploads running at once.
  struct ServerLog: Equatable {
    var started: [String] = []
    var running = 0
    var maxRunning = 0
  }

  /// A client where `file` takes `seconds[file]` seconds on `clock`; files in `failing` throw
  /// at the end of their time.
  static func client(
    clock: TestClock<Duration>, log: LockIsolated<ServerLog>,
    seconds: [String: Int], failing: Set<String> = []
  ) -> UploadClient {
    UploadClient(upload: { file in
      log.withValue {
        $0.started.append(file)
        $0.running += 1
        $0.maxRunning = max($0.maxRunning, $0.running)
      }
      defer { log.withValue { $0.running -= 1 } }
      try await clock.sleep(for: .seconds(seconds[file] ?? 1))
      if failing.contains(file) { throw UploadError() }
    })
  }

  static func makeStore(
    clock: TestClock<Duration>, log: LockIsolated<ServerLog>,
    seconds: [String: Int], failing: Set<String> = []
  ) -> TestStore<UploadQueueFeature.State, UploadQueueFeature.Action> {
    let store = TestStore(initialState: UploadQueueFeature.State()) {
      UploadQueueFeature()
    } withDependencies: {
      $0.uploadClient = client(clock: clock, log: log, seconds: seconds, failing: failing)
    }
    // Every wait is on the TestClock: a short real-time limit makes a real `Task.sleep` fail.
    store.timeout = .milliseconds(300)
    return store
  }

  /// Adds four files: "a" (5 s) and "b" (1 s) start at once, "c" (2 s) and "d" (1 s) wait.
  static func addFourFiles(_ store: TestStore<UploadQueueFeature.State, UploadQueueFeature.Action>) async {
    await store.send(.uploadButtonTapped(fileName: "a")) {
      $0.uploads.append(.init(fileName: "a", status: .waiting))
    }
    await store.receive(.uploadStarted(fileName: "a")) { $0.uploads[id: "a"]?.status = .uploading }
    await store.send(.uploadButtonTapped(fileName: "b")) {
      $0.uploads.append(.init(fileName: "b", status: .waiting))
    }
    await store.receive(.uploadStarted(fileName: "b")) { $0.uploads[id: "b"]?.status = .uploading }
    await store.send(.uploadButtonTapped(fileName: "c")) {
      $0.uploads.append(.init(fileName: "c", status: .waiting))
    }
    await store.send(.uploadButtonTapped(fileName: "d")) {
      $0.uploads.append(.init(fileName: "d", status: .waiting))
    }
  }

  @Test("同時にアップロードするのは 2 件まで。3 件目以降は空きを待ち、追加した順に始まり、時計どおりに終わる")
  func runsAtMostTwoAndStartsWaitingOnesInOrder() async throws {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    let store = Self.makeStore(
      clock: clock, log: log, seconds: ["a": 5, "b": 1, "c": 2, "d": 1]
    )

    await Self.addFourFiles(store)
    await clock.advance(by: .milliseconds(999))
    // `#require` ends the test at the first wrong step instead of timing out on every later one.
    try #require(log.value.started == ["a", "b"], "最初の 2 件がすぐに始まり、3 件目以降は空きができるまで始めないはずです")

    // t = 1 s: "b" ends, so "c" (added before "d") gets the free slot.
    await clock.advance(by: .milliseconds(1))
    await store.receive(.uploadFinished(fileName: "b")) { $0.uploads[id: "b"]?.status = .finished }
    await store.receive(.uploadStarted(fileName: "c")) { $0.uploads[id: "c"]?.status = .uploading }
    try #require(store.state.uploads[id: "c"]?.status == .uploading, "空いた枠で \"c\" が始まるはずです")

    // t = 3 s: "c" ends, "d" starts.
    await clock.advance(by: .seconds(2))
    await store.receive(.uploadFinished(fileName: "c")) { $0.uploads[id: "c"]?.status = .finished }
    await store.receive(.uploadStarted(fileName: "d")) { $0.uploads[id: "d"]?.status = .uploading }

    // t = 4 s: "d" ends; t = 5 s: "a" ends.
    await clock.advance(by: .seconds(1))
    await store.receive(.uploadFinished(fileName: "d")) { $0.uploads[id: "d"]?.status = .finished }
    await clock.advance(by: .seconds(1))
    await store.receive(.uploadFinished(fileName: "a")) { $0.uploads[id: "a"]?.status = .finished }

    await store.finish()
    #expect(log.value.started == ["a", "b", "c", "d"])
    #expect(log.value.maxRunning == 2, "同時に動くのは 2 件までのはずです")
  }

  @Test("失敗したアップロードは failed になり、空いた枠で待っていたものが始まる")
  func failureFreesASlot() async throws {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    let store = Self.makeStore(
      clock: clock, log: log, seconds: ["a": 5, "b": 1, "c": 2, "d": 1], failing: ["b"]
    )

    await Self.addFourFiles(store)
    await clock.advance(by: .milliseconds(999))
    try #require(log.value.started == ["a", "b"], "最初の 2 件がすぐに始まり、3 件目以降は待つはずです")
    await clock.advance(by: .milliseconds(1))
    await store.receive(.uploadFailed(fileName: "b")) { $0.uploads[id: "b"]?.status = .failed }
    await store.receive(.uploadStarted(fileName: "c")) { $0.uploads[id: "c"]?.status = .uploading }
    try #require(store.state.uploads[id: "c"]?.status == .uploading, "失敗で空いた枠で \"c\" が始まるはずです")

    await clock.advance(by: .seconds(2))
    await store.receive(.uploadFinished(fileName: "c")) { $0.uploads[id: "c"]?.status = .finished }
    await store.receive(.uploadStarted(fileName: "d")) { $0.uploads[id: "d"]?.status = .uploading }
    await clock.advance(by: .seconds(1))
    await store.receive(.uploadFinished(fileName: "d")) { $0.uploads[id: "d"]?.status = .finished }
    await clock.advance(by: .seconds(1))
    await store.receive(.uploadFinished(fileName: "a")) { $0.uploads[id: "a"]?.status = .finished }

    await store.finish()
    #expect(log.value.maxRunning == 2)
  }

  @Test("すべてキャンセルすると、実行中も待機中も止まり、待っていたものは始まらない")
  func cancelAllStopsRunningAndWaitingUploads() async throws {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    let store = Self.makeStore(
      clock: clock, log: log, seconds: ["a": 5, "b": 1, "c": 2, "d": 1, "e": 1]
    )

    await Self.addFourFiles(store)
    await clock.advance(by: .milliseconds(999))
    try #require(log.value.started == ["a", "b"], "最初の 2 件がすぐに始まり、3 件目以降は待つはずです")
    await clock.advance(by: .milliseconds(501))
    await store.receive(.uploadFinished(fileName: "b")) { $0.uploads[id: "b"]?.status = .finished }
    await store.receive(.uploadStarted(fileName: "c")) { $0.uploads[id: "c"]?.status = .uploading }
    try #require(store.state.uploads[id: "c"]?.status == .uploading, "空いた枠で \"c\" が始まるはずです")

    await store.send(.cancelAllButtonTapped) {
      $0.uploads[id: "a"]?.status = .cancelled
      $0.uploads[id: "c"]?.status = .cancelled
      $0.uploads[id: "d"]?.status = .cancelled
    }
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(log.value.started == ["a", "b", "c"], "キャンセルした後に、待っていた \"d\" を始めてはいけません")
    #expect(log.value.running == 0, "キャンセルした後もアップロードが動いています")

    // The queue is free again: a new file starts at once.
    await store.send(.uploadButtonTapped(fileName: "e")) {
      $0.uploads.append(.init(fileName: "e", status: .waiting))
    }
    await store.receive(.uploadStarted(fileName: "e")) { $0.uploads[id: "e"]?.status = .uploading }
    await clock.advance(by: .seconds(1))
    await store.receive(.uploadFinished(fileName: "e")) { $0.uploads[id: "e"]?.status = .finished }
    await store.finish()
    #expect(log.value.started == ["a", "b", "c", "e"])
  }
}
