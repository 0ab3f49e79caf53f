import Curriculum
import Foundation
import Testing

@testable import Checker

@Suite("NextReport")
struct ProgressNextReportTests {
  typealias F = VerifyFixture

  @Test("names the next unsolved exercise, its lesson section and the commands to read and check it")
  func next() throws {
    let root = try F.make()
    let course = try Course.load(from: root.layout)
    var progress = LearnerProgress()
    progress[F.counter].lastStatus = .pass
    progress[F.toggle].lastStatus = .fail
    let lines = NextReport.lines(course: course, progress: progress)
    #expect(lines[0] == "Next: phase1/toggle — 2. トグル (last check: failing tests)")
    #expect(lines[1].hasPrefix("  Lesson: Lessons/phase1-basics.md:") && lines[1].hasSuffix("(練習問題 › 2. トグル)"))
    #expect(lines.contains("  Edit:   Exercises/phase1/toggle/Sources/"))
    #expect(lines.contains("  Read:   swift run dojo show phase1 --problem 2"))
    #expect(lines.contains("  Check:  swift run dojo check phase1/toggle"))
    #expect(lines.last == "Progress: 1/2 exercises pass.")
  }

  @Test("congratulates when every exercise passes")
  func allDone() throws {
    let root = try F.make()
    let course = try Course.load(from: root.layout)
    var progress = LearnerProgress()
    progress[F.counter].lastStatus = .pass
    progress[F.toggle].lastStatus = .pass
    let lines = NextReport.lines(course: course, progress: progress)
    #expect(lines[0].contains("All 2 exercises pass"))
  }
}
