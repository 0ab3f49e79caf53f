import Curriculum
import DojoTestSupport
import Foundation
import Testing

@testable import Checker

@Suite("Hidden-test integrity and sealing")
struct IntegrityCheckTests {
  let id = ExerciseID("phase4/retry")!

  func sealedFixture() throws -> ScratchFolder {
    let folder = try ScratchFolder("checker-tests")
    try folder.makeExercise("phase4/retry")
    try folder.makeExercise("phase4/polling")
    try Sealer(layout: folder.layout).seal([id, ExerciseID("phase4/polling")!])
    return folder
  }

  @Test("sealed, untouched hidden tests pass the check")
  func untouched() throws {
    let folder = try sealedFixture()
    let checksums = try ChecksumFile.read(folder.layout.checksums)
    #expect(IntegrityCheck(layout: folder.layout).verify(id, checksums: checksums) == nil)
    #expect(checksums?.entries.keys.sorted() == [
      "phase4/polling/HiddenTests/FeatureTests.swift", "phase4/polling/Sources/Feature.swift",
      "phase4/retry/HiddenTests/FeatureTests.swift", "phase4/retry/Sources/Feature.swift",
    ])
  }

  @Test("the learner editing their own file is not tampering")
  func starterEditIsFine() throws {
    let folder = try sealedFixture()
    try folder.write("let x = 2 // mine\n", to: "Exercises/phase4/retry/Sources/Feature.swift")
    let checksums = try ChecksumFile.read(folder.layout.checksums)
    #expect(IntegrityCheck(layout: folder.layout).verify(id, checksums: checksums) == nil)
  }

  @Test("a changed hidden test is tamper, naming the file and how to restore it")
  func changed() throws {
    let folder = try sealedFixture()
    try folder.write("// weakened\n", to: "Exercises/phase4/retry/HiddenTests/FeatureTests.swift")
    let checksums = try ChecksumFile.read(folder.layout.checksums)
    let error = try #require(IntegrityCheck(layout: folder.layout).verify(id, checksums: checksums))
    #expect(error.kind == .tamper)
    #expect(error.file == "Exercises/phase4/retry/HiddenTests/FeatureTests.swift")
    #expect(error.message.contains("git checkout -- Exercises/phase4/retry/HiddenTests/FeatureTests.swift"))
    // The other exercise is unaffected.
    #expect(IntegrityCheck(layout: folder.layout).verify(ExerciseID("phase4/polling")!, checksums: checksums) == nil)
  }

  @Test("missing and extra hidden test files are tamper too")
  func missingAndExtra() throws {
    let folder = try sealedFixture()
    try FileManager.default.removeItem(
      at: folder.url.appendingPathComponent("Exercises/phase4/retry/HiddenTests/FeatureTests.swift"))
    try folder.write("@Test func alwaysPasses() {}\n", to: "Exercises/phase4/retry/HiddenTests/Extra.swift")
    let checksums = try ChecksumFile.read(folder.layout.checksums)
    let findings = IntegrityCheck(layout: folder.layout).findings(for: id, checksums: checksums!)
    #expect(findings == [
      .init(path: "Exercises/phase4/retry/HiddenTests/Extra.swift", change: .extra),
      .init(path: "Exercises/phase4/retry/HiddenTests/FeatureTests.swift", change: .missing),
    ])
    let error = IntegrityCheck(layout: folder.layout).verify(id, checksums: checksums)
    #expect(error?.message.contains("rm Exercises/phase4/retry/HiddenTests/Extra.swift") == true)
  }

  @Test("a missing checksum file, or one without the exercise, refuses to run")
  func unsealed() throws {
    let folder = try ScratchFolder("checker-tests")
    try folder.makeExercise("phase4/retry")
    let check = IntegrityCheck(layout: folder.layout)
    #expect(check.verify(id, checksums: nil)?.kind == .tamper)
    let error = check.verify(id, checksums: ChecksumFile(entries: [:]))
    #expect(error?.kind == .tamper)
    #expect(error?.message.contains("dojo seal phase4/retry") == true)
  }

  @Test("sealing again reports exactly what changed and keeps other exercises' entries")
  func resealReportsChanges() throws {
    let folder = try sealedFixture()
    try folder.write("// new test\n", to: "Exercises/phase4/retry/HiddenTests/FeatureTests.swift")
    try folder.write("// more\n", to: "Exercises/phase4/retry/HiddenTests/More.swift")
    let changes = try Sealer(layout: folder.layout).seal([id])
    #expect(changes == [
      .init(path: "phase4/retry/HiddenTests/FeatureTests.swift", kind: .updated),
      .init(path: "phase4/retry/HiddenTests/More.swift", kind: .added),
    ])
    let checksums = try #require(try ChecksumFile.read(folder.layout.checksums))
    #expect(checksums.entries["phase4/polling/Sources/Feature.swift"] != nil)
    #expect(IntegrityCheck(layout: folder.layout).verify(id, checksums: checksums) == nil)
    #expect(try Sealer(layout: folder.layout).seal([id]).isEmpty)
  }
}
