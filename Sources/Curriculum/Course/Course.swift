import Foundation

/// The whole curriculum of a checkout: every `Lessons/phase*.md` in phase order, and the map from
/// practice problems to exercises.
public struct Course: Sendable, Equatable {
  /// The checkout the course was loaded from.
  public let layout: ProjectLayout
  /// The lessons ordered by phase number (lessons without one last, by file name).
  public let lessons: [Lesson]
  /// Every lesson's diagnostics followed by course-wide ones (two lessons for one phase, a
  /// problem naming an exercise folder that does not exist).
  public let diagnostics: [Diagnostic]

  /// Loads every `phase*.md` in the checkout's `Lessons/` folder (other markdown, such as
  /// `AUTHORING.md`, is not a lesson).
  ///
  /// Diagnostic paths are relative to the checkout (`Lessons/phase4-effects.md:12: …`).
  /// - Throws: ``CurriculumError/unreadable(_:reason:)`` when `Lessons/` or a lesson can't be read.
  public static func load(from layout: ProjectLayout) throws -> Course {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: layout.lessons.path)
    } catch {
      throw CurriculumError.unreadable(
        layout.relativePath(of: layout.lessons), reason: "the Lessons folder cannot be listed"
      )
    }
    let base = URL(fileURLWithPath: layout.root.path, isDirectory: true)
    let lessons = try names.filter(isLessonFileName).map { name in
      try LessonParser.parse(contentsOf: URL(fileURLWithPath: "Lessons/" + name, relativeTo: base))
    }
    return Course(lessons: lessons, layout: layout)
  }

  /// Whether a file in `Lessons/` is a lesson: `phase*.md`.
  public static func isLessonFileName(_ name: String) -> Bool {
    name.lowercased().hasPrefix("phase") && name.lowercased().hasSuffix(".md")
  }

  /// Orders already-parsed lessons and checks them against each other and against `layout`'s
  /// `Exercises/` folder.
  public init(lessons: [Lesson], layout: ProjectLayout) {
    self.layout = layout
    self.lessons = lessons.sorted { lhs, rhs in
      (lhs.phase ?? Int.max, lhs.fileStem) < (rhs.phase ?? Int.max, rhs.fileStem)
    }
    var diagnostics = self.lessons.flatMap(\.diagnostics)
    var phases: [Int: Lesson] = [:]
    for lesson in self.lessons {
      guard let phase = lesson.phase else { continue }
      if let first = phases[phase] {
        diagnostics.append(
          Diagnostic(
            file: lesson.file, line: Self.titleLine(of: lesson),
            message: "phase \(phase) is already taught by \(first.file.relativePath): "
              + "each phase has exactly one lesson; renumber one of them"
          )
        )
      } else {
        phases[phase] = lesson
      }
    }
    let fileManager = FileManager.default
    for lesson in self.lessons {
      for problem in lesson.problems {
        guard let exercise = problem.exercise else { continue }
        let folder = layout.exerciseDirectory(exercise)
        if !fileManager.fileExists(atPath: folder.path) {
          diagnostics.append(
            Diagnostic(
              file: lesson.file, line: problem.line,
              message: "problem \(problem.number) names exercise \(exercise), but "
                + "\(layout.relativePath(of: folder))/ does not exist: create it or fix the marker"
            )
          )
        }
      }
    }
    self.diagnostics = diagnostics
  }

  private static func titleLine(of lesson: Lesson) -> Int {
    for block in lesson.document.blocks {
      if case .heading(1, _) = block.kind { return block.line }
    }
    return 1
  }

  // MARK: Lookups

  /// The names a lesson answers to: its slug (`phase4`), its number (`4`), its file stem
  /// (`phase4-effects`).
  public static func names(of lesson: Lesson) -> [String] {
    var names = [lesson.slug, lesson.fileStem.lowercased()]
    if let phase = lesson.phase { names.append(String(phase)) }
    return names
  }

  /// The lesson called `name`: `phase4`, `4`, `Phase4`, `phase4-effects`, or `phase4-effects.md`.
  ///
  /// - Throws: ``CurriculumError/unknownLesson(_:available:suggestion:)`` listing the lessons and
  ///   the nearest name by edit distance.
  public func lesson(named name: String) throws -> Lesson {
    var key = String(HeadingText.narrowed(HeadingText.trimmed(name))).lowercased()
    if key.hasSuffix(".md") { key.removeLast(3) }
    key = key.replacingOccurrences(of: " ", with: "")
    if let lesson = lessons.first(where: { Self.names(of: $0).contains(key) }) {
      return lesson
    }
    let candidates = lessons.flatMap { [$0.slug, $0.fileStem] }
    let suggestion = key.isEmpty ? nil : candidates.min { lhs, rhs in
      EditDistance.between(key, lhs.lowercased()) < EditDistance.between(key, rhs.lowercased())
    }
    throw CurriculumError.unknownLesson(
      name, available: lessons.map { "\($0.slug) (\($0.fileStem))" }, suggestion: suggestion
    )
  }

  /// Every exercise the lessons name, in lesson and problem order.
  public var exerciseIDs: [ExerciseID] { lessons.flatMap(\.exerciseIDs) }

  /// The problem that names `exercise`, with its lesson; `nil` when no lesson names it.
  public func problem(for exercise: ExerciseID) -> CourseProblem? {
    for lesson in lessons {
      if let problem = lesson.problems.first(where: { $0.exercise == exercise }) {
        return CourseProblem(lesson: lesson, problem: problem)
      }
    }
    return nil
  }

  /// The problem whose exercise is `id` (`phase4/retry`).
  ///
  /// - Throws: ``CurriculumError/unknownExercise(_:available:suggestion:)`` listing the exercises
  ///   and the nearest id.
  public func problem(named id: String) throws -> CourseProblem {
    if let exercise = ExerciseID(id.lowercased()), let found = problem(for: exercise) {
      return found
    }
    let available = exerciseIDs.map(\.rawValue)
    let suggestion = available.min { lhs, rhs in
      EditDistance.between(id, lhs) < EditDistance.between(id, rhs)
    }
    throw CurriculumError.unknownExercise(id, available: available, suggestion: suggestion)
  }

  /// Every problem of every lesson, in order.
  public var problems: [CourseProblem] {
    lessons.flatMap { lesson in lesson.problems.map { CourseProblem(lesson: lesson, problem: $0) } }
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// A practice problem together with the lesson that poses it.
public struct CourseProblem: Sendable, Equatable {
  /// The lesson the problem belongs to.
  public let lesson: Lesson
  /// The problem.
  public let problem: PracticeProblem

  /// Pairs a problem with its lesson.
  public init(lesson: Lesson, problem: PracticeProblem) {
    self.lesson = lesson
    self.problem = problem
  }
}
