import Foundation

/// A problem found in a curriculum file, located by file and line: `Lessons/phase4.md:12: …`.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
  /// How serious a finding is.
  public enum Severity: String, Sendable, Equatable, Codable {
    /// The file cannot be used as it is (malformed practice section, unmapped problem, …).
    case error
    /// Worth fixing, but nothing breaks (a heading without a phase number in a stray file).
    case warning
  }

  /// The file the finding is about; its `relativePath` is what messages show.
  public var file: URL
  /// The 1-based line cmark reports for the offending node.
  public var line: Int
  /// What is wrong and what to do about it.
  public var message: String
  /// Error or warning.
  public var severity: Severity

  /// Makes a diagnostic.
  public init(file: URL, line: Int, message: String, severity: Severity = .error) {
    self.file = file
    self.line = line
    self.message = message
    self.severity = severity
  }

  /// `FILE:LINE: message`, with the file as it was given (relative when the URL is relative).
  public var rendered: String { "\(file.relativePath):\(line): \(message)" }

  /// `FILE:LINE: message` with the file relative to a checkout's root.
  public func rendered(relativeTo layout: ProjectLayout) -> String {
    "\(layout.relativePath(of: file)):\(line): \(message)"
  }

  /// Same as ``rendered``.
  public var description: String { rendered }
}
