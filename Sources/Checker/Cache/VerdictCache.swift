import Curriculum
import Foundation

/// Verdicts filed by ``CacheKey`` under `.dojo/cache/verdicts/<phase>/<slug>/<key>.json`, so that
/// checking unchanged code answers at once instead of building and running again.
///
/// Timeouts are never stored (they depend on how busy the machine was); nor is anything when the
/// folder cannot be written — the cache only ever saves time, it is never needed.
public struct VerdictCache: Sendable {
  /// `.dojo/cache/verdicts`.
  public let folder: URL
  /// How many keys to keep per exercise (learner, solution, a few mutants).
  public var keep = 8

  /// The cache of `layout`'s checkout.
  public init(layout: ProjectLayout) {
    folder = layout.state.appendingPathComponent("cache").appendingPathComponent("verdicts")
  }

  private func file(_ id: ExerciseID, _ key: CacheKey) -> URL {
    folder.appendingPathComponent(id.phase).appendingPathComponent(id.slug)
      .appendingPathComponent("\(key.hex).json")
  }

  /// The stored verdict for `key`, titled `title`; `nil` on a miss or an unreadable entry.
  public func lookup(_ id: ExerciseID, key: CacheKey, title: String) -> ExerciseVerdict? {
    guard let data = FileManager.default.contents(atPath: file(id, key).path),
      var verdict = try? JSONDecoder().decode(ExerciseVerdict.self, from: data), verdict.id == id
    else { return nil }
    verdict.title = title
    return verdict
  }

  /// Stores `verdict` under `key` (unless it is a timeout) and keeps only the newest entries.
  public func store(_ verdict: ExerciseVerdict, key: CacheKey) {
    guard verdict.error?.kind != .timeout, verdict.error?.kind != .tamper else { return }
    let target = file(verdict.id, key)
    let directory = target.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try JSONEncoder().encode(verdict).write(to: target, options: .atomic)
    } catch { return }
    prune(directory)
  }

  private func prune(_ directory: URL) {
    let fileManager = FileManager.default
    let entries = ((try? fileManager.contentsOfDirectory(
      at: directory, includingPropertiesForKeys: [.contentModificationDateKey])) ?? [])
      .filter { $0.pathExtension == "json" }
    guard entries.count > keep else { return }
    let dated = entries.map {
      ($0, (try? $0.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast)
    }
    for (url, _) in dated.sorted(by: { $0.1 > $1.1 }).dropFirst(keep) { try? fileManager.removeItem(at: url) }
  }
}
