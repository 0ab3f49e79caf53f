import Curriculum
import DojoTestSupport
import Foundation
import Testing

@testable import Checker

/// One policy for links everywhere: a link to a file inside the checkout is that file; any other
/// link is refused by name (H61–H63 of the learner trial).
@Suite("Symbolic links in exercise folders")
struct SymlinkPolicyTests {
  let id = ExerciseID("phase1/counter")!

  func link(_ folder: ScratchFolder, _ path: String, to target: String) throws {
    let url = folder.url.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
  }

  @Test("a link inside the checkout is listed as the file; one outside, or dangling, is refused")
  func scan() throws {
    let folder = try ScratchFolder("checker-tests")
    try folder.makeExercise("phase1/counter")
    try folder.write("let shared = 1\n", to: "Shared/Helper.swift")
    try link(folder, "Exercises/phase1/counter/Sources/Helper.swift", to: "../../../../Shared/Helper.swift")
    try link(folder, "Exercises/phase1/counter/Sources/Passwd.swift", to: "/etc/passwd")
    try link(folder, "Exercises/phase1/counter/Sources/Gone.swift", to: "Nowhere.swift")
    try link(folder, "Exercises/phase1/counter/Sources/Lib", to: "../../../../Shared")

    let sources = folder.layout.starterSources(id)
    let scan = SourceFileList.scan(sources, within: folder.layout.root)
    #expect(scan.files.map(\.lastPathComponent) == ["Feature.swift", "Helper.swift", "Helper.swift"])
    #expect(scan.files.map { folder.layout.relativePath(of: $0) }.contains("Exercises/phase1/counter/Sources/Lib/Helper.swift"))
    #expect(scan.refusedLinks.map(\.link.lastPathComponent) == ["Gone.swift", "Passwd.swift"])
    #expect(scan.refusedLinks.first { $0.link.lastPathComponent == "Passwd.swift" }?.targetExists == true)
    #expect(SourceFileList.files(in: sources).map(\.lastPathComponent) == ["Feature.swift"], "no root: links left out")
  }

  @Test("a learner whose real file is a link inside the checkout is checked, not told the folder is empty")
  func linkedFeatureInside() throws {
    let folder = try ScratchFolder("checker-tests")
    try folder.write("// tests\n", to: "Exercises/phase1/counter/HiddenTests/FeatureTests.swift")
    try folder.write("let x = 2\n", to: "work/Feature.swift")
    try link(folder, "Exercises/phase1/counter/Sources/Feature.swift", to: "../../../../work/Feature.swift")
    let workspace = ExerciseWorkspace(layout: folder.layout, sources: .learner)
    #expect(workspace.problem(with: id) == nil)
    #expect(workspace.sourceFiles(id).map(\.lastPathComponent) == ["Feature.swift"])
  }

  @Test("a link out of the checkout is refused by name before anything is built")
  func linkOutside() throws {
    let folder = try ScratchFolder("checker-tests")
    try folder.makeExercise("phase1/counter")
    try link(folder, "Exercises/phase1/counter/Sources/link.swift", to: "/etc/passwd")
    let problem = try #require(ExerciseWorkspace(layout: folder.layout, sources: .learner).problem(with: id))
    #expect(problem.file == "Exercises/phase1/counter/Sources/link.swift")
    #expect(problem.message.contains("Exercises/phase1/counter/Sources/link.swift is a symbolic link to /etc/passwd, outside the checkout"))
    #expect(problem.message.contains("`rm Exercises/phase1/counter/Sources/link.swift`"))
  }

  @Test("the verdict cache sees a linked file's contents: editing the target changes the key")
  func cacheKey() throws {
    let folder = try ScratchFolder("checker-tests")
    try folder.makeExercise("phase1/counter")
    try folder.write("let shared = 1\n", to: "work/Helper.swift")
    try link(folder, "Exercises/phase1/counter/Sources/Helper.swift", to: "../../../../work/Helper.swift")
    let shared = CacheKey.SharedInputs(layout: folder.layout)
    func key() -> CacheKey {
      CacheKey.make(
        id: id, sourceFolder: folder.layout.starterSources(id), layout: folder.layout, toolchain: "t",
        timeLimit: .seconds(20), shared: shared)
    }
    let before = key()
    try folder.write("let shared = 2\n", to: "work/Helper.swift")
    #expect(key() != before)
  }

  @Test("a link in the hidden tests out of the checkout is not part of the exercise")
  func hiddenTestLink() throws {
    let folder = try ScratchFolder("checker-tests")
    try folder.makeExercise("phase1/counter")
    let digest = SHA256.hex("// tests\n")
    let checksums = try ChecksumFile.parse("\(digest)  phase1/counter/HiddenTests/FeatureTests.swift\n")
    try link(folder, "Exercises/phase1/counter/HiddenTests/Evil.swift", to: "/etc/passwd")
    let findings = IntegrityCheck(layout: folder.layout).findings(for: id, checksums: checksums)
    #expect(findings == [.init(path: "Exercises/phase1/counter/HiddenTests/Evil.swift", change: .extra)])
  }
}
