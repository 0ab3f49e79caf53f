import Curriculum
import Foundation
import Testing

@testable import Checker

/// `dojo reset` of an exercise whose folder the learner deleted (H18): nothing of theirs to save,
/// so no empty backup; the sealed hidden tests come back too, so the next check is not "tamper".
@Suite("StarterReset of a deleted exercise")
struct ResetDeletedExerciseTests {
  let id = ExerciseID("phase1/counter")!
  let starterPath = "Exercises/phase1/counter/Sources/CounterFeature.swift"
  let testPath = "Exercises/phase1/counter/HiddenTests/CounterFeatureTests.swift"
  let starter = "// TODO: count\nstruct CounterFeature {}\n"
  let tests = "import Testing\n@Test func counts() {}\n"

  func sealedCheckout() throws -> ProgressFixtureFolder {
    let root = try ProgressFixtureFolder()
    try root.write(starter, to: starterPath)
    try root.write(tests, to: testPath)
    try root.write(
      "\(SHA256.hex(tests))  phase1/counter/HiddenTests/CounterFeatureTests.swift\n"
        + "\(SHA256.hex(starter))  phase1/counter/Sources/CounterFeature.swift\n",
      to: "Exercises/checksums.sha256")
    try root.git("init", "-q")
    try root.git("add", ".")
    try root.git("commit", "-q", "-m", "starter")
    return root
  }

  @Test("a deleted exercise folder: no backup, starter and hidden tests restored")
  func deletedFolder() throws {
    let root = try sealedCheckout()
    try FileManager.default.removeItem(at: root.url.appendingPathComponent("Exercises/phase1/counter"))
    let reset = StarterReset(layout: root.layout)
    let plan = try reset.plan(id)
    #expect(!plan.hasLearnerFiles)
    #expect(plan.changed == ["CounterFeature.swift"])
    #expect(Array(plan.missingHiddenTests.keys) == ["CounterFeatureTests.swift"])
    let outcome = try reset.perform(plan)
    #expect(outcome.backup == nil)
    #expect(!FileManager.default.fileExists(atPath: root.url.appendingPathComponent(".dojo/backups").path))
    #expect(outcome.restored == [starterPath, testPath])
    #expect(try root.read(starterPath) == starter)
    #expect(try root.read(testPath) == tests)
    #expect(try reset.plan(id).isPristine)
  }

  @Test("only the hidden tests deleted: the learner's file stays, the tests come back")
  func deletedHiddenTests() throws {
    let root = try sealedCheckout()
    try root.write("struct CounterFeature { var mine = 1 }\n", to: starterPath)
    try FileManager.default.removeItem(at: root.url.appendingPathComponent(testPath))
    let reset = StarterReset(layout: root.layout)
    let plan = try reset.plan(id)
    #expect(plan.hasLearnerFiles)
    let outcome = try reset.perform(plan)
    let backup = try #require(outcome.backup)
    #expect(try root.read("\(backup)/CounterFeature.swift") == "struct CounterFeature { var mine = 1 }\n")
    #expect(try root.read(testPath) == tests)
  }
}
