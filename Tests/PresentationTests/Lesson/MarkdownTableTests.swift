import Curriculum
import Foundation
import Testing

@testable import Presentation

/// Pipe tables in lessons: CommonMark reads them as paragraphs, `dojo show` shows them as rows.
@Suite("Lesson tables in the terminal")
struct MarkdownTableTests {
  func show(_ markdown: String, width: Int = 60) -> String {
    let lesson = LessonParser.parse(markdown: markdown, file: URL(fileURLWithPath: "/dojo/Lessons/phase9-x.md"))
    return LessonRenderer(terminal: FixedTerminal(width: width), messages: .japanese, command: "dojo").render(lesson)
  }

  @Test("a header, no rule, one bullet per row with its cells apart; a | inside code stays")
  func rows() {
    let output = show(
      """
      # Phase 9: 表

      | 0.x | 1.x |
      |---|:---:|
      | `Reducer<S, A, E>` | `@Reducer` |
      | `a | b` の形 | そのまま |
      """)
    #expect(output.contains("0.x │ 1.x\n"))
    #expect(output.contains("• `Reducer<S, A, E>` │ `@Reducer`\n"))
    #expect(output.contains("• `a | b` の形 │ そのまま\n"))
    #expect(!output.contains("---"))
  }

  @Test("a long row wraps under its bullet instead of running into the next row")
  func wrapping() {
    let output = show(
      """
      # Phase 9: 表

      | 名前 | 説明 |
      |---|---|
      | 長い行 | とても長い説明がここに入り、端末の幅を超えるので折り返されます。さらに続きます。 |
      | 次 | 短い |
      """, width: 30)
    let lines = output.split(separator: "\n").map(String.init)
    let first = lines.firstIndex { $0.hasPrefix("• 長い行") }
    let next = lines.firstIndex { $0.hasPrefix("• 次 │ 短い") }
    #expect(first != nil && next != nil)
    if let first, let next {
      #expect(next - first > 1)
      #expect(lines[(first + 1)..<next].allSatisfy { $0.hasPrefix("  ") })
    }
  }

  @Test("a paragraph that only starts with | on one line is not a table")
  func notATable() {
    #expect(MarkdownTable([MarkdownInline(line: 1, kind: .text("| a | b |"))], runs: { _ in [] }) == nil)
  }
}
