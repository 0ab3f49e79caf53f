import Checker
import Foundation

/// Copies the Swift files of an untrusted folder, and nothing else, into the package.
///
/// Symbolic links are skipped (a link to a private file would otherwise be copied into the build),
/// and the copy stops at a size and file-count limit so a submission cannot fill the disk.
public struct SourceCopy: Sendable {
  /// The most `.swift` files one exercise may have.
  public var maxFiles: Int
  /// The most bytes those files may hold together.
  public var maxBytes: Int

  /// Makes a copier with the given limits (200 files, 2 MB by default).
  public init(maxFiles: Int = 200, maxBytes: Int = 2_000_000) {
    self.maxFiles = maxFiles
    self.maxBytes = maxBytes
  }

  /// Why a copy failed, said so that the learner or instructor knows what to change.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    /// The explanation.
    public var description: String
  }

  /// Copies every regular `.swift` file under `source` to the same relative path under
  /// `destination` (created; an existing one is replaced) and returns how many were copied.
  @discardableResult
  public func copy(from source: URL, to destination: URL) throws -> Int {
    let fileManager = FileManager.default
    let files = swiftFiles(in: source)
    guard !files.isEmpty else {
      throw Failure(description: "\(source.path) holds no .swift files, so there is nothing to build.")
    }
    guard files.count <= maxFiles else {
      throw Failure(description: "\(source.path) holds \(files.count) .swift files; at most \(maxFiles) are accepted.")
    }
    let total = files.reduce(0) { $0 + $1.size }
    guard total <= maxBytes else {
      throw Failure(description: "\(source.path) holds \(total) bytes of Swift; at most \(maxBytes) are accepted.")
    }
    if fileManager.fileExists(atPath: destination.path) { try fileManager.removeItem(at: destination) }
    try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
    for file in files {
      let target = destination.appendingPathComponent(file.relativePath)
      try fileManager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contentsOf: file.url).write(to: target)
    }
    return files.count
  }

  struct File {
    var url: URL
    var relativePath: String
    var size: Int
  }

  func swiftFiles(in source: URL) -> [File] {
    let fileManager = FileManager.default
    let base = source.standardizedFileURL.resolvingSymlinksInPath()
    guard let enumerator = fileManager.enumerator(
      at: base, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey, .fileSizeKey],
      options: [.skipsHiddenFiles])
    else { return [] }
    var files: [File] = []
    let basePath = base.path.hasSuffix("/") ? base.path : base.path + "/"
    for case let url as URL in enumerator {
      let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey, .fileSizeKey])
      if values?.isSymbolicLink == true {
        enumerator.skipDescendants()
        continue
      }
      guard url.pathExtension == "swift", values?.isRegularFile == true else { continue }
      let path = url.standardizedFileURL.path
      guard path.hasPrefix(basePath) else { continue }
      files.append(File(url: url, relativePath: String(path.dropFirst(basePath.count)), size: values?.fileSize ?? 0))
    }
    return files.sorted { $0.relativePath < $1.relativePath }
  }
}
