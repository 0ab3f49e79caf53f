import Foundation

/// Standard error as a `TextOutputStream`, for `print(_:to:)`: diagnostics and warnings go there
/// so standard output stays clean for pipes and `--json`.
public struct StandardErrorStream: TextOutputStream {
  /// A stream writing to the process's standard error.
  public init() {}

  /// Writes `string` unbuffered.
  public mutating func write(_ string: String) {
    FileHandle.standardError.write(Data(string.utf8))
  }
}
