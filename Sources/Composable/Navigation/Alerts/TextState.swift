import CustomDump

/// Text held in state that can be compared and tested: the title, message and button labels of
/// alerts and dialogs. Spelled as swift-navigation's `TextState` (which TCA re-exports), without
/// SwiftUI's styling modifiers.
///
/// ```swift
/// TextState("Delete \(item.name)?")
/// ```
public struct TextState: Equatable, Hashable, Sendable {
  private enum Storage: Equatable, Hashable, Sendable {
    case verbatim(String)
    indirect case concatenated(TextState, TextState)
  }

  private let storage: Storage

  /// Text shown exactly as written (no localisation).
  public init(verbatim content: String) {
    self.storage = .verbatim(content)
  }

  /// Text shown as written. On Apple platforms swift-navigation looks up string literals as
  /// localised keys; this library shows them verbatim.
  public init<S: StringProtocol>(_ content: S) {
    self.init(verbatim: String(content))
  }

  private init(storage: Storage) {
    self.storage = storage
  }

  /// The two texts, one after the other.
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(storage: .concatenated(lhs, rhs))
  }

  /// The plain string this text shows.
  var string: String {
    switch storage {
    case let .verbatim(string): return string
    case let .concatenated(lhs, rhs): return lhs.string + rhs.string
    }
  }
}

extension String {
  /// The plain string a `TextState` shows: `String(state: alert.title)`.
  public init(state: TextState) {
    self = state.string
  }
}

extension TextState: CustomDumpRepresentable {
  /// Dumps as its string, so a test diff shows `title: "Delete?"`.
  public var customDumpValue: Any { string }
}
