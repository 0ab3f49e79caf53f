import Observation

/// What readers of a store observe besides the state's own fields: "the root state was replaced by
/// a value of another identity".
///
/// Field reads (`store.count`) are tracked by the state's own registrar, which every copy of the
/// state shares. That misses one change: a reducer assigning a whole new state
/// (`state = State()`) brings a new registrar the readers never registered with. A root store
/// compares the state's identity after every action and, when it changed, tells everyone who read
/// through it or through any store scoped from it.
///
/// Scoped stores deliberately share the root's observation instead of watching their own slice's
/// identity: a child slice mutated in place gets a new identity on every mutation (see
/// `ObservableState._$willModify()`), so watching it would wake readers of `child.count` when only
/// `child.name` changed. Replacing the slice is still seen, through the parent's tracked property.
@MainActor
final class StoreObservation: Observable {
  private let registrar = ObservationRegistrar()
  private var lastID: ObservableStateID?

  /// The key path readers register; it carries no value.
  nonisolated var stateIdentity: Int { 0 }

  /// An observation that never reports (non-observable state: no identity to compare).
  init() {}

  /// Watches the identity of `core`'s state after every action, when the state is observable.
  convenience init<State, Action>(observing core: StoreCore<State, Action>) {
    self.init()
    guard let observable = State.self as? any ObservableState.Type else { return }
    func identity<S: ObservableState>(_: S.Type) -> @MainActor () -> ObservableStateID? {
      { [weak core] in (core?.state as? S)?._$id }
    }
    let currentID = identity(observable)
    lastID = currentID()
    _ = core.addObserver { [weak self] in
      guard let self, let id = currentID() else { return }
      self.stateDidChange(identity: id)
    }
  }

  /// Registers a read with the current `withObservationTracking`, if any.
  func access() {
    registrar.access(self, keyPath: \.stateIdentity)
  }

  private func stateDidChange(identity: ObservableStateID) {
    guard identity != lastID else { return }
    lastID = identity
    registrar.withMutation(of: self, keyPath: \.stateIdentity) {}
  }
}
