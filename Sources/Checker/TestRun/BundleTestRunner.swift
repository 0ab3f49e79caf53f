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
    // The event stream, which the verdict is read from, travels apart from everything the code
    // under test can print: a private FIFO that is gone before the first test runs.
    if let channel = PrivateEventChannel.make() {
      channel.start()
      let streamArguments = ["--event-stream-output-path", channel.path, "--event-stream-version", "0"]
      // Printed output through a terminal (line-buffered), in order with Swift Testing's console
      // report, so each printed line is attributed to the test that printed it.
      let capture = TestOutputCapture()
      let terminal = PseudoTerminal.open()
      var onOutputLine: (@Sendable (String) -> Void)?
      if terminal != nil { onOutputLine = { @Sendable line in capture.take(line) } }
      var request = ChildProcess.Request(
        executable: bundle.path, arguments: arguments + streamArguments, environment: environment,
        timeLimit: timeLimit, onOutputLine: onOutputLine, ledger: ledger)
      request.outputTerminal = terminal
      request.errorToTerminal = true
      request.sweepsOrphans = true
      let result: ChildProcess.Result
      do { result = try await ChildProcess.run(request) } catch {
        _ = channel.finish()
        return TestRunOutput(
          events: TestEventStream(), termination: nil, launchFailure: SystemReason(error), timeLimit: timeLimit)
      }
      let events = channel.finish()
      return TestRunOutput(
        events: events, termination: result.termination, timedOut: result.timedOut,
        // With a terminal, standard error (a crash's message and backtrace) came through it too.
        standardError: terminal == nil ? result.error.text : result.output.text,
        standardOutput: terminal == nil ? result.output.text : "",
        timeLimit: timeLimit, activity: result.activity, printed: capture.printed(byIDIn: events))
    }
    let events = eventStreamFile(id)
    defer { try? FileManager.default.removeItem(at: events) }
    var request = ChildProcess.Request(
      executable: bundle.path,
      arguments: arguments + ["--event-stream-output-path", events.path, "--event-stream-version", "0"],
      environment: environment, timeLimit: timeLimit, ledger: ledger)
    request.sweepsOrphans = true
    return await runTestProcess(request, events: events, timeLimit: timeLimit)
  }
}
