@_spi(Internals) import Composable
import Testing

/// A store is a reference with an identity, and scoping the same way returns the same child
/// store, as in TCA: what lets a view use a store as a list row's or a sheet's identity.
@MainActor
@Suite struct StoreIdentityTests {
  func makeStore() -> StoreOf<ObservedParent> {
    Store(initialState: ObservedParent.State()) { ObservedParent() }
  }

  @Test func storesAreEqualOnlyToThemselves() {
    let store = makeStore()
    let other = makeStore()
    #expect(store == store)
    #expect(store != other)
    #expect(store.id == ObjectIdentifier(store))
    #expect(Set([store, store, other]).count == 2)
  }

  @Test func scopingTheSameWayGivesTheSameStore() {
    let store = makeStore()
    let child = store.scope(\.child, action: \.child)
    #expect(store.scope(\.child, action: \.child) === child)
    #expect(store.scope(state: \.child, action: \.child) === child)
  }

  @Test func scopingElsewhereGivesAnotherStore() {
    let store = makeStore()
    let child: Store<ObservedChild.State, ObservedChild.Action> =
      store.scope(\.child, action: \.child)
    let count: Store<Int, ObservedChild.Action> = store.scope(\.child.count, action: \.child)
    #expect(count !== child)
    #expect(count.currentState == 0)
  }

  @Test func anOptionalChildKeepsItsStoreWhilePresent() throws {
    let store = makeStore()
    store.send(.presentOptionalChild)
    let child = try #require(store.scope(\.optionalChild, action: \.optionalChild))
    child.send(.increment)
    #expect(store.scope(\.optionalChild, action: \.optionalChild) === child)
  }

  @Test func aChildPresentedAgainGetsANewStore() throws {
    let store = makeStore()
    store.send(.presentOptionalChild)
    let first = try #require(store.scope(\.optionalChild, action: \.optionalChild))
    first.send(.increment)
    #expect(first.count == 1)  // what a sheet on screen last showed
    store.send(.dismissOptionalChild)
    #expect(store.scope(\.optionalChild, action: \.optionalChild) == nil)
    // The dismissed store still reads the last child state it saw (as TCA's does).
    #expect(first.count == 1)
    store.send(.presentOptionalChild)
    let second = try #require(store.scope(\.optionalChild, action: \.optionalChild))
    #expect(second !== first)
    #expect(second.count == 0)
  }
}
