import Checker
import Classroom
import Curriculum
import Foundation
import Testing

/// `dojo grade --class` without building: submissions that are all refused before the build, so
/// the run is instant, and what matters here is who gets which files. (The end-to-end suite,
/// `GradeClassroomTests`, grades a built class.)
@Suite struct GradeClassTests {
  let counter = ExerciseID(phase: "phase1", slug: "counter")
  let retry = ExerciseID(phase: "phase4", slug: "retry")

  func layout() throws -> ProjectLayout {
    try ProjectLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
  }

  /// alice submitted an empty counter, bob a retry that links out, carol nothing at all.
  func makeClass(in root: URL) throws -> URL {
    let classFolder = root.appendingPathComponent("class", isDirectory: true)
    try FileManager.default.createDirectory(
      at: classFolder.appendingPathComponent("alice/phase1/counter"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: classFolder.appendingPathComponent("bob/phase4"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: classFolder.appendingPathComponent("bob/phase4/retry").path, withDestinationPath: "/etc")
    try FileManager.default.createDirectory(
      at: classFolder.appendingPathComponent("carol"), withIntermediateDirectories: true)
    try write("not a student", to: classFolder.appendingPathComponent("README.md"))
    try FileManager.default.createDirectory(
      at: classFolder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    return classFolder
  }

  @Test func everyStudentGetsOneFilePerExerciseAnyoneSubmitted() async throws {
    let root = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let classFolder = try makeClass(in: root)
    let out = root.appendingPathComponent("results", isDirectory: true)
    let run = GradeClass(
      layout: try layout(), classFolder: classFolder, outFolder: out, scratchPath: root.appendingPathComponent("unused"))
    let outcome = await run.run()

    #expect(outcome.problem == nil)
    #expect(outcome.students.map(\.student.name) == ["alice", "bob", "carol"])
    #expect(outcome.exercises == [counter, retry])
    for name in ["alice", "bob", "carol"] {
      for stem in ["phase1-counter", "phase4-retry"] {
        let file = out.appendingPathComponent("\(name)/\(stem).json")
        let object = try GradingFixtures.object(Data(contentsOf: file))
        // Nothing here compiles or was submitted: every cell is an error with its reason.
        #expect(object["status"] as? String == "error", "\(name)/\(stem): \(object)")
      }
    }
    let carol = try GradingFixtures.object(Data(contentsOf: out.appendingPathComponent("carol/phase4-retry.json")))
    #expect((carol["message"] as? String)?.contains("was not submitted") == true, "\(carol)")
    let bob = try String(contentsOf: out.appendingPathComponent("bob/phase4-retry.json"), encoding: .utf8)
    #expect(bob.contains("phase4/retry is a symbolic link"))
    #expect(!bob.contains("/etc") && !bob.contains(root.path))
  }

  @Test func junitFilesAndAnExplicitExerciseList() async throws {
    let root = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let classFolder = try makeClass(in: root)
    let out = root.appendingPathComponent("results", isDirectory: true)
    let outcome = await GradeClass(
      layout: try layout(), classFolder: classFolder, outFolder: out, format: .junit, exercises: [retry],
      scratchPath: root.appendingPathComponent("unused")
    ).run()
    #expect(outcome.students.flatMap(\.files).map { $0.path.replacingOccurrences(of: out.path + "/", with: "") }
      == ["alice/phase4-retry.xml", "bob/phase4-retry.xml", "carol/phase4-retry.xml"])
  }

  @Test func aClassWithNothingSubmittedStillListsEveryStudent() async throws {
    let root = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let classFolder = root.appendingPathComponent("class", isDirectory: true)
    for name in ["s2", "s10", "s1"] {
      try FileManager.default.createDirectory(at: classFolder.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    let out = root.appendingPathComponent("results", isDirectory: true)
    let outcome = await GradeClass(
      layout: try layout(), classFolder: classFolder, outFolder: out, scratchPath: root.appendingPathComponent("unused")
    ).run()
    // Natural order; one results file each, saying why there is nothing to grade.
    #expect(outcome.students.map(\.student.name) == ["s1", "s2", "s10"])
    for name in ["s1", "s2", "s10"] {
      let object = try GradingFixtures.object(Data(contentsOf: out.appendingPathComponent("\(name)/results.json")))
      #expect(object["status"] as? String == "error")
    }
  }

  @Test func theResultsFolderMayNotBeInsideTheClassFolder() async throws {
    let root = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let classFolder = try makeClass(in: root)
    let outcome = await GradeClass(
      layout: try layout(), classFolder: classFolder, outFolder: classFolder.appendingPathComponent("results"),
      scratchPath: root.appendingPathComponent("unused")
    ).run()
    #expect(outcome.problem?.contains("must not be inside the class folder") == true)
    #expect(outcome.students.isEmpty)
    let missing = await GradeClass(
      layout: try layout(), classFolder: root.appendingPathComponent("nobody"), outFolder: root.appendingPathComponent("r"),
      scratchPath: root.appendingPathComponent("unused")
    ).run()
    #expect(missing.problem?.contains("does not exist") == true)
  }

  @Test func aStudentFolderWithAControlCharacterIsFiledUnderAnEscapedName() throws {
    let root = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root.appendingPathComponent("evil\nname"), withIntermediateDirectories: true)
    let students = try #require(GradeClass.students(in: root))
    #expect(students.map(\.name) == ["evil_nname"])
  }
}
