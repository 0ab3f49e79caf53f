import Checker
import Curriculum
import Foundation
import Localization
import Testing

/// A checkout that was built, then copied (`cp -a`) to another path, checks there: the build
/// folder's stale module cache is found, cleared and rebuilt once, and the check says so in one
/// line.
///
/// It uses a tiny package shaped like ComposableDojo (one exercise, its hidden tests, no
/// dependencies), so the two builds take seconds, not the minutes a copy of the real checkout
/// would: a build folder copied to another path rebuilds every module.
@Suite("A moved checkout heals itself", .serialized)
struct MovedCheckoutTests {
  /// Writes the tiny course under `root`.
  static func makeTinyCheckout(at root: URL) throws {
    let files: [String: String] = [
      "Package.swift": """
        // swift-tools-version: 6.1
        import PackageDescription
        let hidden = Context.environment["DOJO_HIDDEN_TESTS"] ?? ""
        var targets: [Target] = [.target(name: "Phase1Counter", path: "Exercises/phase1/counter/Sources")]
        if hidden.contains("phase1/counter") {
          targets.append(.testTarget(
            name: "Phase1CounterHiddenTests", dependencies: ["Phase1Counter"],
            path: "Exercises/phase1/counter/HiddenTests"))
        }
        let package = Package(name: "ComposableDojo", targets: targets)
        """,
      "Lessons/phase1-basics.md": "# Phase 1: 基本\n\n## 練習問題\n\n### 1. カウンター\n<!-- exercise: counter -->\n\n数える。\n",
      "Exercises/phase1/counter/Sources/Counter.swift": "public func next(_ value: Int) -> Int { value + 1 }\n",
      "Exercises/phase1/counter/HiddenTests/CounterTests.swift": """
        import Testing
        import Phase1Counter
        @Test("1 増える") func increments() { #expect(next(1) == 2) }
        """,
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  @Test("cp -a of a built checkout: one line says the build folder was repaired, and the verdict is real", .timeLimit(.minutes(20)))
  func copiedCheckout() async throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-moved-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    let original = base.appendingPathComponent("original")
    let moved = base.appendingPathComponent("moved")
    try Self.makeTinyCheckout(at: original)

    // Built where it was first cloned, with SwiftPM alone (no dojo stamp in the build folder).
    var environment = ProcessInfo.processInfo.environment
    environment["DOJO_HIDDEN_TESTS"] = "phase1/counter"
    let build = try await ChildProcess.run(
      .init(
        executable: "swift",
        arguments: ["build", "--package-path", original.path, "--product", "ComposableDojoPackageTests"],
        environment: environment, timeLimit: .seconds(900)))
    try #require(build.termination == .exited(0), "\(build.output.text)\(build.error.text)")

    let copy = try await ChildProcess.run(.init(executable: "cp", arguments: ["-a", original.path, moved.path]))
    try #require(copy.termination == .exited(0))

    let events = EventLog()
    let layout = ProjectLayout(root: moved)
    let checker = ExerciseChecker(
      layout: layout, scratchPath: moved.appendingPathComponent(".build"), timeLimit: .seconds(60),
      verifiesIntegrity: false, usesCache: false)
    let id = ExerciseID("phase1/counter")!
    let verdicts = await checker.check([id], observer: { events.append($0) })
    let verdict = try #require(verdicts.first)
    #expect(verdict.status == .pass, "\(verdict.error?.message ?? "")")
    let repairs = events.repairLines
    #expect(repairs.count == 1)
    #expect(repairs.first?.contains("cleared its stale module cache") == true)
    #expect(repairs.first?.contains(original.path) == true, "names where it was built: \(repairs)")

    // Healed: the next check builds without a repair.
    let again = EventLog()
    let second = await checker.check([id], observer: { again.append($0) })
    #expect(second.first?.status == .pass)
    #expect(again.repairLines.isEmpty)
  }
}

/// Check events collected from any thread.
final class EventLog: @unchecked Sendable {
  private let lock = NSLock()
  private var events: [CheckEvent] = []

  func append(_ event: CheckEvent) { lock.withLock { events.append(event) } }

  var repairLines: [String] {
    lock.withLock {
      events.compactMap { if case .buildFolderRepaired(let repair) = $0 { return repair.line(.english) } else { return nil } }
    }
  }
}
