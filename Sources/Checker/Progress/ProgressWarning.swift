import Foundation
import Localization

/// Something about the progress file that the learner should hear about, though nothing stops.
public struct ProgressWarning: Equatable, Sendable, CustomStringConvertible {
  /// The progress file, relative to the checkout (`.dojo/progress.json`).
  public var file: String
  /// Where the unreadable file was moved, relative to the checkout; `nil` if it could not be moved.
  public var backup: String?
  /// Why the file could not be used (the decoder's or file system's explanation, in English).
  public var reason: String
  /// What kind of problem it was, told in the learner's language; `nil` shows ``reason``.
  public var cause: Cause?

  /// The kinds of unusable progress file.
  public enum Cause: Equatable, Sendable {
    /// Not JSON at all, or not shaped like progress (at `path` inside it, when known).
    case notProgressJSON(path: String?)
    /// The file system refused to read it (a folder in its place, no permission), by errno.
    case system(SystemReason)
  }

  /// Makes a warning.
  public init(file: String, backup: String?, reason: String, cause: Cause? = nil) {
    self.file = file
    self.backup = backup
    self.reason = reason
    self.cause = cause
  }

  /// The message in English (logs, tests); commands print ``text(_:)``.
  public var description: String { text(.english) }

  /// The message to print, naming both files and what happens next, in the learner's language.
  public func text(_ messages: Messages = .current) -> String {
    let reason: String
    switch cause {
    case .notProgressJSON(let path?): reason = messages(.progressReasonNotJSONAt, ["path": path])
    case .notProgressJSON(nil): reason = messages(.progressReasonNotJSON)
    case .system(let system): reason = system.text(messages)
    case nil: reason = self.reason
    }
    if let backup {
      return messages(.progressUnreadableMoved, ["file": file, "reason": reason, "backup": backup])
    }
    return messages(.progressUnreadableKept, ["file": file, "reason": reason])
  }
}
