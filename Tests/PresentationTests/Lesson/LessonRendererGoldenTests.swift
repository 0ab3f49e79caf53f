import Curriculum
import Foundation
import Localization
import Testing

@testable import Presentation

@Suite("dojo show / dojo list output (golden files)")
struct LessonRendererGoldenTests {
  static func lesson() throws -> Lesson {
    LessonParser.parse(
      markdown: try GoldenFile.text("phase4-sample.md"),
      file: URL(fileURLWithPath: "/dojo/Lessons/phase4-sample.md")
    )
  }

  static func course() throws -> Course {
    let second = LessonParser.parse(
      markdown: "# Phase 5: テスト\n\n## 練習問題\n\n### 1. Pull-to-Refresh\n\n更新する。\n",
      file: URL(fileURLWithPath: "/dojo/Lessons/phase5-testing.md")
    )
    return Course(lessons: [second, try lesson()], layout: ProjectLayout(root: URL(fileURLWithPath: "/dojo")))
  }

  @Test func showPlain() throws {
    let output = LessonRenderer(terminal: FixedTerminal(width: 60), messages: .japanese, command: "dojo").render(try Self.lesson())
    #expect(!output.contains("\u{1B}["))
    try GoldenFile.assertMatches(output, "show-plain.txt")
  }

  @Test func showColor() throws {
    let output = LessonRenderer(terminal: FixedTerminal(width: 60, supportsColor: true), messages: .japanese, command: "dojo")
      .render(try Self.lesson())
    #expect(output.contains("\u{1B}[1;35mstruct\u{1B}[0m"))  // a highlighted keyword
    try GoldenFile.assertMatches(output, "show-color.txt")
  }

  @Test func showNarrowWrapsJapaneseByColumns() throws {
    let output = LessonRenderer(terminal: FixedTerminal(width: 30), messages: .japanese, command: "dojo").render(try Self.lesson())
    try GoldenFile.assertMatches(output, "show-plain-30.txt")
    var inCode = false
    for line in output.split(separator: "\n") {
      if line.hasPrefix("    @Reducer") { inCode = true }
      if inCode, line == "    }" { inCode = false; continue }
      if !inCode {
        #expect(DisplayWidth.of(line) <= 30, "too wide: \(line)")
      }
    }
  }

  @Test func showOneProblem() throws {
    let lesson = try Self.lesson()
    let problem = try #require(lesson.problem(number: 1))
    let output = LessonRenderer(terminal: FixedTerminal(width: 60), messages: .japanese, command: "dojo").render(problem, of: lesson)
    try GoldenFile.assertMatches(output, "show-problem-plain.txt")
    #expect(!output.contains("リトライ"))
  }

  @Test("hints are one line with their count and the command that reveals them")
  func hintsFolded() throws {
    let lesson = try Self.lesson()
    let problem = try #require(lesson.problems.first)
    let exercise = try #require(problem.exercise)
    let output = LessonRenderer(terminal: FixedTerminal(width: 200), messages: .japanese, command: "Scripts/dojo")
      .render(problem, of: lesson)
    #expect(output.contains("ヒント \(problem.hints.count) 件: Scripts/dojo hint \(exercise)"))
    #expect(!output.contains("**ヒント**") && !output.contains("ヒント**:"))
    for hint in problem.hints { #expect(!output.contains(hint.prefix(12))) }
    let lessonOutput = LessonRenderer(terminal: FixedTerminal(width: 200), messages: .english, command: "dojo").render(lesson)
    #expect(lessonOutput.contains("Hints (\(problem.hints.count)): dojo hint \(exercise)"))
  }

  @Test("--hints shows every hint in full and no count line")
  func hintsShown() throws {
    let lesson = try Self.lesson()
    let problem = try #require(lesson.problems.first)
    let output = LessonRenderer(terminal: FixedTerminal(width: 200), messages: .japanese, showsHints: true, command: "dojo")
      .render(problem, of: lesson)
    #expect(!output.contains("件: dojo hint"))
    for hint in problem.hints { #expect(output.contains(hint)) }
  }

  @Test func listPlain() throws {
    let output = CourseListRenderer(terminal: FixedTerminal(width: 80), messages: .japanese).render(try Self.course())
    try GoldenFile.assertMatches(output, "list-plain.txt")
  }

  @Test func listColor() throws {
    let output = CourseListRenderer(terminal: FixedTerminal(width: 80, supportsColor: true), messages: .japanese)
      .render(try Self.course())
    try GoldenFile.assertMatches(output, "list-color.txt")
  }

  // The learner's default is Japanese (above); `--lang en` changes only dojo's own words.
  @Test func listPlainEnglish() throws {
    let output = CourseListRenderer(terminal: FixedTerminal(width: 80), messages: .english).render(try Self.course())
    try GoldenFile.assertMatches(output, "list-plain-en.txt")
  }

  @Test func showProblemPlainEnglish() throws {
    let lesson = try Self.lesson()
    let problem = try #require(lesson.problems.first)
    let output = LessonRenderer(terminal: FixedTerminal(width: 60), messages: .english, command: "dojo").render(problem, of: lesson)
    try GoldenFile.assertMatches(output, "show-problem-plain-en.txt")
  }

  @Test func listWithAStatusColumn() throws {
    let output = CourseListRenderer(terminal: FixedTerminal(width: 80), messages: .japanese).render(try Self.course()) {
      problem in problem.exercise?.slug == "retry" ? StyledRun("✓") : nil
    }
    #expect(output.contains("  ✓ 2. リトライ"))
    #expect(output.contains("    1. 検索機能"))
  }
}
