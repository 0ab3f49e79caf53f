extension Reducer {
  /// Overrides one dependency for this reducer and the effects it returns.
  ///
  /// ```swift
  /// Child().dependency(\.continuousClock, ImmediateClock())
  /// ```
  @inlinable
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value
  ) -> _DependencyReducer<Self> {
    let value = UncheckedSendable(value)
    return _DependencyReducer(base: self) { $0[keyPath: keyPath] = value.value }
  }

  /// Changes dependencies for this reducer and the effects it returns.
  /// Overrides the dependency whose key is `value`'s own type, for this reducer and its
  /// effects: `.dependency(NumberFactClient(fetch: { "\($0) is a number" }))`, as in TCA.
  @inlinable
  public func dependency<Value: TestDependencyKey>(
    _ value: Value
  ) -> _DependencyReducer<Self> where Value == Value.Value {
    let value = UncheckedSendable(value)
    return _DependencyReducer(base: self) { $0[Value.self] = value.value }
  }

  @inlinable
  public func transformDependency<V>(
    _ keyPath: WritableKeyPath<DependencyValues, V>,
    transform: @escaping (_ dependency: inout V) -> Void
  ) -> _DependencyReducer<Self> {
    _DependencyReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// The reducer `dependency(_:_:)` returns.
public struct _DependencyReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let update: (inout DependencyValues) -> Void

  @usableFromInline
  init(base: Base, update: @escaping (inout DependencyValues) -> Void) {
    self.base = base
    self.update = update
  }

  /// Runs the base reducer with the changed dependencies.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(update) { base.reduce(into: &state, action: action) }
  }
}
