import IssueReporting

/// Runs a child reducer on a part of the parent's state, for the child's actions.
///
/// ```swift
/// Scope(state: \.profile, action: \.profile) { Profile() }
/// ```
///
/// The child runs only for actions that `action` extracts; its effects' actions are embedded back
/// into the parent's action. Put `Scope` before the parent's `Reduce`, as in TCA, so the parent
/// sees the child's state after the child has run.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline
  enum StatePath {
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(
      extract: (ParentState) -> Child.State?,
      embed: (Child.State) -> ParentState,
      name: String
    )
  }

  @usableFromInline let toChildState: StatePath
  @usableFromInline let extractChildAction: (ParentAction) -> Child.Action?
  @usableFromInline let embedChildAction: @Sendable (Child.Action) -> ParentAction
  @usableFromInline let child: Child
  @usableFromInline let location: _SourceLocation

  /// Scopes to a stored property of the parent's state (a `WritableKeyPath`) and a case of the
  /// parent's `@CasePathable` action enum.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    let actionPath = AnyCasePath(toChildAction)
    self.toChildState = .keyPath(toChildState)
    self.extractChildAction = { actionPath.extract(from: $0) }
    self.embedChildAction = { [actionPath = UncheckedSendable(actionPath)] in
      actionPath.value.embed($0)
    }
    self.child = child()
    self.location = _SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Scopes to a case of the parent's `@CasePathable` state enum (e.g. one tab of an app whose
  /// state is an enum). A child action arriving while the state is in another case is reported
  /// as an issue and ignored.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    let statePath = AnyCasePath(toChildState)
    let actionPath = AnyCasePath(toChildAction)
    self.toChildState = .casePath(
      extract: { statePath.extract(from: $0) },
      embed: { statePath.embed($0) },
      name: "\(toChildState)"
    )
    self.extractChildAction = { actionPath.extract(from: $0) }
    self.embedChildAction = { [actionPath = UncheckedSendable(actionPath)] in
      actionPath.value.embed($0)
    }
    self.child = child()
    self.location = _SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Runs the child reducer for child actions; ignores every other action.
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = extractChildAction(action) else { return .none }
    switch toChildState {
    case let .keyPath(keyPath):
      return child.reduce(into: &state[keyPath: keyPath], action: childAction)
        ._map(embedChildAction)
    case let .casePath(extract, embed, _):
      guard var childState = extract(state) else {
        location.report(
          """
          A "Scope" at "\(location.fileID):\(location.line)" received a child action when child \
          state was set to a different case:

            Action: \(String(customDumping: childAction))

          The parent changed the state to another case before this action arrived. Make sure the \
          child's effects are cancelled when its state goes away, or ignore the action.
          """
        )
        return .none
      }
      defer { state = embed(childState) }
      return child.reduce(into: &childState, action: childAction)._map(embedChildAction)
    }
  }
}
