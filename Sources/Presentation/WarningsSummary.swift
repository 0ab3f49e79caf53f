import Checker
import Localization

/// The compiler's warnings in a learner's files as both `dojo check`'s report and watch's screen
/// show them: a heading, the first ``shown`` warnings located, and a line counting the rest with
/// the command that prints all of them. Each caller only styles and indents it.
public struct WarningsSummary: Equatable, Sendable {
  /// "warnings in your files:", in the learner's language.
  public var heading: String
  /// `file:line: text` of each warning shown.
  public var warnings: [String]
  /// How many more there are and where to read them; `nil` when every warning is shown.
  public var more: String?

  /// The most warnings shown per exercise.
  public static let shown = 5
}

extension Messages {
  /// `verdict`'s warnings summed up, or `nil` when it has none. `command` prints the whole
  /// verdict (`dojo check <id>`); the summary points at its `--json`, which holds every warning.
  public func warningsSummary(_ verdict: ExerciseVerdict, command: String) -> WarningsSummary? {
    guard !verdict.warnings.isEmpty else { return nil }
    let hidden = verdict.warnings.count - WarningsSummary.shown
    return WarningsSummary(
      heading: self(.checkWarnings),
      warnings: verdict.warnings.prefix(WarningsSummary.shown).map(\.located),
      more: hidden > 0 ? self(.checkMoreWarnings, ["count": hidden, "command": "\(command) --json"]) : nil)
  }
}
