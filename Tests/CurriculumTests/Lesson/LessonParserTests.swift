import Foundation
import Testing

@testable import Curriculum

@Suite("Lesson parser")
struct LessonParserTests {
  @Test func readsTitlePhaseSlugGoalsAndSections() throws {
    let lesson = try LessonParser.parse(contentsOf: Fixture.url("phase4-effects.md"))
    #expect(lesson.title == "Phase 4: Effect（副作用）の扱い")
    #expect(lesson.phase == 4)
    #expect(lesson.slug == "phase4")
    #expect(lesson.goals == ["`.run` で非同期処理を書ける".replacingOccurrences(of: "`", with: ""), "キャンセルを使える"])
    #expect(lesson.sections == ["学習目標", "Effect とは", "練習問題", "まとめ", "次のステップ"])
    #expect(lesson.diagnostics.isEmpty, "\(lesson.diagnostics.map(\.rendered))")
  }

  @Test func readsProblemsWithDescriptionsHintsAndExercises() throws {
    let lesson = try LessonParser.parse(contentsOf: Fixture.url("phase4-effects.md"))
    #expect(lesson.problems.map(\.number) == [1, 2, 3])
    #expect(lesson.problems.map(\.title) == ["検索機能", "リアルタイム更新", "リトライ"])
    #expect(lesson.problems.map(\.exercise?.rawValue) == [
      "phase4/search-debounce", "phase4/realtime-polling", "phase4/retry",
    ])
    let search = lesson.problems[0]
    #expect(search.description == "入力が止まってから 300ms 後に検索します。\n\n古いリクエストはキャンセルします。")
    #expect(search.hints == ["`.debounce` を使う", "`TestClock` でテストする"])
    #expect(search.line == 27)
    #expect(lesson.problems[1].hints == ["タイマーは `clock.timer` で作る"])
    #expect(lesson.problems[2].hints == ["最初の試行も 1 回と数える"])
    #expect(lesson.problems[2].description == "失敗したら 3 回までやり直します。")
  }

  @Test func joinsJapaneseSoftBreaksWithoutASpace() throws {
    let lesson = try LessonParser.parse(contentsOf: Fixture.url("phase4-effects.md"))
    let paragraph = try #require(
      lesson.document.blocks.first { if case .paragraph = $0.kind { true } else { false } }
    )
    #expect(paragraph.plainText.hasPrefix("Reducer は純粋な関数です。副作用は Effect として返します。"))
  }

  @Test func collectsCodeSamplesWithTheLineOfTheirCode() throws {
    let lesson = try LessonParser.parse(contentsOf: Fixture.url("phase4-effects.md"))
    #expect(lesson.codeSamples.map(\.info) == ["swift", "swift skip", "swift"])
    #expect(lesson.codeSamples.map(\.line) == [14, 20, 53])
    #expect(lesson.codeSamples.map(\.isSkipped) == [false, true, false])
    #expect(lesson.codeSamples[0].code == "let x = 1\n")
  }

  @Test func acceptsEnglishHeadingsAndFullWidthPunctuation() throws {
    let lesson = try LessonParser.parse(contentsOf: Fixture.url("english-fullwidth.md"))
    #expect(lesson.phase == 2)
    #expect(lesson.goals == ["Write a TestStore test"])
    #expect(lesson.problems.map(\.number) == [1, 2])
    #expect(lesson.problems.map(\.title) == ["サインアップ", "Shopping cart"])
    #expect(lesson.problems.map(\.exercise?.rawValue) == ["phase2/signup-form", "phase2/shopping-cart"])
    #expect(lesson.problems[0].hints == ["`BindingReducer` を使う"])
    #expect(lesson.problems[1].hints == ["Use `IdentifiedArray`", "Sum the prices"])
    #expect(lesson.diagnostics.isEmpty, "\(lesson.diagnostics.map(\.rendered))")
  }

  @Test func reportsEveryMalformationWithItsLine() throws {
    let url = URL(fileURLWithPath: "Lessons/malformed.md")
    let lesson = LessonParser.parse(markdown: try Fixture.text("malformed.md"), file: url)
    let expected = [
      "1: the title `# Effects witho",
      "5: a hint list with no proble",
      "8: practice problem 1 has no ",
      "13: duplicate problem number 1",
      "13: duplicate exercise id malf",
      "18: practice problem 2 is unma",
      "22: practice problem heading `",
      "27: exercise marker `Bad Slug`",
    ]
    try #require(lesson.diagnostics.count == expected.count, "\(lesson.diagnostics.map(\.rendered))")
    for (diagnostic, start) in zip(lesson.diagnostics, expected) {
      #expect("\(diagnostic.line): \(diagnostic.message)".hasPrefix(start))
    }
    #expect(lesson.diagnostics[1].rendered.hasPrefix("Lessons/malformed.md:5: a hint list with no problem"))
    #expect(lesson.diagnostics[0].severity == .warning)
    #expect(lesson.diagnostics.dropFirst().allSatisfy { $0.severity == .error })
    #expect(lesson.slug == "malformed")
  }

  @Test func problemsOutOfOrderOrWithAGapAreErrorsAtTheirLine() {
    func lesson(_ numbers: [Int]) -> Lesson {
      let problems = numbers.enumerated().map { index, number in
        "### \(number). P\(index)\n<!-- exercise: p\(index) -->\n\nText.\n"
      }
      return LessonParser.parse(
        markdown: "# Phase 4: x\n\n## 練習問題\n\n" + problems.joined(separator: "\n"), file: URL(fileURLWithPath: "l.md"))
    }
    #expect(lesson([1, 2, 3]).diagnostics.isEmpty, "\(lesson([1, 2, 3]).diagnostics.map(\.rendered))")
    // The review's D6: 1, 3, 2 — one error, at the problem that comes too late.
    let swapped = lesson([1, 3, 2])
    #expect(swapped.hasErrors)
    #expect(swapped.diagnostics.map(\.rendered) == [
      "l.md:15: problem 2 is out of order: it comes after problem 3 (line 10); number problems 1, 2, 3, … in the order they appear",
    ])
    let gap = lesson([1, 3])
    #expect(gap.diagnostics.map(\.message) == [
      "problem 3 skips number 2: number problems 1, 2, 3, … in the order they appear",
    ])
  }

  @Test func missingFileIsAClearError() {
    let url = URL(fileURLWithPath: "/nonexistent/phase9.md")
    #expect(throws: CurriculumError.unreadable("/nonexistent/phase9.md", reason: .noSuchFile)) {
      try LessonParser.parse(contentsOf: url)
    }
  }
}

@Suite("Code samples")
struct CodeSampleTests {
  @Test func nestedFencedAndIndentedBlocksReportTheirFirstCodeLine() {
    let markdown = """
      # Phase 1: x

      > ```swift
      > let quoted = 1
      > ```

          let indented = 3

      - item

        ~~~swift skip
        let listed = 2
        ~~~
      """
    let lesson = LessonParser.parse(markdown: markdown, file: URL(fileURLWithPath: "x.md"))
    #expect(lesson.codeSamples.map(\.line) == [4, 7, 12])
    #expect(lesson.codeSamples.map(\.code) == ["let quoted = 1\n", "let indented = 3\n", "let listed = 2\n"])
    #expect(lesson.codeSamples.map(\.isSkipped) == [false, false, true])
    #expect(lesson.codeSamples.map(\.language) == ["swift", nil, "swift"])
  }
}
