import Composable
import Foundation
import Observation
import Testing

@testable import Features

@MainActor
struct CounterFeatureTests {
  @Test func incrementAndDecrement() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }
  }

  @Test func timer() async {
    let clock = TestClock()
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.count = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.count = 2
    }
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerRunning = false
    }
  }

  @Test func numberFact() async {
    let store = TestStore(initialState: CounterFeature.State(count: 7)) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a lucky number." }
    }
    await store.send(.factButtonTapped) {
      $0.isLoading = true
    }
    await store.receive(\.factResponse, "7 is a lucky number.") {
      $0.isLoading = false
      $0.fact = "7 is a lucky number."
    }
  }

  @Test func numberFactFailure() async {
    struct Offline: Error {}
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { _ in throw Offline() }
    }
    await store.send(.factButtonTapped) {
      $0.isLoading = true
    }
    await store.receive(\.factFailed) {
      $0.isLoading = false
    }
  }

  @Test func unimplementedEndpointFailsTheTest() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    }
    await withKnownIssue {
      await store.send(.factButtonTapped) {
        $0.isLoading = true
      }
      await store.receive(\.factFailed) {
        $0.isLoading = false
      }
    }
  }

  @Test func storeReadsAreObservedPerField() {
    let store = Store(initialState: CounterFeature.State()) {
      CounterFeature()
    }
    let countChanged = LockIsolated(false)
    let timerChanged = LockIsolated(false)
    withObservationTracking {
      _ = store.count
    } onChange: {
      countChanged.setValue(true)
    }
    withObservationTracking {
      _ = store.isTimerRunning
    } onChange: {
      timerChanged.setValue(true)
    }
    store.send(.incrementButtonTapped)
    #expect(store.count == 1)
    #expect(countChanged.value)
    #expect(!timerChanged.value)
  }
}
