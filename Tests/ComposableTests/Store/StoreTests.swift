@_spi(Internals) @testable import Composable
import Testing

/// `Store`: send/currentState, scope, StoreTask, buffered in-order processing, observers.
@MainActor
@Suite struct StoreTests {
  struct Chain: Reducer {
    struct State: Equatable {
      var log: [String] = []
      var isLoading = false
    }

    @CasePathable
    enum Action: Equatable {
      case start
      case step(Int)
      case refresh
      case refreshed
      case reentrant
      case first
      case second
    }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        state.log.append("start")
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.step(1))
        }
      case let .step(n):
        state.log.append("step \(n)")
        guard n < 3 else { return .none }
        // Each step starts another effect: finish() must wait for the whole chain.
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.step(n + 1))
        }
      case .refresh:
        state.isLoading = true
        return .run { send in
          try await clock.sleep(for: .seconds(2))
          await send(.refreshed)
        }
      case .refreshed:
        state.isLoading = false
        state.log.append("refreshed")
        return .none
      case .reentrant:
        state.log.append("reentrant")
        return .merge(.send(.first), .send(.second))
      case .first:
        state.log.append("first")
        return .none
      case .second:
        state.log.append("second")
        return .none
      }
    }
  }

  func makeStore(_ clock: some Clock<Duration>) -> Store<Chain.State, Chain.Action> {
    Store(initialState: Chain.State()) {
      Chain()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func sendReducesSynchronously() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.incrementButtonTapped)
    store.send(.incrementButtonTapped)
    #expect(store.currentState.count == 2)
    #expect(store.currentState.count == 2)
  }

  @Test func effectActionsAreProcessedInOrderAfterTheCurrentOne() {
    let store = makeStore(ImmediateClock())
    store.send(.reentrant)
    #expect(store.currentState.log == ["reentrant", "first", "second"])
  }

  @Test func finishWaitsForEffectsStartedByEffectActions() async {
    await withSerialExecutor {
      let store = makeStore(ImmediateClock())
      await store.send(.start).finish()
      #expect(store.currentState.log == ["start", "step 1", "step 2", "step 3"])
      #expect(store.inFlightEffectCount == 0)
    }
  }

  @Test func storeTaskCancelStopsTheChain() async {
    await withSerialExecutor {
      let clock = TestClock()
      let store = makeStore(clock)
      let task = store.send(.start)
      #expect(!task.isCancelled)
      await clock.advance(by: .seconds(1))
      task.cancel()
      await task.finish()
      #expect(task.isCancelled)
      await clock.advance(by: .seconds(10))
      #expect(store.currentState.log == ["start", "step 1"])
    }
  }

  @Test func sendWithoutEffectsReturnsAFinishedTask() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let task = store.send(.incrementButtonTapped)
    #expect(task.isCancelled)
    await task.finish()
  }

  @Test func sendWhileWaitsUntilThePredicateIsFalse() async {
    await withSerialExecutor {
      let clock = TestClock()
      let store = makeStore(clock)
      let refresh = Task { await store.send(.refresh, while: \.isLoading) }
      await Task.megaYield()
      #expect(store.currentState.isLoading)
      await clock.advance(by: .seconds(2))
      await refresh.value
      #expect(!store.currentState.isLoading)
      #expect(store.currentState.log == ["refreshed"])
    }
  }

  @Test func cancellingSendWhileCancelsTheEffect() async {
    await withSerialExecutor {
      let clock = TestClock()
      let store = makeStore(clock)
      let refresh = Task { await store.send(.refresh, while: \.isLoading) }
      await Task.megaYield()
      refresh.cancel()
      await refresh.value
      await clock.advance(by: .seconds(10))
      #expect(store.currentState.log.isEmpty)
      #expect(store.inFlightEffectCount == 0)
    }
  }

  @Test func stateChangesYieldsEveryProcessedAction() async {
    await withSerialExecutor {
      let store = Store(initialState: Counter.State()) { Counter() }
      let changes = store.stateChanges
      let collector = Task {
        var counts: [Int] = []
        for await state in changes {
          counts.append(state.count)
          if counts.count == 3 { break }
        }
        return counts
      }
      store.send(.incrementButtonTapped)
      store.send(.incrementButtonTapped)
      store.send(.decrementButtonTapped)
      let counts = await collector.value
      #expect(counts == [1, 2, 1])
    }
  }

  @Test func scopedStoreReadsAndSendsThroughTheParent() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: \.counter, action: \.counter)
    child.send(.incrementButtonTapped)
    #expect(child.currentState.count == 1)
    #expect(store.currentState.counter.count == 1)
    #expect(store.currentState.counterChanges == 1)
  }

  @Test func dependenciesApplyToReducerAndEffects() async {
    await withSerialExecutor {
      let store = makeStore(ImmediateClock())
      await store.send(.refresh).finish()
      #expect(store.currentState.log == ["refreshed"])
    }
  }
}
