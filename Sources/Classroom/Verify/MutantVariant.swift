import Checker
import Curriculum
import Foundation

/// A mutant written out as a source folder the checker can build: a copy of the exercise's
/// `Solution/` with the mutant's replacements applied, at `.dojo/variants/<phase>/<slug>/<mutant>/`
/// (inside the package root, where SwiftPM can build it through `DOJO_EXERCISE_SOURCES`).
public struct MutantVariant: Equatable, Sendable {
  /// The exercise.
  public var id: ExerciseID
  /// The mutant.
  public var mutant: Mutant
  /// The folder holding the mutated sources.
  public var folder: URL

  /// Makes a variant.
  public init(id: ExerciseID, mutant: Mutant, folder: URL) {
    self.id = id
    self.mutant = mutant
    self.folder = folder
  }

  /// `.dojo/variants/<phase>/<slug>/<mutant>` of `layout`.
  public static func folder(for id: ExerciseID, mutant: String, in layout: ProjectLayout) -> URL {
    layout.state.appendingPathComponent("variants", isDirectory: true)
      .appendingPathComponent(id.phase, isDirectory: true)
      .appendingPathComponent(id.slug, isDirectory: true)
      .appendingPathComponent(safeName(mutant), isDirectory: true)
  }

  /// Applies `mutant` to `id`'s reference solution and writes the result to its variant folder.
  ///
  /// The folder ends up holding exactly the solution's files (mutated); files are rewritten only
  /// when their content changes, so an unchanged mutant does not make SwiftPM recompile.
  /// - Throws: ``MutantError`` when a replacement does not apply exactly once (nothing is
  ///   written then), or a file-system error.
  public static func materialize(
    _ mutant: Mutant, of id: ExerciseID, in layout: ProjectLayout
  ) throws -> MutantVariant {
    let solution = layout.solutionSources(id)
    let base = solution.standardizedFileURL.path + "/"
    var files: [String: String] = [:]
    for file in SourceFileList.files(in: solution) {
      let relative = String(file.path.dropFirst(base.count))
      files[relative] = try String(contentsOf: file, encoding: .utf8)
    }
    let mutated = try mutant.apply(to: files)
    let folder = folder(for: id, mutant: mutant.name, in: layout)
    try sync(folder, to: mutated)
    return MutantVariant(id: id, mutant: mutant, folder: folder)
  }

  /// Makes `folder` hold exactly `files` (relative path → text).
  static func sync(_ folder: URL, to files: [String: String]) throws {
    let fileManager = FileManager.default
    try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
    let base = folder.standardizedFileURL.path + "/"
    for existing in SourceFileList.files(in: folder) {
      let relative = String(existing.path.dropFirst(base.count))
      if files[relative] == nil { try fileManager.removeItem(at: existing) }
    }
    for (relative, text) in files {
      let target = folder.appendingPathComponent(relative)
      let data = Data(text.utf8)
      if fileManager.contents(atPath: target.path) == data { continue }
      try fileManager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: target, options: .atomic)
    }
  }

  /// A mutant name usable as a folder name even when Mutants.md misspells it.
  static func safeName(_ name: String) -> String {
    let cleaned = name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
    let text = String(cleaned).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    return text.isEmpty ? "unnamed" : text
  }
}
