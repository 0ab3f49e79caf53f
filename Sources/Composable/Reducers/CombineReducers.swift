/// Groups reducers so that modifiers (`.ifLet`, `.forEach`, `.onChange`) apply to all of them.
///
/// Reducers run in order, top to bottom; their effects are merged.
public struct CombineReducers<State, Action, Reducers: Reducer>: Reducer
where State == Reducers.State, Action == Reducers.Action {
  @usableFromInline
  let reducers: Reducers

  /// Combines the reducers built by `build`.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  /// Runs every reducer in order.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
