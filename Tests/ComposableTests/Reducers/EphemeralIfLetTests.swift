import Composable
import Testing

/// `.ifLet(\.alert, action: \.alert)` on plain optional alert state (no `@Presents`, no child
/// reducer), as in TCA 1.25.5: an alert action clears the alert unless the parent replaced it.
@MainActor
@Suite struct EphemeralIfLetTests {
  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      var alert: AlertState<Action.Alert>?
      var isDeleted = false
    }

    enum Action: Equatable {
      case alert(Alert)
      case deleteButtonTapped

      @CasePathable
      enum Alert: Equatable { case confirmDeletion, askAgain, cancel }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .deleteButtonTapped:
          state.alert = Self.deleteAlert
          return .none
        case .alert(.confirmDeletion):
          state.isDeleted = true
          return .none
        case .alert(.askAgain):
          state.alert = Self.deleteAlert
          return .none
        case .alert(.cancel):
          return .none
        }
      }
      .ifLet(\.alert, action: \.alert)
    }

    static var deleteAlert: AlertState<Action.Alert> {
      AlertState {
        TextState("Delete?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        ButtonState(action: .askAgain) { TextState("Ask again") }
        ButtonState(role: .cancel, action: .cancel) { TextState("Cancel") }
      }
    }
  }

  @Test func anAlertActionClearsTheAlert() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.deleteButtonTapped) { $0.alert = Feature.deleteAlert }
    await store.send(.alert(.confirmDeletion)) {
      $0.alert = nil
      $0.isDeleted = true
    }
  }

  @Test func anActionThatChangesNothingStillClearsTheAlert() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.deleteButtonTapped) { $0.alert = Feature.deleteAlert }
    await store.send(.alert(.cancel)) { $0.alert = nil }
  }

  @Test func anAlertReplacedByTheParentStays() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.deleteButtonTapped)
    let first = store.alert?.id
    store.send(.alert(.askAgain))
    #expect(store.alert != nil)
    #expect(store.alert?.id != first)
  }

  @Test func anAlertActionWithoutAnAlertIsReported() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    withKnownIssue {
      store.send(.alert(.confirmDeletion))
    } matching: { issue in
      issue.description.contains("received a child action when child state was \"nil\"")
    }
  }
}
