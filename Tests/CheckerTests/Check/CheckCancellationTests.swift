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
@Suite("A cancelled check")
struct CheckCancellationTests {
  let id = ExerciseID("phase1/demo")!
  static let testID = "Phase1DemoHiddenTests.S/demo()/DemoTests.swift:2:4"

  @Test("ends its hung test process at once and files no verdict", .timeLimit(.minutes(1)))
  func cancelledCheck() async throws {
    let folder = try ScratchFolder("check-cancel")
    _ = try folder.write("let demoValue = 1\n", to: "Exercises/phase1/demo/Sources/Demo.swift")
    _ = try folder.write("import Testing\n@Test(\"demo passes\") func demo() {}\n", to: "Exercises/phase1/demo/HiddenTests/DemoTests.swift")
    let swift = try folder.write("#!/bin/sh\nexit 0\n", to: "bin/swift")
    let hang = try folder.write("", to: "hang")
    let fifo = folder.url.appendingPathComponent("started")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    defer { unlink(fifo.path) }
    let record = { (payload: String) in #"{"kind":"event","payload":{\#(payload),"messages":[]},"version":0}"# }
    let bundle = try folder.write(
      """
      #!/bin/sh
      if [ -e '\(hang.path)' ]; then
        sleep 1000 &
        echo $! > '\(fifo.path)'
        wait
      fi
      while [ "$#" -gt 0 ]; do
        if [ "$1" = "--event-stream-output-path" ]; then out="$2"; fi
        shift
      done
      {
        echo '{"kind":"test","payload":{"id":"\(Self.testID)","kind":"function","name":"demo()","displayName":"demo passes"},"version":0}'
        echo '\(record(#""kind":"runStarted""#))'
        echo '\(record(#""kind":"testStarted","testID":"\#(Self.testID)""#))'
        echo '\(record(#""kind":"testEnded","testID":"\#(Self.testID)""#))'
        echo '\(record(#""kind":"runEnded""#))'
      } > "$out"
      """, to: ".build-fake/debug/ComposableDojoPackageTests.xctest")
    for file in [swift, bundle] {
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    }
    let checker = ExerciseChecker(
      layout: folder.layout, scratchPath: folder.url.appendingPathComponent(".build-fake"),
      timeLimit: .seconds(300), titles: [id: "Demo"], verifiesIntegrity: false, swift: swift.path,
      runnerKind: .bundle)

    let checking = Task { await checker.check([id]) }
    // Blocks (on a thread of its own) until the stand-in has started its endless child.
    let grandchild = try #require(pid_t(await Self.readLine(from: fifo)))
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

  /// The first line written to the FIFO at `url`.
  static func readLine(from url: URL) async -> String {
    await withCheckedContinuation { continuation in
      Thread {
        // Opening a FIFO for reading waits for its writer; reading ends when the writer closes it.
        let data = FileHandle(forReadingAtPath: url.path)?.readDataToEndOfFile() ?? Data()
        let text = String(decoding: data, as: UTF8.self)
        continuation.resume(returning: text.trimmingCharacters(in: .whitespacesAndNewlines))
      }.start()
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
