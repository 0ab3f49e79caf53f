import Checker
import Foundation

/// Copies the Swift files of an untrusted folder, and nothing else, into the package.
///
/// Symbolic links follow ``SymlinkPolicy``: a link whose target lies inside the submission is
/// copied as the file (or folder) it points to, as SwiftPM would build it; a link outside it (a
/// private file drawn in) or to nothing refuses the copy with a message naming the link, rather
/// than dropping the file and leaving the student to wonder why their code "was renamed". The
/// copy stops at a size and file-count limit so a submission cannot fill the disk.
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

  /// Copies every `.swift` file under `source` to the same relative path under `destination`
  /// (created; an existing one is replaced) and returns how many were copied.
  ///
  /// - Parameter root: The boundary for symbolic links (the submission); `source` by default.
  /// - Throws: ``Failure`` for a refused link, an empty folder, or one over the limits.
  @discardableResult
  public func copy(from source: URL, to destination: URL, within root: URL? = nil) throws -> Int {
    let fileManager = FileManager.default
    let files = try swiftFiles(in: source, within: root ?? source)
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

  func swiftFiles(in source: URL, within root: URL) throws -> [File] {
    var files: [File] = []
    var visited: Set<String> = []
    try collect(in: source.standardizedFileURL.resolvingSymlinksInPath(), prefix: "", root: root, into: &files, visited: &visited)
    return files.sorted { $0.relativePath < $1.relativePath }
  }

  /// Adds the `.swift` files under `folder`, named `prefix` + their path inside it; followed links
  /// to folders recurse (each real folder once, so a link cycle ends).
  private func collect(
    in folder: URL, prefix: String, root: URL, into files: inout [File], visited: inout Set<String>
  ) throws {
    let fileManager = FileManager.default
    guard visited.insert(folder.path).inserted else { return }
    guard let enumerator = fileManager.enumerator(
      at: folder, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey, .fileSizeKey],
      options: [.skipsHiddenFiles])
    else { return }
    let basePath = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
    for case let url as URL in enumerator {
      let path = url.standardizedFileURL.path
      guard path.hasPrefix(basePath) else { continue }
      let relativePath = prefix + String(path.dropFirst(basePath.count))
      let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey, .fileSizeKey])
      if values?.isSymbolicLink == true {
        enumerator.skipDescendants()
        switch SymlinkPolicy.resolve(url, within: root) {
        case .refuse(let link):
          throw Failure(description: link.message(shownPath: url.path))
        case .follow(let target):
          var isFolder: ObjCBool = false
          _ = fileManager.fileExists(atPath: target.path, isDirectory: &isFolder)
          if isFolder.boolValue {
            try collect(in: target, prefix: relativePath + "/", root: root, into: &files, visited: &visited)
          } else if url.pathExtension == "swift" {
            let size = (try? target.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
            files.append(File(url: target, relativePath: relativePath, size: size))
          }
        }
        continue
      }
      guard url.pathExtension == "swift", values?.isRegularFile == true else { continue }
      files.append(File(url: url, relativePath: relativePath, size: values?.fileSize ?? 0))
    }
  }
}
