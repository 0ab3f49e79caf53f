import Curriculum
import DojoTestSupport
import Foundation
import Testing

@testable import Checker

/// The compiler's warnings in the learner's files reach the verdict — on a pass, a failure, a
/// compile error and a crash, and from the cache (learner trial 2026-11-b, P7); a crash by stack
/// overflow is located at the compiler's recursion warning (P6). The build and the test binary are
/// stand-ins: the `swift` prints what Swift 6.3.1 prints, once (a second build compiles nothing,
/// as SwiftPM's does for unchanged files).
@Suite("Compiler warnings in a check")
struct LearnerWarningsCheckTests {
  let id = StandInCheckout.id

  enum Run: String { case pass, crash }

  /// A checkout with one exercise; with `compileError`, the build also reports an error in the
  /// learner's file and fails.
  func fixture(_ run: Run, compileError: Bool = false) throws -> (ScratchFolder, ExerciseChecker) {
    let checkout = try StandInCheckout("learner-warnings")
    let root = checkout.folder.url.standardizedFileURL.path
    let swift = try checkout.swift(
      """
      #!/bin/sh
      [ "$1" = "build" ] || exit 0
      [ -e '\(root)/compiled' ] && exit 0
      touch '\(root)/compiled'
      cat <<'OUT'
      [3/9] Compiling Phase1Demo Demo.swift
      \(root)/Exercises/phase1/demo/Sources/Demo.swift:7:30: warning: function call causes an infinite recursion
      5 | func spin(_ n: Int) -> Int {
        |                              `- warning: function call causes an infinite recursion
      \(root)/Exercises/phase1/demo/Sources/Demo.swift:2:7: warning: initialization of immutable value 'unused' was never used
      \(root)/Exercises/phase1/demo/Sources/Demo.swift:2:7: warning: initialization of immutable value 'unused' was never used
      \(root)/Exercises/phase1/demo/HiddenTests/DemoTests.swift:1:1: warning: a warning in the hidden tests
      \(root)/Sources/Composable/Store.swift:1:1: warning: a warning in the project's own code
      \(compileError ? "\(root)/Exercises/phase1/demo/Sources/Demo.swift:9:1: error: expected declaration" : "")
      OUT
      exit \(compileError ? 1 : 0)
      """)
    let ending = run == .pass ? StreamRecord.echo(StreamRecord.hiddenRunEnd, ">&3") : "kill -SEGV $$"
    _ = try checkout.bundle(
      """
      #!/bin/sh
      while [ "$#" -gt 0 ]; do
        if [ "$1" = "--event-stream-output-path" ]; then out="$2"; fi
        shift
      done
      exec 3> "$out"
      \(StreamRecord.echo(StreamRecord.hiddenRunStart, ">&3"))
      \(ending)
      """)
    return (checkout.folder, checkout.checker(swift: swift))
  }

  let expected = [
    LearnerWarning(
      file: "Exercises/phase1/demo/Sources/Demo.swift", line: 2, column: 7,
      message: "initialization of immutable value 'unused' was never used"),
    LearnerWarning(
      file: "Exercises/phase1/demo/Sources/Demo.swift", line: 7, column: 30,
      message: "function call causes an infinite recursion"),
  ]

  @Test("a pass carries the learner's warnings, in file order, each once; not the hidden tests' or the project's; and in --json")
  func onPass() async throws {
    let (folder, checker) = try fixture(.pass)
    defer { withExtendedLifetime(folder) {} }
    let verdict = try #require(await checker.check([id]).first)
    #expect(verdict.status == .pass)
    #expect(verdict.warnings == expected)
    let json = CheckResult(target: id.rawValue, exercises: [verdict]).jsonText()
    #expect(json.contains(#""message": "function call causes an infinite recursion""#))
    #expect(!json.contains("hidden tests\""))
    #expect(!json.contains("project's own code"))
  }

  @Test("the warnings come back from the cache, and with --no-cache when the build compiled nothing")
  func fromCache() async throws {
    let (folder, checker) = try fixture(.pass)
    defer { withExtendedLifetime(folder) {} }
    _ = await checker.check([id])
    let cached = EventLog()
    #expect(await checker.check([id], observer: cached.record).first?.warnings == expected)
    #expect(cached.containsCached)
    var fresh = checker
    fresh.usesCache = false
    fresh.fillsCache = true
    let again = EventLog()
    #expect(await fresh.check([id], observer: again.record).first?.warnings == expected)
    #expect(!again.containsCached, "it was built and run again")
  }

  @Test("a compile error keeps the warnings beside the errors")
  func onCompileError() async throws {
    let (folder, checker) = try fixture(.pass, compileError: true)
    defer { withExtendedLifetime(folder) {} }
    let verdict = try #require(await checker.check([id]).first)
    #expect(verdict.error?.kind == .compile)
    #expect(verdict.warnings == expected)
  }

  @Test("a stack overflow in a test thread (no crash report): named, and located at the recursion warning")
  func stackOverflow() async throws {
    let (folder, checker) = try fixture(.crash)
    defer { withExtendedLifetime(folder) {} }
    let verdict = try #require(await checker.check([id]).first)
    let error = try #require(verdict.error)
    #expect(error.kind == .crash)
    #expect(error.file == "Exercises/phase1/demo/Sources/Demo.swift")
    #expect(error.line == 7)
    #expect(error.text(.japanese).contains("スタックオーバーフロー"))
    #expect(verdict.warnings == expected)
  }
}
