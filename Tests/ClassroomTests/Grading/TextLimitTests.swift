import Checker
import Classroom
import Testing

@Suite struct TextLimitTests {
  @Test func shortTextIsUnchanged() {
    #expect(TextLimit.cap("hello", to: 5) == "hello")
  }

  @Test func longTextKeepsItsBeginningAndEndsWithTheNoteWithinTheLimit() {
    let capped = TextLimit.cap(String(repeating: "あ", count: 600), to: 500)
    #expect(capped.unicodeScalars.count == 500)
    #expect(capped.hasPrefix("あああ"))
    #expect(capped.hasSuffix("Please limit to 500 chars."))
  }

  @Test func aLimitSmallerThanTheNoteStillHoldsTheLimit() {
    #expect(TextLimit.cap("abcdefghijkl", to: 4, note: "truncated").unicodeScalars.count == 4)
  }
}
