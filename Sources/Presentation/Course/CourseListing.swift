import Curriculum
import Foundation

/// `dojo list --json`: `{"lessons": [{"phase", "slug", "title", "file", "problems": [{"number",
/// "title", "exercise"}]}]}`.
public struct CourseListing: Encodable, Sendable, Equatable {
  /// One lesson.
  public struct LessonEntry: Encodable, Sendable, Equatable {
    /// The phase number; `null` when the title has none.
    public var phase: Int?
    /// `phase4`.
    public var slug: String
    /// The H1 title (lesson) or the heading after the number (problem).
    public var title: String
    /// The lesson file relative to the checkout.
    public var file: String
    /// The practice problems in order.
    public var problems: [ProblemEntry]

    /// Writes every key, `null` included.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(phase, forKey: .phase)
      try container.encode(slug, forKey: .slug)
      try container.encode(title, forKey: .title)
      try container.encode(file, forKey: .file)
      try container.encode(problems, forKey: .problems)
    }

    enum CodingKeys: String, CodingKey { case phase, slug, title, file, problems }
  }

  /// One problem.
  public struct ProblemEntry: Encodable, Sendable, Equatable {
    /// The problem number.
    public var number: Int
    /// The H1 title (lesson) or the heading after the number (problem).
    public var title: String
    /// The exercise id; `null` when the problem has no marker.
    public var exercise: String?

    /// Writes every key, `null` included.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(number, forKey: .number)
      try container.encode(title, forKey: .title)
      try container.encode(exercise, forKey: .exercise)
    }

    enum CodingKeys: String, CodingKey { case number, title, exercise }
  }

  /// The lessons in phase order.
  public var lessons: [LessonEntry]

  /// The listing of `course`.
  public init(_ course: Course) {
    lessons = course.lessons.map { lesson in
      LessonEntry(
        phase: lesson.phase, slug: lesson.slug, title: lesson.title,
        file: course.layout.relativePath(of: lesson.file),
        problems: lesson.problems.map {
          ProblemEntry(number: $0.number, title: $0.title, exercise: $0.exercise?.rawValue)
        }
      )
    }
  }

  /// Pretty-printed JSON with sorted keys, ending with a newline.
  public func json() throws -> String {
    try JSONOutput.encode(self)
  }
}

/// The one JSON style of the runner's `--json` outputs.
public enum JSONOutput {
  /// Pretty-printed, sorted keys, unescaped slashes, with a final newline.
  public static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
  }
}
