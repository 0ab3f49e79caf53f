import Curriculum
import Foundation

/// Why `dojo reset` refused, or could not finish. Every case leaves the learner's files as they
/// were, except ``restoreFailed(file:reason:backup:)``, which names the backup holding them.
public enum ResetError: Error, Equatable, CustomStringConvertible {
  /// `Exercises/checksums.sha256` does not exist, so the starter cannot be told apart.
  case checksumsMissing(String)
  /// The checksum file exists but cannot be read or parsed.
  case checksumsUnreadable(ChecksumFileError)
  /// The checksum file has no entries for the exercise's starter.
  case notSealed(ExerciseID)
  /// git could not run or read history here (not a repository, git missing).
  case gitUnavailable(reason: String)
  /// No version in history has the sealed content of these files (paths relative to the checkout).
  case noPristineVersion(ExerciseID, files: [String])
  /// Confirmation was needed but standard input is not a terminal and `--yes` was not given.
  case needsConfirmation(ExerciseID)
  /// The learner declined.
  case declined
  /// The backup could not be written, so nothing was changed.
  case backupFailed(reason: SystemReason)
  /// The backup was written but its copy of `file` (relative to `Sources/`) does not read back
  /// as the original, so nothing was changed; `backup` is the folder, relative to the checkout.
  case backupDiffers(file: String, backup: String)
  /// Restoring a file failed after the backup was made; the learner's version is in `backup`.
  case restoreFailed(file: String, reason: SystemReason, backup: String)
  /// The exercise's folder holds a symbolic link the symlink policy refuses (outside the
  /// checkout, or to nothing), shown as `shownPath`; nothing was changed.
  case refusedLink(SymlinkPolicy.RefusedLink, shownPath: String)

  public var description: String {
    switch self {
    case .checksumsMissing(let path):
      return """
        \(path) is missing, so dojo cannot tell which version of the files is the starter. \
        Nothing was changed. Restore it with `git checkout -- \(path)`.
        """
    case .checksumsUnreadable(let problem):
      return "\(problem)\nNothing was changed."
    case .notSealed(let id):
      return """
        Exercises/checksums.sha256 records no starter files for \(id), so there is no pristine \
        version to restore. Nothing was changed. (Instructors: run `dojo seal \(id)`.)
        """
    case .gitUnavailable(let reason):
      return """
        dojo reset finds the original starter in git history, but git could not read it here: \
        \(reason). Nothing was changed. Reset needs a git clone of the course (`git clone …`).
        """
    case .noPristineVersion(let id, let files):
      return """
        No commit in this clone's history holds the sealed starter of \(id) \
        (\(files.joined(separator: ", "))). Nothing was changed. If you cloned with --depth, \
        fetch the full history (`git fetch --unshallow`) and try again.
        """
    case .needsConfirmation(let id):
      return """
        dojo reset \(id) replaces your files with the starter (after backing them up) and asks \
        for confirmation first, but standard input is not a terminal. Nothing was changed. \
        Run `dojo reset \(id) --yes` to reset without asking.
        """
    case .declined:
      return "Reset cancelled. Nothing was changed."
    case .backupFailed(let reason):
      return """
        Could not back up your files (\(reason)), so nothing was changed. Check that .dojo/ at \
        the checkout's root is writable and that the disk is not full.
        """
    case .refusedLink(let refused, let shownPath):
      return "\(refused.message(shownPath: shownPath))\nNothing was changed; run `dojo reset` again afterwards."
    case .backupDiffers(let file, let backup):
      return """
        The copy of \(file) in \(backup) does not read back as your file, so nothing was changed. \
        Check that the disk is not full and run `dojo reset` again.
        """
    case .restoreFailed(let file, let reason, let backup):
      return """
        Restoring \(file) failed (\(reason)). Your version of the exercise is saved in \(backup); \
        copy it back with `cp -R \(backup)/. <the exercise's Sources folder>` if needed.
        """
    }
  }
}
