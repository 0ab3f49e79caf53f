import Curriculum
import Foundation
import Localization
import Testing

@testable import Checker

@Suite("NextReport in Japanese")
struct NextReportLanguageTests {
  typealias F = LearnerFixture

  @Test("the next exercise, with labels lined up in display columns")
  func next() throws {
    let root = try F.make()
    let course = try Course.load(from: root.layout)
    var progress = LearnerProgress()
    progress[F.counter].lastStatus = .pass
    progress[F.toggle].lastStatus = .fail
    let lines = NextReport.lines(course: course, progress: progress, messages: .japanese)
    #expect(lines[0] == "次の演習: phase1/toggle — 2. トグル（前回のチェック: 失敗したテストがあります）")
    #expect(lines.contains("  編集する:       Exercises/phase1/toggle/Sources/"))
    #expect(lines.contains("  行き詰まったら: swift run dojo hint phase1/toggle"))
    #expect(lines.last == "進捗: 2 問中 1 問に合格しています。")
    // Every label ends in the same column: the text after it starts at column 18.
    for line in lines[1...5] {
      let label = line.prefix { $0 != ":" } + ":"
      let gap = line.dropFirst(label.count).prefix { $0 == " " }.count
      #expect(HintReport.columns(String(label)) + gap == 18, "\(line)")
    }
  }

  @Test("congratulations")
  func allDone() throws {
    let root = try F.make()
    let course = try Course.load(from: root.layout)
    var progress = LearnerProgress()
    progress[F.counter].lastStatus = .pass
    progress[F.toggle].lastStatus = .pass
    let lines = NextReport.lines(course: course, progress: progress, messages: .japanese)
    #expect(lines[0] == "🎉 2 問すべてに合格しました。おめでとうございます、コース修了です！")
  }
}
