/// A text kept as message keys and arguments rather than words, so it can be stored (a cached
/// verdict) and read later in whichever language the reader chose.
///
/// Each part is one line: a catalogue message with its arguments, or literal text that has no
/// translation (a compiler's line, a `Fatal error: …` from the runtime).
public struct LocalizedText: Equatable, Sendable, Codable {
  /// One line of the text.
  public enum Part: Equatable, Sendable, Codable {
    /// A catalogue message; arguments by placeholder name.
    case message(MessageKey, [String: String])
    /// Words that stay as they are in every language.
    case literal(String)
  }

  /// The lines, in order.
  public var parts: [Part]

  /// A text of `parts`.
  public init(_ parts: [Part]) {
    self.parts = parts
  }

  /// The text in `messages`' language, its parts joined by newlines.
  public func text(_ messages: Messages) -> String {
    parts.map { part in
      switch part {
      case .message(let key, let arguments):
        return messages.text(key, arguments: arguments)
      case .literal(let text):
        return text
      }
    }.joined(separator: "\n")
  }
}

extension Messages {
  /// The text for `key` with arguments already turned into strings (stored texts keep them so).
  public func text(_ key: MessageKey, arguments: [String: String]) -> String {
    let template = Catalogue.table(for: language)[key] ?? Catalogue.english[key] ?? "\(key)"
    return Catalogue.fill(template, with: arguments)
  }
}
