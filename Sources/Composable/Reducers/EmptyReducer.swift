/// A reducer that does nothing: leaves state alone and returns `.none`.
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates the reducer.
  @inlinable
  public init() {}

  /// Returns `.none`.
  @inlinable
  public func reduce(into _: inout State, action _: Action) -> Effect<Action> {
    .none
  }
}
