import Curriculum
import DojoTestSupport
import Foundation
import Testing

@testable import Checker

/// A build that stops making progress is ended with a message that says what to do, instead of
/// waiting for ever (issue 17, item 4: build steps have a time limit). The limit is on silence,
/// not on the build's length: a long build that keeps printing is never cut.
@Suite("A build that makes no progress")
struct BuildStallTests {
  @Test("the limit: generous by default, set in minutes by DOJO_BUILD_IDLE_MINUTES, 0 turns it off")
  func limit() {
    #expect(PackageBuild.idleLimit(environment: [:]) == PackageBuild.defaultIdleLimit)
    #expect(PackageBuild.defaultIdleLimit >= .seconds(10 * 60))
    #expect(PackageBuild.idleLimit(environment: ["DOJO_BUILD_IDLE_MINUTES": "0.5"]) == .seconds(30))
    #expect(PackageBuild.idleLimit(environment: ["DOJO_BUILD_IDLE_MINUTES": "0"]) == nil)
    #expect(PackageBuild.idleLimit(environment: ["DOJO_BUILD_IDLE_MINUTES": "soon"]) == PackageBuild.defaultIdleLimit)
  }

  @Test("a child silent for longer than the idle limit is ended; one that keeps printing is not")
  func childProcess() async throws {
    var silent = ChildProcess.Request(executable: "/bin/sh", arguments: ["-c", "echo started; exec sleep 30"])
    silent.idleLimit = .milliseconds(400)
    let ended = try await ChildProcess.run(silent)
    #expect(ended.idledOut)
    #expect(!ended.timedOut)
    #expect(ended.duration < .seconds(10))

    var chatty = ChildProcess.Request(
      executable: "/bin/sh", arguments: ["-c", "for i in 1 2 3 4 5 6 7 8; do echo $i; sleep 0.1; done"])
    chatty.idleLimit = .milliseconds(600)
    let finished = try await ChildProcess.run(chatty)
    #expect(!finished.idledOut)
    #expect(finished.termination == .exited(0))
  }

  @Test("a check whose build stalls: a timeout error naming the variable, not cached")
  func check() async throws {
    let folder = try ScratchFolder("build-stall")
    defer { withExtendedLifetime(folder) {} }
    let id = ExerciseID("phase1/demo")!
    _ = try folder.write("let demoValue = 1\n", to: "Exercises/phase1/demo/Sources/Demo.swift")
    _ = try folder.write("import Testing\n@Test func demo() {}\n", to: "Exercises/phase1/demo/HiddenTests/DemoTests.swift")
    let swift = try folder.write(
      "#!/bin/sh\n[ \"$1\" = \"build\" ] || exit 0\necho '[1/3] Compiling Phase1Demo Demo.swift'\nexec sleep 30\n", to: "bin/swift")
    try makeExecutable(swift)
    var checker = ExerciseChecker(
      layout: folder.layout, scratchPath: folder.url.appendingPathComponent(".build-fake"),
      titles: [id: "Demo"], verifiesIntegrity: false, swift: swift.path, runnerKind: .bundle)
    checker.buildIdleLimit = .milliseconds(400)
    let verdict = try #require(await checker.check([id]).first)
    let error = try #require(verdict.error)
    #expect(error.kind == .timeout)
    #expect(error.text(.english).hasPrefix("The build made no progress for"))
    #expect(error.text(.english).contains("DOJO_BUILD_IDLE_MINUTES"))
    #expect(error.text(.japanese).contains("ビルドが"))
  }
}
