import Composable
import Testing

/// `receive { predicate }`: for actions that are not `Equatable`.
@MainActor
@Suite struct TestStorePredicateReceiveTests {
  struct Failure: Error {}

  @Reducer
  struct Loader {
    @ObservableState
    struct State: Equatable { var value: Int? }

    enum Action {
      case load
      case response(Result<Int, any Error>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .load:
          return .run { send in await send(.response(.success(42))) }
        case let .response(.success(value)):
          state.value = value
          return .none
        case .response(.failure):
          return .none
        }
      }
    }
  }

  @Test func aMatchingActionIsReceived() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    await store.send(.load)
    await store.receive {
      guard case .response(.success) = $0 else { return false }
      return true
    } assert: {
      $0.value = 42
    }
  }

  @Test func anActionThatDoesNotMatchFails() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    await store.send(.load)
    await withKnownIssue {
      await store.receive {
        guard case .response(.failure) = $0 else { return false }
        return true
      }
    } matching: { issue in
      issue.description.contains("Expected an action matching the predicate")
    }
  }
}
