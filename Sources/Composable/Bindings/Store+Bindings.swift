extension Store where State: ObservableState, Action: BindableAction, Action.State == State {
  /// Reads a field of the state, or writes it by sending `.binding(.set(keyPath, newValue))`:
  /// what `$store.name` does for a `TextField` in TCA 1.x, without SwiftUI.
  ///
  /// ```swift
  /// store.name = "Blob"  // sends .binding(.set(\.name, "Blob"))
  /// ```
  ///
  /// The write goes through the reducer (so `BindingReducer` must be in its body, as in TCA);
  /// reading is the same as `store.state.name` and is observed.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { state[keyPath: keyPath] }
    set { send(.binding(.set(keyPath, newValue))) }
  }
}

extension Store
where
  State: ObservableState,
  Action: ViewAction,
  Action.ViewAction: BindableAction,
  Action.ViewAction.State == State
{
  /// Reads a field of the state, or writes it by sending `.view(.binding(.set(keyPath, newValue)))`:
  /// the write behind `$store.name` when the bindings live in the feature's view actions.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { state[keyPath: keyPath] }
    set { send(.view(.binding(.set(keyPath, newValue)))) }
  }
}
