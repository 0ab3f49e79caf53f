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
    let events = eventStreamFile(id)
    defer { try? FileManager.default.removeItem(at: events) }
    var request = ChildProcess.Request(
      executable: build.swift,
      arguments: [
        "test", "--package-path", build.layout.root.path, "--scratch-path", build.scratchPath.path,
        "--skip-build", "--disable-xctest", "--no-parallel", "--filter", testFilter(module: module),
        "--experimental-event-stream-output", events.path,
        "--experimental-event-stream-version", "0",
      ],
      environment: testProcessEnvironment(PackageBuild.environment(with: variables)),
      timeLimit: timeLimit, ledger: ledger)
    request.sweepsOrphans = true
    return await runTestProcess(request, events: events, timeLimit: timeLimit)
  }
}
