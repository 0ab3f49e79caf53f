import Composable
import Testing

/// `dismiss(animation:)` and `dismiss(transaction:)` dismiss exactly as `dismiss()` does; the
/// `ViewActionSending` animated sends reach the store as the plain one.
@MainActor
@Suite struct DismissAnimationTests {
  @Reducer
  struct Child {
    @ObservableState
    struct State: Equatable {}
    enum Action: Equatable { case closeAnimated, closeInTransaction }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .closeAnimated:
          return .run { _ in await dismiss(animation: .easeInOut) }
        case .closeInTransaction:
          return .run { _ in await dismiss(transaction: Transaction(animation: nil)) }
        }
      }
    }
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      @Presents var child: Child.State?
    }
    enum Action: Equatable {
      case child(PresentationAction<Child.Action>)
    }
    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .ifLet(\.$child, action: \.child) { Child() }
    }
  }

  @Test func dismissWithAnimation() async {
    let store = TestStore(initialState: Parent.State(child: Child.State())) { Parent() }
    await store.send(.child(.presented(.closeAnimated)))
    await store.receive(.child(.dismiss)) { $0.child = nil }
  }

  @Test func dismissWithTransaction() async {
    let store = TestStore(initialState: Parent.State(child: Child.State())) { Parent() }
    await store.send(.child(.presented(.closeInTransaction)))
    await store.receive(.child(.dismiss)) { $0.child = nil }
  }

  @Reducer
  struct Login {
    @ObservableState
    struct State: Equatable { var taps = 0 }
    enum Action: ViewAction, Equatable {
      case view(View)
      enum View: Equatable { case loginButtonTapped }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.taps += 1
        return .none
      }
    }
  }

  @ViewAction(for: Login.self)
  @MainActor
  struct LoginView {
    let store: StoreOf<Login>
  }

  @Test func viewActionSendWithAnimationAndTransaction() {
    let view = LoginView(store: Store(initialState: Login.State()) { Login() })
    view.send(.loginButtonTapped, animation: .default)
    view.send(.loginButtonTapped, transaction: Transaction())
    #expect(view.store.taps == 2)
  }
}
