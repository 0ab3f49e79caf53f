import Composable
import Testing

@MainActor
@Suite struct TestStoreBasicsTests {
  @Test func sendAssertsStateChange() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.decrementButtonTapped) { $0.count = 0 }
  }

  @Test func receiveAfterClockAdvance() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse, "0 is a good number") {
      $0.isLoading = false
      $0.fact = "0 is a good number"
    }
  }

  @Test func cancellation() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.send(.cancelButtonTapped) { $0.isLoading = false }
    await clock.advance(by: .seconds(10))
  }
}
