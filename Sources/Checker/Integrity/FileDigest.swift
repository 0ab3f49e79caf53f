import Foundation

/// SHA-256 of files on disk.
public enum FileDigest {
  /// The hex digest of the file at `url`, or `nil` when it cannot be read.
  public static func hex(of url: URL) -> String? {
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    return SHA256.hex(data)
  }
}
