import Checker
import Classroom
import Curriculum
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Grading stays inside the submission: one test per trick a student can play with names and
/// links (review H18, H19, H21). Each checks that the exercise is refused with a message naming
/// the student's own path, and that nothing of the grading machine appears in it.
@Suite struct SubmissionBoundaryTests {
  let counter = ExerciseID(phase: "phase1", slug: "counter")
  let retry = ExerciseID(phase: "phase4", slug: "retry")

  /// A submission folder with `outside/` beside it (a folder the student must not reach).
  struct Fixture {
    let root: URL
    var submission: URL { root.appendingPathComponent("submission", isDirectory: true) }
    var outside: URL { root.appendingPathComponent("outside", isDirectory: true) }

    init() throws {
      root = try makeScratchFolder()
      try FileManager.default.createDirectory(at: submission, withIntermediateDirectories: true)
      try write("struct RetryFeature {}", to: outside.appendingPathComponent("RetryFeature.swift"))
    }

    func link(_ path: String, to target: String) throws {
      let url = submission.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// `text` names nothing of the grading machine.
    func expectNoMachinePaths(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
      for forbidden in [root.path, "/etc", "rc2.d", "passwd", "checkout"] {
        #expect(!text.contains(forbidden), "\(forbidden) in: \(text)", sourceLocation: sourceLocation)
      }
    }
  }

  @Test func anExerciseFolderLinkedToEtcIsRefusedWithoutWalkingIt() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    try fixture.link("phase4/retry", to: "/etc")

    let located = SubmissionFolders.locate(.sources, of: [retry], in: fixture.submission)
    #expect(located.folders[retry] == nil)
    let refusal = try #require(located.refused[retry])
    #expect(refusal.hasPrefix("phase4/retry is a symbolic link that leads out of the submission"), "\(refusal)")
    fixture.expectNoMachinePaths(refusal)
  }

  @Test func anExerciseFolderLinkedOutsideTheSubmissionIsNotGraded() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    // H19: a correct solution outside the submission, drawn in by a folder link.
    try fixture.link("phase4/retry", to: fixture.outside.path)
    let located = SubmissionFolders.locate(.sources, of: [retry], in: fixture.submission)
    #expect(located.folders[retry] == nil)
    #expect(located.refused[retry]?.hasPrefix("phase4/retry is a symbolic link") == true)

    // A relative link works the same way.
    try FileManager.default.removeItem(at: fixture.submission.appendingPathComponent("phase4/retry"))
    try fixture.link("phase4/retry", to: "../../outside")
    #expect(SubmissionFolders.locate(.sources, of: [retry], in: fixture.submission).refused[retry] != nil)
  }

  @Test func aLinkHigherUpThePathIsRefusedToo() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    // Exercises/ itself, or the phase folder, leads out.
    try write("struct X {}", to: fixture.outside.appendingPathComponent("phase4/retry/Sources/X.swift"))
    try fixture.link("Exercises", to: fixture.outside.path)
    let located = SubmissionFolders.locate(.sources, of: [retry], in: fixture.submission)
    #expect(located.folders[retry] == nil)
    #expect(located.refused[retry]?.hasPrefix("Exercises is a symbolic link") == true, "\(located.refused)")

    try FileManager.default.removeItem(at: fixture.submission.appendingPathComponent("Exercises"))
    try fixture.link("phase4", to: fixture.outside.appendingPathComponent("phase4").path)
    let phase = SubmissionFolders.locate(.sources, of: [retry], in: fixture.submission)
    #expect(phase.refused[retry]?.hasPrefix("phase4 is a symbolic link") == true, "\(phase.refused)")
  }

  @Test func aFolderLinkInsideTheSubmissionIsFollowed() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    try write("struct RetryFeature {}", to: fixture.submission.appendingPathComponent("shared/RetryFeature.swift"))
    try fixture.link("phase4/retry", to: "../shared")
    let located = SubmissionFolders.locate(.sources, of: [retry], in: fixture.submission)
    let folder = try #require(located.folders[retry])
    #expect(located.refused.isEmpty)
    let copy = fixture.root.appendingPathComponent("copy")
    #expect(try SourceCopy().copy(from: folder, to: copy, within: fixture.submission) == 1)
  }

  @Test func aFileLinkedToASystemFileIsRefusedByItsPathInTheSubmission() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    try write("struct CounterFeature {}", to: fixture.submission.appendingPathComponent("phase1/counter/Counter.swift"))
    try fixture.link("phase1/counter/Passwd.swift", to: "/etc/passwd")
    let failure = try #require(throws: SourceCopy.Failure.self) {
      try SourceCopy().copy(
        from: fixture.submission.appendingPathComponent("phase1/counter"), to: fixture.root.appendingPathComponent("copy"),
        within: fixture.submission)
    }
    #expect(failure.description.hasPrefix("phase1/counter/Passwd.swift is a symbolic link"), "\(failure)")
    fixture.expectNoMachinePaths(failure.description)
    #expect(!FileManager.default.fileExists(atPath: fixture.root.appendingPathComponent("copy/Passwd.swift").path))
  }

  @Test func aDanglingLinkIsRefused() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    try write("struct A {}", to: fixture.submission.appendingPathComponent("phase1/counter/A.swift"))
    try fixture.link("phase1/counter/Gone.swift", to: "Nowhere.swift")
    let failure = try #require(throws: SourceCopy.Failure.self) {
      try SourceCopy().copy(
        from: fixture.submission.appendingPathComponent("phase1/counter"), to: fixture.root.appendingPathComponent("copy"),
        within: fixture.submission)
    }
    #expect(failure.description.hasPrefix("phase1/counter/Gone.swift is a symbolic link"), "\(failure)")
  }

  @Test(arguments: ["evil\nname.swift", "bell\u{07}.swift", "esc\u{1B}[31m.swift", "rtl\u{202E}tfiws.swift"])
  func aNameWithAControlCharacterIsRefusedAndShownEscaped(_ name: String) throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let folder = fixture.submission.appendingPathComponent("phase1/counter")
    try write("struct A {}", to: folder.appendingPathComponent("A.swift"))
    try write("struct B {}", to: folder.appendingPathComponent(name))
    let failure = try #require(throws: SourceCopy.Failure.self) {
      try SourceCopy().copy(from: folder, to: fixture.root.appendingPathComponent("copy"), within: fixture.submission)
    }
    #expect(failure.description.contains("control character"), "\(failure)")
    #expect(failure.description.contains("\"phase1/counter/"), "\(failure)")
    // The message itself holds no control character: it cannot break a line or a terminal.
    #expect(!SubmissionBoundary.isOddName(failure.description.replacingOccurrences(of: "\n", with: " ")))
    #expect(!failure.description.contains("\n"))
  }

  @Test func aFolderWithANewlineInItsNameIsRefused() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let folder = fixture.submission.appendingPathComponent("phase1/counter")
    try write("struct A {}", to: folder.appendingPathComponent("A.swift"))
    try write("struct B {}", to: folder.appendingPathComponent("Sub\nFolder/B.swift"))
    let failure = try #require(throws: SourceCopy.Failure.self) {
      try SourceCopy().copy(from: folder, to: fixture.root.appendingPathComponent("copy"), within: fixture.submission)
    }
    #expect(failure.description.contains("phase1/counter/Sub\\nFolder"), "\(failure)")
  }

  @Test func anOddNameOutsideTheSwiftFilesIsLeftAlone() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let folder = fixture.submission.appendingPathComponent("phase1/counter")
    try write("struct A {}", to: folder.appendingPathComponent("A.swift"))
    try write("notes", to: folder.appendingPathComponent("notes\n.txt"))
    #expect(try SourceCopy().copy(from: folder, to: fixture.root.appendingPathComponent("copy"), within: fixture.submission) == 1)
  }

  @Test(.timeLimit(.minutes(1))) func aPipeNamedLikeASwiftFileIsRefusedWithoutBlocking() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let folder = fixture.submission.appendingPathComponent("phase1/counter")
    try write("struct A {}", to: folder.appendingPathComponent("A.swift"))
    #expect(mkfifo(folder.appendingPathComponent("Pipe.swift").path, 0o600) == 0)
    let failure = try #require(throws: SourceCopy.Failure.self) {
      try SourceCopy().copy(from: folder, to: fixture.root.appendingPathComponent("copy"), within: fixture.submission)
    }
    #expect(failure.description.hasPrefix("phase1/counter/Pipe.swift is not a regular file"), "\(failure)")

    // A link inside the submission to that pipe is refused the same way.
    try FileManager.default.removeItem(at: folder.appendingPathComponent("Pipe.swift"))
    #expect(mkfifo(fixture.submission.appendingPathComponent("pipe").path, 0o600) == 0)
    try fixture.link("phase1/counter/Linked.swift", to: "../../pipe")
    #expect(throws: SourceCopy.Failure.self) {
      try SourceCopy().copy(from: folder, to: fixture.root.appendingPathComponent("copy"), within: fixture.submission)
    }
  }

  @Test func aSubmissionPassedThroughALinkStillGrades() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    try write("struct A {}", to: fixture.submission.appendingPathComponent("phase1/counter/A.swift"))
    let alias = fixture.root.appendingPathComponent("alias")
    try FileManager.default.createSymbolicLink(at: alias, withDestinationURL: fixture.submission)
    let located = SubmissionFolders.locate(.sources, of: [counter], in: alias)
    let folder = try #require(located.folders[counter])
    #expect(try SourceCopy().copy(from: folder, to: fixture.root.appendingPathComponent("copy"), within: alias) == 1)
  }

  /// The review's H18 end to end through ``GradeRun`` (nothing is built: both exercises are refused
  /// before the build): both are errors that name the student's paths, and the report holds no
  /// path of the grading machine, in any of the three formats.
  @Test func gradeRunReportsEveryTrickRelativeToTheSubmission() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let layout = try ProjectLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
    try write("struct CounterFeature {}", to: fixture.submission.appendingPathComponent("phase1/counter/Counter.swift"))
    try fixture.link("phase1/counter/Passwd.swift", to: "/etc/passwd")
    try fixture.link("phase4/retry", to: "/etc")

    let run = GradeRun(
      layout: layout, submission: fixture.submission, exercises: [counter, retry],
      scratchPath: fixture.root.appendingPathComponent("unused-build"))
    let report = await run.run()
    #expect(report.entries.map(\.verdict.status) == [.error, .error])
    let messages = report.entries.compactMap(\.verdict.error?.message)
    #expect(messages.first?.hasPrefix("phase1/counter/Passwd.swift is a symbolic link") == true, "\(messages)")
    #expect(messages.last?.hasPrefix("phase4/retry is a symbolic link") == true, "\(messages)")
    for format in [GradeFormat.exercism, .gradescope, .junit] {
      let text = String(decoding: format.render(report), as: UTF8.self)
      fixture.expectNoMachinePaths(text)
      #expect(!text.contains(layout.root.path), "\(format)")
    }

    // Without --exercise: the refused exercise is still graded (as an error), not skipped.
    let all = await GradeRun(
      layout: layout, submission: fixture.submission, exercises: nil,
      scratchPath: fixture.root.appendingPathComponent("unused-build")).run()
    #expect(all.entries.contains { $0.verdict.id == retry && $0.verdict.status == .error })
  }
}
