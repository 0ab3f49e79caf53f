import Foundation
import Testing

@testable import Curriculum

/// A deleted, huge, binary or duplicated lesson in Lessons/ (H28, H58 of the learner trial): the
/// message names the file and how to restore it; the other lessons still load, fast, and no
/// phantom exercise appears.
@Suite("Broken lessons")
struct BrokenLessonTests {
  static let phase1 = CourseTests.phase1
  static let phase2 = CourseTests.phase2

  func messages(_ course: Course) -> [String] { course.diagnostics.map { $0.rendered(relativeTo: course.layout) } }

  @Test func aHugeLessonIsLeftOutWithoutReadingIt() throws {
    let big = String(repeating: Self.phase1 + "\n", count: Course.maxLessonBytes / Self.phase1.utf8.count + 10)
    let checkout = try TemporaryCheckout(
      lessons: ["phase1-basics.md": Self.phase1, "phase9-big.md": big], exercises: ["phase1/counter"])
    defer { checkout.remove() }
    let start = ContinuousClock.now
    let course = try Course.load(from: checkout.layout)
    #expect(ContinuousClock.now - start < .seconds(1))
    #expect(course.lessons.map(\.fileStem) == ["phase1-basics"])
    #expect(course.exerciseIDs.map(\.rawValue) == ["phase1/counter"])
    let message = try #require(messages(course).first { $0.hasPrefix("Lessons/phase9-big.md:1:") })
    #expect(message.contains("a lesson holds at most"))
    #expect(message.contains("`git checkout -- Lessons/phase9-big.md`"))
  }

  @Test func aBinaryLessonIsReportedAndTheOthersStillLoad() throws {
    let checkout = try TemporaryCheckout(lessons: ["phase1-basics.md": Self.phase1], exercises: ["phase1/counter"])
    defer { checkout.remove() }
    try Data([0xFF, 0xFE, 0x00, 0x80]).write(to: checkout.layout.lessons.appendingPathComponent("phase2-junk.md"))
    let course = try Course.load(from: checkout.layout)
    #expect(course.lessons.count == 1)
    #expect(messages(course).contains { $0.hasPrefix("Lessons/phase2-junk.md:1:") && $0.contains("git checkout --") })
  }

  @Test func aSecondCopyOfAPhaseIsLeftOutSoItsExercisesAreNotCountedTwice() throws {
    // A copy of phase 1's lesson saved under another phase's file name.
    let checkout = try TemporaryCheckout(
      lessons: ["phase1-basics.md": Self.phase1, "phase0-copy.md": Self.phase1], exercises: ["phase1/counter"])
    defer { checkout.remove() }
    let course = try Course.load(from: checkout.layout)
    #expect(course.lessons.map(\.fileStem) == ["phase1-basics"], "the file whose name agrees with its title stays")
    #expect(course.exerciseIDs.count == 1)
    #expect(messages(course).contains { $0.hasPrefix("Lessons/phase0-copy.md:1: phase 1 is already taught by Lessons/phase1-basics.md") })
  }

  @Test func aDeletedLessonIsNamedWithTheCommandThatRestoresIt() throws {
    let checkout = try TemporaryCheckout(
      lessons: ["phase1-basics.md": Self.phase1, "phase2-testing.md": Self.phase2],
      exercises: ["phase1/counter", "phase2/signup-form"])
    defer { checkout.remove() }
    try Data().write(to: checkout.layout.exerciseDirectory(ExerciseID("phase2/signup-form")!).appendingPathComponent(".keep"))
    func git(_ arguments: String...) throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["git", "-C", checkout.layout.root.path, "-c", "user.name=t", "-c", "user.email=t@t"] + arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      try #require(process.terminationStatus == 0, "git \(arguments)")
    }
    try git("init", "-q")
    try git("add", ".")
    try git("commit", "-q", "-m", "course")
    try FileManager.default.removeItem(at: checkout.layout.lessons.appendingPathComponent("phase2-testing.md"))

    let course = try Course.load(from: checkout.layout)
    let message = try #require(messages(course).first { $0.contains("phase2/signup-form") })
    #expect(message.hasPrefix("Lessons/phase2-testing.md:1: no lesson names the exercises phase2/signup-form"))
    #expect(message.contains("`git checkout -- Lessons/phase2-testing.md`"))
  }

  @Test func aFileWithoutATitleIsMalformed() {
    let lesson = LessonParser.parse(markdown: "root:x:0:0:root:/root:/bin/bash\n", file: URL(fileURLWithPath: "passwd"))
    #expect(lesson.hasErrors)
    #expect(lesson.diagnostics.first?.message.contains("no `# Phase N: タイトル` heading") == true)
  }
}
