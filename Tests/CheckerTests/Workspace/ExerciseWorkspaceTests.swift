import Curriculum
import DojoTestSupport
import Foundation
import Testing

@testable import Checker

@Suite("Exercise workspace")
struct ExerciseWorkspaceTests {
  let id = ExerciseID("phase4/retry")!

  @Test("learner, solution and custom folders")
  func folders() throws {
    let folder = try ScratchFolder("checker-tests")
    let layout = folder.layout
    #expect(ExerciseWorkspace(layout: layout, sources: .learner).sourceFolder(id) == layout.starterSources(id))
    #expect(ExerciseWorkspace(layout: layout, sources: .solution).sourceFolder(id) == layout.solutionSources(id))
    let variant = layout.state.appendingPathComponent("variants/phase4/retry/m1")
    let custom = ExerciseWorkspace(layout: layout, sources: .custom([id: variant]))
    #expect(custom.sourceFolder(id) == variant.standardizedFileURL)
    #expect(custom.isOverridden(id))
    #expect(custom.environment(for: [id])["DOJO_EXERCISE_SOURCES"] == "phase4/retry=.dojo/variants/phase4/retry/m1")
  }

  @Test("a missing exercise, an empty source folder, a folder outside the package: clear errors")
  func problems() throws {
    let folder = try ScratchFolder("checker-tests")
    let layout = folder.layout
    let learner = ExerciseWorkspace(layout: layout, sources: .learner)
    #expect(learner.problem(with: id)?.message.contains("does not exist") == true)
    try folder.makeExercise("phase4/retry")
    #expect(learner.problem(with: id) == nil)
    try FileManager.default.removeItem(at: layout.starterSources(id).appendingPathComponent("Feature.swift"))
    #expect(learner.problem(with: id)?.message.contains("dojo reset phase4/retry") == true)
    let outside = ExerciseWorkspace(layout: layout, sources: .custom([id: URL(fileURLWithPath: "/tmp")]))
    #expect(outside.problem(with: id)?.message.contains("outside the package root") == true)
  }

  @Test("those errors are kept as message keys: Japanese for a Japanese learner (learner trial 2026-11-b, #24)")
  func problemsInJapanese() throws {
    let folder = try ScratchFolder("checker-tests")
    let layout = folder.layout
    let learner = ExerciseWorkspace(layout: layout, sources: .learner)
    #expect(learner.problem(with: id)?.text(.japanese).hasPrefix("演習のフォルダー Exercises/phase4/retry がありません") == true)
    try folder.makeExercise("phase4/retry")
    try FileManager.default.removeItem(at: layout.starterSources(id).appendingPathComponent("Feature.swift"))
    let empty = try #require(learner.problem(with: id))
    #expect(empty.text(.japanese).contains(".swift ファイルが 1 つもない"))
    #expect(empty.text(.japanese).contains("dojo reset phase4/retry"))
    #expect(empty.message.contains("holds no .swift files"), "--json keeps the English")

    // A link out of the checkout, and one to nothing: refused by name, in the learner's language.
    let sources = layout.starterSources(id)
    try FileManager.default.createSymbolicLink(
      at: sources.appendingPathComponent("Passwd.swift"), withDestinationURL: URL(fileURLWithPath: "/etc/passwd"))
    let outside = try #require(learner.problem(with: id))
    #expect(outside.text(.japanese).contains("Passwd.swift は /etc/passwd を指すシンボリックリンクで、チェックアウトの外にあります"), "\(outside.text(.japanese))")
    #expect(outside.message.contains("Passwd.swift is a symbolic link to /etc/passwd, outside the checkout"), "\(outside.message)")
    try FileManager.default.removeItem(at: sources.appendingPathComponent("Passwd.swift"))
    try FileManager.default.createSymbolicLink(
      at: sources.appendingPathComponent("Gone.swift"), withDestinationURL: folder.url.appendingPathComponent("nowhere.swift"))
    let dangling = try #require(learner.problem(with: id))
    #expect(dangling.text(.japanese).contains("その先がありません"), "\(dangling.text(.japanese))")
    #expect(dangling.text(.japanese).contains("rm Exercises/phase4/retry/Sources/Gone.swift"))
  }

  @Test("the catalog follows the lessons' order and adds unlisted exercise folders")
  func catalog() throws {
    let folder = try ScratchFolder("checker-tests")
    try folder.makeExercise("phase1/counter")
    try folder.makeExercise("phase10/later")
    try folder.makeExercise("phase2/zeta")
    let ids = ExerciseCatalog.load(folder.layout).ids.map(\.rawValue)
    #expect(ids == ["phase1/counter", "phase2/zeta", "phase10/later"])
  }
}
