import Composable
import Testing

/// `ViewAction`: a feature whose view-facing actions live in `case view(View)`, sent from a type
/// marked `@ViewAction(for:)`, bindings included.
@Reducer
struct ViewActionLogin {
  @ObservableState
  struct State: Equatable {
    var email = ""
    var isLoggingIn = false
    var loggedIn = false
  }

  enum Action: ViewAction {
    case loginResponse(Bool)
    case view(View)

    @CasePathable
    enum View: BindableAction {
      case binding(BindingAction<State>)
      case loginButtonTapped
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case let .loginResponse(success):
        state.isLoggingIn = false
        state.loggedIn = success
        return .none
      case .view(.binding):
        return .none
      case .view(.loginButtonTapped):
        state.isLoggingIn = true
        return .run { [email = state.email] send in
          await send(.loginResponse(email.contains("@")))
        }
      }
    }
  }
}

/// What a SwiftUI view would be, minus the view (a view is on the main actor): it holds the
/// store and sends view actions.
@ViewAction(for: ViewActionLogin.self)
@MainActor
struct ViewActionLoginScreen {
  let store: StoreOf<ViewActionLogin>

  func typeEmail(_ email: String) { store.email = email }
  func tapLogin() -> StoreTask { send(.loginButtonTapped) }
}

@MainActor
@Suite struct ViewActionTests {
  @Test func aScreenSendsViewActionsAndBindings() async {
    let screen = ViewActionLoginScreen(
      store: Store(initialState: ViewActionLogin.State()) { ViewActionLogin() }
    )
    screen.typeEmail("blob@example.com")
    #expect(screen.store.email == "blob@example.com")
    await screen.tapLogin().finish()
    #expect(screen.store.loggedIn)
    #expect(screen.store.isLoggingIn == false)
  }

  @Test func testStoreSendsViewActionsByCaseKeyPath() async {
    let store = TestStore(initialState: ViewActionLogin.State()) { ViewActionLogin() }
    await store.send(\.view.binding.email, "blob") { $0.email = "blob" }
    await store.send(.view(.loginButtonTapped)) { $0.isLoggingIn = true }
    await store.receive(\.loginResponse, false) { $0.isLoggingIn = false }
  }
}
