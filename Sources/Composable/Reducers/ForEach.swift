import IssueReporting

extension Reducer {
  /// Runs `element` for the element of an `IdentifiedArray` that an action is addressed to.
  ///
  /// ```swift
  /// .forEach(\.rows, action: \.rows) { Row() }
  /// ```
  ///
  /// As in TCA: the element reducer runs before this reducer; an action for an id that is not in
  /// the array is reported as an issue (a test failure under test) and ignored, never a crash;
  /// when this reducer removes an element, every effect of that element is cancelled.
  /// Cancellation ids and effect queues inside an element are scoped to that element.
  @inlinable
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      parent: self,
      toElementsState: toElementsState,
      toElementAction: AnyCasePath(toElementAction),
      element: element(),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The cancellation id under which `forEach` runs an element's effects.
struct ForEachElementID: Hashable, Sendable {
  let collection: AnyHashableSendable
  let id: AnyHashableSendable
}

/// The reducer `forEach` returns.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let toElementsState: WritableKeyPath<
    Parent.State, IdentifiedArray<ID, Element.State>
  >
  @usableFromInline let toElementAction: AnyCasePath<
    Parent.Action, IdentifiedAction<ID, Element.Action>
  >
  @usableFromInline let element: Element
  @usableFromInline let location: _SourceLocation

  @usableFromInline
  init(
    parent: Parent,
    toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    element: Element,
    location: _SourceLocation
  ) {
    self.parent = parent
    self.toElementsState = toElementsState
    self.toElementAction = toElementAction
    self.element = element
    self.location = location
  }

  /// Runs the element reducer (for element actions), then the parent; cancels the effects of
  /// removed elements.
  public func reduce(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    let elementEffects = reduceElement(into: &state, action: action)
    let idsBefore = state[keyPath: toElementsState].ids
    let parentEffects = parent.reduce(into: &state, action: action)
    let idsAfter = state[keyPath: toElementsState].ids
    var cancellations: [Effect<Parent.Action>] = []
    if idsAfter != idsBefore {
      for id in idsBefore where !idsAfter.contains(id) {
        cancellations.append(.cancel(id: elementCancelID(id)))
      }
    }
    return .merge([elementEffects, parentEffects] + cancellations)
  }

  private func elementCancelID(_ id: ID) -> ForEachElementID {
    ForEachElementID(
      collection: AnyHashableSendable(UncheckedSendable(toElementsState)),
      id: AnyHashableSendable(id)
    )
  }

  private func reduceElement(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    guard case let .element(id, elementAction) = toElementAction.extract(from: action) else {
      return .none
    }
    guard state[keyPath: toElementsState][id: id] != nil else {
      location.report(
        """
        A "forEach" at "\(location.fileID):\(location.line)" received an action for a missing \
        element:

          Action: \(String(customDumping: action))

        No element with id \(String(customDumping: id)) is in the array. This usually means an \
        effect of a removed element sent an action, or the parent removed the element before \
        the action was sent. Check the id, or cancel the element's effects when removing it.
        """
      )
      return .none
    }
    let toElementAction = UncheckedSendable(self.toElementAction)
    return withDependencies {
      $0.navigationIDPath = $0.navigationIDPath.appending(elementCancelID(id))
    } operation: {
      element
        .reduce(into: &state[keyPath: toElementsState][id: id]!, action: elementAction)
    }
    ._map { toElementAction.value.embed(.element(id: id, action: $0)) }
    .cancellable(id: elementCancelID(id))
  }
}
