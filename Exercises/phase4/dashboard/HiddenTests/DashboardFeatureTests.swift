import Composable
import Testing

@testable import Phase4Dashboard

/// Hidden tests for phase4/dashboard: two requests started together in one effect (`async let`),
/// shown together once both arrive, all-or-nothing on failure, the newest refresh winning (the
/// older requests cancelled, seen through the client), and the shown values kept meanwhile.
@MainActor
@Suite("ダッシュボードの同時読み込み", .serialized)
struct DashboardFeatureTests {
  struct LoadError: Error {}

  /// What the fake server saw: requests started and requests cancelled while they waited.
  struct ServerLog: Equatable {
    var started: [String] = []
    var cancelled: [String] = []
  }

  /// A server where the name takes `nameDelay` and the count `countDelay` on `clock`; each
  /// call's answers come from `names`/`counts` in order; `failing` names the endpoints that throw
  /// at the end of their time.
  static func makeStore(
    _ state: DashboardFeature.State = DashboardFeature.State(),
    clock: TestClock<Duration>, log: LockIsolated<ServerLog>,
    nameDelay: Duration = .seconds(2), countDelay: Duration = .seconds(1),
    names: [String] = ["佐藤 花子", "佐藤 花子（2 回目）"], counts: [Int] = [37, 12],
    failing: Set<String> = []
  ) -> TestStoreOf<DashboardFeature> {
    @Sendable func wait(_ endpoint: String, _ delay: Duration) async throws -> Int {
      let call = log.withValue { log -> Int in
        log.started.append(endpoint)
        return log.started.filter { $0 == endpoint }.count - 1
      }
      do {
        try await clock.sleep(for: delay)
      } catch {
        log.withValue { $0.cancelled.append(endpoint) }
        throw error
      }
      if failing.contains(endpoint) { throw LoadError() }
      return call
    }
    let store = TestStore(initialState: state) {
      DashboardFeature()
    } withDependencies: {
      $0.dashboardClient = DashboardClient(
        userName: { names[try await wait("userName", nameDelay)] },
        unreadCount: { counts[try await wait("unreadCount", countDelay)] }
      )
    }
    // Every wait is on the TestClock: a short real-time limit makes a real `Task.sleep` fail.
    store.timeout = .milliseconds(300)
    return store
  }

  @Test("2 つの通信を同時に始め、両方そろったとき（遅いほうの 2 秒後）に一度に表示する")
  func loadsBothAtOnceAndShowsThemTogether() async throws {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    let store = Self.makeStore(clock: clock, log: log)

    await store.send(.refreshButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(1))
    try #require(
      Set(log.value.started) == ["userName", "unreadCount"],
      "表示名と未読件数の通信は、片方を待たずに同時に始めるはずです"
    )
    await clock.advance(by: .milliseconds(1998))
    #expect(store.state.userName == nil && store.state.unreadCount == nil, "両方そろうまでは表示しません")
    await clock.advance(by: .milliseconds(1))
    await store.receive(.loaded(userName: "佐藤 花子", unreadCount: 37)) {
      $0.userName = "佐藤 花子"
      $0.unreadCount = 37
      $0.isLoading = false
    }
    await store.finish()
  }

  @Test("どちらかが失敗すると、何も表示を変えずにエラーになる（前の値は残る）")
  func oneFailureFailsTheWholeLoad() async {
    for failing in ["userName", "unreadCount"] {
      let clock = TestClock()
      let log = LockIsolated(ServerLog())
      let store = Self.makeStore(
        DashboardFeature.State(userName: "前回の名前", unreadCount: 5),
        clock: clock, log: log, failing: [failing]
      )

      await store.send(.refreshButtonTapped) { $0.isLoading = true }
      await clock.advance(by: .seconds(2))
      await store.receive(.loadFailed) {
        $0.isLoading = false
        $0.errorMessage = DashboardFeature.loadFailedMessage
      }
      await clock.advance(by: .seconds(10))
      await store.finish()
      #expect(store.state.userName == "前回の名前", "\(failing) が失敗したら、前の表示名を残すはずです")
      #expect(store.state.unreadCount == 5, "\(failing) が失敗したら、前の件数を残すはずです")
    }
  }

  @Test("失敗の後にもう一度読み込むと、エラーが消えて新しい値を表示する")
  func retryAfterFailureClearsTheError() async {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    let store = Self.makeStore(
      DashboardFeature.State(errorMessage: DashboardFeature.loadFailedMessage),
      clock: clock, log: log
    )

    await store.send(.refreshButtonTapped) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
    await clock.advance(by: .seconds(2))
    await store.receive(.loaded(userName: "佐藤 花子", unreadCount: 37)) {
      $0.userName = "佐藤 花子"
      $0.unreadCount = 37
      $0.isLoading = false
    }
    await store.finish()
  }

  @Test("読み込み中にもう一度読み込むと、前の通信はキャンセルされ、新しい値だけが届く（それまでは前の値のまま）")
  func refreshWhileLoadingCancelsTheOlderRequests() async {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    let store = Self.makeStore(
      DashboardFeature.State(userName: "前回の名前", unreadCount: 5), clock: clock, log: log
    )

    await store.send(.refreshButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(500))
    await store.send(.refreshButtonTapped)
    await clock.advance(by: .milliseconds(1999))
    #expect(store.state.userName == "前回の名前", "新しい値が届くまでは前の値を残します")
    await clock.advance(by: .milliseconds(1))
    await store.receive(.loaded(userName: "佐藤 花子（2 回目）", unreadCount: 12)) {
      $0.userName = "佐藤 花子（2 回目）"
      $0.unreadCount = 12
      $0.isLoading = false
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
    // Requests that escaped cancellation are never cancelled, whenever their answers land.
    #expect(
      Set(log.value.cancelled) == ["userName", "unreadCount"] && log.value.cancelled.count == 2,
      "もう一度読み込んだら、前の 2 つの通信はどちらもキャンセルされるはずです"
    )
  }
}
