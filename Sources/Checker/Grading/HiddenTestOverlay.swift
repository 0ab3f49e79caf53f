import Curriculum
import Foundation

/// Puts an instructor's private hidden tests in place of the repository's for one grading run,
/// and the repository's back afterwards.
///
/// A stopgap: ``ExerciseChecker`` builds hidden tests from `Exercises/<id>/HiddenTests` only (its
/// workspace does not set `DOJO_HIDDEN_TEST_SOURCES`), so private tests must sit there while the
/// build runs. The originals are moved (a rename, inside the checkout) to
/// `.dojo/grade/overlay/original/` and a journal names them before anything changes, so a run
/// that is killed half-way is undone by the next `dojo grade` (``recover()``).
public struct HiddenTestOverlay: Sendable {
  /// The checkout whose hidden tests are replaced.
  public let layout: ProjectLayout

  /// An overlay for `layout`.
  public init(layout: ProjectLayout) { self.layout = layout }

  var store: URL { layout.state.appendingPathComponent("grade/overlay", isDirectory: true) }
  var journal: URL { store.appendingPathComponent("journal.txt") }
  func original(_ id: ExerciseID) -> URL {
    store.appendingPathComponent("original/\(id.phase)/\(id.slug)", isDirectory: true)
  }

  /// Whether a previous run left private tests in place.
  public var isActive: Bool { FileManager.default.fileExists(atPath: journal.path) }

  /// Replaces the hidden tests of each exercise in `folders` with a copy of that folder's `.swift`
  /// files. Returns, per exercise, why its private tests could not be put in place (that exercise
  /// keeps the repository's tests until ``restore()``).
  public func apply(_ folders: [ExerciseID: URL], copier: SourceCopy = SourceCopy()) throws -> [ExerciseID: String] {
    try recover()
    let fileManager = FileManager.default
    let ids = folders.keys.sorted()
    try fileManager.createDirectory(at: store, withIntermediateDirectories: true)
    try Data(ids.map(\.rawValue).joined(separator: "\n").utf8).write(to: journal, options: .atomic)
    var failures: [ExerciseID: String] = [:]
    for id in ids {
      let hidden = layout.hiddenTests(id)
      let saved = original(id)
      do {
        try fileManager.createDirectory(at: saved.deletingLastPathComponent(), withIntermediateDirectories: true)
        if fileManager.fileExists(atPath: hidden.path) {
          try fileManager.moveItem(at: hidden, to: saved)
        } else {
          // Nothing to save: remember that, so restoring removes the private copy instead.
          try fileManager.createDirectory(at: saved, withIntermediateDirectories: true)
          try Data().write(to: saved.appendingPathComponent(Self.absentMarker))
        }
        try copier.copy(from: folders[id]!, to: hidden)
      } catch {
        failures[id] = "The private hidden tests of \(id) could not be used: \(error)"
        try? putBack(id)
      }
    }
    return failures
  }

  /// Puts the repository's hidden tests back and forgets the overlay.
  public func restore() throws {
    guard isActive else { return }
    let listed = (try? String(contentsOf: journal, encoding: .utf8)) ?? ""
    for line in listed.split(separator: "\n") {
      guard let id = ExerciseID(String(line)) else { continue }
      try putBack(id)
    }
    try FileManager.default.removeItem(at: store)
  }

  /// Undoes what an interrupted run left behind; does nothing when all is in order.
  public func recover() throws { try restore() }

  func putBack(_ id: ExerciseID) throws {
    let fileManager = FileManager.default
    let saved = original(id)
    guard fileManager.fileExists(atPath: saved.path) else { return }
    let hidden = layout.hiddenTests(id)
    if fileManager.fileExists(atPath: hidden.path) { try fileManager.removeItem(at: hidden) }
    if fileManager.fileExists(atPath: saved.appendingPathComponent(Self.absentMarker).path) {
      try fileManager.removeItem(at: saved)
    } else {
      try fileManager.moveItem(at: saved, to: hidden)
    }
  }

  static let absentMarker = ".dojo-no-hidden-tests"
}
