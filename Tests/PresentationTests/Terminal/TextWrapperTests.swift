import Testing

@testable import Presentation

@Suite("Text wrapping")
struct TextWrapperTests {
  func wrap(_ text: String, _ width: Int) -> [String] {
    TextWrapper.wrap([StyledRun(text)], width: width).map { $0.rendered(color: false) }
  }

  @Test func wideCharactersCountTwoColumns() {
    #expect(DisplayWidth.of("日本語") == 6)
    #expect(DisplayWidth.of("ｱ") == 1)  // half-width katakana
    #expect(DisplayWidth.of("ＡＢ") == 4)  // full-width Latin
    #expect(DisplayWidth.of("e\u{301}") == 1)  // combining accent
  }

  @Test func latinBreaksAtSpaces() {
    #expect(wrap("the quick brown fox jumps", 10) == ["the quick", "brown fox", "jumps"])
  }

  @Test func japaneseBreaksBetweenCharactersByColumns() {
    #expect(wrap("あいうえおかきくけこ", 8) == ["あいうえ", "おかきく", "けこ"])
  }

  @Test func closingPunctuationNeverStartsALine() {
    // `。` would start line 2 at width 8; it stays with `え` instead.
    let lines = wrap("あいうえ。かきく", 8)
    #expect(lines.allSatisfy { !$0.hasPrefix("。") })
    #expect(lines == ["あいう", "え。かき", "く"])
  }

  @Test func mixedTextKeepsLatinWordsWhole() {
    let lines = wrap("これは Composable の説明です", 12)
    #expect(lines == ["これは", "Composable", "の説明です"])
  }

  @Test func overlongWordIsCut() {
    #expect(wrap("abcdefghijkl", 8) == ["abcdefgh", "ijkl"])
  }

  @Test func forcedLineBreaks() {
    #expect(wrap("one\ntwo", 20) == ["one", "two"])
  }
}
