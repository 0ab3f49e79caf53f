import Composable
import Testing

/// Writing `store.field = value` on a store of a bindable feature, as a SwiftUI binding
/// (`$store.field`) does in TCA 1.x.
@MainActor
@Suite struct StoreBindingTests {
  @Reducer
  struct NicknameForm {
    @ObservableState
    struct State: Equatable {
      var nickname = ""
      var isLoud = false
      var edits = 0
    }

    enum Action: BindableAction {
      case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(\.nickname):
          state.edits += 1
          return .none
        case .binding:
          return .none
        }
      }
    }
  }

  @Test func assigningAFieldSendsABindingActionThroughTheReducer() {
    let store = Store(initialState: NicknameForm.State()) { NicknameForm() }
    store.nickname = "Blob"
    store.isLoud = true
    store.nickname = "Blob Jr."
    #expect(store.nickname == "Blob Jr.")
    #expect(store.isLoud)
    // The reducer saw both nickname writes: they were actions, not direct mutations.
    #expect(store.edits == 2)
  }

  @Test func aWriteIsObservedByReadersOfThatField() {
    let store = Store(initialState: NicknameForm.State()) { NicknameForm() }
    let nicknameChanges = changes { _ = store.nickname }
    store.isLoud = true
    #expect(nicknameChanges.value == 0, "another field's write is not a nickname change")
    store.nickname = "Blob"
    #expect(nicknameChanges.value == 1)
  }
}
