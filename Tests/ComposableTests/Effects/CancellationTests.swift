@_spi(Internals) @testable import Composable
import Testing

/// Cancellation: `.cancellable(id:cancelInFlight:)`, `.cancel(id:)`, `withTaskCancellation`,
/// ids scoped per store, and a 10,000-send stress run.
@MainActor
@Suite struct CancellationTests {
  struct Search: Reducer {
    struct State: Equatable {
      var query = ""
      var results: [String] = []
      var responses = 0
    }

    @CasePathable
    enum Action: Equatable {
      case queryChanged(String)
      case debouncedQueryChanged(String)
      case response(String)
      case cancel
    }

    enum CancelID { case search, debounce }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .queryChanged(query):
        state.query = query
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.response(query))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)
      case let .debouncedQueryChanged(query):
        state.query = query
        return .run { send in
          try await withTaskCancellation(id: CancelID.debounce, cancelInFlight: true) {
            try await clock.sleep(for: .milliseconds(300))
            await send(.response(query))
          }
        }
      case let .response(result):
        state.results.append(result)
        state.responses += 1
        return .none
      case .cancel:
        return .merge(.cancel(id: CancelID.search), .cancel(id: CancelID.debounce))
      }
    }
  }

  func makeStore(_ clock: TestClock<Duration>) -> TestStore<Search.State, Search.Action> {
    TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func cancelInFlightKeepsOnlyTheLatest() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("ab")) { $0.query = "ab" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.response("ab")) {
      $0.results = ["ab"]
      $0.responses = 1
    }
  }

  @Test func cancelStopsTheEffect() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.queryChanged("a")) { $0.query = "a" }
    #expect(store.inFlightEffectCount == 1)
    await store.send(.cancel)
    #expect(store.inFlightEffectCount == 0)
    await clock.advance(by: .seconds(10))
  }

  @Test func withTaskCancellationDebouncesInsideRun() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.debouncedQueryChanged("a")) { $0.query = "a" }
    await clock.advance(by: .milliseconds(100))
    await store.send(.debouncedQueryChanged("ab")) { $0.query = "ab" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.response("ab")) {
      $0.results = ["ab"]
      $0.responses = 1
    }
    await store.finish()
  }

  @Test func cancelReachesWithTaskCancellation() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.debouncedQueryChanged("a")) { $0.query = "a" }
    await store.send(.cancel)
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func idsAreScopedPerStore() async {
    let clock = TestClock()
    let first = makeStore(clock)
    let second = makeStore(clock)
    await first.send(.queryChanged("first")) { $0.query = "first" }
    await second.send(.queryChanged("second")) { $0.query = "second" }
    await second.send(.cancel)
    await clock.advance(by: .milliseconds(300))
    await first.receive(.response("first")) {
      $0.results = ["first"]
      $0.responses = 1
    }
  }

  @Test func storeTaskCancelCancelsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock)
    let task = await store.send(.queryChanged("a")) { $0.query = "a" }
    await task.cancel()
    #expect(task.isCancelled)
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func tenThousandRapidSendsDeliverExactlyOneResult() async {
    await withSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: Search.State()) {
        Search()
      } withDependencies: {
        $0.continuousClock = clock
      }
      var tasks: [StoreTask] = []
      for index in 1...10_000 {
        tasks.append(store.send(.queryChanged("q\(index)")))
        // Let some effects start (and register their sleeps) between bursts, and keep the main
        // actor available to tests running in parallel.
        if index.isMultiple(of: 100) { await Task.yield() }
      }
      await clock.advance(by: .seconds(1))
      for task in tasks { await task.finish() }
      let responses = store.currentState.responses
      let results = store.currentState.results
      #expect(responses == 1)
      #expect(results == ["q10000"])
      #expect(store.inFlightEffectCount == 0)
      #expect(store.cancellableCount == 0)
    }
  }
}
