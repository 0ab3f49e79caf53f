import CustomDump
import IssueReporting
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// A button of an alert or a confirmation dialog, as a value: its label, its role, and the
/// action it sends when tapped. Spelled as swift-navigation's `ButtonState`.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ```
public struct ButtonState<Action>: Identifiable {
  /// A fresh identity per button; not part of equality.
  public let id: UUID
  /// What tapping the button sends (possibly nothing).
  public let action: ButtonStateAction<Action>
  /// The button's title.
  public let label: TextState
  /// The button's role, if any.
  public let role: ButtonStateRole?

  init(id: UUID, action: ButtonStateAction<Action>, label: TextState, role: ButtonStateRole?) {
    self.id = id
    self.action = action
    self.label = label
    self.role = role
  }

  /// A button that sends `action` (by default nothing: it only dismisses).
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.init(id: UUID(), action: action, label: label(), role: role)
  }

  /// A button that sends `action`.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(id: UUID(), action: .send(action), label: label(), role: role)
  }

  /// Performs the button's tap: calls `perform` with its action, or `nil` for a button that
  /// only dismisses. A view (or a test) turns that into `.presented(action)` or `.dismiss`.
  ///
  /// A button made with `.send(action, animation:)` performs it inside
  /// `withAnimation(animation)` (on Linux: directly).
  public func withAction(_ perform: (Action?) -> Void) {
    switch action.type {
    case let .send(action):
      perform(action)
    case let .animatedSend(action, animation):
      withAnimation(animation) {
        perform(action)
      }
    }
  }

  /// Performs the button's tap with an asynchronous `perform`, e.g. a `TestStore`'s `send`:
  ///
  /// ```swift
  /// await alert.buttons[0].withAction { action in
  ///   await store.send(action.map { .alert(.presented($0)) } ?? .alert(.dismiss))
  /// }
  /// ```
  ///
  /// An asynchronous closure cannot be animated: for a button made with
  /// `.send(action, animation:)` this reports an issue (as swift-navigation does) and then
  /// performs the action without animation.
  @MainActor
  public func withAction(_ perform: @MainActor (Action?) async -> Void) async {
    if case let .animatedSend(action?, _) = action.type {
      reportIssue(
        """
        An animated action was performed asynchronously: …

          Action:
        \(String(customDumping: action).split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))

        Asynchronous actions cannot be animated. Evaluate this action in a synchronous \
        closure, or use 'SwiftUI.withAnimation' explicitly.
        """
      )
    }
    await perform(action.action)
  }

  /// The same button, with its action transformed.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(id: id, action: action.map(transform), label: label, role: role)
  }
}

/// What a button sends when tapped.
public struct ButtonStateAction<Action> {
  /// How the action is sent.
  public let type: _ActionType

  /// Sends `action` when tapped (`nil`: only dismisses).
  public static func send(_ action: Action?) -> Self {
    Self(type: .send(action))
  }

  /// Sends `action` when tapped, animated with `animation`:
  /// `ButtonState(action: .send(.confirmDeletion, animation: .default)) { TextState("Delete") }`.
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    Self(type: .animatedSend(action, animation: animation))
  }

  /// The action sent, if any.
  public var action: Action? {
    switch type {
    case let .send(action), let .animatedSend(action, _): return action
    }
  }

  /// The same, with its action transformed (and its animation kept).
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonStateAction<NewAction> {
    switch type {
    case let .send(action): return .send(transform(action))
    case let .animatedSend(action, animation): return .send(transform(action), animation: animation)
    }
  }

  /// How the action is sent.
  public enum _ActionType {
    /// Sends the action as is.
    case send(Action?)
    /// Sends the action animated with `animation`.
    case animatedSend(Action?, animation: Animation?)
  }
}

/// The role of a button: how the system styles and places it.
public enum ButtonStateRole: Sendable, Hashable {
  /// Cancels the operation (placed apart; also what dismissing the alert means).
  case cancel
  /// Deletes data or cannot be undone.
  case destructive
}

extension ButtonState: Equatable where Action: Equatable {
  /// Equal when action, label and role are equal (the `id` is ignored).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

extension ButtonState: Hashable where Action: Hashable {
  /// Hashes action, label and role.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(action)
    hasher.combine(label)
    hasher.combine(role)
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction._ActionType: Equatable where Action: Equatable {}
extension ButtonStateAction._ActionType: Hashable where Action: Hashable {
  /// Hashes the action only, as swift-navigation does (SwiftUI's `Animation` is not `Hashable`).
  public func hash(into hasher: inout Hasher) {
    switch self {
    case let .send(action), let .animatedSend(action, _): hasher.combine(action)
    }
  }
}
extension ButtonState: Sendable where Action: Sendable {}
extension ButtonStateAction: Sendable where Action: Sendable {}
extension ButtonStateAction._ActionType: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpReflectable {
  /// Dumps role (if any), action and label, without the random `id`.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if let role { children.append(("role", role)) }
    children.append(("action", action))
    children.append(("label", label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

extension ButtonStateAction: CustomDumpReflectable {
  /// Dumps as `.send(action)`, or `.animatedSend(action, animation:)`.
  public var customDumpMirror: Mirror {
    switch type {
    case let .send(action):
      return Mirror(self, children: ["send": action as Any], displayStyle: .enum)
    case let .animatedSend(action, animation):
      return Mirror(
        self,
        children: ["animatedSend": (action: action as Any, animation: animation as Any)],
        displayStyle: .enum
      )
    }
  }
}

/// Builds the buttons of an alert or a dialog from a list of `ButtonState`s, with `if`,
/// `if`/`else` and `for`.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// Several buttons, in order.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// A button.
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  /// The buttons of a `for` loop.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// The buttons of an `if` without `else`, when the condition holds.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }

  /// The buttons of the first branch of an `if`/`else`.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// The buttons of the second branch of an `if`/`else`.
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>]
  {
    component
  }

  /// The buttons of an `if #available` branch.
  public static func buildLimitedAvailability(_ component: [ButtonState<Action>])
    -> [ButtonState<Action>]
  {
    component
  }
}
