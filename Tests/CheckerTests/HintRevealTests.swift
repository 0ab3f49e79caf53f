import Testing

@testable import Checker

@Suite("HintReveal")
struct HintRevealTests {
  let hints = ["first", "second", "third"]

  @Test("hints come out one at a time, counting from the number already shown")
  func oneAtATime() {
    var shown = 0
    var texts: [String] = []
    for _ in hints {
      let reveal = HintReveal.next(hints: hints, alreadyShown: shown)
      #expect(reveal.outcome == .revealedNext)
      #expect(reveal.shown.count == 1)
      texts.append(contentsOf: reveal.shown.map(\.text))
      shown = reveal.shownCount
    }
    #expect(texts == hints)
    #expect(shown == 3)
    let third = HintReveal.next(hints: hints, alreadyShown: 2)
    #expect(third.shown == [HintReveal.NumberedHint(number: 3, text: "third")])
    #expect(third.remaining == 0)
  }

  @Test("after the last hint, a call says there are no more and repeats them all")
  func exhausted() {
    let reveal = HintReveal.next(hints: hints, alreadyShown: 3)
    #expect(reveal.outcome == .noMoreHints)
    #expect(reveal.shown.map(\.text) == hints)
    #expect(reveal.shownCount == 3)
  }

  @Test("--all reveals every hint and counts them all as shown")
  func all() {
    let reveal = HintReveal.next(hints: hints, alreadyShown: 1, all: true)
    #expect(reveal.outcome == .revealedAll)
    #expect(reveal.shown.map(\.number) == [1, 2, 3])
    #expect(reveal.shownCount == 3)
  }

  @Test("a problem without hints says so")
  func none() {
    let reveal = HintReveal.next(hints: [], alreadyShown: 0)
    #expect(reveal.outcome == .noHints)
    #expect(reveal.shown.isEmpty)
  }

  @Test("a stored count beyond the list (hints removed from the lesson) is clamped")
  func clamped() {
    let reveal = HintReveal.next(hints: ["only"], alreadyShown: 5)
    #expect(reveal.outcome == .noMoreHints)
    #expect(reveal.shownCount == 1)
    let negative = HintReveal.next(hints: ["only"], alreadyShown: -2)
    #expect(negative.outcome == .revealedNext)
    #expect(negative.shownCount == 1)
  }
}
