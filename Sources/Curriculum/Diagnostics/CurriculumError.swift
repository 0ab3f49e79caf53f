import Foundation

/// Why a curriculum file or name could not be used; every case says what to do next.
public enum CurriculumError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// The file does not exist or is not UTF-8 text.
  case unreadable(String, reason: UnreadableReason)
  /// No lesson goes by this name; lists the names that exist and the nearest one.
  case unknownLesson(String, available: [String], suggestion: String?)
  /// No practice problem names this exercise id; lists the ids that exist and the nearest one.
  case unknownExercise(String, available: [String], suggestion: String?)
  /// No practice problem has this number in the lesson.
  case unknownProblem(Int, lesson: String, available: [Int])

  /// The message shown to the user: what went wrong and what to do.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      return "cannot read \(path): \(reason.rawValue)"
    case .unknownLesson(let name, let available, let suggestion):
      var message = "no lesson named `\(name)`."
      if let suggestion { message += " Did you mean `\(suggestion)`?" }
      message +=
        available.isEmpty
        ? " There are no lessons in Lessons/ yet."
        : " Lessons: \(available.joined(separator: ", ")). Run `dojo list` to see them all."
      return message
    case .unknownExercise(let id, let available, let suggestion):
      var message = "no practice problem names the exercise `\(id)`."
      if let suggestion { message += " Did you mean `\(suggestion)`?" }
      message +=
        available.isEmpty
        ? " No lesson maps an exercise yet."
        : " Exercises: \(available.joined(separator: ", "))."
      return message
    case .unknownProblem(let number, let lesson, let available):
      let list = available.map(String.init).joined(separator: ", ")
      return available.isEmpty
        ? "\(lesson) has no practice problems."
        : "\(lesson) has no problem \(number); its problems are \(list)."
    }
  }

  /// Same as ``description``, for `localizedDescription`.
  public var errorDescription: String? { description }

  /// Reads a UTF-8 text file, turning failures into ``unreadable(_:reason:)``.
  static func readText(_ url: URL) throws -> String {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      let reason: UnreadableReason = !exists ? .noSuchFile : isDirectory.boolValue ? .isFolder : .notReadable
      throw CurriculumError.unreadable(url.relativePath, reason: reason)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw CurriculumError.unreadable(url.relativePath, reason: .notUTF8)
    }
    return text
  }
}

extension CurriculumError {
  /// Why a curriculum file or folder could not be read: a fixed set, so each can be told in the
  /// learner's language (`ErrorText`); the raw value is the English.
  public enum UnreadableReason: String, Equatable, Sendable {
    /// The file does not exist.
    case noSuchFile = "no such file"
    /// A folder stands where a markdown file was expected.
    case isFolder = "it is a folder, not a markdown file"
    /// It exists but cannot be read (its permissions).
    case notReadable = "the file cannot be read (check its permissions)"
    /// Its bytes are not UTF-8 text.
    case notUTF8 = "it is not UTF-8 text"
    /// `Lessons/` cannot be listed.
    case lessonsNotListable = "the Lessons folder cannot be listed"
  }
}
