import Curriculum
import Foundation
import Testing

@testable import Checker

@Suite("StarterReset")
struct ResetTests {
  let id = ExerciseID("phase1/counter")!
  let starterPath = "Exercises/phase1/counter/Sources/CounterFeature.swift"
  let starter = "// TODO: count\nstruct CounterFeature {}\n"
  let stamp = Date(timeIntervalSince1970: 1_795_000_000)

  /// A checkout whose starter is committed to git and sealed, then edited by the learner.
  func editedCheckout(git: Bool = true) throws -> ProgressFixtureFolder {
    let root = try ProgressFixtureFolder()
    try root.write(starter, to: starterPath)
    try root.write("\(SHA256.hex(starter))  phase1/counter/Sources/CounterFeature.swift\n",
      to: "Exercises/checksums.sha256")
    if git {
      try root.git("init", "-q")
      try root.git("add", ".")
      try root.git("commit", "-q", "-m", "starter")
    }
    try root.write("struct CounterFeature { var learner = 1 }\n", to: starterPath)
    try root.write("extension CounterFeature {}\n", to: "Exercises/phase1/counter/Sources/Extra.swift")
    return root
  }

  func reset(_ root: ProgressFixtureFolder) -> StarterReset {
    let now = stamp
    return StarterReset(layout: root.layout, now: { now })
  }

  @Test("reset backs up the learner's files, restores the starter from git, and removes extra files")
  func restoresFromGit() throws {
    let root = try editedCheckout()
    let plan = try reset(root).plan(id)
    #expect(plan.changed == ["CounterFeature.swift"])
    #expect(plan.extra == ["Extra.swift"])

    let outcome = try reset(root).perform(plan)

    let backup = ".dojo/backups/phase1/counter/\(ProgressStore.stamp(stamp))"
    #expect(outcome.backup == backup)
    #expect(try root.read("\(backup)/CounterFeature.swift") == "struct CounterFeature { var learner = 1 }\n")
    #expect(try root.read("\(backup)/Extra.swift") == "extension CounterFeature {}\n")
    #expect(try root.read(starterPath) == starter)
    #expect(!FileManager.default.fileExists(atPath: root.url.appendingPathComponent(
      "Exercises/phase1/counter/Sources/Extra.swift").path))
    #expect(outcome.restored == [starterPath])
    #expect(outcome.removed == ["Exercises/phase1/counter/Sources/Extra.swift"])
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: root.url.appendingPathComponent("Exercises/phase1/counter/Sources").path)
    #expect(leftovers == ["CounterFeature.swift"])
  }

  @Test("reset leaves the learner's own tests (Tests/ beside HiddenTests/) as they are")
  func keepsOwnTests() throws {
    let root = try editedCheckout()
    try root.write("import Testing\n", to: "Exercises/phase1/counter/HiddenTests/CounterTests.swift")
    let own = "import Testing\n@Test func mine() { #expect(1 == 1) }\n"
    try root.write(own, to: "Exercises/phase1/counter/Tests/MyTests.swift")
    let plan = try reset(root).plan(id)
    #expect(plan.changed == ["CounterFeature.swift"])
    #expect(plan.extra == ["Extra.swift"])
    let outcome = try reset(root).perform(plan)
    #expect(try root.read("Exercises/phase1/counter/Tests/MyTests.swift") == own)
    #expect(!outcome.removed.contains { $0.contains("/Tests/") })
    #expect(try root.read(starterPath) == starter)
  }

  @Test("the sealed version is found even when a later commit changed the starter")
  func findsOlderCommit() throws {
    let root = try editedCheckout()
    try root.write("// TODO: newer, unsealed starter\n", to: starterPath)
    try root.git("commit", "-q", "-am", "unsealed change")
    try root.write("learner\n", to: starterPath)

    let plan = try reset(root).plan(id)
    _ = try reset(root).perform(plan)

    #expect(try root.read(starterPath) == starter)
  }

  @Test("a second reset in the same second gets its own backup folder")
  func distinctBackups() throws {
    let root = try editedCheckout()
    let first = try reset(root).perform(try reset(root).plan(id))
    try root.write("second attempt\n", to: starterPath)
    let second = try reset(root).perform(try reset(root).plan(id))
    #expect(first.backup != second.backup)
    let secondBackup = try #require(second.backup)
    #expect(try root.read("\(secondBackup)/CounterFeature.swift") == "second attempt\n")
  }

  @Test("an untouched starter needs no reset")
  func pristine() throws {
    let root = try editedCheckout()
    try root.write(starter, to: starterPath)
    try FileManager.default.removeItem(at: root.url.appendingPathComponent("Exercises/phase1/counter/Sources/Extra.swift"))
    #expect(try reset(root).plan(id).isPristine)
  }

  @Test("reset forgets the exercise's last status but keeps its hints")
  func forgetsStatus() throws {
    let root = try editedCheckout()
    let store = ProgressStore(layout: root.layout)
    try store.record([ExerciseVerdict(id: id, title: "", status: .fail)])
    try store.recordHintsShown(2, for: id)
    _ = try reset(root).perform(try reset(root).plan(id))
    #expect(store.load().progress[id] == ExerciseProgress(hintsShown: 2))
  }

  @Test("outside a git repository reset refuses and touches nothing")
  func refusesWithoutGit() throws {
    let root = try editedCheckout(git: false)
    let before = try root.snapshot()
    #expect {
      try reset(root).plan(id)
    } throws: { error in
      guard case .gitUnavailable = error as? ResetError else { return false }
      return "\(error)".contains("Nothing was changed")
    }
    #expect(try root.snapshot() == before)
  }

  @Test("when no commit holds the sealed content, reset refuses, names the file, and touches nothing")
  func refusesWithoutMatch() throws {
    let root = try editedCheckout()
    try root.write("\(SHA256.hex("never committed"))  phase1/counter/Sources/CounterFeature.swift\n",
      to: "Exercises/checksums.sha256")
    let before = try root.snapshot()
    #expect(throws: ResetError.noPristineVersion(id, files: [starterPath])) {
      try reset(root).plan(id)
    }
    #expect(try root.snapshot() == before)
  }

  @Test("without a checksum file, or with no entry for the exercise, reset refuses")
  func refusesWithoutChecksums() throws {
    let root = try editedCheckout()
    try root.write("\(SHA256.hex("x"))  phase4/retry/Sources/RetryFeature.swift\n", to: "Exercises/checksums.sha256")
    #expect(throws: ResetError.notSealed(id)) { try reset(root).plan(id) }
    try FileManager.default.removeItem(at: root.layout.checksums)
    let before = try root.snapshot()
    #expect(throws: ResetError.checksumsMissing("Exercises/checksums.sha256")) { try reset(root).plan(id) }
    #expect(try root.snapshot() == before)
  }

  @Test("when the backup cannot be written, nothing is restored")
  func backupFailureChangesNothing() throws {
    let root = try editedCheckout()
    let plan = try reset(root).plan(id)
    // A file where the backups folder belongs: the backup cannot be created, even as root.
    try root.write("in the way", to: ".dojo/backups")
    let before = try root.snapshot()
    #expect {
      try reset(root).perform(plan)
    } throws: { error in
      guard case .backupFailed = error as? ResetError else { return false }
      return true
    }
    #expect(try root.snapshot() == before)
  }
}
