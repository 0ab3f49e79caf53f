import Curriculum
import Foundation

/// Where a practice problem is written: its lesson file and line, the `##` section it sits in and
/// its heading, shown as `Lessons/phase4-effects.md:120 (練習問題 › 3. リトライ)`.
public struct ProblemPointer: Equatable, Sendable {
  /// The lesson file, relative to the checkout.
  public var file: String
  /// The line of the problem's heading.
  public var line: Int
  /// The text of the `##` section that holds the problem (`練習問題`), when there is one.
  public var section: String?
  /// The problem's heading as written: `3. リトライ`.
  public var heading: String
  /// The lesson's short name (`phase4`), for `dojo show`.
  public var lessonSlug: String
  /// The problem's number within its lesson.
  public var number: Int

  /// Points at `problem` in a checkout laid out as `layout`.
  public init(_ problem: CourseProblem, layout: ProjectLayout) {
    self.file = layout.relativePath(of: problem.lesson.file.absoluteURL)
    self.line = problem.problem.line
    self.heading = "\(problem.problem.number). \(problem.problem.title)"
    self.lessonSlug = problem.lesson.slug
    self.number = problem.problem.number
    var section: String?
    for block in problem.lesson.document.blocks where block.line <= problem.problem.line {
      if case .heading(2, let inlines) = block.kind {
        section = inlines.plainText.trimmingCharacters(in: .whitespaces)
      }
    }
    self.section = section
  }

  /// `Lessons/phase4-effects.md:120 (練習問題 › 3. リトライ)`.
  public var description: String {
    let path = section.map { "\($0) › \(heading)" } ?? heading
    return "\(file):\(line) (\(path))"
  }
}
