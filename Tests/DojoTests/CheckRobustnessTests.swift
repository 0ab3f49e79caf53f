import Checker
import Curriculum
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `dojo check` on learner code that hangs, spins, prints, or outlives a killed dojo; run like
/// ``CheckCommandTests`` (the built binary, `.build-e2e`, variants under `.dojo/e2e-<uuid>/`).
@Suite("dojo check: hangs, loops, prints and a killed dojo", .serialized)
struct CheckRobustnessTests {
  let checkout = CheckCheckout()

  /// phase4/retry's solution with `import Foundation` added and `code` run first on fetch.
  func retryVariant(_ variants: CheckVariants, _ code: String, named name: String) throws -> URL {
    let folder = try variants.retrySolution(inserting: code, named: name)
    let file = folder.appendingPathComponent("RetryFeature.swift")
    let text = try String(contentsOf: file, encoding: .utf8)
    try Data(("import Foundation\n" + text).utf8).write(to: file)
    return folder
  }

  var suiteTestCount: Int {
    HiddenTestListing.names(in: checkout.layout.hiddenTests(ExerciseID("phase4/retry")!)).count
  }

  @Test("a feature waiting for ever on a clock nobody advances: idle advice, every test listed", .timeLimit(.minutes(30)))
  func idleHang() async throws {
    let variants = try checkout.variants()
    let idle = try retryVariant(
      variants,
      """
      let gate = DispatchSemaphore(value: 0)
              let stuck = TestClock()
              Task { try? await stuck.sleep(for: .seconds(1)); gate.signal() }
              gate.wait()
      """, named: "idle")
    let verdicts = try await checkout.checkPhase4(retry: idle, extra: ["--timeout", "4"])
    let retry = try #require(verdicts.first { $0.id.slug == "retry" })
    #expect(retry.error?.kind == .timeout)
    let message = retry.error?.message ?? ""
    #expect(message.contains("sat idle"), "\(message)")
    #expect(!message.contains("--timeout"))
    #expect(retry.tests.count == suiteTestCount, "\(retry.tests.map(\.name))")
    #expect(retry.tests.contains { !$0.ran })
  }

  @Test("a feature spinning in a loop: busy advice with --timeout, every test listed", .timeLimit(.minutes(30)))
  func busyLoop() async throws {
    let variants = try checkout.variants()
    let busy = try retryVariant(
      variants, "var spins = 0\n        while spins >= 0 { spins = (spins &+ 1) % 1000 }", named: "busy")
    let verdicts = try await checkout.checkPhase4(retry: busy, extra: ["--timeout", "4"])
    let retry = try #require(verdicts.first { $0.id.slug == "retry" })
    #expect(retry.error?.kind == .timeout)
    let message = retry.error?.message ?? ""
    #expect(message.contains("busy computing"), "\(message)")
    #expect(message.contains("--timeout 60"))
    #expect(retry.tests.count == suiteTestCount)
  }

  @Test("what the feature prints shows up under its failing test, in --json", .timeLimit(.minutes(30)))
  func printed() async throws {
    let variants = try checkout.variants()
    let printing = try retryVariant(
      variants, #"print("dojo e2e: fetch tapped in \(state.status)"); return .none"#, named: "print")
    let verdicts = try await checkout.checkPhase4(retry: printing, extra: [])
    let retry = try #require(verdicts.first { $0.id.slug == "retry" })
    #expect(retry.status == .fail)
    let failing = retry.tests.filter { $0.status == .fail }
    #expect(!failing.isEmpty)
    // A test that taps fetch from idle shows the line; tests that start in another status print
    // another one (or nothing). Whatever a test shows is its own printing, nothing else.
    #expect(failing.contains { $0.output?.contains("dojo e2e: fetch tapped in idle") == true }, "\(failing)")
    for outcome in failing {
      let lines = (outcome.output ?? "").split(separator: "\n").filter { !$0.isEmpty }
      #expect(lines.allSatisfy { $0.hasPrefix("dojo e2e: fetch tapped in ") }, "\(outcome.name): \(lines)")
    }
  }

  @Test("kill -9 of dojo check while a test spins leaves no test process behind", .timeLimit(.minutes(30)))
  func killedDojo() async throws {
    let variants = try checkout.variants()
    let busy = try retryVariant(
      variants, "var spins = 0\n        while spins >= 0 { spins = (spins &+ 1) % 1000 }", named: "orphan")
    let process = Process()
    process.executableURL = checkout.dojoBinary
    process.currentDirectoryURL = checkout.root
    process.arguments = [
      "check", "phase4/retry", "--no-cache", "--timeout", "600", "--scratch-path", checkout.scratchPath.path,
      "--exercise-sources", "phase4/retry=\(busy.path)",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Wait (through the build) for the test process, then kill dojo as the OOM killer would.
    var testProcess: pid_t?
    for _ in 0..<6000 where testProcess == nil {
      testProcess = Self.testProcesses(of: checkout.scratchPath).first
      if testProcess == nil { try await Task.sleep(for: .milliseconds(200)) }
    }
    let pid = try #require(testProcess, "the hidden tests never started")
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    var gone = false
    for _ in 0..<50 where !gone {
      try await Task.sleep(for: .milliseconds(100))
      gone = kill(pid, 0) != 0
    }
    if !gone { kill(-pid, SIGKILL) }
    #expect(gone, "the spinning test process \(pid) outlived its dojo")
  }

  /// Test bundles of `scratch` running now (their command line names the bundle).
  static func testProcesses(of scratch: URL) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry in
      guard let pid = pid_t(entry),
        let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
      else { return nil }
      let command = String(decoding: data, as: UTF8.self)
      return command.contains(scratch.path) && command.contains("PackageTests.xctest")
        && command.contains("Phase4RetryHiddenTests") ? pid : nil
    }
  }
}
