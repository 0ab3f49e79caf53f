import Curriculum
import Foundation
import Localization

/// The variants of a test-writing exercise written out so that one build holds them all: the
/// given feature and each of its mutants, every one beside its own copy of the tests being checked.
///
/// Each variant gets `.dojo/variants/<phase>/<slug>/tests/<k>/` with `Sources/` (the feature, or
/// the feature with a mutant's replacements applied) and `Tests/` (a copy of the tests: SwiftPM
/// compiles a file in one target only). Package.swift turns the k-th folder of
/// `DOJO_MUTANT_TESTS` into the module `<Module>VariantK` and the test target
/// `<Module>VariantKTests`, whose `import <Module>` is aliased to it.
///
/// The learner's tests must not be able to tell the feature from a mutant by anything but its
/// behaviour: so the feature is built the same way as the mutants, folders and modules are
/// numbered, not named, and which number is the feature is drawn from a seed kept in the
/// checkout's `.dojo/` (stable, so a re-check recompiles only the test copies that changed).
public struct TestWritingVariants: Sendable {
  /// The checkout.
  public var layout: ProjectLayout

  /// Makes the writer.
  public init(layout: ProjectLayout) { self.layout = layout }

  /// One variant written out.
  public struct Variant: Sendable, Equatable {
    /// The mutant from `Mutants.md`; `nil` for the given feature itself.
    public var mutant: Mutant?
    /// The folder holding `Sources/` and `Tests/`.
    public var folder: URL
    /// Its 1-based position: the module is `<Module>Variant<number>`.
    public var number: Int

    /// Whether this is the given feature (the tests must pass on it).
    public var isFeature: Bool { mutant == nil }
  }

  /// `.dojo/variants/<phase>/<slug>/tests/<number>`.
  public func folder(for id: ExerciseID, number: Int) -> URL {
    layout.state.appendingPathComponent("variants", isDirectory: true)
      .appendingPathComponent(id.phase, isDirectory: true)
      .appendingPathComponent(id.slug, isDirectory: true)
      .appendingPathComponent("tests", isDirectory: true)
      .appendingPathComponent("\(number)", isDirectory: true)
  }

  /// Reads `id`'s `Mutants.md`, writes the feature and each mutant of it with a copy of `tests`
  /// beside it, and returns them by number. Files are rewritten only when their content changes.
  ///
  /// - Throws: a ``CheckError`` naming `Mutants.md` when it cannot be read or a mutant does not
  ///   apply (an instructor's mistake: `dojo verify` reports it too).
  public func materialize(_ id: ExerciseID, tests: URL) throws(CheckError) -> [Variant] {
    let mutantsFile = layout.relativePath(of: layout.mutants(id))
    let catalog: MutantCatalog
    do {
      catalog = try MutantCatalog.load(id, in: layout)
    } catch {
      throw CheckError(
        kind: .compile, localized: LocalizedText([.message(.mutantsUnreadable, ["file": mutantsFile]), .literal("\(error)")]),
        file: mutantsFile)
    }
    if catalog.mutants.isEmpty {
      throw CheckError(
        kind: .compile, localized: LocalizedText([.message(.mutantsNone, ["file": mutantsFile])]), file: mutantsFile)
    }
    let feature = Self.read(layout.featureSources(id))
    let copies = Self.read(tests)
    let entries: [Mutant?] = [nil] + catalog.mutants.map { Optional($0) }
    let numbers = Self.numbering(count: entries.count, seed: VariantSeed(layout: layout).value, id: id)
    var variants: [Variant] = []
    for (index, mutant) in entries.enumerated() {
      let number = numbers[index]
      do {
        let sources = try mutant?.apply(to: feature) ?? feature
        let folder = folder(for: id, number: number)
        try Self.sync(folder.appendingPathComponent("Sources", isDirectory: true), to: sources)
        try Self.sync(folder.appendingPathComponent("Tests", isDirectory: true), to: copies)
        variants.append(Variant(mutant: mutant, folder: folder, number: number))
      } catch {
        throw CheckError(
          kind: .compile,
          localized: LocalizedText([
            .message(.mutantNotPrepared, ["file": mutantsFile, "name": mutant?.name ?? "?"]), .literal("\(error)"),
          ]),
          file: mutantsFile, line: mutant?.line)
      }
    }
    return variants.sorted { $0.number < $1.number }
  }

  /// Numbers 1...count in an order drawn from `seed` and the exercise: entry i gets the i-th.
  static func numbering(count: Int, seed: UInt64, id: ExerciseID) -> [Int] {
    var generator = SplitMix64(state: seed ^ stableHash(id.rawValue))
    var numbers = Array(1...count)
    for index in stride(from: count - 1, to: 0, by: -1) {
      let other = Int(generator.next() % UInt64(index + 1))
      numbers.swapAt(index, other)
    }
    return numbers
  }

  /// FNV-1a: the same on every run and platform (`Hasher` is seeded per process).
  static func stableHash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
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

}

/// A small, seedable random number generator (SplitMix64).
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// The checkout's secret for numbering variants: `.dojo/variant-seed`, made once.
struct VariantSeed {
  let layout: ProjectLayout

  var file: URL { layout.state.appendingPathComponent("variant-seed") }

  /// The seed, made and saved on first use; a fresh one each time when it cannot be saved.
  var value: UInt64 {
    if let text = try? String(contentsOf: file, encoding: .utf8),
      let seed = UInt64(text.trimmingCharacters(in: .whitespacesAndNewlines), radix: 16)
    {
      return seed
    }
    let seed = UInt64.random(in: .min ... .max)
    try? FileManager.default.createDirectory(at: layout.state, withIntermediateDirectories: true)
    try? Data(String(seed, radix: 16).utf8).write(to: file, options: .atomic)
    return seed
  }
}
