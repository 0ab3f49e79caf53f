import Composable

/// A small feature used across the suites: a counter with a delayed, cancellable fact fetch.
struct Counter: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
    var fact: String?
    var isLoading = false
  }

  @CasePathable
  enum Action: Equatable {
    case incrementButtonTapped
    case decrementButtonTapped
    case factButtonTapped
    case factResponse(String)
    case cancelButtonTapped
    case delayedIncrementButtonTapped
  }

  enum CancelID { case fact }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .factButtonTapped:
        state.isLoading = true
        return .run { [count = state.count] send in
          try await clock.sleep(for: .seconds(1))
          await send(.factResponse("\(count) is a good number"))
        }
        .cancellable(id: CancelID.fact, cancelInFlight: true)
      case let .factResponse(fact):
        state.isLoading = false
        state.fact = fact
        return .none
      case .cancelButtonTapped:
        state.isLoading = false
        return .cancel(id: CancelID.fact)
      case .delayedIncrementButtonTapped:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.incrementButtonTapped)
        }
      }
    }
  }
}
