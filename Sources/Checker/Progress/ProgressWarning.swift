import Foundation

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

  /// The message to print, naming both files and what happens next.
  public var description: String {
    if let backup {
      return """
        warning: \(file) could not be read (\(reason)); it was moved to \(backup) and progress \
        starts empty. Your exercise files are untouched: run `dojo check` to record their status again.
        """
    }
    return """
      warning: \(file) could not be read (\(reason)) and could not be moved aside; progress starts \
      empty for this run. Your exercise files are untouched: check the permissions of .dojo/.
      """
  }
}
