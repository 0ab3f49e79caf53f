import Dependencies
import IssueReporting

extension Reducer {
  /// Runs `destination` on the presented child feature while it is presented.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.$destination, action: \.destination) { Destination() }
  /// ```
  ///
  /// As in TCA:
  /// - the child reducer runs before this reducer, for `.presented` actions;
  /// - `.dismiss` sets the presentation to `nil` (after this reducer saw it);
  /// - every effect of the child is cancelled when its presentation ends: dismissed, set to
  ///   `nil` by this reducer, or replaced by another presentation (another case of a
  ///   destination enum, or a value with another `id`);
  /// - inside the child, `@Dependency(\.dismiss)` sends `.dismiss` and
  ///   `@Dependency(\.isPresented)` is `true`;
  /// - a child action arriving while nothing is presented is reported as an issue (a test
  ///   failure under test) and ignored, never a crash;
  /// - an alert or confirmation dialog (as the state or one case of a destination enum) is
  ///   dismissed after any of its actions.
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _PresentationReducer(
      base: self,
      toPresentationState: toPresentationState,
      toPresentationAction: AnyCasePath(toPresentationAction),
      destination: destination(),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents an alert or a confirmation dialog, which has no reducer of its own: it is
  /// dismissed after any of its buttons' actions (or `.dismiss`).
  ///
  /// ```swift
  /// .ifLet(\.$alert, action: \.alert)
  /// ```
  @inlinable
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState,
      action: toPresentationAction,
      destination: { EmptyReducer<DestinationState, DestinationAction>() },
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// The reducer `ifLet(\.$destination, action: \.destination)` returns.
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let toPresentationState:
    WritableKeyPath<Base.State, PresentationState<Destination.State>>
  @usableFromInline let toPresentationAction:
    AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  @usableFromInline let destination: Destination
  @usableFromInline let location: _SourceLocation

  @usableFromInline
  init(
    base: Base,
    toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>,
    toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>,
    destination: Destination,
    location: _SourceLocation
  ) {
    self.base = base
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.destination = destination
    self.location = location
  }

  /// Runs the child (for `.presented` actions), then the parent; applies `.dismiss`; cancels
  /// the child's effects when its presentation ended or was replaced.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let initialState = state[keyPath: toPresentationState].wrappedValue
    let initialIdentity = initialState.map(identity(of:))
    let destinationEffects: Effect<Base.Action>
    let baseEffects: Effect<Base.Action>

    switch (initialState, toPresentationAction.extract(from: action)) {
    case (.some, .dismiss):
      destinationEffects = .none
      baseEffects = base.reduce(into: &state, action: action)
      // The parent may have presented something else in reaction; dismiss only what was there.
      if currentIdentity(in: state) == initialIdentity {
        state[keyPath: toPresentationState].wrappedValue = nil
      }

    case let (.some(destinationState), .presented(destinationAction)):
      destinationEffects = reduceDestination(
        into: &state, action: destinationAction, identity: identity(of: destinationState)
      )
      baseEffects = base.reduce(into: &state, action: action)
      if let ephemeral = ephemeralType(of: destinationState),
        ephemeral.canSend(destinationAction),
        currentIdentity(in: state) == initialIdentity
      {
        state[keyPath: toPresentationState].wrappedValue = nil
      }

    case (.none, .some):
      location.report(
        """
        An "ifLet" at "\(location.fileID):\(location.line)" received a presentation action \
        when destination state was absent:

          Action:
        \(indented(String(customDumping: action)))

        Nothing was presented when this action arrived: the destination was dismissed (set to \
        nil) before it, by the parent or by ".dismiss", or the action was sent while nothing \
        was presented. Send child actions only while the child is presented, and let "ifLet" \
        cancel the child's effects on dismissal (run the parent's logic after "ifLet").
        """
      )
      destinationEffects = .none
      baseEffects = base.reduce(into: &state, action: action)

    case (_, .none):
      destinationEffects = .none
      baseEffects = base.reduce(into: &state, action: action)
    }

    let dismissalEffects: Effect<Base.Action>
    if let initialIdentity, initialIdentity != currentIdentity(in: state) {
      dismissalEffects = .cancel(id: initialIdentity)
    } else {
      dismissalEffects = .none
    }
    return .merge(destinationEffects, baseEffects, dismissalEffects)
  }

  private func identity(of destinationState: Destination.State) -> NavigationIdentity {
    NavigationIdentity(
      of: destinationState, at: AnyHashable(toPresentationState)
    )
  }

  private func currentIdentity(in state: Base.State) -> NavigationIdentity? {
    state[keyPath: toPresentationState].wrappedValue.map(identity(of:))
  }

  private func reduceDestination(
    into state: inout Base.State,
    action destinationAction: Destination.Action,
    identity: NavigationIdentity
  ) -> Effect<Base.Action> {
    @Dependency(\.navigationIDPath) var navigationIDPath
    let childPath = navigationIDPath.appending(identity)
    let toPresentationAction = UncheckedSendable(self.toPresentationAction)
    return withDependencies {
      $0.navigationIDPath = childPath
      $0.dismiss = DismissRoutes.effect(for: childPath)
    } operation: {
      destination.reduce(
        into: &state[keyPath: toPresentationState].wrappedValue!, action: destinationAction
      )
    }
    ._map { toPresentationAction.value.embed(.presented($0)) }
    .routingDismissal(of: childPath, to: toPresentationAction.value.embed(.dismiss))
    .cancellable(id: identity)
  }
}
