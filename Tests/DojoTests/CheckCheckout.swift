import Checker
import Curriculum
import Foundation
import Testing

/// This checkout, the `dojo` binary built beside the test bundle, and how to run it.
struct CheckCheckout: Sendable {
  let layout: ProjectLayout
  var root: URL { layout.root }
  /// dojo's build folder: `DOJO_E2E_SCRATCH_PATH` (relative to the root, or absolute), else
  /// `.build-e2e`. Not `.build` under `swift test`, which holds SwiftPM's lock on it while tests
  /// run. `Scripts/test` on Linux runs the built test bundle directly (no lock) and sets
  /// `DOJO_E2E_SCRATCH_PATH=.build`, so dojo reuses the build that made the bundle instead of
  /// compiling everything again in a second folder (4–5 min on 2 cores). dojo then relinks the
  /// test bundle with hidden tests only; the running one is unaffected (the linker writes a new
  /// file, it does not overwrite the running one).
  var scratchPath: URL {
    let configured = ProcessInfo.processInfo.environment["DOJO_E2E_SCRATCH_PATH"] ?? ""
    if configured.isEmpty { return root.appendingPathComponent(".build-e2e") }
    return configured.hasPrefix("/")
      ? URL(fileURLWithPath: configured) : root.appendingPathComponent(configured)
  }

  init(file: String = #filePath) {
    layout = (try? ProjectLayout.locate(from: URL(fileURLWithPath: file).deletingLastPathComponent()))
      ?? ProjectLayout(root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
  }

  /// `<folder of the test bundle>/dojo`.
  var dojoBinary: URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    return bundle.deletingLastPathComponent().appendingPathComponent("dojo")
  }

  func relative(_ url: URL) -> String { layout.relativePath(of: url) }

  /// Runs dojo in the checkout's root with dojo's own scratch path.
  func dojo(_ arguments: [String]) async throws -> CheckRun {
    try #require(
      FileManager.default.isExecutableFile(atPath: dojoBinary.path),
      "build dojo first: swift build --product dojo (looked for \(dojoBinary.path))")
    let command = ([dojoBinary.path] + arguments + ["--scratch-path", scratchPath.path])
      .map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
    let result = try await ChildProcess.run(
      .init(
        executable: "/bin/sh", arguments: ["-c", "cd '\(root.path)' && exec \(command)"],
        timeLimit: .seconds(1500)))
    return CheckRun(
      status: result.termination, standardOutput: result.output.text, standardError: result.error.text)
  }

  /// `dojo check phase4 --json --no-cache` with retry built from `retry` and the other two
  /// exercises from their reference solutions.
  func checkPhase4(retry: URL, extra: [String]) async throws -> [ExerciseVerdict] {
    let search = layout.solutionSources(ExerciseID("phase4/search-debounce")!)
    let polling = layout.solutionSources(ExerciseID("phase4/realtime-polling")!)
    let run = try await dojo(
      [
        "check", "phase4", "--json", "--no-cache",
        "--exercise-sources", "phase4/retry=\(retry.path)",
        "--exercise-sources", "phase4/search-debounce=\(search.path)",
        "--exercise-sources", "phase4/realtime-polling=\(polling.path)",
      ] + extra)
    #expect(run.status == .exited(1), "a broken exercise fails the run: \(run.standardError)")
    return try run.result().exercises
  }

  /// A fresh folder for variants under `.dojo/`, removed when the test ends.
  func variants() throws -> CheckVariants { try CheckVariants(layout: layout) }
}

/// What one dojo run printed.
struct CheckRun: Sendable {
  let status: ChildProcess.Termination
  let standardOutput: String
  let standardError: String

  /// The `--json` output, decoded.
  func result() throws -> CheckResult {
    do {
      return try JSONDecoder().decode(CheckResult.self, from: Data(standardOutput.utf8))
    } catch {
      Issue.record("not check JSON: \(standardOutput)\nstderr: \(standardError)")
      throw error
    }
  }
}

/// Deliberately broken copies of exercise code under `.dojo/e2e-<uuid>/`.
final class CheckVariants: @unchecked Sendable {
  let layout: ProjectLayout
  let folder: URL

  init(layout: ProjectLayout) throws {
    self.layout = layout
    folder = layout.state.appendingPathComponent("e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  func copy(_ source: URL, named name: String) throws -> URL {
    let target = folder.appendingPathComponent(name)
    try FileManager.default.copyItem(at: source, to: target)
    return target
  }

  /// phase4/retry's reference solution with `code` run first when the fetch button is tapped.
  func retrySolution(inserting code: String, named name: String) throws -> URL {
    let target = try copy(layout.solutionSources(ExerciseID("phase4/retry")!), named: name)
    let file = target.appendingPathComponent("RetryFeature.swift")
    let text = try String(contentsOf: file, encoding: .utf8)
    let anchor = "case .fetchButtonTapped:\n"
    let range = try #require(text.range(of: anchor), "RetryFeature.swift no longer has `\(anchor)`")
    try Data(text.replacingCharacters(in: range, with: anchor + "        " + code + "\n").utf8).write(to: file)
    return target
  }
}
