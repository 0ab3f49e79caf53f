import Curriculum
import DojoTestSupport
import Foundation
import Testing

@testable import Checker

/// A build that cannot write its files (a full disk, `ulimit -f`, no permission) ends in one
/// located line that says what to do, never SwiftPM's crash backtrace (learner trial 2026-11-b,
/// H13). The machine's state is a seam; the build is a stand-in `swift` that crashes as SwiftPM
/// 6.3.1 does under `ulimit -f 64`.
@Suite("A build that cannot write")
struct BuildWriteTroubleTests {
  static func system(free: Int64? = 10_000_000_000, writable: Bool = true, limit: UInt64? = nil) -> BuildWriteTrouble.System {
    BuildWriteTrouble.System(freeBytes: { _ in free }, isWritable: { _ in writable }, fileSizeLimit: { limit })
  }

  let root = URL(fileURLWithPath: "/checkout")
  var scratch: URL { root.appendingPathComponent(".build") }

  @Test("what the output says comes first, located at the path it names")
  func fromOutput() {
    let full = BuildWriteTrouble.diagnose(
      output: "error: unable to write file '/checkout/.build/debug/Phase1Counter.build/A.o': No space left on device",
      scratchPath: scratch, root: root, system: Self.system())
    #expect(full == BuildWriteTrouble(cause: .diskFull, path: ".build/debug/Phase1Counter.build/A.o"))
    let denied = BuildWriteTrouble.diagnose(
      output: "error: couldn't create '/checkout/.build/debug': Permission denied", scratchPath: scratch, root: root,
      system: Self.system())
    #expect(denied == BuildWriteTrouble(cause: .permissionDenied, path: ".build/debug"))
  }

  @Test("an output that says nothing: the machine's state (file-size limit, permission, space); none of them, no diagnosis")
  func fromSystem() {
    let crash = "swift-build: BuildEngine.cpp:281: Assertion `isInProgress()' failed.\n*** Program crashed: Aborted ***"
    #expect(
      BuildWriteTrouble.diagnose(output: crash, scratchPath: scratch, root: root, system: Self.system(limit: 64))?.cause
        == .fileSizeLimit(blocks: 64))
    #expect(
      BuildWriteTrouble.diagnose(output: crash, scratchPath: scratch, root: root, system: Self.system(writable: false))?.cause
        == .permissionDenied)
    #expect(
      BuildWriteTrouble.diagnose(output: crash, scratchPath: scratch, root: root, system: Self.system(free: 1_000))?.cause
        == .diskFull)
    #expect(BuildWriteTrouble.diagnose(output: crash, scratchPath: scratch, root: root, system: Self.system()) == nil)
  }

  @Test("the line names the place and what to do, in both languages")
  func message() {
    let error = BuildWriteTrouble(cause: .fileSizeLimit(blocks: 64), path: ".build").error
    #expect(error.text(.english).contains("could not write to .build"))
    #expect(error.text(.english).contains("ulimit -f unlimited"))
    #expect(error.text(.japanese).contains(".build に書き込めず"))
    #expect(error.file == nil, "not a verdict on the learner's code: never cached")
    #expect(!error.text(.english).contains("\n"))
  }

  @Test("a check whose SwiftPM crashes under a file-size limit: one line, no backtrace, not cached")
  func check() async throws {
    let folder = try ScratchFolder("write-trouble")
    defer { withExtendedLifetime(folder) {} }
    let id = ExerciseID("phase1/demo")!
    _ = try folder.write("let demoValue = 1\n", to: "Exercises/phase1/demo/Sources/Demo.swift")
    _ = try folder.write("import Testing\n@Test func demo() {}\n", to: "Exercises/phase1/demo/HiddenTests/DemoTests.swift")
    let swift = try folder.write(
      """
      #!/bin/sh
      [ "$1" = "build" ] || exit 0
      echo "swift-build: /home/build-user/llbuild/lib/Core/BuildEngine.cpp:281: Assertion \\`isInProgress()' failed." >&2
      echo "*** Program crashed: Aborted at 0x00000000000048ff ***" >&2
      echo 'Thread 5 "oot.default-qos" crashed:' >&2
      echo "rax 0x0000000000000000  0" >&2
      exit 134
      """, to: "bin/swift")
    try makeExecutable(swift)
    var checker = ExerciseChecker(
      layout: folder.layout, scratchPath: folder.url.appendingPathComponent(".build-fake"),
      titles: [id: "Demo"], verifiesIntegrity: false, swift: swift.path, runnerKind: .bundle)
    checker.buildSystem = Self.system(limit: 64)
    let verdict = try #require(await checker.check([id]).first)
    let error = try #require(verdict.error)
    #expect(error.text(.english).hasPrefix("The build could not write to "))
    #expect(!error.text(.english).contains("Thread"))
    #expect(!error.text(.english).contains("rax"))
    let events = EventLog()
    _ = await checker.check([id], observer: events.record)
    #expect(!events.containsCached, "a failure of the machine is checked again next time")
  }
}
