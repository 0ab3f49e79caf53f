import Composable
import Testing

@testable import Phase4RealtimePolling

/// Hidden tests for phase4/realtime-polling: the first fetch at once, then one per interval on a
/// `TestClock`; stopping (button or background) for good; restarting; surviving one failure.
@MainActor
@Suite("リアルタイムポーリング", .serialized)
struct PollingFeatureTests {
  struct FetchError: Error {}

  /// The unread count the server reports on the n-th call: 37, 24, 11, 48, 35, …, values a reducer
  /// cannot make up by counting.
  nonisolated static func unread(_ call: Int) -> Int { call * 37 % 50 }

  /// A client that returns `unread(call)` and throws on the calls in `failing`; with `latency`, each
  /// call first waits that long on `clock` (so a stop can land while a request is in flight) and
  /// counts in `cancelled` the calls whose wait was cancelled. Counting cancellations lets a test
  /// see that a stop reached the request itself, without racing a request that escaped into an
  /// unstructured `Task` against the test's own steps.
  static func client(
    calls: LockIsolated<Int>, failing: Set<Int> = [],
    clock: TestClock<Duration>? = nil, latency: Duration = .zero,
    cancelled: LockIsolated<Int> = LockIsolated(0)
  ) -> NotificationsClient {
    NotificationsClient(fetchUnreadCount: {
      let call = calls.withValue { count -> Int in
        count += 1
        return count
      }
      if let clock, latency > .zero {
        do {
          try await clock.sleep(for: latency)
        } catch {
          cancelled.withValue { $0 += 1 }
          throw error
        }
      }
      if failing.contains(call) { throw FetchError() }
      return unread(call)
    })
  }

  static func makeStore(
    clock: TestClock<Duration>, calls: LockIsolated<Int>, failing: Set<Int> = [],
    latency: Duration = .zero, cancelled: LockIsolated<Int> = LockIsolated(0),
    initialState: PollingFeature.State = PollingFeature.State()
  ) -> TestStore<PollingFeature.State, PollingFeature.Action> {
    let store = TestStore(initialState: initialState) {
      PollingFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.notificationsClient = client(
        calls: calls, failing: failing, clock: clock, latency: latency, cancelled: cancelled
      )
    }
    // Every wait is on the TestClock: a short real-time limit makes a real `Task.sleep` fail.
    store.timeout = .milliseconds(300)
    return store
  }

  @Test("開始するとすぐに取得し、その後 5 秒ごとに取得する")
  func startFetchesAtOnceThenEveryInterval() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = Self.makeStore(clock: clock, calls: calls)

    await store.send(.startButtonTapped) { $0.isPolling = true }
    await store.receive(.unreadCountResponse(Self.unread(1))) { $0.unreadCount = Self.unread(1) }

    await clock.advance(by: .milliseconds(4999))
    #expect(calls.value == 1, "次の取得は 5 秒後のはずです")
    await clock.advance(by: .milliseconds(1))
    await store.receive(.unreadCountResponse(Self.unread(2))) { $0.unreadCount = Self.unread(2) }

    await clock.advance(by: .seconds(5))
    await store.receive(.unreadCountResponse(Self.unread(3))) { $0.unreadCount = Self.unread(3) }
    #expect(calls.value == 3)

    await store.send(.stopButtonTapped) { $0.isPolling = false }
    await store.finish()
  }

  @Test("停止すると、時計を 1 時間進めても取得しない")
  func stopCancelsPolling() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = Self.makeStore(clock: clock, calls: calls)

    await store.send(.startButtonTapped) { $0.isPolling = true }
    await store.receive(.unreadCountResponse(Self.unread(1))) { $0.unreadCount = Self.unread(1) }
    await clock.advance(by: .seconds(5))
    await store.receive(.unreadCountResponse(Self.unread(2))) { $0.unreadCount = Self.unread(2) }
    await clock.advance(by: .seconds(2))

    await store.send(.stopButtonTapped) { $0.isPolling = false }
    await clock.advance(by: .seconds(3600))
    #expect(calls.value == 2, "停止した後は取得しないはずです")
    #expect(store.state == PollingFeature.State(isPolling: false, unreadCount: Self.unread(2)))
    await store.finish()
  }

  @Test("バックグラウンドに移ると、時計を 1 時間進めても取得しない")
  func movingToBackgroundCancelsPolling() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = Self.makeStore(clock: clock, calls: calls)

    await store.send(.startButtonTapped) { $0.isPolling = true }
    await store.receive(.unreadCountResponse(Self.unread(1))) { $0.unreadCount = Self.unread(1) }
    await clock.advance(by: .seconds(5))
    await store.receive(.unreadCountResponse(Self.unread(2))) { $0.unreadCount = Self.unread(2) }
    await clock.advance(by: .seconds(2))

    await store.send(.movedToBackground) { $0.isPolling = false }
    await clock.advance(by: .seconds(3600))
    #expect(calls.value == 2, "バックグラウンドに移った後は取得しないはずです")
    #expect(store.state == PollingFeature.State(isPolling: false, unreadCount: Self.unread(2)))
    await store.finish()
  }

  @Test("止めた後にもう一度開始すると、すぐに取得してまた 5 秒ごとに取得する")
  func restartAfterStopPollsAgain() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = Self.makeStore(clock: clock, calls: calls)

    await store.send(.startButtonTapped) { $0.isPolling = true }
    await store.receive(.unreadCountResponse(Self.unread(1))) { $0.unreadCount = Self.unread(1) }
    await store.send(.movedToBackground) { $0.isPolling = false }
    await clock.advance(by: .seconds(3600))
    #expect(calls.value == 1)

    await store.send(.startButtonTapped) { $0.isPolling = true }
    await store.receive(.unreadCountResponse(Self.unread(2))) { $0.unreadCount = Self.unread(2) }
    await clock.advance(by: .seconds(5))
    await store.receive(.unreadCountResponse(Self.unread(3))) { $0.unreadCount = Self.unread(3) }

    await store.send(.stopButtonTapped) { $0.isPolling = false }
    await clock.advance(by: .seconds(3600))
    #expect(calls.value == 3)
    await store.finish()
  }

  @Test("1 回取得に失敗してもポーリングは続き、次の成功でエラーが消える")
  func oneFailedFetchDoesNotEndPolling() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = Self.makeStore(clock: clock, calls: calls, failing: [2])

    await store.send(.startButtonTapped) { $0.isPolling = true }
    await store.receive(.unreadCountResponse(Self.unread(1))) { $0.unreadCount = Self.unread(1) }
    await clock.advance(by: .seconds(5))
    await store.receive(.fetchFailed) { $0.errorMessage = "未読件数を取得できませんでした" }
    await clock.advance(by: .seconds(5))
    await store.receive(.unreadCountResponse(Self.unread(3))) {
      $0.unreadCount = Self.unread(3)
      $0.errorMessage = nil
    }

    await store.send(.stopButtonTapped) { $0.isPolling = false }
    await store.finish()
  }

  @Test("ポーリング中にもう一度開始しても、二重に取得しない")
  func startWhilePollingDoesNotStartSecondLoop() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = Self.makeStore(clock: clock, calls: calls)

    await store.send(.startButtonTapped) { $0.isPolling = true }
    await store.receive(.unreadCountResponse(Self.unread(1))) { $0.unreadCount = Self.unread(1) }
    await store.send(.startButtonTapped)
    await clock.advance(by: .seconds(5))
    await store.receive(.unreadCountResponse(Self.unread(2))) { $0.unreadCount = Self.unread(2) }
    #expect(calls.value == 2, "5 秒間に取得するのは 1 回のはずです")

    await store.send(.stopButtonTapped) { $0.isPolling = false }
    await store.finish()
  }

  @Test("ポーリングは何回でも続く（1 分間で 13 回取得する）")
  func pollingKeepsGoingRoundAfterRound() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = Self.makeStore(clock: clock, calls: calls)

    await store.send(.startButtonTapped) { $0.isPolling = true }
    await store.receive(.unreadCountResponse(Self.unread(1))) { $0.unreadCount = Self.unread(1) }
    for call in 2...13 {
      await clock.advance(by: .seconds(5))
      await store.receive(.unreadCountResponse(Self.unread(call))) {
        $0.unreadCount = Self.unread(call)
      }
    }
    #expect(calls.value == 13, "5 秒ごとの取得は、何回目でも止まらないはずです")

    await store.send(.stopButtonTapped) { $0.isPolling = false }
    await store.finish()
  }

  @Test("取得の途中で停止すると、その応答は届かず、それ以降も取得しない")
  func stopWhileARequestIsInFlightDropsItsResponse() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let cancelled = LockIsolated(0)
    // Every fetch takes one second on the clock.
    let store = Self.makeStore(
      clock: clock, calls: calls, latency: .seconds(1), cancelled: cancelled
    )

    await store.send(.startButtonTapped) { $0.isPolling = true }
    await clock.advance(by: .milliseconds(500))
    #expect(calls.value == 1)
    await store.send(.stopButtonTapped) { $0.isPolling = false }
    await clock.advance(by: .seconds(3600))
    await store.finish()
    // A fetch that escaped into an unstructured Task is never cancelled, whenever (or whether)
    // its late response lands: this verdict does not depend on how busy the machine is.
    #expect(cancelled.value == 1, "停止すると、通信中の取得もキャンセルされるはずです")
    #expect(calls.value == 1, "停止した後は取得しないはずです")
    #expect(store.state == PollingFeature.State(isPolling: false, unreadCount: 0), "停止の前に始まった取得の応答が届いてはいけません")
  }

  @Test("取得の途中でバックグラウンドに移ると、その応答は届かない")
  func movingToBackgroundWhileARequestIsInFlightDropsItsResponse() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let cancelled = LockIsolated(0)
    let store = Self.makeStore(
      clock: clock, calls: calls, latency: .seconds(1), cancelled: cancelled,
      initialState: PollingFeature.State(unreadCount: 7)
    )

    await store.send(.startButtonTapped) { $0.isPolling = true }
    await clock.advance(by: .milliseconds(500))
    #expect(calls.value == 1)
    await store.send(.movedToBackground) { $0.isPolling = false }
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(cancelled.value == 1, "バックグラウンドに移ると、通信中の取得もキャンセルされるはずです")
    #expect(calls.value == 1, "バックグラウンドに移った後は取得しないはずです")
    #expect(store.state.unreadCount == 7, "止めた後に応答が届いてはいけません")
  }

  @Test("前の値やエラーが残った状態から開始しても、開始で変わるのは isPolling だけ")
  func startKeepsTheShownValuesUntilTheFirstResponse() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = Self.makeStore(
      clock: clock, calls: calls, latency: .seconds(1),
      initialState: PollingFeature.State(
        isPolling: false, unreadCount: 99, errorMessage: PollingFeature.fetchFailedMessage
      )
    )

    await store.send(.startButtonTapped) { $0.isPolling = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.unreadCountResponse(Self.unread(1))) {
      $0.unreadCount = Self.unread(1)
      $0.errorMessage = nil
    }
    await store.send(.stopButtonTapped) { $0.isPolling = false }
    await store.finish()
  }
}
