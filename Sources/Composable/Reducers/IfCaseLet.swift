import Dependencies
import IssueReporting

extension Reducer where State: CasePathable, Action: CasePathable {
  /// Runs `case` on one case of this reducer's enum state, for that case's actions: TCA 1.25's
  /// replacement for `Scope(state: \.loggedIn, action: \.loggedIn)` on enum state.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }
  /// ```
  ///
  /// As in TCA: the case reducer runs before this reducer; a case action arriving while the
  /// state is another case is reported as an issue and ignored, never a crash; when this
  /// reducer switches the state to another case (or to another value of the same case with
  /// a different `id`), every effect of the case reducer is cancelled.
  @inlinable
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where CaseState == Case.State, CaseAction == Case.Action {
    _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      toChildState: AnyCasePath(toCaseState),
      toChildAction: AnyCasePath(toCaseAction),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer `ifCaseLet` returns.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: AnyCasePath<Parent.State, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let location: _SourceLocation

  @usableFromInline
  init(
    parent: Parent,
    child: Child,
    toChildState: AnyCasePath<Parent.State, Child.State>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    location: _SourceLocation
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.location = location
  }

  /// Runs the case reducer (for its actions while the state is its case), then the parent;
  /// cancels the case's effects when the parent left the case.
  public func reduce(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    let childEffects = reduceChild(into: &state, action: action)
    let identityBefore = currentIdentity(in: state)
    let parentEffects = parent.reduce(into: &state, action: action)
    let cancellation: Effect<Parent.Action>
    if let identityBefore, identityBefore != currentIdentity(in: state) {
      cancellation = .cancel(id: identityBefore)
    } else {
      cancellation = .none
    }
    return .merge(childEffects, parentEffects, cancellation)
  }

  private func currentIdentity(in state: Parent.State) -> NavigationIdentity? {
    guard let childState = toChildState.extract(from: state) else { return nil }
    return identity(of: childState, in: state)
  }

  private func identity(of childState: Child.State, in state: Parent.State) -> NavigationIdentity {
    // The enum's case tag, and the `id` of the case's payload when it is `Identifiable`.
    NavigationIdentity(of: state, at: AnyHashable(ObjectIdentifier(Child.State.self)))
  }

  private func reduceChild(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard var childState = toChildState.extract(from: state) else {
      location.report(
        """
        An "ifCaseLet" at "\(location.fileID):\(location.line)" received a child action when \
        child state was set to a different case:

            Action:
          \(indented(String(customDumping: action)))
            State:
          \(indented(String(customDumping: state)))

        The parent switched the state to another case before this action arrived, or the \
        action was sent while the state was another case. Let "ifCaseLet" cancel the case's \
        effects (switch cases in the parent's reducer, which runs after it), and send case \
        actions only while the state is that case.
        """
      )
      return .none
    }
    let identity = identity(of: childState, in: state)
    @Dependency(\.navigationIDPath) var navigationIDPath
    let childPath = navigationIDPath.appending(identity)
    defer { state = toChildState.embed(childState) }
    let toChildAction = UncheckedSendable(self.toChildAction)
    return withDependencies {
      $0.navigationIDPath = childPath
    } operation: {
      child.reduce(into: &childState, action: childAction)
    }
    ._map { toChildAction.value.embed($0) }
    .cancellable(id: identity)
  }
}
