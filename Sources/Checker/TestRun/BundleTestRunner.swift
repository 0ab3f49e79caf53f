import Curriculum
import Foundation

/// Runs hidden tests by executing the built bundle directly:
/// `<scratch>/debug/ComposableDojoPackageTests.xctest --testing-library swift-testing --filter …`.
///
/// On Linux the bundle is an executable. Started in a process group of its own, it can be killed
/// with everything it started, and it streams events as they happen; `swift test` would add a
/// re-plan and leave a hung test process running after a kill (PLATFORM-NOTES).
public struct BundleTestRunner: TestRunner {
  /// The bundle.
  public var bundle: URL

  /// Where the running test process is recorded for ``ChildProcessLedger/reapLeftovers()``.
  public var ledger: ChildProcessLedger?

  /// A runner for `bundle`.
  public init(bundle: URL, ledger: ChildProcessLedger? = nil) {
    self.bundle = bundle
    self.ledger = ledger
  }

  /// `<scratch>/debug/ComposableDojoPackageTests.xctest`.
  public static func bundle(inScratchPath scratchPath: URL) -> URL {
    scratchPath.appendingPathComponent("debug").appendingPathComponent(
      "\(PackageBuild.testProduct).xctest")
  }

  /// Whether `bundle` is a file this process can execute (not a macOS bundle folder).
  public static func canExecute(_ bundle: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: bundle.path, isDirectory: &isDirectory)
      && !isDirectory.boolValue && FileManager.default.isExecutableFile(atPath: bundle.path)
  }

  public func run(_ id: ExerciseID, module: String, timeLimit: Duration) async -> TestRunOutput {
    let arguments = ["--testing-library", "swift-testing", "--no-parallel", "--filter", testFilter(module: module)]
    let environment = testProcessEnvironment(ProcessInfo.processInfo.environment)
    // Events and `print` output through one terminal: in order, so each printed line is
    // attributed to the test that printed it. Without a terminal, events go to a file and
    // printed output is not attributed.
    if let terminal = PseudoTerminal.open() {
      let capture = TestOutputCapture()
      var request = ChildProcess.Request(
        executable: bundle.path,
        arguments: arguments + [
          "--event-stream-output-path", terminal.slavePath, "--event-stream-version", "0",
        ],
        environment: environment, timeLimit: timeLimit, onOutputLine: { capture.take($0) },
        ledger: ledger)
      request.outputTerminal = terminal
      // Event records carry whole failure messages; they must not be cut.
      request.lineLimit = 8 * 1024 * 1024
      do {
        let result = try await ChildProcess.run(request)
        return TestRunOutput(
          events: capture.events, termination: result.termination, timedOut: result.timedOut,
          standardError: result.error.text, standardOutput: "", timeLimit: timeLimit,
          activity: result.activity, printed: capture.printedByTest)
      } catch {
        return TestRunOutput(
          events: TestEventStream(), termination: nil, launchFailure: "\(error)", timeLimit: timeLimit)
      }
    }
    let events = eventStreamFile(id)
    defer { try? FileManager.default.removeItem(at: events) }
    let request = ChildProcess.Request(
      executable: bundle.path,
      arguments: arguments + ["--event-stream-output-path", events.path, "--event-stream-version", "0"],
      environment: environment, timeLimit: timeLimit, ledger: ledger)
    return await runTestProcess(request, events: events, timeLimit: timeLimit)
  }
}
