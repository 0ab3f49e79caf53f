import Composable
import Testing

/// `@Shared` inside `@ObservableState`, read through a `Store`: observed through the shared
/// reference itself, as in TCA.
@MainActor
@Suite struct SharedObservationTests {
  @Test func readingSharedStateThroughAStoreObservesItsChanges() {
    let store = Store(initialState: SharedCounter.State()) { SharedCounter() }
    let countChanges = changes { _ = store.count }
    store.send(.incrementButtonTapped)
    #expect(countChanges.value == 1)
    #expect(store.count == 1)
  }

  @Test func aWriteFromAnotherStoreReachesObserversOfThisOne() {
    let store = Store(initialState: SharedCounter.State()) { SharedCounter() }
    let other = Store(initialState: SharedCounter.State()) { SharedCounter() }
    let countChanges = changes { _ = store.count }
    other.send(.incrementButtonTapped)
    #expect(countChanges.value == 1)
    #expect(store.count == 1)
  }

  @Test func aChildsWriteThroughItsSharedReferenceReachesTheParent() {
    let store = Store(initialState: SharedCounter.State()) { SharedCounter() }
    store.send(.openChildButtonTapped)
    store.send(.incrementButtonTapped)
    let countChanges = changes { _ = store.count }
    store.send(.child(.doubleButtonTapped))
    #expect(countChanges.value == 1)
    #expect(store.count == 2)
  }

  @Test func statesHoldingOneSharedReferenceAreEqualWhateverItHolds() {
    var state = SharedCounter.State()
    let before = state
    state.$count.withLock { $0 = 9 }
    // The same reference: both copies read 9 (`==` compares values, as swift-sharing's).
    #expect(before == state)
    #expect(before.count == 9)
  }
}
