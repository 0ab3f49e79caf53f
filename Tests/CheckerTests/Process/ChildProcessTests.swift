import Foundation
import Testing

@testable import Checker

@Suite("Child processes")
struct ChildProcessTests {
  @Test("captures output and the exit status")
  func exitStatus() async throws {
    let result = try await ChildProcess.run(
      .init(executable: "/bin/sh", arguments: ["-c", "echo out; echo err >&2; exit 3"]))
    #expect(result.termination == .exited(3))
    #expect(result.output.text == "out\n")
    #expect(result.error.text == "err\n")
    #expect(!result.timedOut)
  }

  @Test("reports a signal")
  func signal() async throws {
    let result = try await ChildProcess.run(.init(executable: "/bin/sh", arguments: ["-c", "kill -SEGV $$"]))
    #expect(result.termination == .signaled(11))
  }

  @Test("the time limit kills the whole process group, grandchildren included")
  func timeLimit() async throws {
    let marker = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-child-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: marker) }
    // The grandchild would write the marker after 2 s if it survived the kill.
    let result = try await ChildProcess.run(
      .init(
        executable: "/bin/sh",
        arguments: ["-c", "(sleep 2; touch \(marker.path)) & while :; do :; done"],
        timeLimit: .milliseconds(300)))
    #expect(result.timedOut)
    #expect(result.termination == .signaled(9))
    #expect(result.duration < .seconds(2))
    try await Task.sleep(for: .milliseconds(2500))
    #expect(!FileManager.default.fileExists(atPath: marker.path))
  }

  @Test("output beyond the cap is dropped from the middle, not kept in memory")
  func capped() async throws {
    let result = try await ChildProcess.run(
      .init(executable: "/bin/sh", arguments: ["-c", "head -c 3000000 /dev/zero | tr '\\0' x; echo END"]))
    let text = result.output.text
    #expect(text.utf8.count < 600_000)
    #expect(text.contains("bytes of output left out"))
    #expect(text.hasSuffix("END\n"))
  }

  @Test("reports lines as they arrive and finds programs in PATH")
  func lines() async throws {
    let collected = LinesBox()
    let result = try await ChildProcess.run(
      .init(executable: "printf", arguments: ["a\\nb\\nc"], onOutputLine: { collected.append($0) }))
    #expect(result.termination == .exited(0))
    #expect(collected.lines == ["a", "b", "c"])
  }

  @Test("a program that does not exist is an error, not a crash")
  func missing() async {
    await #expect(throws: ChildProcess.SpawnError.self) {
      try await ChildProcess.run(.init(executable: "/nonexistent/dojo-nothing", arguments: []))
    }
  }
}

final class LinesBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []
  func append(_ line: String) { lock.withLock { stored.append(line) } }
  var lines: [String] { lock.withLock { stored } }
}
