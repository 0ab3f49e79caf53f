import Composable
import Testing

@testable import Phase4RealtimePolling

/// Hidden tests for phase4/realtime-polling: the first fetch at once, then one per interval on a
/// `TestClock`; stopping (button or background) for good; restarting; surviving one failure.
@MainActor
@Suite("リアルタイムポーリング", .serialized)
struct PollingFeatureTests {
  struct FetchError: Error {}

  /// A client that returns its call number (1, 2, 3, …) and throws on the calls in `failing`.
  static func client(calls: LockIsolated<Int>, failing: Set<Int> = []) -> NotificationsClient {
    NotificationsClient(fetchUnreadCount: {
      let call = calls.withValue { count -> Int in
        count += 1
        return count
      }
      if failing.contains(call) { throw FetchError() }
      return call
    })
  }

  static func makeStore(
    clock: TestClock<Duration>, calls: LockIsolated<Int>, failing: Set<Int> = []
  ) -> TestStore<PollingFeature.State, PollingFeature.Action> {
    TestStore(initialState: PollingFeature.State()) {
      PollingFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.notificationsClient = client(calls: calls, failing: failing)
    }
  }

  @Test("開始するとすぐに取得し、その後 5 秒ごとに取得する")
  func startFetchesAtOnceThenEveryInterval() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = Self.makeStore(clock: clock, calls: calls)

    await store.send(.startButtonTapped) { $0.isPolling = true }
    await store.receive(.unreadCountResponse(1)) { $0.unreadCount = 1 }

    await clock.advance(by: .milliseconds(4999))
    #expect(calls.value == 1, "次の取得は 5 秒後のはずです")
    await clock.advance(by: .milliseconds(1))
    await store.receive(.unreadCountResponse(2)) { $0.unreadCount = 2 }

    await clock.advance(by: .seconds(5))
    await store.receive(.unreadCountResponse(3)) { $0.unreadCount = 3 }
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
    await store.receive(.unreadCountResponse(1)) { $0.unreadCount = 1 }
    await clock.advance(by: .seconds(5))
    await store.receive(.unreadCountResponse(2)) { $0.unreadCount = 2 }
    await clock.advance(by: .seconds(2))

    await store.send(.stopButtonTapped) { $0.isPolling = false }
    await clock.advance(by: .seconds(3600))
    #expect(calls.value == 2, "停止した後は取得しないはずです")
    #expect(store.state == PollingFeature.State(isPolling: false, unreadCount: 2))
    await store.finish()
  }

  @Test("バックグラウンドに移ると、時計を 1 時間進めても取得しない")
  func movingToBackgroundCancelsPolling() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = Self.makeStore(clock: clock, calls: calls)

    await store.send(.startButtonTapped) { $0.isPolling = true }
    await store.receive(.unreadCountResponse(1)) { $0.unreadCount = 1 }
    await clock.advance(by: .seconds(5))
    await store.receive(.unreadCountResponse(2)) { $0.unreadCount = 2 }
    await clock.advance(by: .seconds(2))

    await store.send(.movedToBackground) { $0.isPolling = false }
    await clock.advance(by: .seconds(3600))
    #expect(calls.value == 2, "バックグラウンドに移った後は取得しないはずです")
    #expect(store.state == PollingFeature.State(isPolling: false, unreadCount: 2))
    await store.finish()
  }

  @Test("止めた後にもう一度開始すると、すぐに取得してまた 5 秒ごとに取得する")
  func restartAfterStopPollsAgain() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = Self.makeStore(clock: clock, calls: calls)

    await store.send(.startButtonTapped) { $0.isPolling = true }
    await store.receive(.unreadCountResponse(1)) { $0.unreadCount = 1 }
    await store.send(.movedToBackground) { $0.isPolling = false }
    await clock.advance(by: .seconds(3600))
    #expect(calls.value == 1)

    await store.send(.startButtonTapped) { $0.isPolling = true }
    await store.receive(.unreadCountResponse(2)) { $0.unreadCount = 2 }
    await clock.advance(by: .seconds(5))
    await store.receive(.unreadCountResponse(3)) { $0.unreadCount = 3 }

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
    await store.receive(.unreadCountResponse(1)) { $0.unreadCount = 1 }
    await clock.advance(by: .seconds(5))
    await store.receive(.fetchFailed) { $0.errorMessage = "未読件数を取得できませんでした" }
    await clock.advance(by: .seconds(5))
    await store.receive(.unreadCountResponse(3)) {
      $0.unreadCount = 3
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
    await store.receive(.unreadCountResponse(1)) { $0.unreadCount = 1 }
    await store.send(.startButtonTapped)
    await clock.advance(by: .seconds(5))
    await store.receive(.unreadCountResponse(2)) { $0.unreadCount = 2 }
    #expect(calls.value == 2, "5 秒間に取得するのは 1 回のはずです")

    await store.send(.stopButtonTapped) { $0.isPolling = false }
    await store.finish()
  }
}
