/// The actions of a presented feature, as its parent sees them: `.presented(childAction)` while
/// it is presented, and `.dismiss` to dismiss it.
///
/// ```swift
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
/// }
/// ```
///
/// Case key paths reach through it to the child's actions, so a test can write
/// `await store.receive(\.destination.presented.add.saveButtonTapped)` or, shorter, as in TCA,
/// `\.destination.add.saveButtonTapped` (which means "presented").
public enum PresentationAction<Action> {
  /// Dismisses the presented feature: the parent's `ifLet` sets its state to `nil` and cancels
  /// its effects. Sent by the view when the user swipes a sheet away, by an alert button without
  /// an action, or by the child itself through `@Dependency(\.dismiss)`.
  case dismiss

  /// An action of the presented feature.
  indirect case presented(Action)
}

extension PresentationAction: CasePathable {
  /// The case paths of `PresentationAction`, and of the presented feature's actions through it.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case key paths `\.dismiss`, `\.presented`, and `\.someChildAction` (through
  /// `.presented`).
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The `.dismiss` case.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: {
          guard case .dismiss = $0 else { return nil }
          return ()
        }
      )
    }

    /// The `.presented` case.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: {
          guard case let .presented(action) = $0 else { return nil }
          return action
        }
      )
    }

    /// A case of the presented feature's action, through `.presented`: `\.destination.add`.
    public subscript<ChildAction>(
      dynamicMember keyPath: CaseKeyPath<Action, ChildAction>
    ) -> AnyCasePath<PresentationAction, ChildAction> where Action: CasePathable {
      Self.throughPresented(AnyCasePath(keyPath))
    }

    // Outside the `Action: CasePathable` context, so the closures capture no conformance.
    private static func throughPresented<ChildAction>(
      _ path: AnyCasePath<Action, ChildAction>
    ) -> AnyCasePath<PresentationAction, ChildAction> {
      let path = UncheckedSendable(path)
      return AnyCasePath(
        embed: { .presented(path.value.embed($0)) },
        extract: {
          guard case let .presented(action) = $0 else { return nil }
          return path.value.extract(from: action)
        }
      )
    }
  }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Decodable where Action: Decodable {}
extension PresentationAction: Encodable where Action: Encodable {}
