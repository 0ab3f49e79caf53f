import Composable
import Testing

/// Reading state through a `Store` (and stores scoped from it) inside `withObservationTracking`:
/// told about the fields read, not about others.
@MainActor
@Suite struct StoreObservationTests {
  func makeStore(_ state: ObservedParent.State = .init()) -> StoreOf<ObservedParent> {
    Store(initialState: state) { ObservedParent() }
  }

  @Test func dynamicMemberReadsTheState() {
    let store = makeStore(ObservedParent.State(count: 3))
    #expect(store.count == 3)
    #expect(store.child.count == 0)
    #expect(store.state.count == 3)
  }

  @Test func sendingAChangeToAReadFieldTellsTheReader() {
    let store = makeStore()
    let countChanges = changes { _ = store.count }
    store.send(.increment)
    #expect(countChanges.value == 1)
    #expect(store.count == 1)
  }

  @Test func sendingAChangeToAnotherFieldTellsNobody() {
    let store = makeStore()
    let countChanges = changes { _ = store.count }
    store.send(.incrementOther)
    store.send(.touchIgnored)
    store.send(.setCount(0))
    #expect(countChanges.value == 0)
    #expect(store.other == 1)
  }

  @Test func replacingTheWholeStateTellsEveryReader() {
    let store = makeStore(ObservedParent.State(count: 5))
    let countChanges = changes { _ = store.count }
    store.send(.reset)
    #expect(countChanges.value == 1)
    #expect(store.count == 0)
  }

  @Test func childStoreReadsAreObservedTheSameWay() {
    let store = makeStore()
    let child = store.scope(state: \.child, action: \.child)
    let countChanges = changes { _ = child.count }
    store.send(.child(.rename("Blob")))
    store.send(.increment)
    #expect(countChanges.value == 0)
    #expect(child.name == "Blob")

    child.send(.increment)
    #expect(countChanges.value == 1)
    #expect(child.count == 1)
    #expect(store.child.count == 1)
  }

  @Test func newSpellingOfScopeWorksAlike() {
    let store = makeStore()
    let child = store.scope(\.child, action: \.child)
    let countChanges = changes { _ = child.count }
    child.send(.increment)
    #expect(countChanges.value == 1)
  }

  @Test func replacingTheChildTellsReadersOfTheChildStore() {
    let store = makeStore()
    let child = store.scope(state: \.child, action: \.child)
    let countChanges = changes { _ = child.count }
    store.send(.replaceChild(ObservedChild.State(count: 9)))
    #expect(countChanges.value == 1)
    #expect(child.count == 9)
  }

  @Test func optionalChildStoreAppearsAndDisappears() {
    let store = makeStore()
    #expect(store.scope(state: \.optionalChild, action: \.optionalChild) == nil)

    let presented = changes { _ = store.scope(\.optionalChild, action: \.optionalChild) }
    store.send(.presentOptionalChild)
    #expect(presented.value == 1)

    let child = store.scope(state: \.optionalChild, action: \.optionalChild)
    #expect(child != nil)
    let countChanges = changes { _ = child?.count }
    child?.send(.increment)
    #expect(countChanges.value == 1)
    #expect(child?.count == 1)
    #expect(store.optionalChild?.count == 1)

    let dismissed = changes { _ = store.scope(\.optionalChild, action: \.optionalChild) }
    store.send(.dismissOptionalChild)
    #expect(dismissed.value == 1)
    #expect(store.scope(\.optionalChild, action: \.optionalChild) == nil)
    // A store kept after dismissal reads the last child state it saw instead of crashing.
    #expect(child?.count == 1)
  }

  @Test func presentingThroughPresentsTellsReaders() {
    let store = makeStore()
    let noticeChanges = changes { _ = store.notice }
    store.send(.showNotice("Saved"))
    #expect(noticeChanges.value == 1)
    #expect(store.notice == Notice(title: "Saved"))
  }


  @Test func enumStateTellsReadersOfTheCaseAndOfThePayloadFieldsApart() {
    let store = Store(initialState: ObservedRouter.State()) { ObservedRouter() }
    let shown = changes { _ = store.destination }
    store.send(.showChild)
    #expect(shown.value == 1)

    let destination = changes { _ = store.destination }
    let count = changes {
      if case let .child(child) = store.destination { _ = child.count }
    }
    store.send(.rename("Unrelated"))
    #expect(destination.value == 0)
    #expect(count.value == 0)

    store.send(.incrementChild)
    #expect(destination.value == 0)
    #expect(count.value == 1)

    let switched = changes { _ = store.destination }
    store.send(.showEmpty)
    #expect(switched.value == 1)
  }
}
