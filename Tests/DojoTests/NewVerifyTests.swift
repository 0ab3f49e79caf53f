import Foundation
import Testing

/// `dojo new` then `dojo seal` then `dojo verify` on the scaffold: a fresh exercise compiles, its
/// starter fails, its solution passes and every mutant is rejected.
///
/// Opt-in, because it edits Package.swift and a lesson and builds for a minute or more: set
/// `DOJO_NEW_E2E_ROOT` to a *throwaway copy* of the checkout (never the real one) and
/// `DOJO_NEW_E2E_DOJO` to a built `dojo`; optionally `DOJO_NEW_E2E_SCRATCH` (default `.build`,
/// not the folder of the test bundle running this test).
@Suite(.enabled(if: newE2EConfiguration() != nil, "set DOJO_NEW_E2E_ROOT and DOJO_NEW_E2E_DOJO"))
struct NewVerifyTests {
  func dojo(_ arguments: [String], _ configuration: NewE2EConfiguration) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: configuration.dojo)
    process.currentDirectoryURL = configuration.root
    process.arguments = arguments
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-new-\(UUID().uuidString).log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let handle = try FileHandle(forWritingTo: log)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
  }

  @Test(.timeLimit(.minutes(30))) func aFreshScaffoldPassesVerify() throws {
    let configuration = try #require(newE2EConfiguration())
    let slug = "scaffold-\(UUID().uuidString.prefix(6).lowercased())"
    let id = "phase1/\(slug)"

    let created = try dojo(["new", "phase1", slug, "--title", "足場 \(slug)"], configuration)
    #expect(created.status == 0, "\(created.output)")
    #expect(created.output.contains("~ Package.swift"))
    #expect(created.output.contains("under ## 練習問題"))

    let sealed = try dojo(["seal", id], configuration)
    #expect(sealed.status == 0, "\(sealed.output)")

    let verified = try dojo(["verify", id, "--scratch-path", configuration.scratch], configuration)
    #expect(verified.status == 0, "\(verified.output)")
    #expect(verified.output.contains("3/3 mutants rejected"))
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
