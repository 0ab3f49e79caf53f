extension Reducer {
  /// Accepts TCA's `Reduce { … }.signpost()` and runs the reducer unchanged.
  ///
  /// TCA records an Instruments signpost interval per action and effect through `OSLog`, which
  /// Linux does not have; code written for TCA keeps compiling here and behaves the same, without
  /// the instrumentation.
  ///
  /// - Parameter prefix: The label TCA would put before each signpost (unused here).
  @warn_unqualified_access
  public func signpost(_ prefix: String = "") -> _SignpostReducer<Self> {
    _SignpostReducer(base: self)
  }
}

/// The reducer `signpost()` returns: `base`, unchanged.
public struct _SignpostReducer<Base: Reducer>: Reducer {
  let base: Base

  /// Runs `base`.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    base.reduce(into: &state, action: action)
  }
}
