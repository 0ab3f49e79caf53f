import Composable
import Testing

@Reducer
struct NavMacroInventory {
  @ObservableState
  struct State: Equatable {
    var items: [String] = []
    @Presents var destination: Destination.State?
    var path = StackState<Path.State>()
  }

  enum Action {
    case addTapped
    case deleteTapped
    case openDetail(String)
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)
  }

  @Reducer
  enum Destination {
    case add(Nav.AddItem)
    case alert(AlertState<Alert>)

    enum Alert {
      case confirmDeletion
    }
  }

  @Reducer
  enum Path {
    case detail(Nav.Detail)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.destination = .add(Nav.AddItem.State())
        return .none
      case .deleteTapped:
        state.destination = .alert(AlertState { TextState("Delete?") } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        })
        return .none
      case let .openDetail(title):
        state.path.append(.detail(Nav.Detail.State(title: title)))
        return .none
      case let .destination(.presented(.add(.delegate(.saved(name))))):
        state.items.append(name)
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        state.items.removeAll()
        return .none
      case .destination, .path:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }
}

extension NavMacroInventory.Destination.State: Equatable {}
extension NavMacroInventory.Path.State: Equatable {}

@MainActor
@Suite struct MacroSpellingNavigationTests {
  @Test func sheetAlertAndStackInTCASpelling() async {
    let store = TestStore(initialState: NavMacroInventory.State()) { NavMacroInventory() }
    await store.send(.addTapped) { $0.destination = .add(Nav.AddItem.State()) }
    await store.send(\.destination.add.nameChanged, "Milk") {
      $0.destination?.modify(\.add) { $0.name = "Milk" }
    }
    await store.send(\.destination.add.saveButtonTapped)
    await store.receive(\.destination.add.delegate.saved) { $0.items = ["Milk"] }
    await store.receive(\.destination.dismiss) { $0.destination = nil }
    await store.send(.deleteTapped) {
      $0.destination = .alert(AlertState { TextState("Delete?") } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      })
    }
    await store.send(\.destination.alert, .confirmDeletion) {
      $0.destination = nil
      $0.items = []
    }
    await store.send(.openDetail("A")) { $0.path.append(.detail(Nav.Detail.State(title: "A"))) }
    await store.send(\.path[id: 0].detail.closeButtonTapped)
    await store.receive(\.path.popFrom) { $0.path = StackState() }
  }
}
