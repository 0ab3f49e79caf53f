import Curriculum
import Foundation

/// Reports of the learner's own tests filed under `.dojo/cache/own-tests/<phase>/<slug>/<key>.json`,
/// apart from the verdicts: a save in `Tests/` never discards the hidden verdict's entry, and an
/// unchanged `Tests/` beside an unchanged exercise answers without a second build.
///
/// A report's key is the hidden verdict's ``CacheKey`` (the exercise's code, hidden tests,
/// runtime, manifest, toolchain, time limit) and the names and bytes of every file in `Tests/`.
/// Time-outs are never stored (they depend on how busy the machine was).
public struct OwnTestCache: Sendable {
  /// `.dojo/cache/own-tests`.
  public let folder: URL
  /// How many reports to keep per exercise.
  public var keep = 8

  /// The cache of `layout`'s checkout.
  public init(layout: ProjectLayout) {
    folder = layout.state.appendingPathComponent("cache").appendingPathComponent("own-tests")
  }

  /// The key of a report on the learner's tests in `testFolder`, beside the verdict filed under
  /// `verdictKey`.
  public static func key(verdictKey: CacheKey, testFolder: URL, layout: ProjectLayout) -> CacheKey {
    var hasher = SHA256()
    hasher.update("dojo own tests \(verdictKey.hex)\n")
    hasher.update(CacheKey.folderDigest(testFolder, within: layout.root) + "\n")
    return CacheKey(hex: hasher.finalizeHex())
  }

  private func file(_ id: ExerciseID, _ key: CacheKey) -> URL {
    folder.appendingPathComponent(id.phase).appendingPathComponent(id.slug)
      .appendingPathComponent("\(key.hex).json")
  }

  /// The report filed under `key`; `nil` on a miss or an unreadable entry.
  public func lookup(_ id: ExerciseID, key: CacheKey) -> OwnTestReport? {
    guard let data = FileManager.default.contents(atPath: file(id, key).path) else { return nil }
    return try? JSONDecoder().decode(OwnTestReport.self, from: data)
  }

  /// Files `report` under `key` (unless it is a time-out) and keeps only the newest entries; a
  /// folder that cannot be written is no error (the cache only ever saves time).
  public func store(_ report: OwnTestReport, id: ExerciseID, key: CacheKey) {
    guard report.error?.kind != .timeout else { return }
    let target = file(id, key)
    let directory = target.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try JSONEncoder().encode(report).write(to: target, options: .atomic)
    } catch { return }
    let entries = ((try? FileManager.default.contentsOfDirectory(
      at: directory, includingPropertiesForKeys: [.contentModificationDateKey])) ?? [])
      .filter { $0.pathExtension == "json" }
    guard entries.count > keep else { return }
    let dated = entries.map {
      ($0, (try? $0.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast)
    }
    for (url, _) in dated.sorted(by: { $0.1 > $1.1 }).dropFirst(keep) { try? FileManager.default.removeItem(at: url) }
  }
}
