import Foundation

/// When, and how big, each file of a check's inputs was last written: taken when a check computes
/// its cache key and again when its tests have run.
///
/// A learner who saves while a check builds (two quick saves in `dojo watch`, an autosaving
/// editor, an undo) leaves the key describing one version and the build another, even when the
/// bytes come back to the first version (A → B → A). Any write changes a file's modification
/// time, so two equal stamps mean nothing was written in between, and the verdict belongs to
/// the key; two different ones mean the verdict must not be filed under it.
public struct InputStamp: Equatable, Sendable {
  /// One line per file: relative path, size, modification time in nanoseconds, inode.
  public var entries: [String]

  /// The stamp of every file under `folders`.
  public init(_ folders: [URL]) {
    var entries: [String] = []
    for folder in folders {
      let base = folder.standardizedFileURL.path + "/"
      entries.append("folder \(folder.standardizedFileURL.path)")
      for file in SourceFileList.files(in: folder) {
        let path = file.standardizedFileURL.path
        var info = stat()
        guard stat(path, &info) == 0 else {
          entries.append("\(path) missing")
          continue
        }
        #if canImport(Darwin)
          let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
          let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        let name = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
        entries.append("\(name) \(info.st_size) \(modified) \(info.st_ino)")
      }
    }
    self.entries = entries
  }
}
