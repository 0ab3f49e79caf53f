import Composable
import Testing

/// Overloads of TCA 1.25.5's public test-store, effect and reducer API found missing in the pass
/// over it (the DocC article ComposableVsTCA): each compiles in TCA's spelling and behaves as TCA's.
@MainActor
@Suite struct TCAOverloadPassTests {
  func makeStore(_ clock: some Clock<Duration> = TestClock()) -> TestStoreOf<Counter> {
    TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func withExhaustivityReturnsTheOperationsValueSyncAndAsync() async {
    let store = makeStore()
    let inside = store.withExhaustivity(.off) { store.exhaustivity }
    #expect(inside == .off)
    #expect(store.exhaustivity == .on)
    let count = await store.withExhaustivity(.off) {
      await store.send(.incrementButtonTapped)
      return store.state.count
    }
    #expect(count == 1)
    #expect(store.exhaustivity == .on)
  }

  @Test func withDependenciesAppliesOnlyDuringTheOperation() async {
    let store = makeStore()
    await store.withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: {
      await store.send(.delayedIncrementButtonTapped)
      await store.receive(.incrementButtonTapped) { $0.count = 1 }
    }
    // The TestClock is back: the delayed increment now waits for it.
    await store.send(.delayedIncrementButtonTapped)
    await store.skipInFlightEffects()
    let sync = store.withDependencies { $0.continuousClock = ImmediateClock() } operation: {
      store.dependencies.continuousClock is ImmediateClock<Duration>
    }
    #expect(sync)
    #expect(store.dependencies.continuousClock is TestClock<Duration>)
  }

  struct Timer: Reducer {
    struct State: Equatable { var ticks = 0 }
    enum Action: Equatable { case start, stopFromAnEffect, tick }
    enum CancelID { case timer }
    @Dependency(\.continuousClock) var clock
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
        .cancellable(id: CancelID.timer)
      case .stopFromAnEffect:
        return .run { _ in Task.cancel(id: CancelID.timer) }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }

  @Test func taskCancelIDCancelsTheStoresEffectFromAnotherEffect() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.send(.stopFromAnEffect).finish()
    await clock.advance(by: .seconds(5))
    // Nothing more is received and no effect is left running at the end of the test.
  }

  struct GreetingClient: TestDependencyKey {
    var greet: @Sendable (String) -> String
    static let testValue = GreetingClient { "Hello, \($0)" }
  }

  struct Greeter: Reducer {
    struct State: Equatable { var greeting = "" }
    enum Action: Equatable { case greet(String) }
    @Dependency(GreetingClient.self) var client
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .greet(name):
        state.greeting = client.greet(name)
        return .none
      }
    }
  }

  @Test func dependencyOverrideByKeyValue() async {
    let store = TestStore(initialState: Greeter.State()) {
      Greeter().dependency(GreetingClient { "こんにちは、\($0)" })
    }
    await store.send(.greet("Blob")) { $0.greeting = "こんにちは、Blob" }
  }
}
