import Foundation
import Localization

/// Something about the progress file that the learner should hear about, though nothing stops.
public struct ProgressWarning: Equatable, Sendable, CustomStringConvertible {
  /// The progress file, relative to the checkout (`.dojo/progress.json`).
  public var file: String
  /// Where the unreadable file was moved, relative to the checkout; `nil` if it could not be moved.
  public var backup: String?
  /// Why the file could not be used (the decoder's or file system's explanation).
  public var reason: String

  /// Makes a warning.
  public init(file: String, backup: String?, reason: String) {
    self.file = file
    self.backup = backup
    self.reason = reason
  }

  /// The message in English (logs, tests); commands print ``text(_:)``.
  public var description: String { text(.english) }

  /// The message to print, naming both files and what happens next, in the learner's language.
  public func text(_ messages: Messages = .current) -> String {
    if let backup {
      return messages(.progressUnreadableMoved, ["file": file, "reason": reason, "backup": backup])
    }
    return messages(.progressUnreadableKept, ["file": file, "reason": reason])
  }
}
