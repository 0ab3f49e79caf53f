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

    /// Makes the pair.
    public init(sources: URL, hiddenTests: URL) {
      self.sources = sources
      self.hiddenTests = hiddenTests
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
    for diagnostic in diagnostics where diagnostic.severity == .error {
      let path = URL(fileURLWithPath: diagnostic.path).standardizedFileURL.path
      for (id, folder) in folders {
        if Self.path(path, isInside: folder.sources) {
          shares[id, default: Share()].sourceErrors.append(diagnostic)
        } else if Self.path(path, isInside: folder.hiddenTests) {
          shares[id, default: Share()].hiddenTestErrors.append(diagnostic)
        }
      }
    }
    return shares
  }

  static func path(_ path: String, isInside folder: URL) -> Bool {
    let base = folder.standardizedFileURL.path
    return path.hasPrefix(base.hasSuffix("/") ? base : base + "/")
  }
}
