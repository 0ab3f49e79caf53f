import Foundation

/// Why a curriculum file or name could not be used; every case says what to do next.
public enum CurriculumError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// The file does not exist or is not UTF-8 text.
  case unreadable(String, reason: String)
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
      return "cannot read \(path): \(reason)"
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
      let reason =
        !exists
        ? "no such file" : isDirectory.boolValue ? "it is a folder, not a markdown file"
        : "the file cannot be read (check its permissions)"
      throw CurriculumError.unreadable(url.relativePath, reason: reason)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw CurriculumError.unreadable(url.relativePath, reason: "it is not UTF-8 text")
    }
    return text
  }
}
