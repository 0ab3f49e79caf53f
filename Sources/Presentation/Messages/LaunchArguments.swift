import Localization

/// What `dojo` makes of its command line before ArgumentParser sees it: the `--lang` option,
/// which every command accepts in any position, and what a bare `dojo` means.
public struct LaunchArguments: Equatable, Sendable {
  /// The arguments for ArgumentParser (`--lang` taken out; `watch` for a bare `dojo` in a terminal).
  public var arguments: [String]
  /// The `--lang` value, when given.
  public var language: String?

  /// Reads `arguments` (without the program name).
  ///
  /// - Parameter interactive: whether standard input and output are a terminal. A bare `dojo`
  ///   there starts the learner's loop (`dojo watch` on the current exercise), as rustlings does;
  ///   elsewhere (a script, a pipe) it prints the help, since watch would wait for keys forever.
  /// - Throws: ``LanguageError`` for `--lang` without a value.
  public init(_ arguments: [String], interactive: Bool) throws {
    var kept: [String] = []
    var language: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        kept += arguments[index...]
        break
      }
      if argument == "--lang" {
        guard index + 1 < arguments.count else { throw LanguageError.unknown("") }
        language = arguments[index + 1]
        index += 2
        continue
      }
      if argument.hasPrefix("--lang=") {
        language = String(argument.dropFirst("--lang=".count))
        index += 1
        continue
      }
      kept.append(argument)
      index += 1
    }
    if kept.isEmpty && interactive { kept = ["watch"] }
    self.arguments = kept
    self.language = language
  }
}
