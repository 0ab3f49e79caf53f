extension Effect {
  /// Runs all `effects` at the same time; finishes when all of them have finished.
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// Runs all `effects` at the same time; finishes when all of them have finished.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    let effects = effects.filter { !$0.isNone }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(operation: .merge(effects))
    }
  }

  /// Runs this effect and `other` at the same time.
  public func merge(with other: Self) -> Self {
    .merge(self, other)
  }

  /// Runs `effects` one after another: each starts when the previous one has finished.
  ///
  /// A leading run of synchronous effects (`.send`, `.cancel`) is performed immediately, as TCA
  /// does; the rest runs in one task. Cancelling that task stops the sequence: later effects
  /// never start.
  ///
  /// Deprecated as in TCA 1.25 (a trait deprecation: a warning only with the
  /// `ComposableArchitecture2Deprecations` trait on): await the steps one after another inside
  /// one `.run` instead.
  #if ComposableArchitecture2Deprecations
    @available(*, deprecated, message: "Sequence work directly in a '.run' instead")
  #else
    @available(macOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
  #endif
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// Runs `effects` one after another: each starts when the previous one has finished.
  ///
  /// Deprecated as in TCA 1.25 (a trait deprecation: a warning only with the
  /// `ComposableArchitecture2Deprecations` trait on): await the steps one after another inside
  /// one `.run` instead.
  #if ComposableArchitecture2Deprecations
    @available(*, deprecated, message: "Sequence work directly in a '.run' instead")
  #else
    @available(macOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
  #endif
  public static func concatenate(_ effects: some Collection<Self>) -> Self {
    let effects = effects.filter { !$0.isNone }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(operation: .concatenate(Array(effects)))
    }
  }

  /// Runs `other` after this effect has finished.
  ///
  /// Deprecated as in TCA 1.25 (a trait deprecation: a warning only with the
  /// `ComposableArchitecture2Deprecations` trait on): await the steps one after another inside
  /// one `.run` instead.
  #if ComposableArchitecture2Deprecations
    @available(*, deprecated, message: "Sequence work directly in a '.run' instead")
  #else
    @available(macOS, deprecated: 9999, message: "Sequence work directly in a '.run' instead")
  #endif
  public func concatenate(with other: Self) -> Self {
    .concatenate(self, other)
  }

  /// Transforms every action this effect sends, typically to embed a child feature's actions in
  /// its parent's action enum.
  ///
  /// Deprecated as in TCA 1.25 (a trait deprecation: a warning only with the
  /// `ComposableArchitecture2Deprecations` trait on): build the parent's effect directly.
  #if ComposableArchitecture2Deprecations
    @available(
      *, deprecated,
      message: "Avoid transforming effects; construct them directly in a feature instead"
    )
  #else
    @available(
      macOS, deprecated: 9999,
      message: "Avoid transforming effects; construct them directly in a feature instead"
    )
  #endif
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    _map(transform)
  }

  /// `map` without the deprecation, for Composable's own scoping reducers (`Scope`, `ifLet`,
  /// `forEach`), which embed child actions as TCA does internally.
  @usableFromInline
  func _map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    switch operation {
    case .none:
      return .none
    case let .send(action):
      return .send(transform(action))
    case let .run(priority, location, operation):
      return Effect<T>(
        operation: .run(priority: priority, location: location) { send in
          await operation(send.map(transform))
        }
      )
    case let .merge(effects):
      return Effect<T>(operation: .merge(effects.map { $0._map(transform) }))
    case let .concatenate(effects):
      return Effect<T>(operation: .concatenate(effects.map { $0._map(transform) }))
    case let .cancellable(effect, id, cancelInFlight):
      return Effect<T>(
        operation: .cancellable(effect._map(transform), id: id, cancelInFlight: cancelInFlight)
      )
    case let .cancel(id):
      return Effect<T>(operation: .cancel(id))
    case let .queued(effect, slot):
      return Effect<T>(operation: .queued(effect._map(transform), slot))
    }
  }
}
