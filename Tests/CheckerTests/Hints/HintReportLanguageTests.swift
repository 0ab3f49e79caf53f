import Curriculum
import Foundation
import Localization
import Testing

@testable import Checker

@Suite("HintReport in Japanese")
struct HintReportLanguageTests {
  typealias F = LearnerFixture

  @Test("labels, follow-ups and the indent of continued lines are Japanese and line up")
  func japanese() throws {
    let root = try F.make()
    let course = try Course.load(from: root.layout)
    let entry = try #require(course.problem(for: F.counter))
    let pointer = ProblemPointer(entry, layout: root.layout)
    _ = root
    let reveal = HintReveal(
      shown: [.init(number: 1, text: "一行目\n二行目")], shownCount: 1, total: 2, outcome: .revealedNext)
    let lines = HintReport.lines(id: F.counter, pointer: pointer, reveal: reveal, messages: .japanese)
    let label = try #require(lines.first { $0.hasPrefix("ヒント 1/2: ") })
    #expect(label == "ヒント 1/2: 一行目")
    let next = try #require(lines.firstIndex(of: label)).advanced(by: 1)
    // "ヒント 1/2: " is 12 columns wide (three wide characters).
    #expect(lines[next] == String(repeating: " ", count: 12) + "二行目")
    #expect(lines.contains { $0.hasPrefix("ヒントはあと 1 個です。もう一度 `swift run dojo hint phase1/counter`") })
    #expect(!lines.joined().contains("more hint"))
  }

  @Test("the end of the hints, in both languages")
  func exhausted() throws {
    let root = try F.make()
    let course = try Course.load(from: root.layout)
    let entry = try #require(course.problem(for: F.counter))
    let pointer = ProblemPointer(entry, layout: root.layout)
    _ = root
    let reveal = HintReveal.next(hints: entry.problem.hints, alreadyShown: 2)
    let japanese = HintReport.lines(id: F.counter, pointer: pointer, reveal: reveal, messages: .japanese)
    #expect(japanese.contains("ヒントはもうありません（2 個すべて表示済みです）。もう一度表示します:"))
    let english = HintReport.lines(id: F.counter, pointer: pointer, reveal: reveal, messages: .english)
    #expect(english.contains("No more hints: all 2 have been shown. Here they are again:"))
  }
}
