import Curriculum
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts an exercise's starter back in `Exercises/<id>/Sources` after saving the learner's files.
///
/// The pristine starter is the content whose SHA-256 `Exercises/checksums.sha256` sealed; when the
/// learner has changed a file, that exact content is looked up in git history. Reset is two steps
/// so that every refusal happens before anything is touched: ``plan(_:)`` finds all pristine
/// contents (or throws, changing nothing), then ``perform(_:)`` backs up the learner's whole
/// `Sources/` folder to `.dojo/backups/<phase>/<slug>/<stamp>/`, checks the backup, and only then
/// writes the starter.
public struct StarterReset: Sendable {
  /// The checkout.
  public let layout: ProjectLayout
  /// Where earlier versions are read from.
  public let history: GitFileHistory
  private let now: @Sendable () -> Date

  /// A reset for `layout`, reading history with `history` (by default git at the checkout root).
  public init(
    layout: ProjectLayout, history: GitFileHistory? = nil,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.layout = layout
    self.history = history ?? GitFileHistory(directory: layout.root)
    self.now = now
  }

  /// What a reset of one exercise would do.
  public struct Plan: Equatable, Sendable {
    /// The exercise.
    public var id: ExerciseID
    /// Each starter file: its path relative to `Sources/` and its pristine bytes.
    public var starter: [String: Data]
    /// Starter files that are missing or differ from the pristine content (relative to `Sources/`).
    public var changed: [String]
    /// Files in `Sources/` that the starter does not have (relative to `Sources/`); they are
    /// backed up and then removed, so the module builds as the starter did.
    public var extra: [String]
    /// Sealed hidden test files that are missing (relative to `HiddenTests/`) and their sealed
    /// bytes: a reset puts the exercise back as it came, so the next check is not a tamper error.
    /// Changed hidden tests are left to the tamper message, which names each one.
    public var missingHiddenTests: [String: Data] = [:]
    /// Whether `Sources/` holds any file of the learner's to back up (it may have been deleted).
    public var hasLearnerFiles = true

    /// Whether the exercise already is as it came (nothing to back up or restore).
    public var isPristine: Bool { changed.isEmpty && extra.isEmpty && missingHiddenTests.isEmpty }
  }

  /// What a reset did.
  public struct Outcome: Equatable, Sendable {
    /// The backup folder, relative to the checkout (`.dojo/backups/phase4/retry/20261122T203015Z`);
    /// `nil` when `Sources/` held nothing to save.
    public var backup: String?
    /// Files written back, relative to the checkout.
    public var restored: [String]
    /// Files removed after backup (not part of the starter), relative to the checkout.
    public var removed: [String]
    /// Progress warnings met while forgetting the exercise's last status.
    public var warnings: [ProgressWarning]
  }

  /// Finds the pristine starter of `id`; changes nothing.
  ///
  /// - Throws: ``ResetError`` when the checksums are missing or unsealed for `id`, git cannot run,
  ///   or some starter file's sealed content is in no commit.
  public func plan(_ id: ExerciseID) throws -> Plan {
    let checksums: ChecksumFile
    do {
      guard let file = try ChecksumFile.read(layout.checksums) else {
        throw ResetError.checksumsMissing(layout.relativePath(of: layout.checksums))
      }
      checksums = file
    } catch let error as ResetError {
      throw error
    } catch let error as ChecksumFileError {
      throw ResetError.checksumsUnreadable(error)
    }
    let prefix = "\(id.rawValue)/\(layout.starterFolderName(id))/"
    let sealed = checksums.entries(under: prefix)
    guard !sealed.isEmpty else { throw ResetError.notSealed(id) }

    let folder = layout.starterSources(id)
    // Refuse a link outside the checkout before reading anything through it.
    if let refused = SourceFileList.scan(folder, within: layout.root).refusedLinks.first {
      throw ResetError.refusedLink(refused, shownPath: layout.relativePath(of: refused.link))
    }
    // Every starter file: its bytes on disk when they are the sealed ones, else from git history.
    var changed: [String] = []
    let starter = try sealedContents(of: id, entries: sealed, under: prefix, in: folder) { relative, file in
      if let data = FileManager.default.contents(atPath: file.path), SHA256.hex(data) == sealed[prefix + relative] {
        return data
      }
      changed.append(relative)
      return nil
    }
    let base = folder.standardizedFileURL.path + "/"
    let scan = SourceFileList.scan(folder, within: layout.root)
    if let refused = scan.refusedLinks.first {
      throw ResetError.refusedLink(refused, shownPath: layout.relativePath(of: refused.link))
    }
    let extra = scan.files
      .map { String($0.path.dropFirst(base.count)) }
      .filter { starter[$0] == nil }
    var plan = Plan(id: id, starter: starter, changed: changed, extra: extra)
    plan.hasLearnerFiles = !scan.files.isEmpty
    plan.missingHiddenTests = try missingHiddenTests(id, checksums: checksums)
    return plan
  }

  /// The sealed hidden test files of `id` that are not on disk, with their sealed contents from
  /// git history.
  private func missingHiddenTests(_ id: ExerciseID, checksums: ChecksumFile) throws -> [String: Data] {
    let folder = layout.hiddenTests(id)
    let prefix = "\(id.rawValue)/\(folder.lastPathComponent)/"
    let missing = checksums.entries(under: prefix).filter { entry, _ in
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent(String(entry.dropFirst(prefix.count))).path)
    }
    return try sealedContents(of: id, entries: missing, under: prefix, in: folder) { _, _ in nil }
  }

  /// The sealed content of each file of `entries` (checksum-file paths under `prefix`), by path
  /// relative to `folder`: what `onDisk` returns for it, or, when that is `nil`, the newest version
  /// in git history with the sealed digest.
  ///
  /// - Throws: ``ResetError/noPristineVersion(_:files:)`` naming every file no commit holds.
  private func sealedContents(
    of id: ExerciseID, entries: [String: String], under prefix: String, in folder: URL,
    onDisk: (_ relative: String, _ file: URL) -> Data?
  ) throws -> [String: Data] {
    var contents: [String: Data] = [:]
    var unresolved: [String] = []
    for (entry, digest) in entries.sorted(by: { $0.key < $1.key }) {
      let relative = String(entry.dropFirst(prefix.count))
      let file = folder.appendingPathComponent(relative)
      if let data = onDisk(relative, file) {
        contents[relative] = data
        continue
      }
      let repoPath = layout.relativePath(of: file)
      if let version = try history.newestVersion(of: repoPath, sha256: digest) {
        contents[relative] = version.contents
      } else {
        unresolved.append(repoPath)
      }
    }
    guard unresolved.isEmpty else { throw ResetError.noPristineVersion(id, files: unresolved) }
    return contents
  }

  /// Backs up `Exercises/<id>/Sources` whole, then writes the starter and removes extra files.
  ///
  /// - Throws: ``ResetError/backupFailed(reason:)`` (nothing changed) or
  ///   ``ResetError/restoreFailed(file:reason:backup:)`` (the backup holds the learner's files).
  public func perform(_ plan: Plan) throws -> Outcome {
    let folder = layout.starterSources(plan.id)
    // An empty backup would claim to have saved something; with no learner file there is none.
    let backupPath = try plan.hasLearnerFiles ? layout.relativePath(of: makeBackup(of: folder, for: plan.id)) : nil
    var restored: [String] = []
    for relative in plan.changed {
      let target = folder.appendingPathComponent(relative)
      do {
        try writeAtomically(plan.starter[relative] ?? Data(), to: target)
      } catch {
        throw ResetError.restoreFailed(
          file: layout.relativePath(of: target), reason: SystemReason(error), backup: backupPath ?? "")
      }
      restored.append(layout.relativePath(of: target))
    }
    var removed: [String] = []
    for relative in plan.extra {
      let target = folder.appendingPathComponent(relative)
      do {
        try FileManager.default.removeItem(at: target)
      } catch {
        throw ResetError.restoreFailed(
          file: layout.relativePath(of: target), reason: SystemReason(error), backup: backupPath ?? "")
      }
      removed.append(layout.relativePath(of: target))
    }
    removeEmptyFolders(in: folder, keeping: Set(plan.starter.keys))
    let hiddenTests = layout.hiddenTests(plan.id)
    for (relative, data) in plan.missingHiddenTests.sorted(by: { $0.key < $1.key }) {
      let target = hiddenTests.appendingPathComponent(relative)
      do {
        try writeAtomically(data, to: target)
      } catch {
        throw ResetError.restoreFailed(file: layout.relativePath(of: target), reason: SystemReason(error), backup: backupPath ?? "")
      }
      restored.append(layout.relativePath(of: target))
    }
    // The stored status described the learner's old code; a later warning must not undo the reset.
    let warnings = (try? ProgressStore(layout: layout, now: now).forgetStatus(of: plan.id)) ?? []
    return Outcome(backup: backupPath, restored: restored, removed: removed, warnings: warnings)
  }

  /// Removes folders under `folder` that hold nothing any more and no starter file needs (the
  /// `Sub/Deep/` a learner's extra file lived in).
  private func removeEmptyFolders(in folder: URL, keeping starterFiles: Set<String>) {
    let fileManager = FileManager.default
    let needed = Set(starterFiles.flatMap { path -> [String] in
      let parts = path.split(separator: "/").dropLast()
      return parts.indices.map { parts[...$0].joined(separator: "/") }
    })
    guard let enumerator = fileManager.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey])
    else { return }
    var folders: [URL] = []
    for case let url as URL in enumerator {
      let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
      if values?.isDirectory == true, values?.isSymbolicLink != true { folders.append(url) }
    }
    let base = folder.standardizedFileURL.path + "/"
    // Deepest first, so a parent emptied by its child's removal goes too.
    for url in folders.sorted(by: { $0.path.count > $1.path.count }) {
      let relative = String(url.standardizedFileURL.path.dropFirst(base.count))
      guard !needed.contains(relative),
        (try? fileManager.contentsOfDirectory(atPath: url.path))?.isEmpty == true
      else { continue }
      try? fileManager.removeItem(at: url)
    }
  }

  /// `.dojo/backups/<phase>/<slug>/<stamp>/` holding a copy of `folder`, checked byte for byte.
  private func makeBackup(of folder: URL, for id: ExerciseID) throws -> URL {
    let fileManager = FileManager.default
    let parent = layout.state.appendingPathComponent("backups", isDirectory: true)
      .appendingPathComponent(id.phase, isDirectory: true)
      .appendingPathComponent(id.slug, isDirectory: true)
    let stamp = ProgressStore.stamp(now())
    var backup = parent.appendingPathComponent(stamp, isDirectory: true)
    var suffix = 2
    while fileManager.fileExists(atPath: backup.path) {
      backup = parent.appendingPathComponent("\(stamp)-\(suffix)", isDirectory: true)
      suffix += 1
    }
    do {
      try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
      if fileManager.fileExists(atPath: folder.path) {
        try fileManager.copyItem(at: folder, to: backup)
      } else {
        try fileManager.createDirectory(at: backup, withIntermediateDirectories: true)
      }
      // A link in the learner's folder (to a file inside the checkout) is backed up as the
      // file it points to: the backup must not change when the target does.
      try dereferenceLinks(in: backup, original: folder)
    } catch {
      throw ResetError.backupFailed(reason: SystemReason(error))
    }
    // Only a backup that reads back identical may justify overwriting the original.
    let base = folder.standardizedFileURL.path + "/"
    for file in SourceFileList.files(in: folder, within: layout.root) {
      let relative = String(file.path.dropFirst(base.count))
      let copy = backup.appendingPathComponent(relative)
      guard let original = fileManager.contents(atPath: file.path),
        fileManager.contents(atPath: copy.path) == original
      else {
        throw ResetError.backupDiffers(file: relative, backup: layout.relativePath(of: backup))
      }
    }
    return backup
  }

  /// Replaces each symbolic link to a file under `backup` by a copy of the file its original in
  /// `original` points to (a relative link means something else in the backup's folder).
  private func dereferenceLinks(in backup: URL, original: URL) throws {
    let fileManager = FileManager.default
    guard let enumerator = fileManager.enumerator(at: backup, includingPropertiesForKeys: [.isSymbolicLinkKey])
    else { return }
    let base = backup.standardizedFileURL.path + "/"
    for case let url as URL in enumerator {
      guard (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]))?.isSymbolicLink == true else { continue }
      let relative = String(url.standardizedFileURL.path.dropFirst(base.count))
      let resolved = original.appendingPathComponent(relative).resolvingSymlinksInPath()
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: resolved.path, isDirectory: &isDirectory), !isDirectory.boolValue,
        let data = fileManager.contents(atPath: resolved.path)
      else { continue }
      try fileManager.removeItem(at: url)
      try data.write(to: url)
    }
  }

  /// Writes through a hidden temporary file in the same folder and `rename`, so an interrupted
  /// reset leaves either the learner's file or the starter, never a torn file.
  private func writeAtomically(_ data: Data, to target: URL) throws {
    let directory = target.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let temporary = directory.appendingPathComponent(".\(target.lastPathComponent).dojo-reset-\(UUID().uuidString)")
    try data.write(to: temporary)
    if rename(temporary.path, target.path) != 0 {
      let reason = SystemReason(errno: errno)
      try? FileManager.default.removeItem(at: temporary)
      // The caller knows the backup and names the file: it wraps this in `restoreFailed`.
      throw reason
    }
  }
}
