import Curriculum
import Foundation
import Localization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes the learner's progress file, `.dojo/progress.json`.
///
/// Writes are atomic (a temporary file in the same folder, then `rename`), so a crash or Ctrl-C
/// mid-write leaves either the old or the new file, never half of one. A file that cannot be read
/// or decoded is moved aside to `.dojo/progress.corrupt-<stamp>.json` with a warning, and progress
/// starts empty: the next `dojo check` records it again. Nothing here ever touches exercise files.
public struct ProgressStore: Sendable {
  /// The checkout whose progress this is.
  public let layout: ProjectLayout
  private let now: @Sendable () -> Date

  /// A store for the checkout at `layout`; `now` stamps checks and backups (tests pass a fixed one).
  public init(layout: ProjectLayout, now: @escaping @Sendable () -> Date = { Date() }) {
    self.layout = layout
    self.now = now
  }

  /// `<root>/.dojo/progress.json`.
  public var file: URL { layout.state.appendingPathComponent("progress.json") }

  /// Reads the progress file: empty progress when it does not exist yet; empty progress and a
  /// warning (after moving the file aside) when it is unreadable or corrupt. Never throws.
  public func load() -> ProgressLoad {
    let fileManager = FileManager.default
    guard fileManager.fileExists(atPath: file.path) else { return ProgressLoad(progress: .empty) }
    let reason: String
    var cause: ProgressWarning.Cause?
    do {
      let data = try Data(contentsOf: file)
      return ProgressLoad(progress: try Self.decoder.decode(LearnerProgress.self, from: data))
    } catch let error as DecodingError {
      reason = Self.describe(error)
      cause = .notProgressJSON(path: Self.codingPath(error))
    } catch {
      let system = SystemReason(error)
      reason = system.detail
      cause = .system(system)
    }
    let backup = moveAside()
    return ProgressLoad(
      progress: .empty,
      warnings: [
        ProgressWarning(
          file: layout.relativePath(of: file), backup: backup.map(layout.relativePath(of:)),
          reason: reason, cause: cause)
      ]
    )
  }

  /// Writes `progress` atomically, creating `.dojo/` when needed.
  ///
  /// - Throws: ``ProgressStoreError/cannotWrite(file:reason:)`` when the folder or file cannot be
  ///   written; the previous file, if any, is left as it was.
  public func save(_ progress: LearnerProgress) throws {
    let fileManager = FileManager.default
    let data: Data
    do {
      data = try Self.encoder.encode(progress)
    } catch {
      throw ProgressStoreError.cannotWrite(file: layout.relativePath(of: file), reason: SystemReason(error))
    }
    let temporary = layout.state.appendingPathComponent(
      "progress.json.tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    do {
      try fileManager.createDirectory(at: layout.state, withIntermediateDirectories: true)
      try data.write(to: temporary)
    } catch {
      try? fileManager.removeItem(at: temporary)
      throw ProgressStoreError.cannotWrite(file: layout.relativePath(of: file), reason: SystemReason(error))
    }
    // rename(2) replaces the target in one step: readers see the old file or the new one.
    if rename(temporary.path, file.path) != 0 {
      let reason = SystemReason(errno: errno)
      try? fileManager.removeItem(at: temporary)
      throw ProgressStoreError.cannotWrite(file: layout.relativePath(of: file), reason: reason)
    }
  }

  /// Loads, lets `body` change the progress, and saves it; returns the load's warnings.
  ///
  /// The whole read-modify-write holds an exclusive lock on `.dojo/progress.lock`, so two dojo
  /// processes (`dojo watch` checking while `dojo hint` runs in another terminal) never lose each
  /// other's changes. When the lock file cannot be opened the update goes ahead unlocked.
  @discardableResult
  public func update(_ body: (inout LearnerProgress) throws -> Void) throws -> [ProgressWarning] {
    let lock = FileLock.acquire(at: lockURL)
    defer { lock?.release() }
    var loaded = load()
    try body(&loaded.progress)
    try save(loaded.progress)
    return loaded.warnings
  }

  /// `<root>/.dojo/progress.lock`.
  var lockURL: URL { layout.state.appendingPathComponent("progress.lock") }

  /// Records each verdict as its exercise's last status, checked now; hint counts are kept.
  @discardableResult
  public func record(_ verdicts: [ExerciseVerdict]) throws -> [ProgressWarning] {
    let date = now()
    return try update { progress in
      for verdict in verdicts {
        progress[verdict.id].lastStatus = verdict.status
        progress[verdict.id].lastChecked = date
      }
    }
  }

  /// Marks the solution of each of `ids` as offered; returns those not offered before (the
  /// exercises whose report should mention `dojo solution` now).
  public func markSolutionOffered(_ ids: [ExerciseID]) throws -> Set<ExerciseID> {
    var fresh: Set<ExerciseID> = []
    guard !ids.isEmpty else { return fresh }
    try update { progress in
      for id in ids where !progress[id].solutionOffered {
        progress[id].solutionOffered = true
        fresh.insert(id)
      }
    }
    return fresh
  }

  /// Remembers that `count` hints of `id` have been shown (never lowers the count).
  @discardableResult
  public func recordHintsShown(_ count: Int, for id: ExerciseID) throws -> [ProgressWarning] {
    try update { progress in
      progress[id].hintsShown = max(progress[id].hintsShown, count)
    }
  }

  /// Forgets the last status of `id` (after `dojo reset` put the starter back); hints are kept.
  @discardableResult
  public func forgetStatus(of id: ExerciseID) throws -> [ProgressWarning] {
    try update { progress in
      progress[id].lastStatus = nil
      progress[id].lastChecked = nil
    }
  }

  /// Moves the unreadable file to `.dojo/progress.corrupt-<stamp>.json`; `nil` if that failed.
  private func moveAside() -> URL? {
    let stamp = Self.stamp(now())
    var candidate = layout.state.appendingPathComponent("progress.corrupt-\(stamp).json")
    var suffix = 2
    while FileManager.default.fileExists(atPath: candidate.path) {
      candidate = layout.state.appendingPathComponent("progress.corrupt-\(stamp)-\(suffix).json")
      suffix += 1
    }
    return rename(file.path, candidate.path) == 0 ? candidate : nil
  }

  /// `20261122T203015Z`: sortable, and safe in file names on every platform.
  static func stamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    return formatter.string(from: date)
  }

  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }

  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  /// Where in the file the decoder gave up (`exercises.retry`), if it says.
  private static func codingPath(_ error: DecodingError) -> String? {
    switch error {
    case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
      .valueNotFound(_, let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty ? nil : path
    @unknown default:
      return nil
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
      .valueNotFound(_, let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty
        ? "not valid progress JSON: \(context.debugDescription)"
        : "not valid progress JSON at \(path): \(context.debugDescription)"
    @unknown default:
      return "not valid progress JSON"
    }
  }
}

/// The result of ``ProgressStore/load()``: the progress, and what to tell the learner about it.
public struct ProgressLoad: Equatable, Sendable {
  /// The progress read (empty when the file was missing or unusable).
  public var progress: LearnerProgress
  /// Problems met while reading; print each one (they are never fatal).
  public var warnings: [ProgressWarning]

  /// Makes a load result.
  public init(progress: LearnerProgress, warnings: [ProgressWarning] = []) {
    self.progress = progress
    self.warnings = warnings
  }
}

/// Why progress could not be saved.
public enum ProgressStoreError: Error, Equatable, CustomStringConvertible {
  /// The state folder or file could not be written (`reason` says why, by errno); the previous
  /// file is unchanged.
  case cannotWrite(file: String, reason: SystemReason)

  /// The message in English (logs, tests); commands print ``text(_:)``.
  public var description: String { text(.english) }

  /// The message in the learner's language.
  public func text(_ messages: Messages = .current) -> String {
    switch self {
    case .cannotWrite(let file, let reason):
      return messages(.progressCannotSave, ["file": file, "reason": reason.text(messages)])
    }
  }
}
