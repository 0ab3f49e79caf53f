import Foundation
import Testing

@testable import Checker

/// Processes that learner code starts outside the test process's group (a new group, a new
/// session, SIGTERM ignored) end with the test process (learner trial 2026-11-b, H17).
@Suite("Orphans of a test process")
struct OrphanSweepTests {
  /// The pids whose command line is exactly `words`.
  static func processes(_ words: [String]) -> [pid_t] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap { name -> pid_t? in
      guard let pid = pid_t(name), let data = FileManager.default.contents(atPath: "/proc/\(name)/cmdline") else { return nil }
      let parts = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
      return parts == words ? pid : nil
    }
  }

  @Test("a child's setsid and TERM-ignoring descendants are killed when it ends", .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
  func escapedDescendants() async throws {
    OrphanSweep.adoptOrphans(sweepingAll: false)
    let tag = String(Int.random(in: 100_000...999_999))
    var request = ChildProcess.Request(
      executable: "/bin/sh",
      arguments: ["-c", "setsid sh -c 'trap \"\" TERM; exec sleep \(tag)1' & setsid sleep \(tag)2 & (sleep \(tag)3 &) ; exit 0"])
    request.sweepsOrphans = true
    let result = try await ChildProcess.run(request)
    #expect(result.termination == .exited(0))
    for suffix in ["1", "2", "3"] {
      let left = Self.processes(["sleep", tag + suffix])
      #expect(left.isEmpty, "sleep \(tag)\(suffix) outlived the check: \(left)")
      for pid in left { kill(pid, SIGKILL) }
    }
  }

  @Test("children that do not carry the ended child's marker are left alone")
  func otherChildrenKept() async throws {
    OrphanSweep.adoptOrphans(sweepingAll: false)
    let tag = String(Int.random(in: 100_000...999_999))
    // A child of this process started some other way (as a test suite's own helper would be).
    let other = Process()
    other.executableURL = URL(fileURLWithPath: "/bin/sleep")
    other.arguments = [tag + "9"]
    try other.run()
    // SIGKILL, not `terminate()`'s SIGTERM: the child inherits the spawning thread's signal mask,
    // which can block SIGTERM, and a surviving `sleep` holds `swift test`'s output pipe open, so
    // the whole run never ends.
    defer {
      kill(other.processIdentifier, SIGKILL)
      other.waitUntilExit()
    }
    var request = ChildProcess.Request(executable: "/bin/sh", arguments: ["-c", "exit 0"])
    request.sweepsOrphans = true
    _ = try await ChildProcess.run(request)
    #expect(other.isRunning)
  }
}
