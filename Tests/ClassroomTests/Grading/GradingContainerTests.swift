import Classroom
import Curriculum
import Foundation
import DojoTestSupport
import Testing

/// docs/grading/: the Gradescope `run_autograder` wrapper, run with a stand-in `dojo` (no
/// Gradescope image here), and the container recipe's promises (no Docker engine runs here).
@Suite struct GradingContainerTests {
  let root: URL

  init() throws {
    root = try ProjectLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent()).root
  }

  /// Runs `run_autograder` against a stand-in dojo whose body is `script`; returns results.json.
  func runAutograder(dojo script: String, hidden: Bool) throws -> (results: [String: Any], log: String) {
    let work = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(at: work) }
    let dojo = work.appendingPathComponent("dojo")
    try write("#!/bin/sh\necho \"$@\" > \"\(work.path)/args\"\nenv > \"\(work.path)/env\"\n" + script, to: dojo)
    try makeExecutable(dojo)
    try FileManager.default.createDirectory(at: work.appendingPathComponent("submission"), withIntermediateDirectories: true)
    if hidden {
      try FileManager.default.createDirectory(at: work.appendingPathComponent("hidden"), withIntermediateDirectories: true)
    }
    let process = Process()
    process.executableURL = root.appendingPathComponent("docs/grading/run_autograder")
    process.environment = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "DOJO_ROOT": work.path, "DOJO_SUBMISSION": work.appendingPathComponent("submission").path,
      "DOJO_RESULTS": work.appendingPathComponent("results/results.json").path,
      "DOJO_HIDDEN": work.appendingPathComponent("hidden").path, "DOJO_BIN": dojo.path,
      "DOJO_GRADER_USER": "no-such-user-\(UUID().uuidString.prefix(6))", "DOJO_EXERCISES": "phase1/counter",
      "GRADESCOPE_SECRET": "do-not-leak",
    ]
    try process.run()
    process.waitUntilExit()
    let data = try Data(contentsOf: work.appendingPathComponent("results/results.json"))
    let args = (try? String(contentsOf: work.appendingPathComponent("args"), encoding: .utf8)) ?? ""
    let env = (try? String(contentsOf: work.appendingPathComponent("env"), encoding: .utf8)) ?? ""
    return (try GradingFixtures.object(data), args + "\n---\n" + env)
  }

  @Test func theWrapperGradesTheSubmissionInAScrubbedEnvironment() throws {
    // The stand-in writes a Gradescope file where --out says.
    let run = try runAutograder(
      dojo: "while [ \"$1\" != --out ]; do shift; done\nprintf '{\"score\": 1, \"tests\": []}' > \"$2\"\n", hidden: true)
    #expect(run.results["score"] as? Int == 1)
    #expect(run.log.contains("grade --submission "), "\(run.log)")
    #expect(run.log.contains("--format gradescope"))
    #expect(run.log.contains("--hidden "))
    #expect(run.log.contains("--exercise phase1/counter"))
    #expect(!run.log.contains("GRADESCOPE_SECRET"), "the learner's process saw the grader's environment")
  }

  @Test func aResultsFileIsWrittenEvenWhenDojoCannotRun() throws {
    let run = try runAutograder(dojo: "exit 3\n", hidden: false)
    #expect(run.results["score"] as? Int == 0)
    #expect((run.results["output"] as? String)?.contains("exit status 3") == true)
    #expect(!run.log.contains("--hidden"))
  }

  @Test func theContainerRecipeRunsWithoutNetworkAsAnUnprivilegedUser() throws {
    let dockerfile = try String(contentsOf: root.appendingPathComponent("docs/grading/Dockerfile"), encoding: .utf8)
    #expect(dockerfile.contains("--network none"))
    #expect(dockerfile.contains("USER dojo-grader"))
    #expect(dockerfile.contains(",readonly"))
    #expect(dockerfile.contains("ENTRYPOINT [\".build/debug/dojo\", \"grade\"]"))
    // The commands it runs exist in this project.
    #expect(dockerfile.contains("dojo check phase1/counter --solution"))
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Exercises/phase1/counter").path))
  }
}
