import Dependencies
import IssueReporting

extension Reducer {
  /// Runs `destination` for the element of a navigation stack that an action is addressed to.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.path, action: \.path) { Path() }
  /// ```
  ///
  /// As in TCA:
  /// - the element reducer runs before this reducer, for `.element(id:action:)`;
  /// - `.push(id:state:)` appends the element before this reducer runs, `.popFrom(id:)` pops
  ///   it (and everything above it) after;
  /// - every effect of an element is cancelled when it leaves the stack, however it left;
  /// - inside an element, `@Dependency(\.dismiss)` sends `.popFrom(id:)` for it;
  /// - an action for an id that is not in the stack is reported as an issue (a test failure
  ///   under test) and ignored, never a crash.
  @inlinable
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _StackReducer(
      base: self,
      toStackState: toStackState,
      toStackAction: AnyCasePath(toStackAction),
      destination: destination(),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer `forEach(\.path, action: \.path)` returns.
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
  @usableFromInline let toStackAction:
    AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  @usableFromInline let destination: Destination
  @usableFromInline let location: _SourceLocation

  @usableFromInline
  init(
    base: Base,
    toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>,
    toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>,
    destination: Destination,
    location: _SourceLocation
  ) {
    self.base = base
    self.toStackState = toStackState
    self.toStackAction = toStackAction
    self.destination = destination
    self.location = location
  }

  /// Runs the element (for element actions), applies pushes and pops, runs the parent, and
  /// cancels the effects of every element that left the stack.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let idsBefore = state[keyPath: toStackState].ids
    let destinationEffects: Effect<Base.Action>
    let baseEffects: Effect<Base.Action>

    switch toStackAction.extract(from: action) {
    case let .element(id, destinationAction):
      if state[keyPath: toStackState][id: id] != nil {
        destinationEffects = reduceElement(into: &state, id: id, action: destinationAction)
      } else {
        location.report(
          """
          A "forEach" at "\(location.fileID):\(location.line)" received an action for a \
          missing element:

            Action:
          \(indented(String(customDumping: action)))

          No element with id \(id.debugDescription) is on the stack \
          (\(describeIDs(state[keyPath: toStackState].ids))). \
          The element was popped before this action arrived, or the action names the wrong id. \
          In a test, element ids count from 0 in push order: "\\.path[id: 0]" is the first \
          element pushed in this test.
          """
        )
        destinationEffects = .none
      }
      baseEffects = base.reduce(into: &state, action: action)

    case let .popFrom(id):
      destinationEffects = .none
      let canPop = state[keyPath: toStackState].ids.contains(id)
      baseEffects = base.reduce(into: &state, action: action)
      if canPop {
        state[keyPath: toStackState].pop(from: id)
      } else {
        location.report(
          """
          A "forEach" at "\(location.fileID):\(location.line)" received a "popFrom" action for \
          the missing element \(id.debugDescription) \
          (\(describeIDs(state[keyPath: toStackState].ids))).
          """
        )
      }

    case let .push(id, element):
      destinationEffects = .none
      if state[keyPath: toStackState].ids.contains(id) {
        location.report(
          """
          A "forEach" at "\(location.fileID):\(location.line)" received a "push" action for \
          the element \(id.debugDescription), which is already on the stack.
          """
        )
      } else {
        claim(id)
        state[keyPath: toStackState].append(element, id: id)
      }
      baseEffects = base.reduce(into: &state, action: action)

    case .none:
      destinationEffects = .none
      baseEffects = base.reduce(into: &state, action: action)
    }

    let idsAfter = state[keyPath: toStackState].ids
    let cancellations: [Effect<Base.Action>] =
      idsBefore == idsAfter
      ? []
      : idsBefore.filter { !idsAfter.contains($0) }.map { .cancel(id: identity(of: $0)) }
    return .merge([destinationEffects, baseEffects] + cancellations)
  }

  /// Keeps the id counter ahead of an id pushed from outside (a navigation link, a test's
  /// `.push(id: 0, …)`), so later appends never reuse it. In a test, an id beyond the next
  /// one is reported: ids are expected in order.
  private func claim(_ id: StackElementID) {
    @Dependency(\.context) var context
    @Dependency(\.stackElementID) var stackElementID
    let next = stackElementID.peek()
    if id.generation == next.generation {
      _ = stackElementID.next()
    } else if id.generation > next.generation, context == .test {
      location.report(
        """
        A "forEach" at "\(location.fileID):\(location.line)" received a "push" action with an \
        unexpected id: \(id.debugDescription), where the next id is \
        \(next.debugDescription). Ids are handed out in order from 0 in each test.
        """
      )
    }
  }

  private func describeIDs(_ ids: [StackElementID]) -> String {
    ids.isEmpty
      ? "the stack is empty"
      : "ids: " + ids.map(\.debugDescription).joined(separator: ", ")
  }

  private func identity(of id: StackElementID) -> NavigationIdentity {
    NavigationIdentity(element: id, at: AnyHashable(toStackState))
  }

  private func reduceElement(
    into state: inout Base.State, id: StackElementID, action: Destination.Action
  ) -> Effect<Base.Action> {
    @Dependency(\.navigationIDPath) var navigationIDPath
    let identity = identity(of: id)
    let elementPath = navigationIDPath.appending(identity)
    let toStackAction = UncheckedSendable(self.toStackAction)
    return withDependencies {
      $0.navigationIDPath = elementPath
      $0.dismiss = DismissRoutes.effect(for: elementPath)
    } operation: {
      destination.reduce(into: &state[keyPath: toStackState][id: id]!, action: action)
    }
    ._map { toStackAction.value.embed(.element(id: id, action: $0)) }
    .routingDismissal(of: elementPath, to: toStackAction.value.embed(.popFrom(id: id)))
    .cancellable(id: identity)
  }
}
