import CustomDump
import Foundation

/// An alert as a value: title, buttons and message, with the actions its buttons send.
/// Spelled as swift-navigation's `AlertState` (which TCA re-exports).
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete \"\(item.name)\"?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///   TextState("This cannot be undone.")
/// }
/// ```
///
/// Present it with `@PresentationState var alert: AlertState<Action.Alert>?` and
/// `.ifLet(\.$alert, action: \.alert)`; it is dismissed after any button's action.
public struct AlertState<Action>: Identifiable {
  /// A fresh identity per alert; not part of equality.
  public let id: UUID
  /// The buttons, in order. With none, the platform shows a single "OK".
  public var buttons: [ButtonState<Action>]
  /// The text under the title.
  public var message: TextState?
  /// The title.
  public var title: TextState

  init(id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
  }

  /// An alert with a title, buttons, and an optional message.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(id: UUID(), buttons: actions(), message: message?(), title: title())
  }

  /// The same alert, with its buttons' actions transformed.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: id, buttons: buttons.map { $0.map(transform) }, message: message, title: title
    )
  }
}

extension AlertState: _EphemeralState {}

extension AlertState: Equatable where Action: Equatable {
  /// Equal when title, message and buttons are equal (the `id` is ignored).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes title, message and buttons.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomDumpReflectable {
  /// Dumps title, buttons (as `actions`) and message, without the random `id`.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [("title", title)]
    if !buttons.isEmpty { children.append(("actions", buttons)) }
    if let message { children.append(("message", message)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
