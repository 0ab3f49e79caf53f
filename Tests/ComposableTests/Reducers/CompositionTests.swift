import Composable
import Testing

/// Reducer protocol, builder, Reduce, CombineReducers, EmptyReducer, Scope, onChange, dependency.
@MainActor
@Suite struct CompositionTests {
  struct Logger: Reducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable { case tap, other }
    var includeSecond: Bool

    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.log.append("first")
        return .none
      }
      if includeSecond {
        Reduce { state, _ in
          state.log.append("second")
          return .none
        }
      } else {
        EmptyReducer()
      }
      CombineReducers {
        Reduce { state, action in
          if action == .tap { state.log.append("combined") }
          return .none
        }
        for index in 0..<2 {
          Reduce { state, _ in
            state.log.append("loop\(index)")
            return .none
          }
        }
      }
    }
  }

  @Test func builderRunsReducersInOrder() async {
    let store = TestStore(initialState: Logger.State()) { Logger(includeSecond: true) }
    await store.send(.tap) { $0.log = ["first", "second", "combined", "loop0", "loop1"] }
    let other = TestStore(initialState: Logger.State()) { Logger(includeSecond: false) }
    await other.send(.other) { $0.log = ["first", "loop0", "loop1"] }
  }

  @Test func reduceIntoStyleReducer() async {
    let store = TestStore(initialState: Row.State(id: 1)) { Row() }
    await store.send(.toggle) { $0.isOn = true }
  }

  @Test func emptyReducerChangesNothing() async {
    let store = TestStore(initialState: Counter.State()) {
      EmptyReducer<Counter.State, Counter.Action>()
    }
    await store.send(.incrementButtonTapped)
  }

  @Test func scopeRunsChildForChildActionsOnly() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.count = 1
      $0.counterChanges = 1
    }
    await store.send(.showDetail) { $0.detail = Row.State(id: 1) }
  }

  @Test func scopeChildEffectsAreEmbedded() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.counter(.delayedIncrementButtonTapped))
    await clock.advance(by: .seconds(1))
    await store.receive(.counter(.incrementButtonTapped)) {
      $0.counter.count = 1
      $0.counterChanges = 1
    }
  }

  @Test func onChangeRunsOnlyWhenValueChanges() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.count = 1
      $0.counterChanges = 1
    }
    await store.send(.counter(.cancelButtonTapped))
    await store.send(.counter(.decrementButtonTapped)) {
      $0.counter.count = 0
      $0.counterChanges = 2
    }
  }

  @CasePathable
  enum Tab: Equatable {
    case counter(Counter.State)
    case row(Row.State)
  }

  struct Tabs: Reducer {
    typealias State = Tab
    @CasePathable
    enum Action: Equatable {
      case counter(Counter.Action)
      case row(Row.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter() }
      Scope(state: \.row, action: \.row) { Row() }
    }
  }

  @Test func scopeOnEnumStateCase() async {
    let store = TestStore(initialState: Tab.counter(Counter.State())) { Tabs() }
    await store.send(.counter(.incrementButtonTapped)) {
      $0 = .counter(Counter.State(count: 1))
    }
  }

  @Test func scopeOnEnumStateReportsActionForOtherCase() async {
    let store = TestStore(initialState: Tab.counter(Counter.State())) { Tabs() }
    await withKnownIssue {
      await store.send(.row(.toggle))
    } matching: { issue in
      issue.description.contains("received a child action when child state was set to a different case")
    }
  }

  struct ClockReader: Reducer {
    struct State: Equatable { var slept = false }
    enum Action: Equatable { case sleep, slept }
    @Dependency(\.continuousClock) var clock
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .sleep:
        return .run { send in
          try await clock.sleep(for: .seconds(100))
          await send(.slept)
        }
      case .slept:
        state.slept = true
        return .none
      }
    }
  }

  @Test func dependencyModifierOverridesForReducerAndEffects() async {
    let store = TestStore(initialState: ClockReader.State()) {
      ClockReader().dependency(\.continuousClock, ImmediateClock())
    }
    await store.send(.sleep)
    await store.receive(.slept) { $0.slept = true }
  }
}
