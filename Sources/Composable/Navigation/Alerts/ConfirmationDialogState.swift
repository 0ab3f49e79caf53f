import CustomDump
import Foundation

/// A confirmation dialog (action sheet) as a value: title, buttons, message and whether the
/// title shows. Spelled as swift-navigation's `ConfirmationDialogState`.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share")
/// } actions: {
///   ButtonState(action: .copyLink) { TextState("Copy link") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
///
/// Present it like an alert: `.ifLet(\.$dialog, action: \.dialog)`.
public struct ConfirmationDialogState<Action>: Identifiable {
  /// A fresh identity per dialog; not part of equality.
  public let id: UUID
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]
  /// The text under the title.
  public var message: TextState?
  /// The title.
  public var title: TextState
  /// Whether the title is shown.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  init(
    id: UUID,
    buttons: [ButtonState<Action>],
    message: TextState?,
    title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility
  ) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
    self.titleVisibility = titleVisibility
  }

  /// A dialog with a title shown as `titleVisibility` says, buttons, and an optional message.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: UUID(), buttons: actions(), message: message?(), title: title(),
      titleVisibility: titleVisibility
    )
  }

  /// A dialog whose title visibility the platform decides.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(titleVisibility: .automatic, title: title, actions: actions, message: message)
  }

  /// The same dialog, with its buttons' actions transformed.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      id: id, buttons: buttons.map { $0.map(transform) }, message: message, title: title,
      titleVisibility: titleVisibility
    )
  }
}

/// Whether a confirmation dialog shows its title.
public enum ConfirmationDialogStateTitleVisibility: Sendable, Hashable {
  /// The platform decides.
  case automatic
  /// Never shown.
  case hidden
  /// Always shown.
  case visible
}

extension ConfirmationDialogState: _EphemeralState {}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Equal when everything but the `id` is equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
      && lhs.titleVisibility == rhs.titleVisibility
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes everything but the `id`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
    hasher.combine(titleVisibility)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomDumpReflectable {
  /// Dumps title visibility (unless automatic), title, buttons and message, without the `id`.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if titleVisibility != .automatic { children.append(("titleVisibility", titleVisibility)) }
    children.append(("title", title))
    if !buttons.isEmpty { children.append(("actions", buttons)) }
    if let message { children.append(("message", message)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
