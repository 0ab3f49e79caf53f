import Testing

@testable import Presentation

@Suite("Swift highlighting")
struct SwiftHighlighterTests {
  func styles(_ code: String) -> [String: TextStyle] {
    var result: [String: TextStyle] = [:]
    for line in SwiftHighlighter.highlight(code) {
      for run in line.runs { result[run.text] = run.style }
    }
    return result
  }

  @Test func keywordsStringsCommentsAndTypes() {
    let lines = SwiftHighlighter.highlight("let s: String = \"a // b\" // note\n")
    let runs = lines[0].runs
    #expect(runs.first == StyledRun("let", SwiftHighlighter.Palette.keyword))
    #expect(runs.contains(StyledRun("String", SwiftHighlighter.Palette.type)))
    #expect(runs.contains(StyledRun("\"a // b\"", SwiftHighlighter.Palette.string)))
    #expect(runs.last == StyledRun("// note", SwiftHighlighter.Palette.comment))
  }

  @Test func blockCommentsAndMultilineStringsSpanLines() {
    let lines = SwiftHighlighter.highlight("/* a\nb */ let x = \"\"\"\ntext\n\"\"\"\n")
    #expect(lines.count == 4)
    #expect(lines[1].runs.first == StyledRun("b */", SwiftHighlighter.Palette.comment))
    #expect(lines[2].runs == [StyledRun("text", SwiftHighlighter.Palette.string)])
    #expect(lines[3].runs == [StyledRun("\"\"\"", SwiftHighlighter.Palette.string)])
  }

  @Test func attributesAndNumbers() {
    let lines = SwiftHighlighter.highlight("@Reducer var n = 300")
    #expect(lines[0].runs.first == StyledRun("@Reducer", SwiftHighlighter.Palette.attribute))
    #expect(lines[0].runs.last == StyledRun("300", SwiftHighlighter.Palette.number))
  }
}
