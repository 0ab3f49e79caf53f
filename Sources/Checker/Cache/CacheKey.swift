import Curriculum
import Foundation

/// The content hash a cached verdict is filed under: everything that can change a verdict.
///
/// That is the exercise's code (file names and bytes of the folder its module is built from), its
/// hidden tests, the runtime it runs on (`Sources/Composable`), `Package.swift`, the toolchain
/// fingerprint and the time limit. Anything else changing (lessons, progress) keeps the key.
public struct CacheKey: Hashable, Sendable, CustomStringConvertible {
  /// 64 hex digits.
  public var hex: String

  /// A key from its hex digest.
  public init(hex: String) { self.hex = hex }

  public var description: String { hex }

  /// The verdicts' stored form, part of every key: raised whenever what a verdict holds changes,
  /// so entries an older dojo filed are never read (they lack the learner's compiler warnings and
  /// the stack-overflow diagnosis) and age out of the cache like any other miss.
  public static let format = 2

  /// The key of checking `id` built from `sourceFolder`.
  public static func make(
    id: ExerciseID, sourceFolder: URL, hiddenTestFolder: URL? = nil, layout: ProjectLayout,
    toolchain: String, timeLimit: Duration, shared: SharedInputs, files: [URL] = []
  ) -> CacheKey {
    var hasher = SHA256()
    hasher.update("dojo verdict cache \(format)\n\(id)\n\(toolchain)\n\(timeLimit)\n\(shared.digest)\n")
    hasher.update("sources\n" + folderDigest(sourceFolder, within: layout.root) + "\n")
    hasher.update(
      "hidden tests\n" + folderDigest(hiddenTestFolder ?? layout.hiddenTests(id), within: layout.root) + "\n")
    // More inputs of this exercise's verdict (a test-writing exercise's Mutants.md).
    for file in files {
      hasher.update("file \(layout.relativePath(of: file))\n\(FileDigest.hex(of: file) ?? "missing")\n")
    }
    return CacheKey(hex: hasher.finalizeHex())
  }

  /// The inputs every exercise shares (manifest and runtime), hashed once per check.
  public struct SharedInputs: Sendable {
    /// Their digest.
    public var digest: String

    /// Hashes `Package.swift`'s contents and `Sources/Composable`'s file names, sizes and
    /// modification times: the runtime is ~200 KB that learners never edit, and reading and
    /// hashing it on every cache hit would cost more than the rest of the hit together.
    public init(layout: ProjectLayout) {
      var hasher = SHA256()
      hasher.update("manifest\n")
      hasher.update(FileManager.default.contents(atPath: layout.manifest.path) ?? Data())
      hasher.update("\nruntime\n")
      let runtime = layout.root.appendingPathComponent("Sources").appendingPathComponent("Composable")
      let base = runtime.standardizedFileURL.path + "/"
      for file in SourceFileList.files(in: runtime) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        hasher.update("\(file.path.dropFirst(base.count)) \(size) \(modified)\n")
      }
      digest = hasher.finalizeHex()
    }
  }

  /// One digest over the relative names and contents of every file in `folder`; a file reached
  /// through a link (inside the checkout `root`) counts with its target's contents, as SwiftPM
  /// compiles it, and a refused link counts by its name and target.
  static func folderDigest(_ folder: URL, within root: URL? = nil) -> String {
    let base = folder.standardizedFileURL.path + "/"
    var hasher = SHA256()
    let scan = SourceFileList.scan(folder, within: root)
    for refused in scan.refusedLinks {
      hasher.update("refused link \(refused.link.path) → \(refused.target ?? "?")\n")
    }
    for file in scan.files {
      let name = file.path.hasPrefix(base) ? String(file.path.dropFirst(base.count)) : file.path
      hasher.update("\(name)\n\(FileDigest.hex(of: file) ?? "unreadable")\n")
    }
    return hasher.finalizeHex()
  }
}
