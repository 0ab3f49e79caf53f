import Curriculum
import Foundation

/// The exercises a checkout has, in lesson order, with their practice problems' titles.
///
/// The course's `<!-- exercise: slug -->` markers give the order and the titles; exercise folders
/// that no lesson names yet follow, in folder order, titled by their id, so a half-written course
/// can still be checked.
public struct ExerciseCatalog: Sendable, Equatable {
  /// One exercise and its title.
  public struct Entry: Sendable, Equatable {
    /// The exercise.
    public var id: ExerciseID
    /// The practice problem's title from its lesson, or the id when no lesson names it.
    public var title: String

    /// Makes an entry.
    public init(id: ExerciseID, title: String) {
      self.id = id
      self.title = title
    }
  }

  /// Every exercise in lesson order.
  public var entries: [Entry]

  /// A catalog of exactly these entries.
  public init(entries: [Entry]) { self.entries = entries }

  /// Reads the lessons and the `Exercises/` folders of `layout`.
  public static func load(_ layout: ProjectLayout) -> ExerciseCatalog {
    var entries: [Entry] = []
    var seen: Set<ExerciseID> = []
    let course = try? Course.load(from: layout)
    for problem in course?.problems ?? [] {
      guard let id = problem.problem.exercise, !seen.contains(id) else { continue }
      seen.insert(id)
      entries.append(Entry(id: id, title: problem.problem.title))
    }
    for id in exerciseFolders(layout) where !seen.contains(id) {
      seen.insert(id)
      entries.append(Entry(id: id, title: id.rawValue))
    }
    return ExerciseCatalog(entries: entries)
  }

  /// The ids in lesson order.
  public var ids: [ExerciseID] { entries.map(\.id) }

  /// The phases in order of first appearance.
  public var phases: [String] {
    var phases: [String] = []
    for entry in entries where !phases.contains(entry.id.phase) { phases.append(entry.id.phase) }
    return phases
  }

  /// The exercises of `phase`, in lesson order.
  public func exercises(inPhase phase: String) -> [ExerciseID] {
    ids.filter { $0.phase == phase }
  }

  /// `id`'s title, or its id when the catalog does not know it.
  public func title(of id: ExerciseID) -> String {
    entries.first { $0.id == id }?.title ?? id.rawValue
  }

  /// `Exercises/<phase>/<slug>` folders that exist on disk, sorted by phase number then slug.
  public static func exerciseFolders(_ layout: ProjectLayout) -> [ExerciseID] {
    let fileManager = FileManager.default
    var ids: [ExerciseID] = []
    let phases = (try? fileManager.contentsOfDirectory(atPath: layout.exercises.path)) ?? []
    for phase in phases where phase.hasPrefix("phase") {
      let slugs = (try? fileManager.contentsOfDirectory(
        atPath: layout.exercises.appendingPathComponent(phase).path)) ?? []
      for slug in slugs where !slug.hasPrefix(".") {
        let id = ExerciseID(phase: phase, slug: slug)
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: layout.exerciseDirectory(id).path, isDirectory: &isDirectory),
          isDirectory.boolValue
        {
          ids.append(id)
        }
      }
    }
    return ids.sorted { (phaseNumber($0.phase), $0.slug) < (phaseNumber($1.phase), $1.slug) }
  }

  /// `phase12-x.md` → 12; names without a number sort last.
  static func phaseNumber(_ name: String) -> Int {
    Int(name.dropFirst("phase".count).prefix { $0.isNumber }) ?? Int.max
  }
}
