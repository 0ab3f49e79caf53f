import Checker
import Curriculum
import Localization

/// The learner-facing text of an error that reaches the top of a learner's command, in the
/// learner's language. Errors keep their English `description` for logs and JSON; this is what
/// the terminal shows. An error it does not know is printed as it describes itself.
public enum ErrorText {
  /// `error` as the learner should read it (without the `Error:` prefix).
  public static func text(for error: any Error, _ messages: Messages = .current) -> String {
    switch error {
    case let error as LearnerMessage: return error.text
    case let error as CheckTargetError: return error.text(messages)
    case let error as ExerciseArgumentError: return error.text(messages)
    case let error as ProgressStoreError: return error.text(messages)
    case let error as CurriculumError: return text(for: error, messages)
    case let error as ProjectLayoutError:
      switch error {
      case .notInCheckout(let path): return messages(.notInCheckout, ["path": path])
      }
    case let error as ResetError: return text(for: error, messages)
    case let error as ChecksumFileError: return error.localized.text(messages)
    case let error as CheckError: return error.locatedText(messages)
    case let error as LanguageError: return error.description
    case let error as ChildProcess.SpawnError:
      return messages(.programNotStarted, ["program": error.executable, "reason": SystemReason(error).text(messages)])
    case let error as SystemReason: return messages(.systemRefused, ["reason": error.text(messages)])
    default:
      // Foundation's file errors: their errno (or code) is told in the learner's language.
      let reason = SystemReason(error)
      if reason.cause != .other { return messages(.systemRefused, ["reason": reason.text(messages)]) }
      return messages(.unexpectedError, ["detail": "\(error)"])
    }
  }

  static func text(for error: CurriculumError, _ messages: Messages) -> String {
    switch error {
    case .unreadable(let path, let reason):
      return messages(.fileUnreadable, ["path": path, "reason": text(for: reason, messages)])
    case .unknownLesson(let name, let available, let suggestion):
      var message = messages(.lessonUnknown, ["name": name])
      if let suggestion = sensible(suggestion, for: name) {
        message += messages(.didYouMean, ["suggestion": "`\(suggestion)`"])
      }
      message += available.isEmpty
        ? messages(.lessonNone) : messages(.lessonList, ["list": available.joined(separator: ", ")])
      return message
    case .unknownExercise(let id, let available, let suggestion):
      if ExerciseFolder.looksLikePath(id) { return messages(.targetNotExercisePath, ["text": id]) }
      var message = messages(.problemUnknownExercise, ["id": id])
      if let suggestion = sensible(suggestion, for: id) {
        message += messages(.didYouMean, ["suggestion": "`\(suggestion)`"])
      }
      message += available.isEmpty
        ? messages(.problemNoExercises) : messages(.problemExerciseList, ["list": available.joined(separator: ", ")])
      return message
    case .unknownProblem(let number, let lesson, let available):
      return available.isEmpty
        ? messages(.problemNoneInLesson, ["lesson": lesson])
        : messages(
          .problemUnknownNumber,
          ["lesson": lesson, "number": number, "list": available.map(String.init).joined(separator: ", ")])
    }
  }

  /// Why a curriculum file could not be read, in the learner's language.
  static func text(for reason: CurriculumError.UnreadableReason, _ messages: Messages) -> String {
    switch reason {
    case .noSuchFile: return messages(.systemNoSuchFile)
    case .isFolder: return messages(.systemIsFolder)
    case .notReadable: return messages(.systemPermissionDenied)
    case .notUTF8: return messages(.fileNotUTF8)
    case .lessonsNotListable: return messages(.lessonsNotListable)
    }
  }

  /// Curriculum suggests the nearest name however far it is (`/etc/passwd` → `phase3/tab-app`);
  /// only a near miss is worth a "did you mean", and never for a path.
  static func sensible(_ suggestion: String?, for text: String) -> String? {
    guard let suggestion, !ExerciseFolder.looksLikePath(text) else { return nil }
    let name = suggestion.split(separator: " ").first.map(String.init) ?? suggestion
    return Suggestion.isClose(text, name) ? suggestion : nil
  }

  /// The reset errors a learner meets, each saying whether anything changed and what to do.
  static func text(for error: ResetError, _ messages: Messages) -> String {
    switch error {
    case .needsConfirmation(let id): return messages(.resetNeedsConfirmation, ["id": id])
    case .declined: return messages(.resetDeclined)
    case .gitUnavailable(let reason):
      // git's own words (LC_ALL=C, so English) are data: quoted on one line.
      let quoted = reason.replacingOccurrences(of: "`", with: "'").split(whereSeparator: \.isNewline).joined(separator: " ")
      return messages(.resetGitUnavailable, ["reason": quoted])
    case .backupFailed(let reason): return messages(.resetBackupFailed, ["reason": reason.text(messages)])
    case .backupDiffers(let file, let backup): return messages(.resetBackupDiffers, ["file": file, "backup": backup])
    case .checksumsMissing(let path): return messages(.resetChecksumsMissing, ["path": path])
    case .notSealed(let id): return messages(.resetNotSealed, ["id": id])
    case .noPristineVersion(let id, let files):
      return messages(.resetNoPristineVersion, ["id": id, "files": files.joined(separator: ", ")])
    case .checksumsUnreadable(let problem):
      return problem.localized.text(messages) + "\n" + messages(.resetNothingChanged)
    case .refusedLink(let refused, let shownPath):
      return refused.localizedMessage(shownPath: shownPath).text(messages) + "\n" + messages(.resetRefusedLinkNext)
    case .restoreFailed(let file, let reason, let backup):
      return backup.isEmpty
        ? messages(.resetRestoreFailedNoBackup, ["file": file, "reason": reason.text(messages)])
        : messages(.resetRestoreFailed, ["file": file, "reason": reason.text(messages), "backup": backup])
    }
  }
}

/// An error whose text is already in the learner's language (a command's own refusal); commands
/// print it after `Error:` and exit with status 1, as for every mistake in an argument.
public struct LearnerMessage: Error, CustomStringConvertible, Equatable {
  /// What to print.
  public var text: String

  /// An error that prints `text`.
  public init(_ text: String) {
    self.text = text
  }

  public var description: String { text }
}
