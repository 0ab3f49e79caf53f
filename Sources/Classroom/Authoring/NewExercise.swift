import Checker
import Curriculum
import Foundation
import Localization

/// `dojo new`: scaffolds an exercise, lists it in Package.swift and adds its problem to the
/// phase's lesson. Each step that cannot be done automatically says exactly what to add by hand.
public struct NewExercise: Sendable {
  /// The checkout to change.
  public var layout: ProjectLayout
  /// What to create.
  public var scaffold: ExerciseScaffold

  /// Makes the step for `phase/slug` titled `title`; throws when the id is malformed.
  public init(
    layout: ProjectLayout, phase: String, slug: String, title: String, kind: ExerciseScaffold.Kind = .feature
  ) throws {
    if let problem = ExerciseScaffold.problem(phase: phase, slug: slug) { throw AuthoringError(problem) }
    let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty, !trimmed.contains("\n") else {
      throw AuthoringError(Messages.current(.newBadTitle))
    }
    self.layout = layout
    if kind == .tests, slug.hasSuffix("-tests") {
      // The learner's test target is `<Module>Tests`: `…-tests` would read `…TestsTests`.
      throw AuthoringError(Messages.current(.newTestWritingSlug, ["slug": slug]))
    }
    scaffold = ExerciseScaffold(id: ExerciseID(phase: phase, slug: slug), title: trimmed, kind: kind)
  }

  /// What was done.
  public struct Outcome: Equatable, Sendable {
    /// The files written, relative to the checkout.
    public var files: [String]
    /// Whether Package.swift now lists the exercise.
    public var manifestUpdated: Bool
    /// The lesson file that got the problem, and the problem's number.
    public var lesson: (path: String, number: Int)?
    /// What the instructor must still do by hand (exact text to add), one item per step.
    public var manualSteps: [String]

    public static func == (lhs: Outcome, rhs: Outcome) -> Bool {
      lhs.files == rhs.files && lhs.manifestUpdated == rhs.manifestUpdated
        && lhs.lesson?.path == rhs.lesson?.path && lhs.lesson?.number == rhs.lesson?.number
        && lhs.manualSteps == rhs.manualSteps
    }
  }

  /// Writes the exercise folder, then edits Package.swift and the lesson (atomically each).
  public func run() throws -> Outcome {
    let id = scaffold.id
    try scaffold.write(in: layout)
    let folder = layout.exerciseDirectory(id)
    var outcome = Outcome(
      files: scaffold.files.keys.sorted().map { layout.relativePath(of: folder.appendingPathComponent($0)) },
      manifestUpdated: false, lesson: nil, manualSteps: [])

    do {
      let manifest = try String(contentsOf: layout.manifest, encoding: .utf8)
      let list = scaffold.kind == .tests ? "testWritingExercises" : "exercises"
      let edited = try ManifestEditor.adding(id, to: manifest, list: list)
      try Data(edited.utf8).write(to: layout.manifest, options: .atomic)
      outcome.manifestUpdated = true
    } catch {
      outcome.manualSteps.append("Package.swift: \(error)")
    }

    let problemText = LessonEditor.problem(number: 1, id: id, title: scaffold.title)
    if let lessonURL = lessonFile(for: id.phase) {
      let relative = layout.relativePath(of: lessonURL)
      if let text = try? String(contentsOf: lessonURL, encoding: .utf8),
        let edited = LessonEditor.appending(id, title: scaffold.title, to: text)
      {
        try Data(edited.text.utf8).write(to: lessonURL, options: .atomic)
        outcome.lesson = (relative, edited.number)
      } else {
        outcome.manualSteps.append(
          Messages.current(.newLessonNoSection, ["lesson": relative, "heading": LessonEditor.sectionHeading])
            + "\n\n\(LessonEditor.sectionHeading)\n\n\(problemText)")
      }
    } else {
      outcome.manualSteps.append(
        Messages.current(.newNoLesson, ["phase": id.phase, "heading": LessonEditor.sectionHeading])
          + "\n\n\(problemText)")
    }
    return outcome
  }

  /// `Lessons/phase4-effects.md` for `phase4`: the first lesson file named after the phase.
  func lessonFile(for phase: String) -> URL? {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: layout.lessons.path)) ?? []
    return names.sorted().first { $0.hasPrefix(phase + "-") && $0.hasSuffix(".md") }
      .map { layout.lessons.appendingPathComponent($0) }
  }
}
