import Foundation

/// The learner-facing text of one language: looks a ``MessageKey`` up in that language's
/// catalogue and fills in its `{placeholders}`.
///
/// Commands read ``Messages/current`` (set once at start-up from `--lang` and the environment);
/// renderers take a `Messages` parameter defaulting to it, so tests pick a language explicitly.
public struct Messages: Sendable, Equatable {
  /// The language of every text this returns.
  public let language: Language

  /// Messages in `language`.
  public init(_ language: Language) {
    self.language = language
  }

  /// Japanese messages.
  public static let japanese = Messages(.japanese)
  /// English messages.
  public static let english = Messages(.english)

  /// The text for `key` with each `{name}` replaced by `arguments[name]`.
  ///
  /// A key missing from this language's catalogue falls back to English (the catalogue test keeps
  /// that from happening); a placeholder without an argument is left as written, so a mistake
  /// shows up in the output instead of crashing.
  public func text(_ key: MessageKey, _ arguments: KeyValuePairs<String, Any> = [:]) -> String {
    let template = Catalogue.table(for: language)[key] ?? Catalogue.english[key] ?? "\(key)"
    guard template.contains("{") else { return template }
    var values: [String: String] = [:]
    for (name, value) in arguments { values[name] = "\(value)" }
    return Catalogue.fill(template, with: values)
  }

  /// Shorthand for ``text(_:_:)``.
  public func callAsFunction(_ key: MessageKey, _ arguments: KeyValuePairs<String, Any> = [:]) -> String {
    text(key, arguments)
  }

  // MARK: - The run's language

  private final class Current: @unchecked Sendable {
    let lock = NSLock()
    var messages = Messages(.english)
  }

  private static let shared = Current()

  /// The messages of this run. `dojo`'s `main` sets them once from ``Language/resolve(flag:environment:)``
  /// (Japanese when nothing is set); until then, in a library or a test, they are English, so that
  /// code and tests that never chose a language keep reading the texts they were written against.
  public static var current: Messages {
    get { shared.lock.withLock { shared.messages } }
    set { shared.lock.withLock { shared.messages = newValue } }
  }
}
