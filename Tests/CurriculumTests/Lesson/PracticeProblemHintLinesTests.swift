import Foundation
import Testing

@testable import Curriculum

/// `dojo show` folds a problem's hints into one line: the parser records which blocks hold them.
@Suite("PracticeProblem hint lines")
struct PracticeProblemHintLinesTests {
  @Test("the hints label and its list are recorded by line; the description is not")
  func hintLines() throws {
    let lesson = LessonParser.parse(
      markdown: """
        # Phase 2: テスト

        ## 練習問題

        ### 1. 投票

        <!-- exercise: vote -->

        説明です。

        **ヒント**:

        - 1 つ目
        - 2 つ目

        ### 2. 保存

        <!-- exercise: save -->

        説明です。

        **ヒント**: 1 行だけのヒント
        """,
      file: URL(fileURLWithPath: "/x/Lessons/phase2-testing.md"))
    let first = try #require(lesson.problem(number: 1))
    #expect(first.hints == ["1 つ目", "2 つ目"])
    #expect(first.hintLines == [11, 13])
    let second = try #require(lesson.problem(number: 2))
    #expect(second.hints == ["1 行だけのヒント"])
    #expect(second.hintLines == [22])
  }
}
