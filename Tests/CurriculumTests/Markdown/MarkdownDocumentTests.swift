import Testing

@testable import Curriculum

@Suite("Markdown document")
struct MarkdownDocumentTests {
  @Test func convertsBlocksWithTheirLines() {
    let document = MarkdownDocument.parse(
      """
      # Title

      Some *emphasis*, **strong**, `code` and [a link](https://x.y "t").

      1. one
      2. two

      > quoted

      ---

      <!-- marker -->

          indented code
      """
    )
    #expect(document.blocks.map(\.line) == [1, 3, 5, 8, 10, 12, 14])
    guard case .heading(1, let title) = document.blocks[0].kind else {
      Issue.record("expected a heading")
      return
    }
    #expect(title == [MarkdownInline(line: 1, kind: .text("Title"))])
    guard case .paragraph(let inlines) = document.blocks[1].kind else {
      Issue.record("expected a paragraph")
      return
    }
    #expect(inlines.contains { $0.kind == .emphasis([MarkdownInline(line: 3, kind: .text("emphasis"))]) })
    #expect(inlines.contains { $0.kind == .code("code") })
    #expect(
      inlines.contains {
        $0.kind == .link(destination: "https://x.y", title: "t", content: [MarkdownInline(line: 3, kind: .text("a link"))])
      }
    )
    guard case .list(let list) = document.blocks[2].kind else {
      Issue.record("expected a list")
      return
    }
    #expect(list.style == .ordered(start: 1))
    #expect(list.isTight)
    #expect(list.items.map(\.line) == [5, 6])
    #expect(document.blocks[4].kind == .thematicBreak)
    #expect(document.blocks[5].kind == .html("<!-- marker -->\n"))
    #expect(
      document.blocks[6].kind
        == .codeBlock(MarkdownCodeBlock(info: "", literal: "indented code\n", isFenced: false))
    )
  }

  @Test func fencedCodeKeepsItsInfoString() {
    let document = MarkdownDocument.parse("- item\n\n  ```swift skip\n  let a = 1\n  ```\n")
    guard case .list(let list) = document.blocks.first?.kind,
      case .codeBlock(let code) = list.items.first?.blocks.last?.kind
    else {
      Issue.record("expected a code block in a list item")
      return
    }
    #expect(code == MarkdownCodeBlock(info: "swift skip", literal: "let a = 1\n", isFenced: true))
  }

  @Test func softBreaksJoinJapaneseWithoutASpaceButKeepLatinSpaced() {
    let document = MarkdownDocument.parse("日本語の\n文章と English\nwords 日本 語")
    #expect(document.blocks.first?.plainText == "日本語の文章と English words 日本 語")
  }

  @Test func pathologicalNestingIsFlattenedKeepingTheText() {
    let document = MarkdownDocument.parse(String(repeating: ">", count: 20_000) + " deep\n")
    var depth = 0
    var blocks = document.blocks
    while case .blockQuote(let children)? = blocks.first?.kind {
      depth += 1
      blocks = children
    }
    #expect(depth <= 48)
    #expect(blocks.first?.plainText == "deep")
  }

  @Test func emptyInputIsAnEmptyDocument() {
    #expect(MarkdownDocument.parse("").blocks.isEmpty)
  }
}
