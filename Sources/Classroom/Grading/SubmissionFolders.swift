import Checker
import Curriculum
import Foundation
import Localization

/// Finds each exercise's folder inside a submission or an instructor's private copy.
///
/// Two shapes are accepted, so both a learner's whole repository and a plain folder of files work:
/// ```
/// <dir>/Exercises/<phase>/<slug>/<Sources|Tests|HiddenTests>/…   a ComposableDojo checkout
/// <dir>/<phase>/<slug>/<Sources|Tests|HiddenTests>/…              the same without the Exercises/ level
/// <dir>/<phase>/<slug>/*.swift                                    just the files
/// ```
/// A learner's work is `Sources/` for an ordinary exercise and `Tests/` for a test-writing one
/// (its `Sources/` is the given feature, which is never taken from a submission).
///
/// Nothing outside `<dir>` is followed: a folder whose path leaves the submission through a
/// symbolic link (`phase4/retry -> /etc`) is not used, and the exercise gets a refusal that names
/// the link relative to the submission (``refused``).
public struct SubmissionFolders: Sendable, Equatable {
  /// Which folder of an exercise to look for.
  public enum Kind: String, Sendable {
    /// The learner's code of an ordinary exercise: `Sources`.
    case sources = "Sources"
    /// The learner's tests of a test-writing exercise: `Tests`.
    case tests = "Tests"
    /// The hidden tests: `HiddenTests`.
    case hiddenTests = "HiddenTests"

    /// The folder a learner submits for `id` in `layout`: `Tests` for a test-writing exercise.
    public static func learnerWork(of id: ExerciseID, in layout: ProjectLayout) -> Kind {
      layout.kind(of: id) == .testWriting ? .tests : .sources
    }
  }

  /// The folder found for each exercise.
  public var folders: [ExerciseID: URL]
  /// Exercises whose folder was found but may not be used, with the reason in words to act on
  /// (a link out of the submission), naming paths relative to the submission.
  public var refused: [ExerciseID: String] = [:]
  /// Why nothing could be read at all (not a folder, unreadable), in words to act on. Names no
  /// path: the caller knows which folder it passed.
  public var problem: String?

  /// Looks for `ids` in `root`, each in the same kind of folder.
  public static func locate(_ kind: Kind, of ids: [ExerciseID], in root: URL) -> SubmissionFolders {
    locate(of: ids, in: root) { _ in kind }
  }

  /// Looks for `ids` in `root`, each in the kind of folder `kind` gives for it.
  public static func locate(
    of ids: [ExerciseID], in root: URL, kind: (ExerciseID) -> Kind
  ) -> SubmissionFolders {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
      return SubmissionFolders(
        folders: [:],
        problem: Messages.current(.gradeSubmissionMissing))
    }
    guard isDirectory.boolValue, let boundary = SubmissionBoundary(root: root) else {
      return SubmissionFolders(
        folders: [:],
        problem: Messages.current(.gradeSubmissionNotFolder))
    }
    guard fileManager.isReadableFile(atPath: root.path) else {
      return SubmissionFolders(folders: [:], problem: Messages.current(.gradeSubmissionUnreadable))
    }
    var located = SubmissionFolders(folders: [:], problem: nil)
    for id in ids {
      for candidate in candidates(kind(id), of: id, in: root) {
        if let link = boundary.escapingLink(on: candidate) {
          located.refused[id] = """
            \(boundary.displayName(of: link)) is a symbolic link that leads out of the submission \
            (or to nothing); only folders inside the submission are graded. Put the files \
            themselves there instead of a link.
            """
          break
        }
        if boundary.resolveInside(candidate) != nil, isFolder(candidate) {
          located.folders[id] = candidate
          break
        }
      }
    }
    return located
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
