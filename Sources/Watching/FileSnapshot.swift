import Foundation

/// The modification time and size of every file under some folders: what polling compares.
public struct FileSnapshot: Equatable, Sendable {
  /// One file's fingerprint.
  public struct Stamp: Equatable, Sendable {
    /// Modification time, seconds since 1970 (sub-second where the file system keeps it).
    public var modified: Double
    /// Size in bytes.
    public var size: Int

    /// Makes a stamp.
    public init(modified: Double, size: Int) {
      self.modified = modified
      self.size = size
    }
  }

  /// Stamps by absolute path.
  public var stamps: [String: Stamp]

  /// A snapshot of exactly these stamps.
  public init(stamps: [String: Stamp]) { self.stamps = stamps }

  /// Reads the folders now. Hidden files (editor swap files such as `.Foo.swift.swp`) are left
  /// out so that merely opening a file does not trigger a check; missing folders are empty.
  public static func take(_ folders: [URL]) -> FileSnapshot {
    var stamps: [String: Stamp] = [:]
    let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
    for folder in folders {
      guard let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
      else { continue }
      for case let url as URL in enumerator {
        guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true
        else { continue }
        stamps[url.path] = Stamp(
          modified: values.contentModificationDate?.timeIntervalSince1970 ?? 0, size: values.fileSize ?? 0)
      }
    }
    return FileSnapshot(stamps: stamps)
  }
}
