import Composable

/// An inbox whose messages arrive with an animation and whose "clear" asks first, in an alert
/// held in plain optional state: `await send(_:animation:)`, `ButtonState(action: .send(_:animation:))`
/// and `.ifLet(\.alert, action: \.alert)`, in TCA 1.25.5's documented spelling.
@Reducer
struct InboxFeature {
  @ObservableState
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
    var isLoading = false
    var messages: [String] = []
  }

  enum Action {
    case alert(Alert)
    case clearButtonTapped
    case messagesResponse([String])
    case refreshButtonTapped

    @CasePathable
    enum Alert: Equatable {
      case confirmClear
    }
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.confirmClear):
        state.messages = []
        return .none

      case .clearButtonTapped:
        state.alert = .confirmClear
        return .none

      case let .messagesResponse(messages):
        state.isLoading = false
        state.messages = messages
        return .none

      case .refreshButtonTapped:
        state.isLoading = true
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.messagesResponse(["Welcome", "Your order shipped"]), animation: .default)
        }
      }
    }
    .ifLet(\.alert, action: \.alert)
  }
}

extension AlertState where Action == InboxFeature.Action.Alert {
  static let confirmClear = Self {
    TextState("Clear all messages?")
  } actions: {
    ButtonState(role: .destructive, action: .send(.confirmClear, animation: .easeInOut)) {
      TextState("Clear")
    }
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
  }
}
