import Foundation
import Testing

/// `dojo new`, then the steps it prints, in the order it prints them, end in a passing
/// `dojo verify`: the steps are read from its output (`Next: … swift run dojo verify …, swift run
/// dojo seal …`), run with the built `dojo` in place of `swift run dojo`, after the edit the
/// printed prose asks for (the hidden tests change before anything is sealed). A second verify
/// after the seal has nothing left to note.
///
/// Opt-in, because it edits Package.swift and a lesson and builds for a minute or more: set
/// `DOJO_NEW_E2E_ROOT` to a *throwaway copy* of the checkout (never the real one; e.g.
/// `git clone --local . /tmp/dojo-new-e2e`) and `DOJO_NEW_E2E_DOJO` to a built `dojo`; optionally
/// `DOJO_NEW_E2E_SCRATCH` (default `.build`, not the folder of the test bundle running this test).
@Suite(.enabled(if: newE2EConfiguration() != nil, "set DOJO_NEW_E2E_ROOT and DOJO_NEW_E2E_DOJO"))
struct NewVerifyTests {
  func dojo(_ arguments: [String], _ configuration: NewE2EConfiguration) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: configuration.dojo)
    process.currentDirectoryURL = configuration.root
    process.arguments = arguments
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-new-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let handle = try FileHandle(forWritingTo: log)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
  }

  @Test(.timeLimit(.minutes(30))) func thePrintedStepsEndInAPassingVerify() throws {
    let configuration = try #require(newE2EConfiguration())
    let slug = "scaffold-\(UUID().uuidString.prefix(6).lowercased())"
    let id = "phase1/\(slug)"

    let created = try dojo(["new", "phase1", slug, "--title", "足場 \(slug)"], configuration)
    #expect(created.status == 0, "\(created.output)")
    #expect(created.output.contains("~ Package.swift"))
    #expect(created.output.contains("under ## 練習問題"))
    let steps = newPrintedSteps(created.output)
    #expect(steps.map(\.first) == ["verify", "seal"], "\(created.output)")

    // "replace the placeholder … hidden tests …": the instructor edits before sealing.
    let hidden = configuration.root.appendingPathComponent("Exercises/\(id)/HiddenTests")
    let testFile = try #require(try FileManager.default.contentsOfDirectory(atPath: hidden.path).first { $0.hasSuffix(".swift") })
    let url = hidden.appendingPathComponent(testFile)
    try Data((try String(contentsOf: url, encoding: .utf8) + "\n// 講師が書き足したコメント\n").utf8).write(to: url)

    var verifies: [String] = []
    for step in steps {
      // verify in English: its report speaks the run's language, and these lines are English.
      let arguments = step.first == "verify" ? step + ["--scratch-path", configuration.scratch, "--lang", "en"] : step
      let run = try dojo(arguments, configuration)
      #expect(run.status == 0, "dojo \(arguments.joined(separator: " ")):\n\(run.output)")
      if step.first == "verify" { verifies.append(run.output) }
    }
    #expect(verifies.first?.contains("3/3 mutants rejected") == true)
    #expect(verifies.first?.contains("not sealed yet") == true)

    let after = try dojo(["verify", id, "--scratch-path", configuration.scratch, "--lang", "en"], configuration)
    #expect(after.status == 0, "\(after.output)")
    #expect(!after.output.contains("not sealed yet"), "\(after.output)")
  }
}

/// The `swift run dojo …` lines of `dojo new`'s output (its next steps, in either language), as
/// argument lists.
func newPrintedSteps(_ output: String) -> [[String]] {
  output.split(separator: "\n")
    .map { $0.trimmingCharacters(in: .whitespaces) }
    .filter { $0.hasPrefix("swift run dojo ") }
    .map { $0.dropFirst("swift run dojo ".count).split(separator: " ").map(String.init) }
}

@Suite struct NewPrintedStepsTests {
  @Test func theStepsAreReadInOrder() {
    let output = "Created phase1/x:\n\nNext: replace …, then\n  swift run dojo verify phase1/x\n  swift run dojo seal phase1/x\n(verify runs …)\n"
    #expect(newPrintedSteps(output) == [["verify", "phase1/x"], ["seal", "phase1/x"]])
    let japanese = "phase1/x を作りました:\n\n次に、…を実行します:\n  swift run dojo verify phase1/x\n  swift run dojo seal phase1/x\n"
    #expect(newPrintedSteps(japanese) == [["verify", "phase1/x"], ["seal", "phase1/x"]])
  }
}

/// Where the opt-in scaffold test finds its throwaway checkout and `dojo` binary.
struct NewE2EConfiguration {
  var root: URL
  var dojo: String
  var scratch: String
}

func newE2EConfiguration() -> NewE2EConfiguration? {
  let environment = ProcessInfo.processInfo.environment
  guard let root = environment["DOJO_NEW_E2E_ROOT"], let dojo = environment["DOJO_NEW_E2E_DOJO"] else { return nil }
  return NewE2EConfiguration(
    root: URL(fileURLWithPath: root), dojo: dojo, scratch: environment["DOJO_NEW_E2E_SCRATCH"] ?? ".build")
}
