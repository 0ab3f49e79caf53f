/// A store is observable: reading state through it inside `withObservationTracking` (in TCA, a
/// SwiftUI view's body) registers exactly the fields read.
extension Store: Observable {}

extension Store where State: ObservableState {
  /// The current state, read so that observation tracks it: `store.state.count`.
  public var state: State {
    observation.access()
    return currentState
  }

  /// Reads one piece of the state, observed: `store.count`, `store.child.name`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// A store of optional child state, or `nil` when the child is absent, in the unlabelled
  /// spelling TCA added after 1.25.5: `if let child = store.scope(\.child, action: \.child)`.
  /// Code meant for TCA 1.25.5 writes `store.scope(state: \.child, action: \.child)`.
  ///
  /// Read it inside `withObservationTracking` to hear when the child appears or goes away. The
  /// returned store keeps the last child state it saw, so a reader holding on to it after the
  /// child was dismissed reads that instead of crashing (as TCA's does). While the child is
  /// present, scoping again returns the same store; once it is gone, a new one.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    let id = ScopeID(state: state, action: action)
    guard let initial = self.state[keyPath: state] else {
      removeCachedChild(id)
      return nil
    }
    return cachedChild(id) {
      scope(
        toOptionalChildState: { $0[keyPath: state] },
        lastSeen: initial,
        fromChildAction: { action($0) }
      )
    }
  }

  /// A store of optional child state, or `nil` when the child is absent, in TCA 1.25.5's
  /// spelling: `if let child = store.scope(state: \.child, action: \.child) { … }`.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    scope(state, action: action)
  }
}

extension Store {
  /// A store of child state that can go away (an optional child, a collection's element): it
  /// reads `toOptionalChildState`, or, once that is `nil`, the last child state it read.
  func scope<ChildState, ChildAction>(
    toOptionalChildState: @escaping @MainActor (State) -> ChildState?,
    lastSeen initial: ChildState,
    fromChildAction: @escaping @MainActor (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let lastSeen = LastSeen(initial)
    return scope(
      toChildState: { parent in
        if let child = toOptionalChildState(parent) { lastSeen.value = child }
        return lastSeen.value
      },
      fromChildAction: fromChildAction
    )
  }
}

/// The last non-`nil` child state a store of child state that can go away read.
@MainActor
private final class LastSeen<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
