import Composable

/// A settings form as TCA 1.x writes one: an `@ObservableState` state (which binding actions
/// require, as in TCA), a `BindableAction` enum, `BindingReducer` first, a field-specific reaction and `onChange`.
struct ProfileForm: Reducer {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var isSubscribed = false
    var preferences = Preferences()
    var nameError: String?
    var changes: [String] = []
  }

  struct Preferences: Equatable {
    var volume = 5
  }

  @CasePathable
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case clearButtonTapped
    case saveButtonTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.name) { oldValue, state in
        state.changes.append("\(oldValue) → \(state.name)")
        return .none
      }
    Reduce { state, action in
      switch action {
      case .binding(\.name):
        state.nameError = state.name.isEmpty ? "required" : nil
        return .none
      case .binding:
        return .none
      case .clearButtonTapped:
        return .send(.binding(.set(\.name, "")))
      case .saveButtonTapped:
        return .send(.binding(.set(\.isSubscribed, true)))
      }
    }
  }
}

/// Which state a feature's own logic sees, depending on where `BindingReducer` sits.
struct BindingOrder: Reducer {
  @ObservableState
  struct State: Equatable {
    var text = ""
    var seen: [String] = []
  }

  @CasePathable
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  let bindingFirst: Bool

  var body: some ReducerOf<Self> {
    if bindingFirst {
      BindingReducer()
      record
    } else {
      record
      BindingReducer()
    }
  }

  var record: some ReducerOf<Self> {
    Reduce { state, _ in
      state.seen.append(state.text)
      return .none
    }
  }
}

/// TCA's view-action pattern: the binding case lives in a nested `View` enum.
struct ViewActionForm: Reducer {
  @ObservableState
  struct State: Equatable {
    var query = ""
  }

  @CasePathable
  enum Action: Equatable {
    case view(View)
    case searchResponse([String])

    @CasePathable
    enum View: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case searchButtonTapped
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { _, _ in .none }
  }
}
