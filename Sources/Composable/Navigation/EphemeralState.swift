@_spi(Reflection) import CasePaths

/// State that lives only until one of its actions is sent: an alert or a confirmation dialog.
///
/// `ifLet(\.$alert, action: \.alert)` (no child reducer) dismisses such a presentation after
/// any of its button actions, as SwiftUI does when a button is tapped. Also when the ephemeral
/// state is one case of a destination enum (`case alert(AlertState<Alert>)`).
public protocol _EphemeralState<Action> {
  /// The type of the actions its buttons send.
  associatedtype Action
}

extension _EphemeralState {
  /// Whether `action` is one of this state's actions (itself, or the payload of an enum case).
  static func canSend<A>(_ action: A) -> Bool {
    if A.self == Action.self { return true }
    guard let metadata = EnumMetadata(A.self) else { return false }
    return metadata.associatedValueType(forTag: metadata.tag(of: action)) == Action.self
  }
}

/// The ephemeral type of `state`: its own type, or the payload type of its current enum case.
func ephemeralType<State>(of state: State) -> (any _EphemeralState.Type)? {
  if let type = State.self as? any _EphemeralState.Type { return type }
  guard let metadata = EnumMetadata(State.self) else { return nil }
  return metadata.associatedValueType(forTag: metadata.tag(of: state))
    as? any _EphemeralState.Type
}
