import Curriculum
import DojoTestSupport
import Foundation
import Testing

@testable import Checker

@Suite("Verdict cache")
struct VerdictCacheTests {
  let id = ExerciseID("phase4/retry")!

  func key(_ folder: ScratchFolder, toolchain: String = "t1", limit: Duration = .seconds(20))
    -> CacheKey
  {
    CacheKey.make(
      id: id, sourceFolder: folder.layout.starterSources(id), layout: folder.layout,
      toolchain: toolchain, timeLimit: limit, shared: .init(layout: folder.layout))
  }

  @Test("the key changes with the learner's code, hidden tests, runtime, toolchain and limit")
  func keyInputs() throws {
    let folder = try ScratchFolder("checker-tests")
    try folder.makeExercise("phase4/retry")
    try folder.write("// package\n", to: "Package.swift")
    let original = key(folder)
    #expect(key(folder) == original)
    #expect(key(folder, toolchain: "t2") != original)
    #expect(key(folder, limit: .seconds(5)) != original)

    try folder.write("// lesson\n", to: "Lessons/phase4-effects.md")
    #expect(key(folder) == original, "lessons do not change verdicts")

    for (path, text) in [
      ("Exercises/phase4/retry/Sources/Feature.swift", "let x = 2\n"),
      ("Exercises/phase4/retry/HiddenTests/FeatureTests.swift", "// changed\n"),
      ("Sources/Composable/Store.swift", "// runtime\n"),
      ("Package.swift", "// manifest 2\n"),
    ] {
      let before = key(folder)
      try folder.write(text, to: path)
      #expect(key(folder) != before, "\(path)")
    }
    let before = key(folder)
    try folder.write("let y = 1\n", to: "Exercises/phase4/retry/Sources/Extra.swift")
    #expect(key(folder) != before, "adding a file changes the key")
  }

  @Test("stores and finds a verdict, titled as the lesson says now")
  func roundTrip() throws {
    let folder = try ScratchFolder("checker-tests")
    let cache = VerdictCache(layout: folder.layout)
    let verdict = ExerciseVerdict(
      id: id, title: "old", status: .fail, tests: [TestOutcome(name: "t", status: .fail, message: "m")])
    let key = CacheKey(hex: String(repeating: "1", count: 64))
    #expect(cache.lookup(id, key: key, title: "x") == nil)
    cache.store(verdict, key: key)
    var expected = verdict
    expected.title = "new"
    #expect(cache.lookup(id, key: key, title: "new") == expected)
    #expect(cache.lookup(id, key: CacheKey(hex: String(repeating: "2", count: 64)), title: "x") == nil)
  }

  @Test("timeouts are never cached; a corrupt entry is a miss")
  func notCached() throws {
    let folder = try ScratchFolder("checker-tests")
    let cache = VerdictCache(layout: folder.layout)
    let key = CacheKey(hex: String(repeating: "3", count: 64))
    cache.store(
      ExerciseVerdict(id: id, title: "t", status: .error, error: CheckError(kind: .timeout, message: "slow")),
      key: key)
    #expect(cache.lookup(id, key: key, title: "t") == nil)
    try folder.write("{not json", to: ".dojo/cache/verdicts/phase4/retry/\(key.hex).json")
    #expect(cache.lookup(id, key: key, title: "t") == nil)
  }

  @Test("keeps only the newest entries per exercise")
  func prunes() throws {
    let folder = try ScratchFolder("checker-tests")
    var cache = VerdictCache(layout: folder.layout)
    cache.keep = 3
    for index in 0..<6 {
      cache.store(
        ExerciseVerdict(id: id, title: "t", status: .pass),
        key: CacheKey(hex: String(repeating: String(index), count: 64)))
    }
    let files = try FileManager.default.contentsOfDirectory(
      atPath: folder.url.appendingPathComponent(".dojo/cache/verdicts/phase4/retry").path)
    #expect(files.count == 3)
  }

  @Test("the toolchain fingerprint is stable and names the driver it found")
  func toolchain() {
    let first = ToolchainFingerprint.current()
    #expect(first == ToolchainFingerprint.current())
    #expect(ToolchainFingerprint.current(environment: ["PATH": "/nonexistent"]).contains("no swift in PATH"))
  }
}
