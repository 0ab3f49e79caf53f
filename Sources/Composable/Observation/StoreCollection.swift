import IdentifiedCollections

extension Store where State: ObservableState {
  /// A store for each element of an identified collection feature, for a list of rows, in the
  /// unlabelled spelling TCA added after 1.25.5: `for row in store.scope(\.rows, action: \.rows)`.
  /// Code meant for TCA 1.25.5 writes `store.scope(state: \.rows, action: \.rows)`.
  ///
  /// Each element's store reads `rows[id:]` and sends `.element(id:action:)`; scoping again
  /// returns the same store for the same id while the element exists. Read the collection inside
  /// `withObservationTracking` to hear when elements are added, removed, moved or changed. Without
  /// a collection context (`let rows = store.scope(\.rows, action: \.rows)`), the plain `scope`
  /// wins and gives one store of the whole array, as in TCA.
  @_disfavoredOverload
  public func scope<ElementID, ElementState, ElementAction>(
    _ state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> some RandomAccessCollection<Store<ElementState, ElementAction>> {
    // The observed read of the field: the collection is rebuilt when the array changes.
    let elements = self.state[keyPath: state]
    let arrayStore: Store<IdentifiedArray<ElementID, ElementState>, IdentifiedAction<ElementID, ElementAction>> =
      scope(state, action: action)
    arrayStore.removeCachedElements(notIn: elements)
    return _StoreCollection(store: arrayStore, elements: elements)
  }

  /// A store for each element of an identified collection feature, in TCA 1.25.5's spelling:
  /// `ForEach(store.scope(state: \.rows, action: \.rows)) { … }`.
  @_disfavoredOverload
  public func scope<ElementID, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> some RandomAccessCollection<Store<ElementState, ElementAction>> {
    scope(state, action: action)
  }
}

/// The stores of an identified collection's elements, as they were when the collection was
/// scoped; what `store.scope(\.rows, action: \.rows)` returns in a collection context.
///
/// Use it on the main actor, as every store.
public struct _StoreCollection<ID: Hashable & Sendable, State, Action>: RandomAccessCollection {
  private let store: Store<IdentifiedArray<ID, State>, IdentifiedAction<ID, Action>>
  private let elements: IdentifiedArray<ID, State>

  init(
    store: Store<IdentifiedArray<ID, State>, IdentifiedAction<ID, Action>>,
    elements: IdentifiedArray<ID, State>
  ) {
    self.store = store
    self.elements = elements
  }

  /// The position of the first element.
  public var startIndex: Int { elements.startIndex }

  /// The position past the last element.
  public var endIndex: Int { elements.endIndex }

  /// The store of the element at `position`.
  public subscript(position: Int) -> Store<State, Action> {
    let id = elements.ids[position]
    let element = UncheckedSendable(elements[position])
    let store = self.store
    return MainActor.assumeIsolated {
      store.elementStore(id: id, lastSeen: element.value)
    }
  }
}

extension Store {
  /// The store of the element `id` of this collection store, cached while scoped again.
  ///
  /// It reads the element's current state, or the last it saw once the element is removed (a
  /// row still on screen must not crash), and sends `.element(id:action:)`.
  func elementStore<ElementID, ElementState, ElementAction>(
    id: ElementID, lastSeen: ElementState
  ) -> Store<ElementState, ElementAction>
  where
    State == IdentifiedArray<ElementID, ElementState>,
    Action == IdentifiedAction<ElementID, ElementAction>
  {
    let elementAction: CaseKeyPath<Action, ElementAction> = \.[id: id]
    let scopeID = ScopeID(state: \State.[id: id], action: elementAction, elementID: id)
    return cachedChild(scopeID) {
      scope(
        toOptionalChildState: { $0[id: id] },
        lastSeen: lastSeen,
        fromChildAction: { .element(id: id, action: $0) }
      )
    }
  }
}
