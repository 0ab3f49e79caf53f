import Foundation
import Testing

@testable import Curriculum

@Suite("ExerciseKind")
struct ExerciseKindTests {
  @Test("a Tests/ folder makes a test-writing exercise: the learner edits Tests/, Sources/ is sealed")
  func kindFromFolder() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-kind-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let layout = ProjectLayout(root: root)
    let plain = ExerciseID("phase4/retry")!
    let testWriting = ExerciseID("phase2/vote-buttons")!
    for folder in ["Exercises/phase4/retry/Sources", "Exercises/phase2/vote-buttons/Sources", "Exercises/phase2/vote-buttons/Tests"] {
      try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    #expect(layout.kind(of: plain) == .implementation)
    #expect(layout.relativePath(of: layout.starterSources(plain)) == "Exercises/phase4/retry/Sources")
    #expect(layout.relativePath(of: layout.hiddenTests(plain)) == "Exercises/phase4/retry/HiddenTests")
    #expect(layout.kind(of: testWriting) == .testWriting)
    #expect(layout.relativePath(of: layout.starterSources(testWriting)) == "Exercises/phase2/vote-buttons/Tests")
    #expect(layout.relativePath(of: layout.hiddenTests(testWriting)) == "Exercises/phase2/vote-buttons/Sources")
    #expect(layout.relativePath(of: layout.featureSources(testWriting)) == "Exercises/phase2/vote-buttons/Sources")
    #expect(testWriting.testModuleName == "Phase2VoteButtonsTests")
    #expect(testWriting.variantModuleName(3) == "Phase2VoteButtonsVariant3")
  }

  @Test("a learner's own Tests/ beside a feature exercise's HiddenTests/ keeps it a feature exercise")
  func learnersOwnTestsFolder() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-kind-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let layout = ProjectLayout(root: root)
    let id = ExerciseID("phase4/retry")!
    for folder in ["Sources", "HiddenTests", "Tests"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("Exercises/phase4/retry/\(folder)"), withIntermediateDirectories: true)
    }
    // Otherwise the integrity check would compare the learner's edited Sources/ with the seal
    // ("the feature differs from its sealed checksums") and reset would restore Tests/.
    #expect(layout.kind(of: id) == .implementation)
    #expect(layout.starterFolderName(id) == "Sources")
    #expect(layout.sealedFolderName(id) == "HiddenTests")
  }
}
