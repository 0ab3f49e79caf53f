/// The actions of a navigation stack, as its parent sees them.
///
/// ```swift
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
/// ```
///
/// Case key paths reach an element's actions by id: `\.path[id: 0].detail.saveButtonTapped`.
public enum StackAction<State, Action> {
  /// `action` for the element with `id`.
  indirect case element(id: StackElementID, action: Action)
  /// Pops the element with `id` and every element above it (the back button, or the element's
  /// own `@Dependency(\.dismiss)`).
  case popFrom(id: StackElementID)
  /// Pushes `state` with `id` (a navigation link; in tests, pass the next id: `push(id: 0, …)`).
  case push(id: StackElementID, state: State)
}

extension StackAction: CasePathable {
  /// The case paths of `StackAction`, and of an element's actions by id.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case key paths `\.element`, `\.popFrom`, `\.push` and `[id:]`.
  public struct AllCasePaths: Sendable {
    /// The `.element(id:action:)` case.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case let .element(id, action) = $0 else { return nil }
          return (id, action)
        }
      )
    }

    /// The `.popFrom(id:)` case.
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: {
          guard case let .popFrom(id) = $0 else { return nil }
          return id
        }
      )
    }

    /// The `.push(id:state:)` case.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: {
          guard case let .push(id, state) = $0 else { return nil }
          return (id, state)
        }
      )
    }

    /// The actions of the element with `id`: `\.path[id: 0].detail.saveButtonTapped`.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case let .element(elementID, action) = $0, elementID == id else { return nil }
          return action
        }
      )
    }
  }
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

/// The stack action of reducer `R`'s elements: `case path(StackActionOf<Path>)`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>
