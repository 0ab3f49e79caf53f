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
  public internal(set) var diagnostics: [Diagnostic]

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
        layout.relativePath(of: layout.lessons), reason: .lessonsNotListable
      )
    }
    let base = URL(fileURLWithPath: layout.root.path, isDirectory: true)
    var lessons: [Lesson] = []
    var skipped: [Diagnostic] = []
    // One bad file (20 MB of junk, a binary, a file that vanished meanwhile) is reported and left
    // out; the other lessons still load, and every command stays fast.
    for name in names.filter(isLessonFileName).sorted() {
      let file = URL(fileURLWithPath: "Lessons/" + name, relativeTo: base)
      let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? 0
      if size > maxLessonBytes {
        skipped.append(
          Diagnostic(
            file: file, line: 1,
            message: "this file holds \(size) bytes; a lesson holds at most \(maxLessonBytes), so it was "
              + "left out. \(restoreAdvice(for: file.relativePath))"))
        continue
      }
      do {
        lessons.append(try LessonParser.parse(contentsOf: file))
      } catch {
        skipped.append(
          Diagnostic(
            file: file, line: 1,
            message: "\(error); it was left out. \(restoreAdvice(for: file.relativePath))"))
      }
    }
    var course = Course(lessons: lessons, layout: layout)
    course.diagnostics = skipped + course.diagnostics + orphanDiagnostics(course)
    return course
  }

  /// The largest lesson file read: the real lessons are 15–25 KB; a 20 MB file dropped into
  /// `Lessons/` made every command take seconds.
  public static let maxLessonBytes = 1_000_000

  /// How to get a course lesson back, or to get rid of a file that is not one.
  static func restoreAdvice(for path: String) -> String {
    "If it is one of the course's lessons, restore it: `git checkout -- \(path)`; if you added it, "
      + "move it out of Lessons/."
  }

  /// Exercise folders no lesson names: their lesson was deleted (named when git knows it) or has
  /// lost its markers. Their exercises can still be checked, but have no title and no hints.
  static func orphanDiagnostics(_ course: Course) -> [Diagnostic] {
    let named = Set(course.exerciseIDs)
    let fileManager = FileManager.default
    let layout = course.layout
    var orphans: [ExerciseID] = []
    let phases = ((try? fileManager.contentsOfDirectory(atPath: layout.exercises.path)) ?? []).sorted()
    for phase in phases where phase.hasPrefix("phase") {
      let slugs = ((try? fileManager.contentsOfDirectory(
        atPath: layout.exercises.appendingPathComponent(phase).path)) ?? []).sorted()
      for slug in slugs where !slug.hasPrefix(".") {
        let id = ExerciseID(phase: phase, slug: slug)
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: layout.exerciseDirectory(id).path, isDirectory: &isDirectory),
          isDirectory.boolValue, !named.contains(id)
        else { continue }
        orphans.append(id)
      }
    }
    guard !orphans.isEmpty else { return [] }
    let deleted = DeletedLessons.find(in: layout)
    var diagnostics: [Diagnostic] = []
    var phasesReported: Set<String> = []
    for id in orphans where phasesReported.insert(id.phase).inserted {
      let exercises = orphans.filter { $0.phase == id.phase }.map(\.rawValue).joined(separator: ", ")
      let lesson = deleted.first { Course.phaseNumber(ofFileName: $0) == Int(id.phase.dropFirst(5)) }
      let advice =
        lesson.map { "Its lesson \($0) was deleted: restore it with `git checkout -- \($0)`." }
        ?? "If its lesson was deleted, restore it with `git checkout -- Lessons/` (`git status` names it)."
      diagnostics.append(
        Diagnostic(
          file: lesson.map { URL(fileURLWithPath: $0, relativeTo: layout.root) } ?? layout.lessons,
          line: 1,
          message: "no lesson names the exercises \(exercises), so they have no title and no hints. "
            + advice))
    }
    return diagnostics
  }

  /// `phase4-effects.md` → 4.
  static func phaseNumber(ofFileName path: String) -> Int? {
    let name = (path as NSString).lastPathComponent.lowercased()
    guard name.hasPrefix("phase") else { return nil }
    return Int(name.dropFirst(5).prefix { $0.isASCII && $0.isNumber })
  }

  /// Whether a file in `Lessons/` is a lesson: `phase*.md`.
  public static func isLessonFileName(_ name: String) -> Bool {
    name.lowercased().hasPrefix("phase") && name.lowercased().hasSuffix(".md")
  }

  /// Orders already-parsed lessons and checks them against each other and against `layout`'s
  /// `Exercises/` folder.
  public init(lessons: [Lesson], layout: ProjectLayout) {
    self.layout = layout
    // For one phase, a lesson whose file name agrees with its title comes first: a copy of
    // phase 4's lesson saved as phase9-big.md is the duplicate, not the original.
    let sorted = lessons.sorted { lhs, rhs in
      let left = (lhs.phase ?? Int.max, Self.phaseNumber(ofFileName: lhs.file.path) == lhs.phase ? 0 : 1)
      let right = (rhs.phase ?? Int.max, Self.phaseNumber(ofFileName: rhs.file.path) == rhs.phase ? 0 : 1)
      return (left.0, left.1, lhs.fileStem) < (right.0, right.1, rhs.fileStem)
    }
    var diagnostics: [Diagnostic] = []
    var phases: [Int: Lesson] = [:]
    var kept: [Lesson] = []
    for lesson in sorted {
      guard let phase = lesson.phase else {
        kept.append(lesson)
        continue
      }
      if let first = phases[phase] {
        // Left out: its problems would be a second copy of the phase's exercises.
        diagnostics.append(
          Diagnostic(
            file: lesson.file, line: Self.titleLine(of: lesson),
            message: "phase \(phase) is already taught by \(first.file.relativePath): "
              + "each phase has exactly one lesson; renumber one of them (this one is left out "
              + "until then)"
          )
        )
      } else {
        phases[phase] = lesson
        kept.append(lesson)
      }
    }
    self.lessons = kept
    // A left-out copy's own lint would repeat the kept lesson's a thousand times over.
    diagnostics = kept.flatMap(\.diagnostics) + diagnostics
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
  public var exerciseIDs: [ExerciseID] {
    var seen: Set<ExerciseID> = []
    return lessons.flatMap(\.exerciseIDs).filter { seen.insert($0).inserted }
  }

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
