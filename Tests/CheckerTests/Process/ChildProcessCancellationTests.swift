import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@testable import Checker

/// P2: cancelling the task that waits for a child (watch saw a newer save) kills the child's
/// whole group at once, instead of at its time limit.
@Suite("Child processes: cancellation")
struct ChildProcessCancellationTests {
  /// Hands the first line a child printed to a waiting test.
  final class FirstLine: @unchecked Sendable {
    private let lock = NSLock()
    private var line: String?
    private var waiter: CheckedContinuation<String, Never>?

    func take(_ text: String) {
      let waiting = lock.withLock { () -> CheckedContinuation<String, Never>? in
        guard line == nil else { return nil }
        line = text
        defer { waiter = nil }
        return waiter
      }
      waiting?.resume(returning: text)
    }

    func wait() async -> String {
      await withCheckedContinuation { continuation in
        let ready = lock.withLock { () -> String? in
          if let line { return line }
          waiter = continuation
          return nil
        }
        if let ready { continuation.resume(returning: ready) }
      }
    }
  }

  /// Whether `pid` is gone (or only a zombie waiting for its new parent to reap it).
  static func isGone(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
    // Field 3, after the parenthesised command name.
    guard let close = stat.lastIndex(of: ")") else { return true }
    return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
  }

  @Test("cancelling a hung child's task kills its group, grandchildren included, at once")
  func cancelKillsTheGroup() async throws {
    let first = FirstLine()
    // A stand-in for a test stuck in a loop: a grandchild that never ends, then waiting for it.
    let request = ChildProcess.Request(
      executable: "/bin/sh", arguments: ["-c", "sleep 1000 & echo $!; wait"],
      timeLimit: .seconds(300), onOutputLine: { first.take($0) })
    let running = Task { try await ChildProcess.run(request) }
    let grandchild = try #require(pid_t(await first.wait()))
    #expect(!Self.isGone(grandchild))

    running.cancel()
    let result = try await running.value

    #expect(result.wasCancelled)
    #expect(!result.timedOut, "ended by the cancellation, not by the 300 s limit")
    #expect(result.termination == .signaled(SIGKILL))
    #expect(Self.isGone(grandchild), "the grandchild went with the group")
  }

  @Test("a task cancelled before the child starts does not start it")
  func cancelledBeforeStart() async throws {
    let marker = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-cancel-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: marker) }
    let running = Task {
      // Parked until cancelled: cancellation ends the wait at once.
      try? await Task.sleep(for: .seconds(1000))
      return try await ChildProcess.run(.init(executable: "/usr/bin/touch", arguments: [marker.path]))
    }
    running.cancel()
    await #expect(throws: CancellationError.self) { try await running.value }
    #expect(!FileManager.default.fileExists(atPath: marker.path))
  }

  @Test("an uncancelled run is not marked cancelled")
  func notCancelled() async throws {
    let result = try await ChildProcess.run(.init(executable: "/bin/sh", arguments: ["-c", "exit 0"]))
    #expect(!result.wasCancelled)
    #expect(result.termination == .exited(0))
  }
}
