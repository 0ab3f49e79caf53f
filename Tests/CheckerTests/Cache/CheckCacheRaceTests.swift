import Curriculum
import DojoTestSupport
import Foundation
import Testing

@testable import Checker

/// A save during a check must never file one version's verdict under another version's key
/// (learner trial 2026-11-b, H2), and `--no-cache` must replace a wrong entry. The interleaving
/// is made deterministic with the checker's `beforeFiling` seam (after the tests ran, before the
/// verdict is filed); the build and the test binary are stand-ins, so no SwiftPM is involved:
/// the stand-in test binary passes exactly when the learner's file says "version B".
@Suite("The verdict cache under saves during a check")
struct CheckCacheRaceTests {
  let id = StandInCheckout.id

  /// A checkout with one exercise, a `swift` that builds nothing, and a test binary that reports
  /// one test, passing or failing with the learner's file.
  func fixture() throws -> (ScratchFolder, ExerciseChecker) {
    let checkout = try StandInCheckout("cache-race", learnerFile: "// version A\nlet demoValue = 1\n")
    let swift = try checkout.swift("#!/bin/sh\nexit 0\n")
    let source = checkout.learnerFile.path
    _ = try checkout.bundle(
      """
      #!/bin/sh
      while [ "$#" -gt 0 ]; do
        if [ "$1" = "--event-stream-output-path" ]; then out="$2"; fi
        shift
      done
      {
      \(StreamRecord.echo(StreamRecord.hiddenRunStart))
        if ! grep -q "version B" '\(source)'; then
          echo '\(StreamRecord.issue(StandInCheckout.hiddenTestID, "Expectation failed: not B"))'
        fi
      \(StreamRecord.echo(StreamRecord.hiddenRunEnd))
      } > "$out"
      grep -q "version B" '\(source)'
      """)
    return (checkout.folder, checkout.checker(swift: swift))
  }

  @Test("a save between the build and filing: the saved version is checked again, and the old version's key never gets its verdict")
  func saveDuringCheck() async throws {
    let (folder, base) = try fixture()
    let saves = Counter()
    var checker = base
    checker.beforeFiling = { _ in
      // The learner saves version B once, while the first check of version A is running.
      if saves.next() == 1 {
        _ = try? folder.write("// version B\nlet demoValue = 2\n", to: "Exercises/phase1/demo/Sources/Demo.swift")
      }
    }
    let events = EventLog()
    let first = await checker.check([id], observer: events.record)
    #expect(first.first?.status == .pass, "the version on disk at the end (B) passes")
    #expect(events.contains(.inputsChanged([id])))
    #expect(events.verdicts == 1, "the stale verdict was never shown")

    // Undo: back to version A. Its check must not answer B's pass from the cache.
    _ = try folder.write("// version A\nlet demoValue = 1\n", to: "Exercises/phase1/demo/Sources/Demo.swift")
    let again = EventLog()
    let second = await base.check([id], observer: again.record)
    #expect(second.first?.status == .fail)
    #expect(!again.containsCached)
    // And B is still answered from the cache, correctly.
    _ = try folder.write("// version B\nlet demoValue = 2\n", to: "Exercises/phase1/demo/Sources/Demo.swift")
    let third = EventLog()
    #expect(await base.check([id], observer: third.record).first?.status == .pass)
    #expect(third.containsCached)
  }

  @Test("--no-cache checks again and replaces a wrong entry")
  func noCacheReplaces() async throws {
    let (folder, checker) = try fixture()
    // A wrong entry for version A, as the race used to leave.
    let workspace = ExerciseWorkspace(layout: folder.layout, sources: .learner)
    let key = CacheKey.make(
      id: id, sourceFolder: workspace.sourceFolder(id), hiddenTestFolder: workspace.hiddenTestFolder(id),
      layout: folder.layout, toolchain: ToolchainFingerprint.current(swift: checker.swift),
      timeLimit: checker.timeLimit, shared: CacheKey.SharedInputs(layout: folder.layout))
    VerdictCache(layout: folder.layout).store(ExerciseVerdict(id: id, title: "Demo", status: .pass), key: key)
    #expect(await checker.check([id]).first?.status == .pass, "the wrong entry answers")

    var fresh = checker
    fresh.usesCache = false
    fresh.fillsCache = true
    #expect(await fresh.check([id]).first?.status == .fail)
    let after = EventLog()
    #expect(await checker.check([id], observer: after.record).first?.status == .fail, "the entry was replaced")
    #expect(after.containsCached)
  }
}

/// A thread-safe counter.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  func next() -> Int { lock.withLock { value += 1; return value } }
}

/// The check events seen, thread-safely.
final class EventLog: @unchecked Sendable {
  private let lock = NSLock()
  private var events: [CheckEvent] = []
  var record: CheckObserver { { [self] event in lock.withLock { events.append(event) } } }
  func contains(_ event: CheckEvent) -> Bool { lock.withLock { events.contains(event) } }
  var verdicts: Int { lock.withLock { events.filter { if case .verdict = $0 { return true } else { return false } }.count } }
  var containsCached: Bool { lock.withLock { events.contains { if case .cached = $0 { return true } else { return false } } } }
}
