import Composable
import Testing

/// `onChange(of:)`: TCA 1.25's streamlined form, and the older reducer-builder forms kept for
/// code written before it.
@MainActor
@Suite struct OnChangeTests {
  struct Search: Reducer {
    @ObservableState
    struct State: Equatable {
      var query = ""
      var otherField = 0
      var results: [String] = []
      var changes: [String] = []
    }

    @CasePathable
    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case search(String)
      case parentChangedQuery(String)
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
        .onChange(of: \.query) { oldValue, state in
          state.changes.append("\(oldValue) → \(state.query)")
          state.results = []
          return state.query.isEmpty ? .none : .send(.search(state.query))
        }
      Reduce { state, action in
        switch action {
        case let .search(query):
          state.results = ["\(query) 1", "\(query) 2"]
          return .none
        case let .parentChangedQuery(query):
          // A change made by another reducer: the `onChange` above does not see it.
          state.query = query
          return .none
        case .binding:
          return .none
        }
      }
    }
  }

  @Test func runsWithTheOldValueAndMutableStateWhenTheValueChanges() async {
    let store = TestStore(initialState: Search.State(results: ["stale"])) { Search() }
    await store.send(\.binding.query, "tca") {
      $0.query = "tca"
      $0.results = []
      $0.changes = [" → tca"]
    }
    await store.receive(\.search, "tca") {
      $0.results = ["tca 1", "tca 2"]
    }
    await store.send(\.binding.query, "") {
      $0.query = ""
      $0.results = []
      $0.changes = [" → tca", "tca → "]
    }
  }

  @Test func doesNotRunWhenTheValueStaysTheSame() async {
    let store = TestStore(initialState: Search.State(query: "tca")) { Search() }
    await store.send(\.binding.query, "tca")
    await store.send(\.binding.otherField, 1) { $0.otherField = 1 }
  }

  @Test func onlySeesChangesMadeByTheReducerItIsAttachedTo() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.send(.parentChangedQuery("elsewhere")) { $0.query = "elsewhere" }
  }

  struct Counting: Reducer {
    struct State: Equatable {
      var count = 0
      var log: [String] = []
    }

    enum Action: Equatable { case set(Int) }

    let removeDuplicates: Bool

    var base: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .set(value):
          state.count = value
          return .none
        }
      }
    }

    @available(*, deprecated)
    var body: some ReducerOf<Self> {
      if removeDuplicates {
        // Only even/odd flips count as a change.
        base.onChange(of: \.count, removeDuplicates: { $0 % 2 == $1 % 2 }) { oldValue, newValue in
          Reduce { state, _ in
            state.log.append("parity \(oldValue) → \(newValue)")
            return .none
          }
        }
      } else {
        base.onChange(of: \.count) { oldValue, newValue in
          Reduce { state, _ in
            state.log.append("\(oldValue) → \(newValue)")
            return .none
          }
        }
      }
    }
  }

  @Test func reducerBuilderFormStillRunsOnChange() async {
    let store = TestStore(initialState: Counting.State()) { Counting(removeDuplicates: false) }
    await store.send(.set(2)) {
      $0.count = 2
      $0.log = ["0 → 2"]
    }
    await store.send(.set(2))
  }

  @Test func removeDuplicatesFormUsesItsOwnEquality() async {
    let store = TestStore(initialState: Counting.State()) { Counting(removeDuplicates: true) }
    await store.send(.set(2)) { $0.count = 2 }
    await store.send(.set(3)) {
      $0.count = 3
      $0.log = ["parity 2 → 3"]
    }
  }
}
