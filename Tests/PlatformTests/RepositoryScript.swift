import DojoTestSupport
import Foundation

/// The repository root, found from this file's location (`Tests/PlatformTests/…`).
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// What a script printed (standard output and error together) and how it ended.
struct ScriptRun: Sendable {
  /// The exit status.
  var status: Int32
  /// Standard output and standard error, interleaved.
  var output: String
}

/// Runs `executable` (a path, or relative to the repository root) in `directory` and waits for it
/// without holding a thread. Output goes through a file, so a chatty child never blocks on a pipe.
func runScript(
  _ executable: String, _ arguments: [String] = [], in directory: URL = repositoryRoot,
  environment: [String: String] = [:]
) async throws -> ScriptRun {
  let log = FileManager.default.temporaryDirectory
    .appendingPathComponent("dojo-script-\(UUID().uuidString).log")
  _ = FileManager.default.createFile(atPath: log.path, contents: nil)
  defer { try? FileManager.default.removeItem(at: log) }
  let handle = try FileHandle(forWritingTo: log)
  defer { try? handle.close() }

  let process = Process()
  process.executableURL =
    executable.hasPrefix("/")
    ? URL(fileURLWithPath: executable) : repositoryRoot.appendingPathComponent(executable)
  process.arguments = arguments
  process.currentDirectoryURL = directory
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  process.standardOutput = handle
  process.standardError = handle
  process.standardInput = FileHandle.nullDevice
  try await process.runUntilExit()
  let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
  return ScriptRun(status: process.terminationStatus, output: output)
}
