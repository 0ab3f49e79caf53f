import Testing

@testable import Curriculum

@Suite("Heading numbers and labels")
struct HeadingTextTests {
  @Test(arguments: [
    ("1. 検索機能", 1, "検索機能"),
    ("１．検索機能", 1, "検索機能"),
    ("12: Timer", 12, "Timer"),
    ("３：タイマー", 3, "タイマー"),
    ("問題 2：タブ", 2, "タブ"),
    ("Problem 4. Retry", 4, "Retry"),
    ("2) Cart", 2, "Cart"),
    ("5 Spaces only", 5, "Spaces only"),
    ("7.", 7, ""),
  ])
  func readsProblemNumbersAndTitles(heading: String, number: Int, title: String) throws {
    let parsed = try #require(HeadingText.numberedTitle(heading))
    #expect(parsed.number == number)
    #expect(parsed.title == title)
  }

  @Test(arguments: ["発展課題", "2024年の変更", "1st try", ""])
  func headingsWithoutANumberAreNotProblems(heading: String) {
    #expect(HeadingText.numberedTitle(heading) == nil)
  }

  @Test func readsPhaseNumbers() {
    #expect(HeadingText.phaseNumber("Phase 4: Effect") == 4)
    #expect(HeadingText.phaseNumber("Ｐｈａｓｅ１２：x") == 12)
    #expect(HeadingText.phaseNumber("phase3") == 3)
    #expect(HeadingText.phaseNumber("Effects") == nil)
    #expect(HeadingText.phaseNumber("Phase: none") == nil)
  }

  @Test func recognisesSectionsAndHintLabels() {
    #expect(HeadingText.isPracticeSection("練習問題"))
    #expect(HeadingText.isPracticeSection("Exercises"))
    #expect(HeadingText.isPracticeSection("Practice"))
    #expect(!HeadingText.isPracticeSection("まとめ"))
    #expect(HeadingText.isGoalsSection("学習目標"))
    #expect(HeadingText.isHintLabel("ヒント："))
    #expect(HeadingText.isHintLabel("Hints:"))
    #expect(!HeadingText.isHintLabel("ヒントを使わずに解いてみましょう"))
  }
}
