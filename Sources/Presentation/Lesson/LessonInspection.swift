import Curriculum

/// `dojo lesson inspect FILE.md --json`: a lesson's structure with exactly the keys issue 3
/// fixes: `title`, `phase`, `goals`, `sections`, `problems` (`number`, `title`, `description`,
/// `hints`, `exercise`, `line`) and `diagnostics` (`line`, `message`).
public struct LessonInspection: Encodable, Sendable, Equatable {
  /// One problem.
  public struct Problem: Encodable, Sendable, Equatable {
    /// The number in the heading.
    public var number: Int
    /// The title (problem: heading text after the number; lesson: the H1).
    public var title: String
    /// The text before the hints.
    public var description: String
    /// The hints in order.
    public var hints: [String]
    /// The exercise id; `null` when unmapped.
    public var exercise: String?
    /// The 1-based line in the file.
    public var line: Int

    /// Writes every key, `null` included.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(number, forKey: .number)
      try container.encode(title, forKey: .title)
      try container.encode(description, forKey: .description)
      try container.encode(hints, forKey: .hints)
      try container.encode(exercise, forKey: .exercise)  // `null` when unmapped, not left out
      try container.encode(line, forKey: .line)
    }

    enum CodingKeys: String, CodingKey { case number, title, description, hints, exercise, line }
  }

  /// One diagnostic.
  public struct Finding: Encodable, Sendable, Equatable {
    /// The 1-based line in the file.
    public var line: Int
    /// What is wrong.
    public var message: String
  }

  /// The title (problem: heading text after the number; lesson: the H1).
  public var title: String
  /// The phase number; `null` when the H1 has none.
  public var phase: Int?
  /// The learning goals.
  public var goals: [String]
  /// The H2 headings.
  public var sections: [String]
  /// The practice problems.
  public var problems: [Problem]
  /// What is malformed.
  public var diagnostics: [Finding]

  /// The inspection of `lesson`.
  public init(_ lesson: Lesson) {
    title = lesson.title
    phase = lesson.phase
    goals = lesson.goals
    sections = lesson.sections
    problems = lesson.problems.map {
      Problem(
        number: $0.number, title: $0.title, description: $0.description, hints: $0.hints,
        exercise: $0.exercise?.rawValue, line: $0.line
      )
    }
    diagnostics = lesson.diagnostics.map { Finding(line: $0.line, message: $0.message) }
  }

  /// Writes every key, `null` included.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encode(phase, forKey: .phase)  // `null` when the title has no number
    try container.encode(goals, forKey: .goals)
    try container.encode(sections, forKey: .sections)
    try container.encode(problems, forKey: .problems)
    try container.encode(diagnostics, forKey: .diagnostics)
  }

  enum CodingKeys: String, CodingKey { case title, phase, goals, sections, problems, diagnostics }

  /// Pretty-printed JSON.
  public func json() throws -> String {
    try JSONOutput.encode(self)
  }

  /// The human-readable outline `dojo lesson inspect` prints without `--json`.
  public func outline() -> String {
    var lines: [String] = []
    lines.append("title:    \(title)")
    lines.append("phase:    \(phase.map(String.init) ?? "(none)")")
    lines.append("goals:    \(goals.count)")
    for goal in goals { lines.append("  - \(goal)") }
    lines.append("sections: \(sections.count)")
    for section in sections { lines.append("  - \(section)") }
    lines.append("problems: \(problems.count)")
    for problem in problems {
      let exercise = problem.exercise ?? "(unmapped)"
      let title = problem.title.isEmpty ? "(no title)" : problem.title
      lines.append("  \(problem.number). \(title)  →  \(exercise)  (line \(problem.line))")
      for hint in problem.hints { lines.append("     hint: \(hint)") }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
