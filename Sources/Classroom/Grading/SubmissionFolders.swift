import Checker
import Curriculum
import Foundation

/// Finds each exercise's folder inside a submission or an instructor's private copy.
///
/// Two shapes are accepted, so both a learner's whole repository and a plain folder of files work:
/// ```
/// <dir>/Exercises/<phase>/<slug>/<Sources|HiddenTests>/…   a ComposableDojo checkout
/// <dir>/<phase>/<slug>/<Sources|HiddenTests>/…              the same without the Exercises/ level
/// <dir>/<phase>/<slug>/*.swift                              just the files
/// ```
public struct SubmissionFolders: Sendable, Equatable {
  /// Which folder of an exercise to look for.
  public enum Kind: String, Sendable {
    /// The learner's code: `Sources`.
    case sources = "Sources"
    /// The hidden tests: `HiddenTests`.
    case hiddenTests = "HiddenTests"
  }

  /// The folder found for each exercise.
  public var folders: [ExerciseID: URL]
  /// Why nothing could be read at all (not a folder, unreadable), in words to act on.
  public var problem: String?

  /// Looks for `ids` in `root`.
  public static func locate(_ kind: Kind, of ids: [ExerciseID], in root: URL) -> SubmissionFolders {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      return SubmissionFolders(
        folders: [:],
        problem: "\(root.path) is not a folder. Pass the submission's folder (a learner's repository "
          + "or a folder of <phase>/<slug>/ sources).")
    }
    guard fileManager.isReadableFile(atPath: root.path) else {
      return SubmissionFolders(folders: [:], problem: "\(root.path) cannot be read (permissions).")
    }
    var folders: [ExerciseID: URL] = [:]
    for id in ids {
      if let folder = candidates(kind, of: id, in: root).first(where: isFolder) { folders[id] = folder }
    }
    return SubmissionFolders(folders: folders, problem: nil)
  }

  /// Where `id`'s folder may be, most specific first.
  public static func candidates(_ kind: Kind, of id: ExerciseID, in root: URL) -> [URL] {
    let nested = root.appendingPathComponent(id.phase, isDirectory: true)
      .appendingPathComponent(id.slug, isDirectory: true)
    let checkout = root.appendingPathComponent("Exercises", isDirectory: true)
      .appendingPathComponent(id.phase, isDirectory: true)
      .appendingPathComponent(id.slug, isDirectory: true)
    return [
      checkout.appendingPathComponent(kind.rawValue, isDirectory: true),
      nested.appendingPathComponent(kind.rawValue, isDirectory: true),
      nested,
    ]
  }

  /// How to lay out a submission, for messages.
  public static func expectedShapes(_ kind: Kind, of id: ExerciseID) -> String {
    "Exercises/\(id)/\(kind.rawValue)/, \(id)/\(kind.rawValue)/ or \(id)/*.swift"
  }

  static func isFolder(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}
