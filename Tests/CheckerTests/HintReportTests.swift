import Curriculum
import Foundation
import Testing

@testable import Checker

@Suite("HintReport")
struct HintReportTests {
  typealias F = VerifyFixture

  func problem(_ id: ExerciseID) throws -> (CourseProblem, ProjectLayout, ProgressFixtureFolder) {
    let root = try F.make()
    let course = try Course.load(from: root.layout)
    return (try #require(course.problem(for: id)), root.layout, root)
  }

  @Test("the pointer names the lesson file, the problem's line, its section and heading")
  func pointer() throws {
    let (entry, layout, root) = try problem(F.toggle)
    let pointer = ProblemPointer(entry, layout: layout)
    #expect(pointer.file == "Lessons/phase1-basics.md")
    #expect(pointer.section == "練習問題")
    #expect(pointer.heading == "2. トグル")
    #expect(pointer.lessonSlug == "phase1")
    let lines = try root.read("Lessons/phase1-basics.md").split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[pointer.line - 1] == "### 2. トグル")
    #expect(pointer.description == "Lessons/phase1-basics.md:\(pointer.line) (練習問題 › 2. トグル)")
  }

  @Test("a reveal prints the new hint numbered, and how many remain")
  func next() throws {
    let (entry, layout, _) = try problem(F.counter)
    let reveal = HintReveal.next(hints: entry.problem.hints, alreadyShown: 0)
    let text = HintReport.lines(id: F.counter, pointer: ProblemPointer(entry, layout: layout), reveal: reveal)
      .joined(separator: "\n")
    #expect(text.hasPrefix("phase1/counter — 1. カウンター\n  Lessons/phase1-basics.md:"))
    #expect(text.contains("Hint 1/2: 足し算です。"))
    #expect(!text.contains("引き算"))
    #expect(text.contains("1 more hint: run `swift run dojo hint phase1/counter` again"))
  }

  @Test("when all are shown it says there are no more and repeats them")
  func exhausted() throws {
    let (entry, layout, _) = try problem(F.counter)
    let reveal = HintReveal.next(hints: entry.problem.hints, alreadyShown: 2)
    let text = HintReport.lines(id: F.counter, pointer: ProblemPointer(entry, layout: layout), reveal: reveal)
      .joined(separator: "\n")
    #expect(text.contains("No more hints: all 2 have been shown."))
    #expect(text.contains("Hint 1/2: 足し算です。"))
    #expect(text.contains("Hint 2/2: 引き算もあります。"))
  }

  @Test("an exercise argument is an id or a unique slug; a phase is refused with its exercises")
  func argument() throws {
    let ids = [F.counter, F.toggle, ExerciseID("phase2/counter")!]
    #expect(try ExerciseArgument.resolve("phase1/toggle", among: ids) == F.toggle)
    #expect(try ExerciseArgument.resolve("toggle", among: ids) == F.toggle)
    #expect(throws: ExerciseArgumentError.phaseGiven("phase1", exercises: [F.counter, F.toggle])) {
      try ExerciseArgument.resolve("phase1", among: ids)
    }
    #expect(throws: CheckTargetError.self) { try ExerciseArgument.resolve("phase1/toggel", among: ids) }
  }
}
