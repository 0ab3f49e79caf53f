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

  /// A runner for `bundle`.
  public init(bundle: URL) { self.bundle = bundle }

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

  public func run(_ id: ExerciseID, timeLimit: Duration) async -> TestRunOutput {
    let events = eventStreamFile(id)
    defer { try? FileManager.default.removeItem(at: events) }
    let request = ChildProcess.Request(
      executable: bundle.path,
      arguments: [
        "--testing-library", "swift-testing", "--no-parallel", "--filter", hiddenTestFilter(id),
        "--event-stream-output-path", events.path, "--event-stream-version", "0",
      ],
      environment: testProcessEnvironment(ProcessInfo.processInfo.environment),
      timeLimit: timeLimit)
    return await runTestProcess(request, events: events, timeLimit: timeLimit)
  }
}
