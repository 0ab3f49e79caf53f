import Foundation
import Testing

@testable import Checker

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Children die with their parent")
struct ParentWatchdogTests {
  /// Starts `sleep 30` in a group of its own with no watchdog, recorded in a ledger so the test
  /// learns its pid; returns the pid and the task that ends when the child does.
  func startSleeper(ledger: ChildProcessLedger) async throws -> (pid: pid_t, run: Task<ChildProcess.Result, any Error>) {
    let run = Task {
      try await ChildProcess.run(
        .init(
          executable: "/bin/sh", arguments: ["-c", "exec sleep 30"], timeLimit: .seconds(60),
          diesWithParent: false, ledger: ledger))
    }
    for _ in 0..<200 {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: ledger.folder.path)) ?? []
      if let name = names.first, let pid = pid_t(name.dropLast(".json".count)) { return (pid, run) }
      try await Task.sleep(for: .milliseconds(10))
    }
    run.cancel()
    throw CancellationError()
  }

  func temporaryLedger() -> ChildProcessLedger {
    ChildProcessLedger(
      folder: FileManager.default.temporaryDirectory.appendingPathComponent("dojo-ledger-\(UUID().uuidString)"))
  }

  @Test("when the parent's end of the lifeline closes, the watchdog kills the child's group")
  func lifeline() async throws {
    let ledger = temporaryLedger()
    defer { try? FileManager.default.removeItem(at: ledger.folder) }
    let (pid, run) = try await startSleeper(ledger: ledger)
    let watchdog = try #require(ParentWatchdog.start(guarding: pid))
    watchdog.simulateParentDeath()
    let result = try await run.value
    #expect(result.termination == .signaled(SIGKILL))
    #expect(!result.timedOut, "ended by the watchdog, long before its 60 s limit")
  }

  @Test("a released watchdog is reaped and leaves the group alone")
  func release() async throws {
    let ledger = temporaryLedger()
    defer { try? FileManager.default.removeItem(at: ledger.folder) }
    let (pid, run) = try await startSleeper(ledger: ledger)
    let watchdog = try #require(ParentWatchdog.start(guarding: pid))
    watchdog.release()
    var status: Int32 = 0
    #expect(waitpid(watchdog.pid, &status, WNOHANG) == -1, "already reaped")
    try await Task.sleep(for: .milliseconds(100))
    #expect(kill(pid, 0) == 0, "the child still runs")
    kill(-pid, SIGKILL)
    #expect(try await run.value.termination == .signaled(SIGKILL))
  }

  @Test("an ordinary child still reports its output and status")
  func ordinary() async throws {
    let result = try await ChildProcess.run(
      .init(executable: "/bin/sh", arguments: ["-c", "echo done"], timeLimit: .seconds(30)))
    #expect(result.termination == .exited(0))
    #expect(result.output.text == "done\n")
  }

  @Test("the next dojo ends a child whose owner was killed, and forgets the record")
  func leftovers() async throws {
    let ledger = temporaryLedger()
    defer { try? FileManager.default.removeItem(at: ledger.folder) }
    let (pid, run) = try await startSleeper(ledger: ledger)
    // The record names this test process as the owner: alive, so nothing is ended.
    #expect(ledger.reapLeftovers().isEmpty)

    // Make the owner a process that has exited.
    let gone = try await ChildProcess.run(.init(executable: "/bin/sh", arguments: ["-c", "echo $$"]))
    let deadOwner = try #require(Int32(gone.output.text.trimmingCharacters(in: .whitespacesAndNewlines)))
    let file = ledger.folder.appendingPathComponent("\(pid).json")
    var record = try JSONDecoder().decode(ChildProcessLedger.Record.self, from: Data(contentsOf: file))
    record.owner = deadOwner
    record.ownerStart = nil
    try JSONEncoder().encode(record).write(to: file)

    let ended = ledger.reapLeftovers()
    #expect(ended.map(\.pid) == [pid])
    let result = try await run.value
    #expect(result.termination == .signaled(SIGKILL))
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test("a record whose child is gone, or garbage, is dropped without killing anything")
  func staleRecords() throws {
    let ledger = temporaryLedger()
    defer { try? FileManager.default.removeItem(at: ledger.folder) }
    try FileManager.default.createDirectory(at: ledger.folder, withIntermediateDirectories: true)
    try Data("not json".utf8).write(to: ledger.folder.appendingPathComponent("1.json"))
    let record = ChildProcessLedger.Record(pid: 999_999_999, start: 1, owner: 999_999_998, ownerStart: 1, command: "x")
    try JSONEncoder().encode(record).write(to: ledger.folder.appendingPathComponent("999999999.json"))
    #expect(ledger.reapLeftovers().isEmpty)
    #expect((try? FileManager.default.contentsOfDirectory(atPath: ledger.folder.path))?.isEmpty == true)
  }
}
