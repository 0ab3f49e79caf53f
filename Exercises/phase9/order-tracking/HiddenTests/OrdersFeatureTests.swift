import Composable
import Testing

@testable import Phase9OrderTracking

/// Hidden tests for phase9/order-tracking: element effects on a `TestClock`, the newest load
/// winning, failures with stated messages, a pop that cancels a load still in flight, a cancel
/// that tells the list before it pops, and one cancel request however often the button is tapped.
@MainActor
@Suite("注文の追跡", .serialized)
struct OrdersFeatureTests {
  struct ServerError: Error {}

  static let coffee = Order(id: 7, item: "コーヒー豆")
  static let mug = Order(id: 12, item: "マグカップ")
  static let kettle = Order(id: 23, item: "ケトル")

  static func makeStore(
    orders: IdentifiedArrayOf<Order> = [coffee, mug, kettle],
    path: StackState<OrdersFeature.Path.State> = StackState(),
    client: OrderClient
  ) -> TestStoreOf<OrdersFeature> {
    let store = TestStore(initialState: OrdersFeature.State(orders: orders, path: path)) {
      OrdersFeature()
    } withDependencies: {
      $0.orderClient = client
    }
    // Every wait is on the TestClock: a real `Task.sleep` must not slip under the default 1 s.
    store.timeout = .milliseconds(300)
    return store
  }

  static func detail(_ order: Order, status: String? = nil) -> OrdersFeature.Path.State {
    .detail(OrderDetailFeature.State(order: order, status: status))
  }

  /// A client whose `fetchStatus` takes `delay` on `clock` and answers "配達中（<id> 番・<call> 回目）".
  static func slowStatus(
    clock: TestClock<Duration>, delay: Duration = .seconds(2), calls: LockIsolated<[Int]>
  ) -> @Sendable (Int) async throws -> String {
    { id in
      let call = calls.withValue { list -> Int in
        list.append(id)
        return list.count
      }
      try await clock.sleep(for: delay)
      return "配達中（\(id) 番・\(call) 回目）"
    }
  }

  @Test("注文をタップすると、一覧の今の値で詳細画面が積まれる（一覧にない id なら何もしない）")
  func tapPushesTheOrder() async {
    var cancelled = Self.mug
    cancelled.isCancelled = true
    let store = Self.makeStore(orders: [Self.coffee, cancelled], client: OrderClient.testValue)
    await store.send(.orderTapped(12)) {
      $0.path[id: 0] = Self.detail(cancelled)
    }
    await store.send(.orderTapped(99))
    await store.send(.orderTapped(7)) {
      $0.path[id: 1] = Self.detail(Self.coffee)
    }
  }

  @Test("表示されると配送状況を読み込み、クライアントの答えをそのまま表示する")
  func onAppearLoadsTheStatus() async {
    let clock = TestClock()
    let calls = LockIsolated<[Int]>([])
    var client = OrderClient.testValue
    client.fetchStatus = Self.slowStatus(clock: clock, calls: calls)
    let store = Self.makeStore(path: StackState([Self.detail(Self.mug)]), client: client)

    await store.send(\.path[id: 0].detail.onAppear) {
      $0.path[id: 0, case: \.detail]?.isLoading = true
    }
    await clock.advance(by: .milliseconds(1999))
    #expect(calls.value == [12])
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.path[id: 0].detail.statusLoaded, "配達中（12 番・1 回目）") {
      $0.path[id: 0, case: \.detail]?.isLoading = false
      $0.path[id: 0, case: \.detail]?.status = "配達中（12 番・1 回目）"
    }
    await store.finish()
  }

  @Test("読み込みに失敗すると、読み込み中をやめてエラーを表示し、前の配送状況は残す。再読み込みで消える")
  func loadFailureShowsTheMessageAndKeepsTheOldStatus() async {
    let clock = TestClock()
    let failing = LockIsolated(true)
    var client = OrderClient.testValue
    client.fetchStatus = { id in
      try await clock.sleep(for: .seconds(1))
      if failing.value { throw ServerError() }
      return "お届け済み（\(id) 番）"
    }
    let store = Self.makeStore(path: StackState([Self.detail(Self.kettle, status: "準備中")]), client: client)

    await store.send(\.path[id: 0].detail.refreshButtonTapped) {
      $0.path[id: 0, case: \.detail]?.isLoading = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].detail.statusFailed) {
      $0.path[id: 0, case: \.detail]?.isLoading = false
      $0.path[id: 0, case: \.detail]?.errorMessage = OrderDetailFeature.loadFailedMessage
    }

    failing.setValue(false)
    await store.send(\.path[id: 0].detail.refreshButtonTapped) {
      $0.path[id: 0, case: \.detail]?.isLoading = true
      $0.path[id: 0, case: \.detail]?.errorMessage = nil
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].detail.statusLoaded, "お届け済み（23 番）") {
      $0.path[id: 0, case: \.detail]?.isLoading = false
      $0.path[id: 0, case: \.detail]?.status = "お届け済み（23 番）"
    }
  }

  @Test("読み込み中にもう一度読み込むと、前の読み込みは取り消され、新しい答えだけが届く")
  func refreshWhileLoadingKeepsOnlyTheNewest() async {
    let clock = TestClock()
    let calls = LockIsolated<[Int]>([])
    var client = OrderClient.testValue
    client.fetchStatus = Self.slowStatus(clock: clock, calls: calls)
    let store = Self.makeStore(path: StackState([Self.detail(Self.coffee)]), client: client)

    await store.send(\.path[id: 0].detail.onAppear) {
      $0.path[id: 0, case: \.detail]?.isLoading = true
    }
    await clock.advance(by: .seconds(1))
    await store.send(\.path[id: 0].detail.refreshButtonTapped)
    await clock.advance(by: .seconds(1))
    // The first load would have answered now; it was cancelled.
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].detail.statusLoaded, "配達中（7 番・2 回目）") {
      $0.path[id: 0, case: \.detail]?.isLoading = false
      $0.path[id: 0, case: \.detail]?.status = "配達中（7 番・2 回目）"
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
    #expect(calls.value == [7, 7])
  }

  @Test("3 つの画面がそれぞれ読み込んでも、互いの読み込みをキャンセルしない")
  func loadsOfDifferentScreensRunSideBySide() async {
    let clock = TestClock()
    let calls = LockIsolated<[Int]>([])
    var client = OrderClient.testValue
    client.fetchStatus = Self.slowStatus(clock: clock, calls: calls)
    let store = Self.makeStore(
      path: StackState([Self.detail(Self.coffee), Self.detail(Self.mug), Self.detail(Self.kettle)]),
      client: client
    )

    // Loads start half a second apart and each takes 2 seconds.
    for id in [0, 1, 2] as [StackElementID] {
      await store.send(\.path[id: id].detail.onAppear) {
        $0.path[id: id, case: \.detail]?.isLoading = true
      }
      await clock.advance(by: .milliseconds(500))
    }
    await clock.advance(by: .milliseconds(500))
    for (id, order) in [(0, 7), (1, 12), (2, 23)] as [(StackElementID, Int)] {
      let status = "配達中（\(order) 番・\(id.generation + 1) 回目）"
      await store.receive(\.path[id: id].detail.statusLoaded, status) {
        $0.path[id: id, case: \.detail]?.isLoading = false
        $0.path[id: id, case: \.detail]?.status = status
      }
      await clock.advance(by: .milliseconds(500))
    }
    await store.finish()
    #expect(calls.value == [7, 12, 23])
  }

  @Test("読み込み中に画面を閉じると、あとから答えが返っても何も届かない")
  func popWhileLoadingDropsTheLateAnswer() async {
    let clock = TestClock()
    let calls = LockIsolated<[Int]>([])
    var client = OrderClient.testValue
    client.fetchStatus = Self.slowStatus(clock: clock, calls: calls)
    let store = Self.makeStore(path: StackState([Self.detail(Self.coffee), Self.detail(Self.mug)]), client: client)

    await store.send(\.path[id: 1].detail.onAppear) {
      $0.path[id: 1, case: \.detail]?.isLoading = true
    }
    await clock.advance(by: .seconds(1))
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
    #expect(store.state.path.count == 1)
  }

  @Test("取り消しに成功すると、一覧に知らせてから画面が閉じる")
  func cancelTellsTheListThenPops() async {
    let clock = TestClock()
    let cancelled = LockIsolated<[Int]>([])
    var client = OrderClient.testValue
    client.cancel = { id in
      try await clock.sleep(for: .seconds(1))
      cancelled.withValue { $0.append(id) }
    }
    let store = Self.makeStore(
      path: StackState([Self.detail(Self.coffee), Self.detail(Self.kettle, status: "準備中")]), client: client
    )

    await store.send(\.path[id: 1].detail.cancelOrderButtonTapped) {
      $0.path[id: 1, case: \.detail]?.isCancelling = true
    }
    await clock.advance(by: .milliseconds(999))
    #expect(cancelled.value.isEmpty)
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.path[id: 1].detail.delegate.orderCancelled, 23) {
      $0.orders[id: 23]?.isCancelled = true
    }
    await store.receive(\.path.popFrom, 1) {
      $0.path.pop(from: 1)
    }
    #expect(cancelled.value == [23])
    #expect(store.state.orders[id: 7]?.isCancelled == false)
  }

  @Test("取り消し中にもう一度押しても、取り消しの要求は 1 回だけ")
  func cancelTappedTwiceSendsOneRequest() async {
    let clock = TestClock()
    let cancelled = LockIsolated<[Int]>([])
    var client = OrderClient.testValue
    client.cancel = { id in
      cancelled.withValue { $0.append(id) }
      try await clock.sleep(for: .seconds(1))
    }
    let store = Self.makeStore(path: StackState([Self.detail(Self.mug)]), client: client)

    await store.send(\.path[id: 0].detail.cancelOrderButtonTapped) {
      $0.path[id: 0, case: \.detail]?.isCancelling = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(\.path[id: 0].detail.cancelOrderButtonTapped)
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.path[id: 0].detail.delegate.orderCancelled, 12) {
      $0.orders[id: 12]?.isCancelled = true
    }
    await store.receive(\.path.popFrom, 0) {
      $0.path = StackState()
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
    #expect(cancelled.value == [12])
  }

  @Test("取り消しに失敗すると、画面は閉じずにエラーを表示し、もう一度押せる")
  func cancelFailureStaysAndCanRetry() async {
    let clock = TestClock()
    let attempts = LockIsolated(0)
    var client = OrderClient.testValue
    client.cancel = { _ in
      let attempt = attempts.withValue { count -> Int in
        count += 1
        return count
      }
      try await clock.sleep(for: .seconds(1))
      if attempt == 1 { throw ServerError() }
    }
    let store = Self.makeStore(path: StackState([Self.detail(Self.mug, status: "準備中")]), client: client)

    await store.send(\.path[id: 0].detail.cancelOrderButtonTapped) {
      $0.path[id: 0, case: \.detail]?.isCancelling = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].detail.cancelFailed) {
      $0.path[id: 0, case: \.detail]?.isCancelling = false
      $0.path[id: 0, case: \.detail]?.errorMessage = OrderDetailFeature.cancelFailedMessage
    }
    #expect(store.state.orders[id: 12]?.isCancelled == false)

    await store.send(\.path[id: 0].detail.cancelOrderButtonTapped) {
      $0.path[id: 0, case: \.detail]?.isCancelling = true
      $0.path[id: 0, case: \.detail]?.errorMessage = nil
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].detail.delegate.orderCancelled, 12) {
      $0.orders[id: 12]?.isCancelled = true
    }
    await store.receive(\.path.popFrom, 0) {
      $0.path = StackState()
    }
    #expect(attempts.value == 2)
  }
}
