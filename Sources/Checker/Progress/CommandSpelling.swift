import Foundation

/// How the learner starts dojo, so the commands dojo suggests ("run `dojo hint …`") are ones they
/// can paste: `Scripts/dojo` sets `DOJO_COMMAND` (to `dojo` when it runs as the installed command,
/// `Scripts/dojo` otherwise); anything else started it through `swift run dojo`.
public enum CommandSpelling {
  /// The command prefix to suggest, e.g. `dojo` or `swift run dojo`.
  public static var current: String {
    let spelling = ProcessInfo.processInfo.environment["DOJO_COMMAND"] ?? ""
    return spelling.isEmpty ? "swift run dojo" : spelling
  }
}
