import Composable
import Testing

/// A destination enum with every kind of case `@Reducer` knows: a feature, an alert, data with
/// several values (ignored), and a case without a value.
@Reducer
struct CaseScopeHost {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case show(Destination.State)
  }

  @Reducer
  enum Destination {
    case counter(CaseScopeCounter)
    case alert(AlertState<Alert>)
    case preview(id: Int, title: String)
    case empty

    enum Alert: Equatable {
      case confirm
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .show(destination):
        state.destination = destination
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension CaseScopeHost.Destination.State: Equatable {}

@Reducer
struct CaseScopeCounter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case increment
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.count += 1
      return .none
    }
  }
}

/// `store.case` on a store of an `@Reducer enum`: what a view switches over to show a
/// destination.
@MainActor
@Suite struct CaseScopeTests {
  func destinationStore(
    _ destination: CaseScopeHost.Destination.State
  ) throws -> (StoreOf<CaseScopeHost>, StoreOf<CaseScopeHost.Destination>) {
    let store = Store(initialState: CaseScopeHost.State()) { CaseScopeHost() }
    store.send(.show(destination))
    let child = store.scope(\.destination, action: \.destination.presented)
    return (store, try #require(child))
  }

  @Test func aFeatureCaseHoldsAStoreScopedToIt() throws {
    let (store, destination) = try destinationStore(.counter(CaseScopeCounter.State(count: 2)))
    guard case let .counter(counter) = destination.case else {
      Issue.record("expected the counter case, got \(destination.case)")
      return
    }
    #expect(counter.count == 2)
    counter.send(.increment)
    #expect(store.destination == .counter(CaseScopeCounter.State(count: 3)))
    #expect(counter.count == 3)
  }

  @Test func theSameCaseGivesTheSameStoreWhileItLasts() throws {
    let (_, destination) = try destinationStore(.counter(CaseScopeCounter.State()))
    let first = destination.case.counter
    let second = destination.case.counter
    #expect(first != nil)
    #expect(first === second)
  }

  @Test func caseKeyPathReadsOneCaseOrNil() throws {
    let (_, destination) = try destinationStore(.empty)
    #expect(destination.case.counter == nil)
    #expect(destination.case.alert == nil)
    #expect(destination.case.empty != nil)
  }

  @Test func anAlertCaseHoldsItsValue() throws {
    let alert = AlertState<CaseScopeHost.Destination.Alert> {
      TextState("Sure?")
    } actions: {
      ButtonState(action: .confirm) { TextState("Yes") }
    }
    let (_, destination) = try destinationStore(.alert(alert))
    #expect(destination.case.alert == alert)
  }

  @Test func dataCasesHandTheirValuesOverWithLabels() throws {
    let (_, destination) = try destinationStore(.preview(id: 7, title: "Draft"))
    guard case let .preview(id, title) = destination.case else {
      Issue.record("expected the preview case, got \(destination.case)")
      return
    }
    #expect(id == 7)
    #expect(title == "Draft")
  }

  @Test func switchingCasesGivesTheNewCase() throws {
    let (store, destination) = try destinationStore(.empty)
    store.send(.show(.counter(CaseScopeCounter.State(count: 5))))
    #expect(destination.case.counter?.count == 5)
  }
}

/// A stack element's store, as a navigation destination gets it, switched over with `case`.
@MainActor
@Suite struct StackElementStoreTests {
  @Test func aPushedScreenIsAStoreOfItsCase() throws {
    let store = Store(initialState: NavMacroInventory.State()) { NavMacroInventory() }
    store.send(.openDetail("A"))
    let element = try #require(store.scope(state: \.path[id: 0], action: \.path[id: 0]))
    guard case let .detail(detail) = element.case else {
      Issue.record("expected the detail screen")
      return
    }
    detail.send(.saveButtonTapped)
    #expect(store.path[id: 0] == .detail(Nav.Detail.State(title: "A (saved)")))
    #expect(store.scope(state: \.path[id: 1], action: \.path[id: 1]) == nil)
  }
}

/// The location-taking subscripts can stand in key paths (their location arguments are
/// `Hashable`), as TCA's can.
@Suite struct NavigationKeyPathTests {
  @Test func presentedCaseAndStackElementSubscriptsAreKeyPaths() {
    let counter: WritableKeyPath<CaseScopeHost.State, CaseScopeCounter.State?> =
      \.$destination[case: \.counter]
    var host = CaseScopeHost.State(destination: .counter(CaseScopeCounter.State(count: 1)))
    host[keyPath: counter]?.count = 2
    #expect(host.destination == .counter(CaseScopeCounter.State(count: 2)))

    let first: WritableKeyPath<StackState<Int>, Int?> = \.[id: 0]
    var stack = StackState<Int>()
    stack.append(7)
    #expect(stack[keyPath: first] == 7)
  }
}
