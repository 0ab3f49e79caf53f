import Checker
import Foundation
import Localization

/// Copies the Swift files of an untrusted folder, and nothing else, into the package.
///
/// Symbolic links stay inside the ``SubmissionBoundary``: a link whose target lies inside the
/// submission is copied as the file (or folder) it points to, as SwiftPM would build it; a link
/// out of it (a private file drawn in, `/etc`) or to nothing refuses the copy with a message naming
/// the link relative to the submission, rather than dropping the file and leaving the student to
/// wonder why their code "was renamed". Nothing below a refused link is listed. A name with a
/// control character (a newline breaks the whole build) is refused the same way, and so is a
/// `.swift` name that is not a regular file. The copy stops at a size and file-count limit so a
/// submission cannot fill the disk.
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
  ///   Messages name paths relative to it.
  /// - Throws: ``Failure`` for a refused link, an odd name, an empty folder, or one over the
  ///   limits; nothing is copied then.
  @discardableResult
  public func copy(from source: URL, to destination: URL, within root: URL? = nil) throws -> Int {
    let fileManager = FileManager.default
    guard let boundary = SubmissionBoundary(root: root ?? source) else {
      throw Failure(description: Messages.current(.gradeCopyNoSubmission))
    }
    let shown = boundary.displayName(of: source)
    guard let realSource = boundary.resolveInside(source) else {
      throw Failure(description: Messages.current(.gradeCopyLeadsOut, ["path": shown]))
    }
    let files = try swiftFiles(in: realSource, boundary: boundary)
    guard !files.isEmpty else {
      throw Failure(description: Messages.current(.gradeCopyNoSwift, ["path": shown]))
    }
    guard files.count <= maxFiles else {
      throw Failure(description: Messages.current(.gradeCopyTooManyFiles, ["path": shown, "count": files.count, "max": maxFiles]))
    }
    let total = files.reduce(0) { $0 + $1.size }
    guard total <= maxBytes else {
      throw Failure(description: Messages.current(.gradeCopyTooManyBytes, ["path": shown, "count": total, "max": maxBytes]))
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

  func swiftFiles(in source: URL, boundary: SubmissionBoundary) throws -> [File] {
    var files: [File] = []
    var visited: Set<String> = []
    try collect(in: source, prefix: "", boundary: boundary, into: &files, visited: &visited)
    return files.sorted { $0.relativePath < $1.relativePath }
  }

  /// Adds the `.swift` files under `folder` (a real path inside the submission), named `prefix` +
  /// their path inside it; followed links to folders recurse (each real folder once, so a link
  /// cycle ends). Only regular files are read: a FIFO or device named `.swift` would block or
  /// never end.
  private func collect(
    in folder: URL, prefix: String, boundary: SubmissionBoundary, into files: inout [File],
    visited: inout Set<String>
  ) throws {
    let fileManager = FileManager.default
    guard visited.insert(folder.path).inserted else { return }
    // By path, one level at a time: nothing below a link is listed before the link is judged.
    guard let names = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return }
    for name in names.sorted() where !name.hasPrefix(".") {
      let url = folder.appendingPathComponent(name)
      let relativePath = prefix + name
      let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey, .isSymbolicLinkKey, .fileSizeKey])
      let isLink = values?.isSymbolicLink == true
      var target = url
      if isLink {
        guard let inside = boundary.resolveInside(url) else {
          throw Failure(description: Messages.current(.gradeCopyLinkLeadsOut, ["path": boundary.displayName(of: url)]))
        }
        target = inside
      }
      var isFolder: ObjCBool = false
      _ = fileManager.fileExists(atPath: target.path, isDirectory: &isFolder)
      let isSwift = name.hasSuffix(".swift")
      guard isFolder.boolValue || isSwift else { continue }
      if SubmissionBoundary.isOddName(name) {
        throw Failure(description: Messages.current(.gradeCopyOddName, ["path": boundary.displayName(of: url)]))
      }
      if isFolder.boolValue {
        try collect(in: target, prefix: relativePath + "/", boundary: boundary, into: &files, visited: &visited)
        continue
      }
      let targetValues = isLink ? try? target.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey]) : values
      guard targetValues?.isRegularFile == true else {
        throw Failure(description: Messages.current(.gradeCopyNotRegular, ["path": boundary.displayName(of: url)]))
      }
      files.append(File(url: target, relativePath: relativePath, size: targetValues?.fileSize ?? 0))
    }
  }
}
