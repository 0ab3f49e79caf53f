import Composable
import Testing

// Features written in TCA 1.x's documented spelling: `@Reducer`, `@ObservableState`, no
// hand-written `@CasePathable` and no `: Reducer`.

@Reducer
struct MacroCounter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var fact: String?
    var isLoading = false
  }

  enum Action {
    case decrementButtonTapped
    case factButtonTapped
    case factResponse(String)
    case incrementButtonTapped
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.fact = nil
        return .none
      case .factButtonTapped:
        state.fact = nil
        state.isLoading = true
        return .run { [count = state.count] send in
          try await clock.sleep(for: .seconds(1))
          await send(.factResponse("\(count) is a good number."))
        }
      case let .factResponse(fact):
        state.fact = fact
        state.isLoading = false
        return .none
      case .incrementButtonTapped:
        state.count += 1
        state.fact = nil
        return .none
      }
    }
  }
}

/// A parent that scopes to a child feature through `\.counter` on both state and action.
@Reducer
struct MacroCounterPair {
  @ObservableState
  struct State: Equatable {
    var first = MacroCounter.State()
    var second = MacroCounter.State()
    var total = 0
  }

  enum Action {
    case first(MacroCounter.Action)
    case second(MacroCounter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.first, action: \.first) {
      MacroCounter()
    }
    Scope(state: \.second, action: \.second) {
      MacroCounter()
    }
    Reduce { state, _ in
      state.total = state.first.count + state.second.count
      return .none
    }
  }
}

/// A primitive reducer (`reduce(into:action:)`, which TCA 1.25 deprecates with a warning).
@Reducer
struct MacroSwitch {
  struct State: Equatable {
    var isOn = false
  }

  enum Action {
    case toggled
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .toggled:
      state.isOn.toggle()
      return .none
    }
  }
}

/// State and Action as type aliases, and a body typed with them.
@Reducer
struct MacroVolume {
  typealias State = Int
  typealias Action = Bool

  var body: some Reducer<State, Action> {
    Reduce { level, isUp in
      level += isUp ? 1 : -1
      return .none
    }
  }
}

/// State and Action declared in an extension, as TCA allows.
@Reducer
struct MacroGreeting {
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .named(name):
        state.text = "Hello, \(name)!"
        return .none
      }
    }
  }
}

extension MacroGreeting {
  struct State: Equatable {
    var text = ""
  }

  enum Action {
    case named(String)
  }
}

/// Nothing but the macro: empty State, Action and body are generated, as in TCA.
@Reducer
struct MacroPlaceholder {}

@MainActor
@Suite struct ReducerStructMacroTests {
  @Test func counterAsPointFreeWritesIt() async {
    let clock = TestClock()
    let store = TestStore(initialState: MacroCounter.State()) {
      MacroCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.decrementButtonTapped) { $0.count = 0 }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse) {
      $0.fact = "0 is a good number."
      $0.isLoading = false
    }
  }

  @Test func actionIsCasePathableWithoutWritingIt() {
    let action = MacroCounter.Action.factResponse("hi")
    let fact = action[case: \.factResponse]
    #expect(fact == "hi")
    #expect(action.is(\.factResponse))
    #expect(!action.is(\.incrementButtonTapped))
  }

  @Test func scopeWithCaseKeyPathsOfGeneratedCasePaths() async {
    let clock = TestClock()
    let store = TestStore(initialState: MacroCounterPair.State()) {
      MacroCounterPair()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.first(.incrementButtonTapped)) {
      $0.first.count = 1
      $0.total = 1
    }
    await store.send(.second(.factButtonTapped)) { $0.second.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.second.factResponse, "0 is a good number.") {
      $0.second.fact = "0 is a good number."
      $0.second.isLoading = false
    }
  }

  @Test func reduceMethodStillRuns() async {
    let store = TestStore(initialState: MacroSwitch.State()) { MacroSwitch() }
    await store.send(.toggled) { $0.isOn = true }
  }

  @Test func typealiasStateAndAction() async {
    let store = TestStore(initialState: 3) { MacroVolume() }
    await store.send(true) { $0 = 4 }
    await store.send(false) { $0 = 3 }
  }

  @Test func stateAndActionFromAnExtension() async {
    let store = TestStore(initialState: MacroGreeting.State()) { MacroGreeting() }
    await store.send(.named("Dojo")) { $0.text = "Hello, Dojo!" }
  }

  @Test func emptyFeatureGetsEmptyStateActionAndBody() {
    let state = MacroPlaceholder.State()
    #expect(state == MacroPlaceholder.State())
    let store = Store(initialState: state) { MacroPlaceholder() }
    _ = store
  }
}
