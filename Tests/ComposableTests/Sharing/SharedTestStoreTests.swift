import Composable
import Testing

/// Asserting shared state with a `TestStore`, as in TCA.
@MainActor
@Suite struct SharedTestStoreTests {
  @Test func sharedChangeIsAssertedInTheTrailingClosure() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
    }
    #expect(store.state.count == 1)
  }

  @Test func deprecatedSetterSpellingAssertsToo() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 += 1 }
    }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 2 }
    }
  }

  @Test func unassertedSharedChangeFailsWithADiff() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("−   _count: 0")
        && issue.description.contains("+   _count: 1")
    }
  }

  @Test func wrongSharedValueFailsWithADiff() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) {
        $0.$count.withLock { $0 = 5 }
      }
    } matching: { issue in
      issue.description.contains("−   _count: 5")
        && issue.description.contains("+   _count: 1")
    }
  }

  @Test func readerFeatureSeesTheSharedValue() async {
    @Shared(.inMemory("count")) var count = 0
    $count.withLock { $0 = 4 }
    let store = TestStore(initialState: SharedReaderFeature.State()) { SharedReaderFeature() }
    await store.send(.look) {
      $0.seen = [4]
    }
  }

  @Test func childHoldingTheParentsSharedCountIsAssertedThroughEitherPath() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.openChildButtonTapped) {
      $0.child = SharedCounterChild.State(count: $0.$count)
    }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
    }
    await store.send(.child(.doubleButtonTapped)) {
      $0.child?.$count.withLock { $0 = 2 }
    }
    #expect(store.state.count == 2)
  }

  @Test func effectChangeIsAssertedOnTheReceivedAction() async {
    let clock = TestClock()
    let store = TestStore(initialState: SharedCounter.State()) {
      SharedCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.delayedIncrementButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.delayedIncrementFinished) {
      $0.$count.withLock { $0 = 10 }
      $0.log = ["done"]
    }
  }

  @Test func sharedChangeLeftUnassertedAtTheEndFails() async {
    await withKnownIssue {
      let store = TestStore(initialState: SharedCounter.State()) {
        SharedCounter()
      } withDependencies: {
        $0.continuousClock = ImmediateClock()
      }
      await store.send(.delayedIncrementButtonTapped)
      await store.skipReceivedActions()
    } matching: { issue in
      issue.description.contains(
        "Test store finished before asserting against changes to shared state"
      ) && issue.description.contains("0 → 10")
    }
  }

  @Test func storeAssertCoversChangesLeftByEffects() async {
    let store = TestStore(initialState: SharedCounter.State()) {
      SharedCounter()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.delayedIncrementButtonTapped)
    await store.skipReceivedActions()
    store.assert {
      $0.$count.withLock { $0 = 10 }
    }
  }

  @Test func nonExhaustiveStoreAssertsOnlyWhatItIsTold() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    store.exhaustivity = .off
    await store.send(.incrementButtonTapped)
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 2 }
    }
  }

  @Test func eachTestStoreStartsFromTheDefault() async {
    // `sharedChangeIsAssertedInTheTrailingClosure` left 1 in its own in-memory storage.
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    #expect(store.state.count == 0)
  }

  @Test func twoStoresHoldingTheSameKeySeeEachOthersWrites() async {
    let counter = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    let reader = TestStore(initialState: SharedReaderFeature.State()) { SharedReaderFeature() }
    await counter.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
    }
    await reader.send(.look) {
      $0.seen = [1]
    }
    let liveCounter = Store(initialState: SharedCounter.State()) { SharedCounter() }
    liveCounter.send(.incrementButtonTapped)
    #expect(counter.state.count == 2)
    counter.assert { $0.$count.withLock { $0 = 2 } }
  }
}
