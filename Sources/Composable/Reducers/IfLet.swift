import IssueReporting

extension Reducer {
  /// Runs `wrapped` on optional child state while it is non-`nil`.
  ///
  /// ```swift
  /// .ifLet(\.detail, action: \.detail) { Detail() }
  /// ```
  ///
  /// As in TCA: the child reducer runs before this reducer; a child action arriving while the
  /// child state is `nil` is reported as an issue and ignored; when this reducer sets the child
  /// state to `nil`, every effect of the child is cancelled.
  @inlinable
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    _IfLetReducer(
      parent: self,
      toWrappedState: toWrappedState,
      toWrappedAction: AnyCasePath(toWrappedAction),
      wrapped: wrapped(),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Shows an alert or a confirmation dialog held in plain optional state, without `@Presents`
  /// and without a child reducer, as TCA 1.25.5 does:
  ///
  /// ```swift
  /// var alert: AlertState<Action.Alert>?
  /// …
  /// .ifLet(\.alert, action: \.alert)
  /// ```
  ///
  /// After any of its actions (`.alert(.confirmDeletion)`) has run through this reducer, the
  /// state is cleared, as SwiftUI does when a button is tapped, unless this reducer replaced it
  /// with another alert.
  @inlinable
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    _IfLetReducer(
      parent: self,
      toWrappedState: toWrappedState,
      toWrappedAction: AnyCasePath(toWrappedAction),
      wrapped: EmptyReducer(),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The cancellation id under which `ifLet` runs its child's effects.
struct IfLetChildID: Hashable, Sendable {
  let state: AnyHashableSendable
}

/// The reducer `ifLet` returns.
public struct _IfLetReducer<Parent: Reducer, Wrapped: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let toWrappedState: WritableKeyPath<Parent.State, Wrapped.State?>
  @usableFromInline let toWrappedAction: AnyCasePath<Parent.Action, Wrapped.Action>
  @usableFromInline let wrapped: Wrapped
  @usableFromInline let location: _SourceLocation

  @usableFromInline
  init(
    parent: Parent,
    toWrappedState: WritableKeyPath<Parent.State, Wrapped.State?>,
    toWrappedAction: AnyCasePath<Parent.Action, Wrapped.Action>,
    wrapped: Wrapped,
    location: _SourceLocation
  ) {
    self.parent = parent
    self.toWrappedState = toWrappedState
    self.toWrappedAction = toWrappedAction
    self.wrapped = wrapped
    self.location = location
  }

  /// Runs the child (for child actions while its state exists), then the parent; cancels the
  /// child's effects when the parent dismisses it.
  public func reduce(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    let childEffects = reduceWrapped(into: &state, action: action)
    let before = state[keyPath: toWrappedState]
    let wasPresent = before != nil
    let parentEffects = parent.reduce(into: &state, action: action)
    let isPresent = state[keyPath: toWrappedState] != nil
    if isPresent, Wrapped.State.self is any _EphemeralState.Type {
      clearEphemeralState(in: &state, before: before, action: action)
    }
    let dismissal: Effect<Parent.Action> =
      wasPresent && !isPresent ? .cancel(id: childID) : .none
    return .merge(childEffects, parentEffects, dismissal)
  }

  /// Clears an alert or dialog after one of its actions, unless the parent replaced it with
  /// another (a different identity), as TCA's `ifLet` does for ephemeral state.
  private func clearEphemeralState(
    in state: inout Parent.State, before: Wrapped.State?, action: Parent.Action
  ) {
    guard
      let before, let after = state[keyPath: toWrappedState],
      toWrappedAction.extract(from: action) != nil,
      NavigationIdentity(of: before, at: toWrappedState)
        == NavigationIdentity(of: after, at: toWrappedState)
    else { return }
    state[keyPath: toWrappedState] = nil
  }

  private var childID: IfLetChildID {
    IfLetChildID(state: AnyHashableSendable(UncheckedSendable(toWrappedState)))
  }

  private func reduceWrapped(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    guard let wrappedAction = toWrappedAction.extract(from: action) else { return .none }
    guard state[keyPath: toWrappedState] != nil else {
      location.report(
        """
        An "ifLet" at "\(location.fileID):\(location.line)" received a child action when child \
        state was "nil":

          Action: \(String(customDumping: action))

        The child state was dismissed (set to nil) before this action arrived: an effect of the \
        child outlived it, or something sent the child an action after dismissing it. Cancel \
        the child's effects on dismissal, or do not send child actions while it is nil.
        """
      )
      return .none
    }
    let toWrappedAction = UncheckedSendable(self.toWrappedAction)
    return withDependencies {
      $0.navigationIDPath = $0.navigationIDPath.appending(childID)
    } operation: {
      wrapped.reduce(into: &state[keyPath: toWrappedState]!, action: wrappedAction)
    }
    ._map { toWrappedAction.value.embed($0) }
    .cancellable(id: childID)
  }
}
