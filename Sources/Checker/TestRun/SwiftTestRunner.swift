import Curriculum
import Foundation

/// Runs hidden tests through `swift test --skip-build`: the way on macOS, where the test bundle
/// is not an executable.
///
/// It must see the same environment variables as the build, or SwiftPM would plan (and want to
/// build) a different package. Known limit: `swift test` starts the test process in a group of
/// its own, so a kill at the time limit can leave a hung test process behind.
public struct SwiftTestRunner: TestRunner {
  /// The build whose bundle is run.
  public var build: PackageBuild
  /// The variables the bundle was built with.
  public var variables: [String: String]

  /// Where the running `swift test` is recorded for ``ChildProcessLedger/reapLeftovers()``.
  public var ledger: ChildProcessLedger?

  /// A runner for the bundle `build` made with `variables`.
  public init(build: PackageBuild, variables: [String: String], ledger: ChildProcessLedger? = nil) {
    self.build = build
    self.variables = variables
    self.ledger = ledger
  }

  public func run(_ id: ExerciseID, module: String, timeLimit: Duration) async -> TestRunOutput {
    // The verdict is read from the event stream, so it travels as the bundle runner's does: a
    // private FIFO, gone before the first test runs (``PrivateEventChannel``). `swift test` hands
    // the path to the test process untouched (seen with SwiftPM 6.3.1 on Linux; on macOS, where
    // this runner is the one used, it has not been run yet). A file is the fallback where no FIFO
    // can be made.
    if let channel = PrivateEventChannel.make() {
      channel.start()
      do {
        let result = try await ChildProcess.run(request(module: module, events: channel.path, timeLimit: timeLimit))
        return TestRunOutput(
          events: channel.finish(), termination: result.termination, timedOut: result.timedOut,
          standardError: result.error.text, standardOutput: result.output.text, timeLimit: timeLimit,
          activity: result.activity)
      } catch {
        _ = channel.finish()
        return TestRunOutput(
          events: TestEventStream(), termination: nil, launchFailure: SystemReason(error), timeLimit: timeLimit)
      }
    }
    let events = eventStreamFile(id)
    defer { try? FileManager.default.removeItem(at: events) }
    return await runTestProcess(
      request(module: module, events: events.path, timeLimit: timeLimit), events: events, timeLimit: timeLimit)
  }

  /// `swift test --skip-build` of `module`'s hidden tests, its event stream written to `events`.
  func request(module: String, events: String, timeLimit: Duration) -> ChildProcess.Request {
    var request = ChildProcess.Request(
      executable: build.swift,
      arguments: [
        "test", "--package-path", build.layout.root.path, "--scratch-path", build.scratchPath.path,
        "--skip-build", "--disable-xctest", "--no-parallel", "--filter", testFilter(module: module),
        "--experimental-event-stream-output", events,
        "--experimental-event-stream-version", "0",
      ],
      environment: testProcessEnvironment(PackageBuild.environment(with: variables)),
      timeLimit: timeLimit, ledger: ledger)
    request.sweepsOrphans = true
    return request
  }
}
