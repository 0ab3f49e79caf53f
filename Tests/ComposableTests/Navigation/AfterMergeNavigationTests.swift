import Composable
import Testing

/// Navigation spelled with APIs that other branches bring: `TestStore.send(\.case)` /
/// `send(\.case, value)` (bindings-deps) and `CaseReducer`'s static `body` (reducer-macro),
/// which the closure-less `ifLet(\.$destination, action: \.destination)` and
/// `forEach(\.path, action: \.path)` need.
@MainActor
@Suite struct AfterMergeNavigationTests {
  /// What `@Reducer enum Destination { case add(AddItem); case alert(AlertState<Alert>) }`
  /// generates, written out by hand.
  enum Destination: CaseReducer {
    @CasePathable
    @dynamicMemberLookup
    @ObservableState
    enum State: Equatable, CaseReducerState {
      typealias StateReducer = Destination
      case add(Nav.AddItem.State)
      case alert(AlertState<Alert>)
    }

    @CasePathable
    enum Action: Equatable {
      case add(Nav.AddItem.Action)
      case alert(Alert)
    }

    enum Alert: Equatable {
      case confirm
    }

    typealias Body = Reduce<State, Action>

    static var body: Reduce<State, Action> {
      Reduce(
        EmptyReducer<State, Action>()
          .ifCaseLet(\.add, action: \.add) { Nav.AddItem() }
      )
    }

    @CasePathable
    @dynamicMemberLookup
    enum CaseScope: _CaseScopeProtocol {
      case add(StoreOf<Nav.AddItem>)
      case alert(AlertState<Alert>)
    }

    static func scope(_ store: Store<State, Action>) -> CaseScope {
      switch store.state {
      case .add: return .add(store.scope(\.add, action: \.add)!)
      case let .alert(alert): return .alert(alert)
      }
    }
  }

  /// What `@Reducer enum Path { case detail(Detail) }` generates.
  enum Path: CaseReducer {
    @CasePathable
    @dynamicMemberLookup
    @ObservableState
    enum State: Equatable, CaseReducerState {
      typealias StateReducer = Path
      case detail(Nav.Detail.State)
    }

    @CasePathable
    enum Action: Equatable {
      case detail(Nav.Detail.Action)
    }

    typealias Body = Reduce<State, Action>

    static var body: Reduce<State, Action> {
      Reduce(
        EmptyReducer<State, Action>()
          .ifCaseLet(\.detail, action: \.detail) { Nav.Detail() }
      )
    }

    @CasePathable
    @dynamicMemberLookup
    enum CaseScope: _CaseScopeProtocol {
      case detail(StoreOf<Nav.Detail>)
    }

    static func scope(_ store: Store<State, Action>) -> CaseScope {
      switch store.state {
      case .detail: return .detail(store.scope(\.detail, action: \.detail)!)
      }
    }
  }

  struct App: Reducer {
    struct State: Equatable {
      var saved: [String] = []
      var path = StackState<Path.State>()
      @PresentationState var destination: Destination.State?
    }

    @CasePathable
    enum Action: Equatable {
      case addTapped
      case alertTapped
      case destination(PresentationAction<Destination.Action>)
      case path(StackActionOf<Path>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .addTapped:
          state.destination = .add(Nav.AddItem.State())
          return .none
        case .alertTapped:
          state.destination = .alert(AlertState { TextState("Sure?") })
          return .none
        case let .destination(.presented(.add(.delegate(.saved(name))))):
          state.saved.append(name)
          return .none
        case .destination, .path:
          return .none
        }
      }
      .ifLet(\.$destination, action: \.destination)
      .forEach(\.path, action: \.path)
    }
  }

  @Test func closureLessIfLetForAnEnumOfFeatures() async {
    let store = TestStore(initialState: App.State()) { App() }
    await store.send(.addTapped) { $0.destination = .add(Nav.AddItem.State()) }
    await store.send(\.destination.add.nameChanged, "Milk") {
      $0.$destination[case: \.add]?.name = "Milk"
    }
    await store.send(\.destination.add.saveButtonTapped)
    await store.receive(\.destination.presented.add.delegate.saved, "Milk") {
      $0.saved = ["Milk"]
    }
    await store.receive(\.destination.dismiss) { $0.destination = nil }
  }

  @Test func sendDismissByCaseKeyPath() async {
    let store = TestStore(initialState: App.State()) { App() }
    await store.send(.addTapped) { $0.destination = .add(Nav.AddItem.State()) }
    await store.send(\.destination.dismiss) { $0.destination = nil }
  }

  @Test func alertCaseIsDismissedAfterItsAction() async {
    let store = TestStore(initialState: App.State()) { App() }
    await store.send(.alertTapped) { $0.destination = .alert(AlertState { TextState("Sure?") }) }
    await store.send(\.destination.alert, .confirm) { $0.destination = nil }
  }

  @Test func closureLessForEachForAnEnumOfScreens() async {
    let store = TestStore(initialState: App.State()) { App() }
    await store.send(\.path.push, (id: 0, state: .detail(Nav.Detail.State(title: "A")))) {
      $0.path[id: 0] = .detail(Nav.Detail.State(title: "A"))
    }
    await store.send(\.path[id: 0].detail.saveButtonTapped) {
      $0.path[id: 0, case: \.detail]?.title = "A (saved)"
    }
    await store.send(\.path[id: 0].detail.closeButtonTapped)
    await store.receive(\.path.popFrom, 0) { $0.path = StackState() }
  }
}
