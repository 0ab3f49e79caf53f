import Foundation
import Testing

@testable import Curriculum

/// The real `Lessons/` of this repository: six phases, no diagnostics, every problem mapped to an
/// exercise folder that exists.
@Suite("Repository lessons")
struct RepositoryLessonsTests {
  /// The repository root, found from this file's path (`Tests/CurriculumTests/Course/…`).
  static let layout = ProjectLayout(
    root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  )

  @Test func everyLessonParsesCleanlyAndMapsEveryProblem() throws {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: Self.layout.lessons.path)) ?? []
    let lessonFiles = names.filter(Course.isLessonFileName).sorted()
    try #require(
      lessonFiles.count >= 6,
      """
      Lessons/ holds \(lessonFiles.count) lesson file(s) (\(lessonFiles.joined(separator: ", "))): \
      the six phase lessons (phase1-basics.md … phase6-effect-queues.md) are not all written yet.
      """
    )
    let course = try Course.load(from: Self.layout)
    let rendered = course.diagnostics.map { $0.rendered(relativeTo: Self.layout) }
    #expect(rendered.isEmpty, "\(rendered.joined(separator: "\n"))")
    #expect(course.lessons.compactMap(\.phase) == Array(1...course.lessons.count))
    for lesson in course.lessons {
      #expect(lesson.problems.count >= 2, "\(lesson.slug) needs at least two practice problems")
      for problem in lesson.problems {
        let exercise = try #require(problem.exercise, "\(lesson.slug) problem \(problem.number) is unmapped")
        #expect(
          FileManager.default.fileExists(atPath: Self.layout.exerciseDirectory(exercise).path),
          "\(exercise) has no folder in Exercises/"
        )
      }
    }
    let required = ["phase3/nested-todos", "phase4/search-debounce", "phase4/realtime-polling",
                    "phase4/retry", "phase5/refresh-with-await"]
    let ids = Set(course.exerciseIDs.map(\.rawValue))
    for id in required {
      #expect(ids.contains(id), "no lesson maps \(id)")
    }
  }

  /// Hints are folded in the Markdown as `dojo show` folds them: every problem's hints sit inside
  /// a `<details>` block (GitHub and most viewers show only its summary), and the parser still
  /// finds them there, so `dojo hint` and `dojo lesson inspect` keep working.
  @Test func everyProblemsHintsAreFoldedAndStillParsed() throws {
    let course = try Course.load(from: Self.layout)
    for lesson in course.lessons {
      let text = try String(contentsOf: lesson.file, encoding: .utf8)
      let lines = text.components(separatedBy: "\n")
      for problem in lesson.problems {
        #expect(!problem.hints.isEmpty, "\(lesson.slug) problem \(problem.number) has no hints")
        guard let first = problem.hintLines.min(), let last = problem.hintLines.max() else { continue }
        // Lines are 1-based; look from the hint label up to the problem's heading, and after the
        // last hint block down to the next heading.
        let above = lines[..<(first - 1)].reversed().prefix { !$0.hasPrefix("### ") }
        let below = lines[last...].prefix { !$0.hasPrefix("#") }
        #expect(
          above.contains("<details>") && below.contains("</details>"),
          "\(lesson.slug) problem \(problem.number): wrap its hints in <details><summary>…</summary> … </details>"
        )
      }
    }
  }

}
