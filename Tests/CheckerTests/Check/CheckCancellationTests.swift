import Curriculum
import DojoTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@testable import Checker

/// P2: `dojo watch` cancels a check when a newer save arrives. The cancelled check must end its
/// hung test process (and what it started) at once, and leave no verdict: neither returned nor
/// filed in the cache, since a killed run says nothing about the learner's files.
///
/// The build and the test binary are stand-ins (no SwiftPM). The stand-in test binary hangs
/// while `hang` exists, after telling the test through a FIFO which process it left running.
@Suite("A cancelled check", .serialized)
struct CheckCancellationTests {
  let id = StandInCheckout.id

  /// A checkout with one exercise; the stand-in `swift` hangs while `hang-build` exists and the
  /// stand-in test binary while `hang` exists, each after writing the pid of its endless child
  /// to the FIFO `started`.
  func fixture(hanging file: String) throws -> (ScratchFolder, ExerciseChecker, hang: URL, fifo: URL) {
    let checkout = try StandInCheckout("check-cancel")
    let folder = checkout.folder
    let fifo = folder.url.appendingPathComponent("started")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let hangBuild = folder.url.appendingPathComponent("hang-build")
    let swift = try checkout.swift(
      """
      #!/bin/sh
      if [ -e '\(hangBuild.path)' ]; then
        sleep 1000 &
        echo $! > '\(fifo.path)'
        wait
      fi
      exit 0
      """)
    _ = try folder.write("", to: file)
    let hangTests = folder.url.appendingPathComponent("hang")
    _ = try checkout.bundle(
      """
      #!/bin/sh
      if [ -e '\(hangTests.path)' ]; then
        sleep 1000 &
        echo $! > '\(fifo.path)'
        wait
      fi
      while [ "$#" -gt 0 ]; do
        if [ "$1" = "--event-stream-output-path" ]; then out="$2"; fi
        shift
      done
      {
      \(StreamRecord.echo(StreamRecord.hiddenRunStart + StreamRecord.hiddenRunEnd))
      } > "$out"
      """)
    let checker = checkout.checker(swift: swift, timeLimit: .seconds(300))
    return (folder, checker, folder.url.appendingPathComponent(file), fifo)
  }

  @Test("ends its hung test process at once and files no verdict", .timeLimit(.minutes(1)))
  func cancelledCheck() async throws {
    let (folder, checker, hang, fifo) = try fixture(hanging: "hang")
    defer {
      unlink(fifo.path)
      withExtendedLifetime(folder) {}
    }
    let checking = Task { await checker.check([id]) }
    // Blocks (on a thread of its own) until the stand-in has started its endless child.
    let grandchild = try #require(pid_t(await Self.firstLine(from: fifo, unless: checking) ?? ""))
    checking.cancel()
    let verdicts = await checking.value

    #expect(verdicts.isEmpty, "a cancelled check reports no verdict")
    #expect(Self.isGone(grandchild), "the test process's child was killed with it")
    // The next check runs the tests again (nothing was filed), and passes.
    try FileManager.default.removeItem(at: hang)
    let events = EventLog()
    let again = await checker.check([id], observer: events.record)
    #expect(again.first?.status == .pass)
    #expect(!events.containsCached, "the cancelled check filed nothing in the cache")
  }

  @Test("ends its hung build at once, builds nothing else and files no verdict", .timeLimit(.minutes(1)))
  func cancelledBuild() async throws {
    let (folder, checker, hang, fifo) = try fixture(hanging: "hang-build")
    defer {
      unlink(fifo.path)
      withExtendedLifetime(folder) {}
    }
    let events = EventLog()
    let checking = Task { await checker.check([id], observer: events.record) }
    let grandchild = try #require(pid_t(await Self.firstLine(from: fifo, unless: checking) ?? ""))
    checking.cancel()
    let verdicts = await checking.value

    #expect(verdicts.isEmpty)
    #expect(Self.isGone(grandchild), "the build's child was killed with it")
    #expect(!events.contains(.testsStarted(id)), "no test runs after a killed build")
    try FileManager.default.removeItem(at: hang)
    let again = EventLog()
    #expect(await checker.check([id], observer: again.record).first?.status == .pass)
    #expect(!again.containsCached)
  }

  /// The first line written to the FIFO at `url` by a stand-in; `nil` when `check` ends first
  /// (it never started the stand-in), so that the test fails instead of waiting for ever.
  static func firstLine(from url: URL, unless check: Task<[ExerciseVerdict], Never>) async -> String? {
    let answer = OneAnswer()
    return await withCheckedContinuation { continuation in
      answer.continuation = continuation
      Thread {
        // Opening a FIFO for reading waits for its writer; reading ends when the writer closes it.
        let data = FileHandle(forReadingAtPath: url.path)?.readDataToEndOfFile() ?? Data()
        answer.give(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
      }.start()
      Task {
        _ = await check.value
        if answer.give(nil) {
          // Wakes the reader still waiting for a writer.
          let writer = open(url.path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
          if writer >= 0 { close(writer) }
        }
      }
    }
  }

  /// Resumes a continuation with the first answer given; later ones are dropped.
  final class OneAnswer: @unchecked Sendable {
    private let lock = NSLock()
    var continuation: CheckedContinuation<String?, Never>?

    /// Whether this was the first answer.
    @discardableResult
    func give(_ value: String?) -> Bool {
      let waiting = lock.withLock { () -> CheckedContinuation<String?, Never>? in
        defer { continuation = nil }
        return continuation
      }
      waiting?.resume(returning: value)
      return waiting != nil
    }
  }

  /// Whether `pid` is gone (or a zombie waiting to be reaped by its new parent).
  static func isGone(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return true }
    return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
  }
}
