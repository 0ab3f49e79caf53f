import Composable
import Testing

/// A destination written as TCA 1.25's migration guide asks for the chained
/// `$store.scope(state: \.$destination, action: \.destination).alert`: the alert and dialog cases
/// marked `@ReducerCaseIgnored`, their actions in an `Action` written by hand (as SyncUps'
/// `SyncUpDetail` and phase 8's lesson do).
@Reducer
struct IgnoredAlertHost {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var deleted = 0
    var cleared: [ClearOption] = []
  }

  enum Action {
    case deleteButtonTapped
    case clearButtonTapped
    case destination(PresentationAction<Destination.Action>)
  }

  enum Alert: Equatable {
    case confirmDeletion
  }

  enum ClearOption: Equatable {
    case completed
    case all
  }

  @Reducer
  enum Destination {
    case counter(CaseScopeCounter)
    @ReducerCaseIgnored
    case alert(AlertState<IgnoredAlertHost.Alert>)
    @ReducerCaseIgnored
    case dialog(ConfirmationDialogState<IgnoredAlertHost.ClearOption>)

    @CasePathable
    enum Action {
      case counter(CaseScopeCounter.Action)
      case alert(IgnoredAlertHost.Alert)
      case dialog(IgnoredAlertHost.ClearOption)
    }
  }

  static let deleteAlert = AlertState<Alert> {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
  }

  static let clearDialog = ConfirmationDialogState<ClearOption> {
    TextState("Clear")
  } actions: {
    ButtonState(action: .completed) { TextState("Completed") }
    ButtonState(action: .all) { TextState("All") }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteButtonTapped:
        state.destination = .alert(Self.deleteAlert)
        return .none
      case .clearButtonTapped:
        state.destination = .dialog(Self.clearDialog)
        return .none
      // The same pattern as with the Action the macro writes.
      case .destination(.presented(.alert(.confirmDeletion))):
        state.deleted += 1
        return .none
      case let .destination(.presented(.dialog(option))):
        state.cleared.append(option)
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension IgnoredAlertHost.Destination.State: Equatable {}

@MainActor
@Suite struct ReducerCaseIgnoredAlertTests {
  @Test func theAlertCaseIsAStoreWhoseButtonsReachTheParent() throws {
    let store = Store(initialState: IgnoredAlertHost.State()) { IgnoredAlertHost() }
    store.send(.deleteButtonTapped)
    let destination = try #require(store.scope(\.destination, action: \.destination.presented))
    // A store of the alert and its action, not the bare `AlertState` value: what `.alert(_:)`
    // takes, so the button's action has somewhere to go.
    let alert: Store<AlertState<IgnoredAlertHost.Alert>, IgnoredAlertHost.Alert> =
      try #require(destination.case.alert)
    #expect(alert.withState { $0 } == IgnoredAlertHost.deleteAlert)

    alert.send(.confirmDeletion)
    #expect(store.deleted == 1)
    // An alert is dismissed after its button's action, with or without `@ReducerCaseIgnored`.
    #expect(store.destination == nil)
  }

  @Test func theDialogCaseIsAStoreToo() throws {
    let store = Store(initialState: IgnoredAlertHost.State()) { IgnoredAlertHost() }
    store.send(.clearButtonTapped)
    let destination = try #require(store.scope(\.destination, action: \.destination.presented))
    let dialog = try #require(destination.case.dialog)
    dialog.send(.all)
    #expect(store.cleared == [.all])
    #expect(store.destination == nil)
  }

  @Test func aFeatureCaseBesideThemIsStillAStoreOfTheFeature() throws {
    let store = Store(
      initialState: IgnoredAlertHost.State(destination: .counter(CaseScopeCounter.State()))
    ) { IgnoredAlertHost() }
    let destination = try #require(store.scope(\.destination, action: \.destination.presented))
    let counter = try #require(destination.case.counter)
    counter.send(.increment)
    #expect(store.destination == .counter(CaseScopeCounter.State(count: 1)))
  }

  @Test func aTestStoreReceivesTheButtonActionAndTheDismissalAsWithTheGeneratedAction() async {
    let store = TestStore(initialState: IgnoredAlertHost.State()) { IgnoredAlertHost() }
    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(IgnoredAlertHost.deleteAlert)
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
      $0.deleted = 1
      $0.destination = nil
    }
  }
}
