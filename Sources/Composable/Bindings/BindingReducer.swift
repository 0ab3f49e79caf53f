import CasePaths

/// A reducer that applies binding actions to state: put it first in a feature's `body` so the
/// feature's own logic sees the state after the field was written.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.name):
///       state.isValid = !state.name.isEmpty
///       return .none
///     case .binding:
///       return .none
///     }
///   }
/// }
/// ```
///
/// Spelled as TCA 1.x's `BindingReducer`. Put it after `Reduce` instead to see the state before
/// the write. `BindingReducer(action: \.view)` applies the binding actions nested in a view
/// action enum.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
  @usableFromInline
  let toViewAction: (Action) -> ViewAction?

  /// A reducer of the binding actions of a `BindableAction` enum.
  @inlinable
  public init() where Action == ViewAction {
    self.toViewAction = { $0 }
  }

  /// A reducer of the binding actions of a `BindableAction` enum nested in the feature's action
  /// at `toViewAction` (TCA's `ViewAction` pattern: `BindingReducer(action: \.view)`).
  @inlinable
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    self.toViewAction = { $0[case: toViewAction] }
  }

  /// Writes the binding action's value into state; ignores every other action.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let bindingAction = toViewAction(action)?.binding else { return .none }
    bindingAction.set(&state)
    return .none
  }
}
