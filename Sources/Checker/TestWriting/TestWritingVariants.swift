import Curriculum
import Foundation

/// The mutants of a test-writing exercise written out so that one build holds them all.
///
/// Each mutant gets `.dojo/variants/<phase>/<slug>/tests/<mutant>/` with `Sources/` (the given
/// feature with the mutant's replacements applied) and `Tests/` (a copy of the tests being
/// checked: SwiftPM compiles a file in one target only). Package.swift turns the k-th folder of
/// `DOJO_MUTANT_TESTS` into the module `<Module>MutantK` and the test target
/// `<Module>MutantKTests`, whose `import <Module>` is aliased to the mutant.
public struct TestWritingVariants: Sendable {
  /// The checkout.
  public var layout: ProjectLayout

  /// Makes the writer.
  public init(layout: ProjectLayout) { self.layout = layout }

  /// One mutant written out.
  public struct Variant: Sendable, Equatable {
    /// The mutant, from `Mutants.md`.
    public var mutant: Mutant
    /// The folder holding `Sources/` and `Tests/`.
    public var folder: URL
    /// Its 1-based position: the module is `<Module>Mutant<number>`.
    public var number: Int
  }

  /// `.dojo/variants/<phase>/<slug>/tests/<mutant>`.
  public func folder(for id: ExerciseID, mutant: String) -> URL {
    layout.state.appendingPathComponent("variants", isDirectory: true)
      .appendingPathComponent(id.phase, isDirectory: true)
      .appendingPathComponent(id.slug, isDirectory: true)
      .appendingPathComponent("tests", isDirectory: true)
      .appendingPathComponent(Self.safeName(mutant), isDirectory: true)
  }

  /// Reads `id`'s `Mutants.md`, applies each mutant to the given feature and copies `tests` next
  /// to it. Files are rewritten only when their content changes, so a re-check recompiles only
  /// the test copies that changed.
  ///
  /// - Throws: a ``CheckError`` naming `Mutants.md` when it cannot be read or a mutant does not
  ///   apply (an instructor's mistake: `dojo verify` reports it too).
  public func materialize(_ id: ExerciseID, tests: URL) throws(CheckError) -> [Variant] {
    let mutantsFile = layout.relativePath(of: layout.mutants(id))
    let catalog: MutantCatalog
    do {
      catalog = try MutantCatalog.load(id, in: layout)
    } catch {
      throw CheckError(kind: .compile, message: "cannot read \(mutantsFile): \(error)", file: mutantsFile)
    }
    if catalog.mutants.isEmpty {
      throw CheckError(
        kind: .compile, message: "\(mutantsFile) has no mutants, so there is nothing for the tests to catch.",
        file: mutantsFile)
    }
    let feature = Self.read(layout.featureSources(id))
    let copies = Self.read(tests)
    var variants: [Variant] = []
    for (index, mutant) in catalog.mutants.enumerated() {
      do {
        let mutated = try mutant.apply(to: feature)
        let folder = folder(for: id, mutant: mutant.name)
        try Self.sync(folder.appendingPathComponent("Sources", isDirectory: true), to: mutated)
        try Self.sync(folder.appendingPathComponent("Tests", isDirectory: true), to: copies)
        variants.append(Variant(mutant: mutant, folder: folder, number: index + 1))
      } catch {
        throw CheckError(
          kind: .compile, message: "\(mutantsFile): mutant \(mutant.name) cannot be prepared: \(error)",
          file: mutantsFile, line: mutant.line)
      }
    }
    return variants
  }

  /// The files of `folder` by path relative to it.
  public static func read(_ folder: URL) -> [String: String] {
    let base = folder.standardizedFileURL.path + "/"
    var files: [String: String] = [:]
    for file in SourceFileList.files(in: folder) {
      let relative = String(file.standardizedFileURL.path.dropFirst(base.count))
      files[relative] = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }
    return files
  }

  /// Makes `folder` hold exactly `files` (relative path → text), writing only what changed.
  static func sync(_ folder: URL, to files: [String: String]) throws {
    let fileManager = FileManager.default
    try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
    let base = folder.standardizedFileURL.path + "/"
    for existing in SourceFileList.files(in: folder) {
      let relative = String(existing.standardizedFileURL.path.dropFirst(base.count))
      if files[relative] == nil { try fileManager.removeItem(at: existing) }
    }
    for (relative, text) in files {
      let target = folder.appendingPathComponent(relative)
      let data = Data(text.utf8)
      if fileManager.contents(atPath: target.path) == data { continue }
      try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
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
