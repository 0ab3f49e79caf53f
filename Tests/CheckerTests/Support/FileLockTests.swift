import Foundation
import Testing

@testable import Checker

/// `FileLock`: one holder at a time, across open files (so across dojo processes).
@Suite struct FileLockTests {
  final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    func raise() { lock.withLock { raised = true } }
    var isRaised: Bool { lock.withLock { raised } }
  }

  func lockURL() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("dojo-filelock-\(UUID().uuidString)", isDirectory: true)
      .appendingPathComponent("check.lock")
  }

  @Test func aSecondHolderWaitsUntilTheFirstReleases() async throws {
    let url = lockURL()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let first = try #require(FileLock.acquire(at: url))
    let waiting = Flag()
    let acquired = Flag()
    let second = Task {
      let lock = await FileLock.acquire(at: url, polling: .milliseconds(5)) { waiting.raise() }
      acquired.raise()
      lock?.release()
      return lock != nil
    }
    // Real time is the point here: the lock is the operating system's, not a clock's.
    for _ in 0..<2_000 where !waiting.isRaised { try await Task.sleep(for: .milliseconds(1)) }
    #expect(waiting.isRaised, "the second acquire should say it is waiting")
    #expect(!acquired.isRaised, "nobody may hold the lock while the first holder has it")
    first.release()
    #expect(await second.value)
    #expect(acquired.isRaised)
  }

  @Test func aFreeLockIsTakenWithoutWaiting() async throws {
    let url = lockURL()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let waiting = Flag()
    let lock = await FileLock.acquire(at: url) { waiting.raise() }
    #expect(lock != nil)
    #expect(!waiting.isRaised)
    lock?.release()
    #expect(FileLock.acquire(at: url) != nil, "released means free again")
  }

  @Test func anUnopenableLockFileGivesNil() {
    #expect(FileLock.acquire(at: URL(fileURLWithPath: "/proc/self/no-such-dir/check.lock")) == nil)
  }
}
