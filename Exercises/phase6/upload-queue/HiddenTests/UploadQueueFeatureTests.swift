import Composable
import Testing

@testable import Phase6UploadQueue

/// Hidden tests for phase6/upload-queue: the waiting line lives in State; at most two uploads at
/// once, the rest started in FIFO order as slots free up on a `TestClock`, a failure freeing a slot
/// while others wait, finished rows not holding a slot, and cancelling everything.
@MainActor
@Suite("アップロードキュー", .serialized)
struct UploadQueueFeatureTests {
  typealias Store = TestStore<UploadQueueFeature.State, UploadQueueFeature.Action>
  struct UploadError: Error {}

  /// What the fake server saw: start order, uploads running now and at most, and the uploads
  /// cancelled while they ran. Cancellations are counted (not inferred from late results) so that
  /// an upload that escaped cancellation is caught however fast or slow the machine is.
  struct ServerLog: Equatable {
    var started: [String] = []
    var running = 0
    var maxRunning = 0
    var cancelled: [String] = []
  }

  /// A client where `file` takes `seconds[file]` seconds (default 1) on `clock`; files in
  /// `failing` throw at the end of their time.
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
      do {
        try await clock.sleep(for: .seconds(seconds[file] ?? 1))
      } catch {
        log.withValue { $0.cancelled.append(file) }
        throw error
      }
      if failing.contains(file) { throw UploadError() }
    })
  }

  static func makeStore(
    _ state: UploadQueueFeature.State = UploadQueueFeature.State(),
    clock: TestClock<Duration>, log: LockIsolated<ServerLog>,
    seconds: [String: Int] = [:], failing: Set<String> = []
  ) -> Store {
    let store = TestStore(initialState: state) {
      UploadQueueFeature()
    } withDependencies: {
      $0.uploadClient = client(clock: clock, log: log, seconds: seconds, failing: failing)
    }
    // Every wait is on the TestClock: a short real-time limit makes a real `Task.sleep` fail.
    store.timeout = .milliseconds(300)
    return store
  }

  /// Adds four files: "a" and "b" start at once (`.uploading`), "c" and "d" wait (`.waiting`).
  static func addFourFiles(_ store: Store) async {
    await store.send(.uploadButtonTapped(fileName: "a")) {
      $0.uploads.append(.init(fileName: "a", status: .uploading))
    }
    await store.send(.uploadButtonTapped(fileName: "b")) {
      $0.uploads.append(.init(fileName: "b", status: .uploading))
    }
    await store.send(.uploadButtonTapped(fileName: "c")) {
      $0.uploads.append(.init(fileName: "c", status: .waiting))
    }
    await store.send(.uploadButtonTapped(fileName: "d")) {
      $0.uploads.append(.init(fileName: "d", status: .waiting))
    }
  }

  @Test("空きがあれば追加したファイルはすぐに uploading になり、3 件目以降は waiting のまま待つ")
  func startsAtOnceWhileASlotIsFree() async throws {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    let store = Self.makeStore(clock: clock, log: log, seconds: ["a": 5, "b": 5, "c": 5, "d": 5])

    await Self.addFourFiles(store)
    await clock.advance(by: .seconds(4))
    #expect(log.value.started == ["a", "b"], "最初の 2 件がすぐに始まり、3 件目以降は空きができるまで始めないはずです")
    #expect(log.value.maxRunning == 2, "同時に動くのは 2 件までのはずです")
    await store.send(.cancelAllButtonTapped) {
      for id in ["a", "b", "c", "d"] { $0.uploads[id: id]?.status = .cancelled }
    }
    await store.finish()
  }

  @Test("1 件終わるたびに、待っているファイルを追加した順に始める")
  func startsWaitingOnesInOrderAsSlotsFree() async throws {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    // "c" is slower than "d": started newest-first, "d" would finish first.
    let store = Self.makeStore(
      clock: clock, log: log, seconds: ["a": 5, "b": 1, "c": 2, "d": 1]
    )

    await Self.addFourFiles(store)
    await clock.advance(by: .milliseconds(999))
    // `#require` ends the test at the first wrong step instead of timing out on every later one.
    try #require(log.value.started == ["a", "b"], "最初の 2 件がすぐに始まり、3 件目以降は空きができるまで始めないはずです")

    // t = 1 s: "b" ends, so "c" (added before "d") gets the free slot.
    await clock.advance(by: .milliseconds(1))
    await store.receive(.uploadFinished(fileName: "b")) {
      $0.uploads[id: "b"]?.status = .finished
      $0.uploads[id: "c"]?.status = .uploading
    }
    // t = 3 s: "c" ends, "d" starts.
    await clock.advance(by: .seconds(2))
    await store.receive(.uploadFinished(fileName: "c")) {
      $0.uploads[id: "c"]?.status = .finished
      $0.uploads[id: "d"]?.status = .uploading
    }
    // t = 4 s: "d" ends; t = 5 s: "a" ends.
    await clock.advance(by: .seconds(1))
    await store.receive(.uploadFinished(fileName: "d")) { $0.uploads[id: "d"]?.status = .finished }
    await clock.advance(by: .seconds(1))
    await store.receive(.uploadFinished(fileName: "a")) { $0.uploads[id: "a"]?.status = .finished }

    await store.finish()
    #expect(log.value.started == ["a", "b", "c", "d"], "待っているファイルは追加した順に始まるはずです")
    #expect(log.value.maxRunning == 2, "同時に動くのは 2 件までのはずです")
  }

  @Test("失敗したアップロードは failed になり、待っていた次のファイルがその枠で始まる")
  func failureWhileOthersWaitFreesASlot() async throws {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    let store = Self.makeStore(
      clock: clock, log: log, seconds: ["a": 5, "b": 1, "c": 2, "d": 1], failing: ["b"]
    )

    await Self.addFourFiles(store)
    await clock.advance(by: .seconds(1))
    await store.receive(.uploadFailed(fileName: "b")) {
      $0.uploads[id: "b"]?.status = .failed
      $0.uploads[id: "c"]?.status = .uploading
    }
    await clock.advance(by: .seconds(2))
    await store.receive(.uploadFinished(fileName: "c")) {
      $0.uploads[id: "c"]?.status = .finished
      $0.uploads[id: "d"]?.status = .uploading
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.uploadFinished(fileName: "d")) { $0.uploads[id: "d"]?.status = .finished }
    await clock.advance(by: .seconds(1))
    await store.receive(.uploadFinished(fileName: "a")) { $0.uploads[id: "a"]?.status = .finished }

    await store.finish()
    #expect(log.value.started == ["a", "b", "c", "d"])
    #expect(log.value.maxRunning == 2, "同時に動くのは 2 件までのはずです")
  }

  @Test("終わった行や失敗した行は枠を使わない（一覧に残っていても、新しいファイルはすぐ始まる）")
  func finishedAndFailedRowsHoldNoSlot() async throws {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    let store = Self.makeStore(
      UploadQueueFeature.State(uploads: [
        .init(fileName: "前回の資料", status: .finished),
        .init(fileName: "前回の写真", status: .failed),
        .init(fileName: "前回の動画", status: .cancelled),
      ]),
      clock: clock, log: log
    )

    await store.send(.uploadButtonTapped(fileName: "x")) {
      $0.uploads.append(.init(fileName: "x", status: .uploading))
    }
    await store.send(.uploadButtonTapped(fileName: "y")) {
      $0.uploads.append(.init(fileName: "y", status: .uploading))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.uploadFinished(fileName: "x")) { $0.uploads[id: "x"]?.status = .finished }
    await store.receive(.uploadFinished(fileName: "y")) { $0.uploads[id: "y"]?.status = .finished }
    await store.finish()
    #expect(log.value.started == ["x", "y"], "前の行は今は動いていないので、新しい 2 件はすぐ始まるはずです")
  }

  @Test("待っている行が残った状態から追加すると、空いている枠の数だけ、古い順に同時に始める")
  func fillsEveryFreeSlotAtOnce() async throws {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    // Rows left waiting (say, restored after the app was closed), nothing running.
    let store = Self.makeStore(
      UploadQueueFeature.State(uploads: [
        .init(fileName: "p", status: .waiting),
        .init(fileName: "q", status: .waiting),
        .init(fileName: "r", status: .waiting),
      ]),
      clock: clock, log: log, seconds: ["p": 2, "q": 3, "r": 3, "s": 1]
    )

    await store.send(.uploadButtonTapped(fileName: "s")) {
      $0.uploads[id: "p"]?.status = .uploading
      $0.uploads[id: "q"]?.status = .uploading
      $0.uploads.append(.init(fileName: "s", status: .waiting))
    }
    await clock.advance(by: .seconds(1))
    // Both start from one action: their relative order is the scheduler's, so compare as a set.
    #expect(
      Set(log.value.started) == ["p", "q"] && log.value.started.count == 2,
      "空いている 2 つの枠で、古い 2 件が同時に始まるはずです"
    )
    // t = 2 s: "p" ends, "r" starts; t = 3 s: "q" ends, "s" starts; t = 4 s: "s"; t = 5 s: "r".
    await clock.advance(by: .seconds(1))
    await store.receive(.uploadFinished(fileName: "p")) {
      $0.uploads[id: "p"]?.status = .finished
      $0.uploads[id: "r"]?.status = .uploading
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.uploadFinished(fileName: "q")) {
      $0.uploads[id: "q"]?.status = .finished
      $0.uploads[id: "s"]?.status = .uploading
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.uploadFinished(fileName: "s")) { $0.uploads[id: "s"]?.status = .finished }
    await clock.advance(by: .seconds(1))
    await store.receive(.uploadFinished(fileName: "r")) { $0.uploads[id: "r"]?.status = .finished }
    await store.finish()
    #expect(log.value.started.suffix(2) == ["r", "s"], "空いた枠では、待っていた古い順に始まるはずです")
    #expect(log.value.maxRunning == 2, "同時に動くのは 2 件までのはずです")
  }

  @Test("すべてキャンセルすると、実行中も待機中も cancelled になり、実行中の通信はキャンセルされ、待っていたものは始まらない")
  func cancelAllStopsRunningAndWaitingUploads() async throws {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    let store = Self.makeStore(
      clock: clock, log: log, seconds: ["a": 5, "b": 1, "c": 2, "d": 1]
    )

    await Self.addFourFiles(store)
    await clock.advance(by: .milliseconds(1500))
    await store.receive(.uploadFinished(fileName: "b")) {
      $0.uploads[id: "b"]?.status = .finished
      $0.uploads[id: "c"]?.status = .uploading
    }

    await store.send(.cancelAllButtonTapped) {
      $0.uploads[id: "a"]?.status = .cancelled
      $0.uploads[id: "c"]?.status = .cancelled
      $0.uploads[id: "d"]?.status = .cancelled
    }
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(log.value.started == ["a", "b", "c"], "キャンセルした後に、待っていた \"d\" を始めてはいけません")
    #expect(log.value.running == 0, "キャンセルした後もアップロードが動いています")
    // An upload that escaped cancellation is never cancelled, whenever its late result lands.
    #expect(log.value.cancelled.sorted() == ["a", "c"], "すべてキャンセルすると、実行中の \"a\" と \"c\" の通信もキャンセルされるはずです")
  }

  @Test("すべてキャンセルした後に追加したファイルは、すぐにアップロードを始めて終わる")
  func addingAfterCancelAllUploadsNormally() async throws {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    let store = Self.makeStore(clock: clock, log: log, seconds: ["a": 5, "b": 5, "c": 5, "d": 5])

    await Self.addFourFiles(store)
    await store.send(.cancelAllButtonTapped) {
      for id in ["a", "b", "c", "d"] { $0.uploads[id: id]?.status = .cancelled }
    }
    await store.send(.uploadButtonTapped(fileName: "e")) {
      $0.uploads.append(.init(fileName: "e", status: .uploading))
    }
    await store.send(.uploadButtonTapped(fileName: "f")) {
      $0.uploads.append(.init(fileName: "f", status: .uploading))
    }
    await clock.advance(by: .seconds(5))
    await store.receive(.uploadFinished(fileName: "e")) { $0.uploads[id: "e"]?.status = .finished }
    await store.receive(.uploadFinished(fileName: "f")) { $0.uploads[id: "f"]?.status = .finished }
    await store.finish()
    #expect(log.value.started == ["a", "b", "e", "f"], "キャンセルした \"c\" と \"d\" は、後からも始めてはいけません")
  }
}
