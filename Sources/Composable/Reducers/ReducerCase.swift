import IssueReporting

extension Reducer {
  /// Runs `child` on one case of this reducer's enum state: the entry point of the `body` that
  /// `@Reducer enum` generates for each feature case.
  ///
  /// Not for hand-written reducers (the underscore keeps it out of completion): it behaves as
  /// TCA's `ifCaseLet`. The child runs before this reducer, only while the state is in its case;
  /// a child action arriving while the state is in another case is reported as an issue and
  /// ignored; when this reducer moves the state out of the case, the child's effects are
  /// cancelled. Generated code calls this rather than the enum-state `Scope`, which TCA 1.25
  /// deprecates, so no deprecation warning lands in a learner's code.
  @inlinable
  public func _reducerCase<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then child: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ReducerCaseReducer<Self, Case>
  where CaseState == Case.State, CaseAction == Case.Action {
    _ReducerCaseReducer(
      parent: self,
      toCaseState: toCaseState,
      toCaseAction: toCaseAction,
      child: child(),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The cancellation id and navigation component under which a case's child effects run, so two
/// cases using the same `CancelID` do not cancel each other.
struct ReducerCaseID: Hashable, Sendable {
  let casePath: AnyHashableSendable
}

/// The reducer `_reducerCase` returns.
public struct _ReducerCaseReducer<Parent: Reducer, Case: Reducer>: Reducer {
  let parent: Parent
  let toCaseState: AnyCasePath<Parent.State, Case.State>
  let toCaseAction: AnyCasePath<Parent.Action, Case.Action>
  let caseID: ReducerCaseID
  let child: Case
  let location: _SourceLocation

  @usableFromInline
  init(
    parent: Parent,
    toCaseState: CaseKeyPath<Parent.State, Case.State>,
    toCaseAction: CaseKeyPath<Parent.Action, Case.Action>,
    child: Case,
    location: _SourceLocation
  ) {
    self.parent = parent
    self.toCaseState = AnyCasePath(toCaseState)
    self.toCaseAction = AnyCasePath(toCaseAction)
    self.caseID = ReducerCaseID(casePath: AnyHashableSendable(UncheckedSendable(toCaseState)))
    self.child = child
    self.location = location
  }

  /// Runs the child (for its actions, while the state is in its case), then the parent; cancels
  /// the child's effects when the parent leaves the case.
  public func reduce(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    let childEffects = reduceChild(into: &state, action: action)
    let wasInCase = toCaseState.extract(from: state) != nil
    let parentEffects = parent.reduce(into: &state, action: action)
    let isInCase = toCaseState.extract(from: state) != nil
    let departure: Effect<Parent.Action> = wasInCase && !isInCase ? .cancel(id: caseID) : .none
    return .merge(childEffects, parentEffects, departure)
  }

  private func reduceChild(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    guard let childAction = toCaseAction.extract(from: action) else { return .none }
    guard var childState = toCaseState.extract(from: state) else {
      location.report(
        """
        An enum reducer case at "\(location.fileID):\(location.line)" received a child action \
        when its state was set to a different case:

          Action: \(String(customDumping: action))
          State: \(String(customDumping: state))

        The state moved to another case before this action arrived: an effect of the previous \
        case outlived it, or something sent the action to the wrong case. Cancel the case's \
        effects when leaving it, or do not send its actions after the state changed.
        """
      )
      return .none
    }
    let childEffects = withDependencies {
      $0.navigationIDPath = $0.navigationIDPath.appending(caseID)
    } operation: {
      child.reduce(into: &childState, action: childAction)
    }
    state = toCaseState.embed(childState)
    let toCaseAction = UncheckedSendable(self.toCaseAction)
    return childEffects
      ._map { toCaseAction.value.embed($0) }
      .cancellable(id: caseID)
  }
}
