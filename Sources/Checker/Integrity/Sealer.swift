import Curriculum
import Foundation

/// Records the checksums of exercises' hidden tests and starters in `Exercises/checksums.sha256`
/// (`dojo seal`, for instructors after changing an exercise).
public struct Sealer: Sendable {
  /// The checkout.
  public let layout: ProjectLayout

  /// A sealer for `layout`.
  public init(layout: ProjectLayout) { self.layout = layout }

  /// One line of what sealing changed.
  public struct Change: Equatable, Sendable {
    /// What happened to the entry.
    public enum Kind: String, Equatable, Sendable {
      /// A file recorded for the first time.
      case added
      /// A recorded file whose contents changed.
      case updated
      /// A recorded file that no longer exists.
      case removed
    }
    /// The entry's path relative to `Exercises/`.
    public var path: String
    /// What happened.
    public var kind: Kind
  }

  /// The checksums `ids`' hidden tests and starters have now, merged into `existing` (entries of
  /// other exercises are kept as they are).
  public func sealed(_ ids: [ExerciseID], into existing: ChecksumFile) -> (ChecksumFile, [Change]) {
    var result = existing
    var changes: [Change] = []
    for id in ids {
      let prefixes = ["\(id.rawValue)/\(layout.sealedFolderName(id))/", "\(id.rawValue)/\(layout.starterFolderName(id))/"]
      var fresh: [String: String] = [:]
      for (folder, prefix) in zip([layout.hiddenTests(id), layout.starterSources(id)], prefixes) {
        let base = folder.standardizedFileURL.path + "/"
        for file in SourceFileList.files(in: folder) {
          guard let digest = FileDigest.hex(of: file) else { continue }
          fresh[prefix + String(file.path.dropFirst(base.count))] = digest
        }
      }
      let old = existing.entries.filter { entry in prefixes.contains { entry.key.hasPrefix($0) } }
      for path in Set(old.keys).union(fresh.keys).sorted() {
        switch (old[path], fresh[path]) {
        case (nil, let digest?):
          changes.append(Change(path: path, kind: .added))
          result.entries[path] = digest
        case (let before?, let digest?):
          if before != digest { changes.append(Change(path: path, kind: .updated)) }
          result.entries[path] = digest
        case (_?, nil):
          changes.append(Change(path: path, kind: .removed))
          result.entries[path] = nil
        case (nil, nil): break
        }
      }
    }
    return (result, changes)
  }

  /// Seals `ids` into `Exercises/checksums.sha256` and returns what changed.
  ///
  /// - Throws: ``ChecksumFileError`` when the existing file cannot be parsed, or a write error.
  @discardableResult
  public func seal(_ ids: [ExerciseID]) throws -> [Change] {
    let existing = try ChecksumFile.read(layout.checksums) ?? ChecksumFile()
    let (result, changes) = sealed(ids, into: existing)
    if result != existing || !FileManager.default.fileExists(atPath: layout.checksums.path) {
      try result.write(to: layout.checksums)
    }
    return changes
  }
}
