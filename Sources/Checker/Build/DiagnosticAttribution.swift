import Curriculum
import Foundation

/// Splits a failed build's diagnostics by exercise: those in an exercise's own files (the
/// learner's module) and those in its hidden tests (which then no longer compile against the
/// learner's API).
public struct DiagnosticAttribution: Sendable {
  /// Where each exercise's files are.
  public struct Folders: Sendable, Equatable {
    /// The folder its module is built from.
    public var sources: URL
    /// Its hidden tests.
    public var hiddenTests: URL
    /// Folders built beside them for a test-writing exercise's mutants, each with a `Tests/` copy
    /// of ``sources`` (its errors are the learner's, read at the original path) and a mutated
    /// `Sources/` (counted with ``hiddenTests``).
    public var variants: [URL]

    /// Makes the pair.
    public init(sources: URL, hiddenTests: URL, variants: [URL] = []) {
      self.sources = sources
      self.hiddenTests = hiddenTests
      self.variants = variants
    }
  }

  /// One exercise's share of the errors.
  public struct Share: Equatable, Sendable {
    /// Errors in the exercise's own files.
    public var sourceErrors: [CompilerDiagnostic] = []
    /// Errors in its hidden tests.
    public var hiddenTestErrors: [CompilerDiagnostic] = []
  }

  /// The folders of the exercises being built.
  public var folders: [ExerciseID: Folders]

  /// An attribution over these folders.
  public init(folders: [ExerciseID: Folders]) { self.folders = folders }

  /// The errors of `diagnostics` that fall in some exercise's folders, by exercise.
  public func attribute(_ diagnostics: [CompilerDiagnostic]) -> [ExerciseID: Share] {
    var shares: [ExerciseID: Share] = [:]
    for original in diagnostics where original.severity == .error {
      for (id, folder) in folders {
        let (diagnostic, path) = Self.readAtOriginal(original, folder: folder)
        if Self.path(path, isInside: folder.sources) {
          if shares[id]?.sourceErrors.contains(diagnostic) == true { continue }
          shares[id, default: Share()].sourceErrors.append(diagnostic)
        } else if Self.path(path, isInside: folder.hiddenTests)
          || folder.variants.contains(where: { Self.path(path, isInside: $0) })
        {
          shares[id, default: Share()].hiddenTestErrors.append(diagnostic)
        }
      }
    }
    return shares
  }

  /// The warnings of `diagnostics` in an exercise's own files, by exercise, each once: never
  /// those of its hidden tests, its mutants or the project's modules, which the learner cannot
  /// change.
  public func warnings(_ diagnostics: [CompilerDiagnostic]) -> [ExerciseID: [CompilerDiagnostic]] {
    var found: [ExerciseID: [CompilerDiagnostic]] = [:]
    for original in diagnostics where original.severity == .warning {
      for (id, folder) in folders {
        let (diagnostic, path) = Self.readAtOriginal(original, folder: folder)
        guard Self.path(path, isInside: folder.sources), found[id]?.contains(diagnostic) != true else { continue }
        found[id, default: []].append(diagnostic)
      }
    }
    return found
  }

  /// `diagnostic` with its standardized path; one in a variant's copy of the learner's tests is
  /// read at the original (every copy reports the same line of the learner's).
  static func readAtOriginal(_ original: CompilerDiagnostic, folder: Folders) -> (CompilerDiagnostic, String) {
    var diagnostic = original
    var path = URL(fileURLWithPath: diagnostic.path).standardizedFileURL.path
    for variant in folder.variants {
      let copy = variant.appendingPathComponent("Tests").standardizedFileURL.path + "/"
      if path.hasPrefix(copy) {
        path = folder.sources.standardizedFileURL.path + "/" + path.dropFirst(copy.count)
        diagnostic.path = path
      }
    }
    return (diagnostic, path)
  }

  static func path(_ path: String, isInside folder: URL) -> Bool {
    let base = folder.standardizedFileURL.path
    return path.hasPrefix(base.hasSuffix("/") ? base : base + "/")
  }
}
