import Foundation

/// Where things live in a ComposableDojo checkout: the single place that knows the folder names.
///
/// ```
/// <root>/Package.swift
/// <root>/Lessons/phaseN-topic.md
/// <root>/Exercises/<phase>/<slug>/Sources      the starter the learner edits (a SwiftPM target)
/// <root>/Exercises/<phase>/<slug>/Solution     the reference solution (same file names)
/// <root>/Exercises/<phase>/<slug>/HiddenTests  Swift Testing suite, outside the learner's build
/// <root>/Exercises/<phase>/<slug>/Mutants.md   plausible wrong solutions the tests must reject
/// <root>/Exercises/<phase>/<slug>/Tests        test-writing exercises: the tests the learner
///                                              writes (then Sources is the given feature, sealed)
/// <root>/Exercises/checksums.sha256            sealed checksums of hidden tests and starters
/// <root>/.dojo/                                the learner's progress, backups, caches
/// ```
public struct ProjectLayout: Sendable, Equatable {
  /// The folder that holds `Package.swift`, `Lessons/` and `Exercises/`.
  public let root: URL

  /// A layout rooted at `root`, without checking that anything exists there.
  public init(root: URL) {
    self.root = root.standardizedFileURL
  }

  /// Finds the checkout that contains `directory` by walking up to the first folder with both a
  /// `Package.swift` and a `Lessons/` folder.
  ///
  /// - Throws: ``ProjectLayoutError/notInCheckout(_:)`` when no such folder exists above it.
  public static func locate(from directory: URL) throws -> ProjectLayout {
    let fileManager = FileManager.default
    var candidate = directory.standardizedFileURL
    while true {
      let manifest = candidate.appendingPathComponent("Package.swift").path
      let lessons = candidate.appendingPathComponent("Lessons").path
      var isDirectory: ObjCBool = false
      if fileManager.fileExists(atPath: manifest),
        fileManager.fileExists(atPath: lessons, isDirectory: &isDirectory), isDirectory.boolValue
      {
        return ProjectLayout(root: candidate)
      }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { throw ProjectLayoutError.notInCheckout(directory.path) }
      candidate = parent
    }
  }

  /// `<root>/Package.swift`.
  public var manifest: URL { root.appendingPathComponent("Package.swift") }
  /// `<root>/Lessons`.
  public var lessons: URL { root.appendingPathComponent("Lessons", isDirectory: true) }
  /// `<root>/Exercises`.
  public var exercises: URL { root.appendingPathComponent("Exercises", isDirectory: true) }
  /// `<root>/Exercises/checksums.sha256`: the sealed checksums of hidden tests and starters.
  public var checksums: URL { exercises.appendingPathComponent("checksums.sha256") }
  /// `<root>/.dojo`: state that belongs to this learner's checkout (progress, backups, caches).
  public var state: URL { root.appendingPathComponent(".dojo", isDirectory: true) }

  /// `<root>/Exercises/<phase>/<slug>`.
  public func exerciseDirectory(_ id: ExerciseID) -> URL {
    exercises.appendingPathComponent(id.phase, isDirectory: true)
      .appendingPathComponent(id.slug, isDirectory: true)
  }
  /// The starter the learner edits: `Exercises/<id>/Sources`, or `Exercises/<id>/Tests` for a
  /// test-writing exercise (``kind(of:)``).
  public func starterSources(_ id: ExerciseID) -> URL {
    exerciseDirectory(id).appendingPathComponent(starterFolderName(id), isDirectory: true)
  }
  /// The reference solution: `Exercises/<id>/Solution`.
  public func solutionSources(_ id: ExerciseID) -> URL {
    exerciseDirectory(id).appendingPathComponent("Solution", isDirectory: true)
  }
  /// What judges the learner's work and is sealed against edits: the hidden test suite
  /// `Exercises/<id>/HiddenTests`, or the given feature `Exercises/<id>/Sources` for a
  /// test-writing exercise (``kind(of:)``).
  public func hiddenTests(_ id: ExerciseID) -> URL {
    exerciseDirectory(id).appendingPathComponent(sealedFolderName(id), isDirectory: true)
  }
  /// The mutants' description: `Exercises/<id>/Mutants.md`.
  public func mutants(_ id: ExerciseID) -> URL {
    exerciseDirectory(id).appendingPathComponent("Mutants.md")
  }

  /// `url`'s path relative to ``root`` (`Exercises/phase4/retry/Sources/Retry.swift`), or its
  /// full path when it lies outside the checkout. Every message shows paths this way.
  public func relativePath(of url: URL) -> String {
    let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
  }
}

/// Why a ``ProjectLayout`` could not be found.
public enum ProjectLayoutError: Error, Equatable, CustomStringConvertible {
  /// No folder above the given one holds both `Package.swift` and `Lessons/`.
  case notInCheckout(String)

  public var description: String {
    switch self {
    case .notInCheckout(let path):
      return """
        \(path) is not inside a ComposableDojo checkout (no folder above it holds both \
        Package.swift and Lessons/). Run dojo from your clone, e.g. `cd ComposableDojo && swift run dojo list`.
        """
    }
  }
}
