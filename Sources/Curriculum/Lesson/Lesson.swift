import Foundation

/// One phase's lesson file, parsed: title, goals, sections, practice problems and code samples.
public struct Lesson: Sendable, Equatable {
  /// The H1 text, `Phase 4: Effect（副作用）の扱い`.
  public var title: String
  /// The phase number in the H1, `4`; `nil` when the title carries none.
  public var phase: Int?
  /// The lesson's short name and exercise folder, `phase4`; falls back to the file name's
  /// `phaseN` prefix, then the whole file stem, when the title has no number.
  public var slug: String
  /// The markdown file.
  public var file: URL
  /// The bullet items under `## 学習目標` (or `## Goals`).
  public var goals: [String]
  /// The H2 headings' text in order.
  public var sections: [String]
  /// The practice problems in order.
  public var problems: [PracticeProblem]
  /// Every code block in order.
  public var codeSamples: [CodeSample]
  /// What is wrong with the file; empty for a well-formed lesson.
  public var diagnostics: [Diagnostic]
  /// The parsed markdown, for renderers.
  public var document: MarkdownDocument

  /// Makes a lesson (``LessonParser`` is the usual way).
  public init(
    title: String, phase: Int?, slug: String, file: URL, goals: [String], sections: [String],
    problems: [PracticeProblem], codeSamples: [CodeSample], diagnostics: [Diagnostic],
    document: MarkdownDocument
  ) {
    self.title = title
    self.phase = phase
    self.slug = slug
    self.file = file
    self.goals = goals
    self.sections = sections
    self.problems = problems
    self.codeSamples = codeSamples
    self.diagnostics = diagnostics
    self.document = document
  }

  /// The file name without `.md`, `phase4-effects`.
  public var fileStem: String { file.deletingPathExtension().lastPathComponent }

  /// The problem numbered `number`, if any.
  public func problem(number: Int) -> PracticeProblem? {
    problems.first { $0.number == number }
  }

  /// The exercises the problems name, in order.
  public var exerciseIDs: [ExerciseID] { problems.compactMap(\.exercise) }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
