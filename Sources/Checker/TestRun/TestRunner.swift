import Curriculum
import Foundation

/// Runs one exercise's hidden tests from an already built test bundle, under a time limit.
///
/// Two implementations: ``BundleTestRunner`` executes the bundle directly (Linux, where it is an
/// executable), ``SwiftTestRunner`` goes through `swift test --skip-build` (macOS).
public protocol TestRunner: Sendable {
  /// Runs the tests of test target `module` built for `id` (its hidden tests, or for a
  /// test-writing exercise the learner's tests against the feature or one of its mutants); never
  /// throws: a failure to start is reported in the output.
  func run(_ id: ExerciseID, module: String, timeLimit: Duration) async -> TestRunOutput
}

extension TestRunner {
  /// Runs `id`'s hidden tests.
  public func run(_ id: ExerciseID, timeLimit: Duration) async -> TestRunOutput {
    await run(id, module: id.hiddenTestModuleName, timeLimit: timeLimit)
  }
}

/// What a test run left behind for classification.
public struct TestRunOutput: Equatable, Sendable {
  /// The parsed event stream.
  public var events: TestEventStream
  /// How the test process ended; `nil` when it could not start.
  public var termination: ChildProcess.Termination?
  /// Whether the time limit ran out and the process group was killed.
  public var timedOut: Bool
  /// Standard error (fatal error messages, backtraces), capped.
  public var standardError: String
  /// Standard output (Swift Testing's console report), capped.
  public var standardOutput: String
  /// Why the process could not start, when it could not (by errno, shown in the learner's
  /// language).
  public var launchFailure: SystemReason?
  /// The time limit it ran under.
  public var timeLimit: Duration
  /// How busy the test process was when the time limit ran out (`nil` when it did not, or the
  /// platform cannot tell): an idle process is waiting for something, a busy one computing.
  public var activity: ProcessActivity?
  /// What the code under test printed, by test id, capped (empty when the runner cannot tell
  /// which test printed what).
  public var printed: [String: String]

  /// Makes an output.
  public init(
    events: TestEventStream, termination: ChildProcess.Termination?, timedOut: Bool = false,
    standardError: String = "", standardOutput: String = "", launchFailure: SystemReason? = nil,
    timeLimit: Duration = .seconds(20), activity: ProcessActivity? = nil, printed: [String: String] = [:]
  ) {
    self.activity = activity
    self.printed = printed
    self.events = events
    self.termination = termination
    self.timedOut = timedOut
    self.standardError = standardError
    self.standardOutput = standardOutput
    self.launchFailure = launchFailure
    self.timeLimit = timeLimit
  }
}

/// The `--filter` that selects exactly one exercise's hidden tests: `^Phase4RetryHiddenTests\.`
/// (a bare module name would also match a module whose name starts with it).
func hiddenTestFilter(_ id: ExerciseID) -> String { testFilter(module: id.hiddenTestModuleName) }

/// The `--filter` that selects exactly the tests of test target `module`.
func testFilter(module: String) -> String { "^\(module)\\." }

/// The environment a test process gets: a short, colourless backtrace of the crashed thread only,
/// which names the learner's file and line and takes a fraction of a second.
func testProcessEnvironment(_ base: [String: String]) -> [String: String] {
  // Only what a built test bundle needs: the learner's code runs in this process, and the
  // grading machine's variables (tokens, CI secrets, its paths) must not reach it.
  var environment = base.filter { key, _ in
    testProcessVariables.contains(key) || key.hasPrefix("LC_")
  }
  if environment["SWIFT_BACKTRACE"] == nil {
    environment["SWIFT_BACKTRACE"] =
      "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,sanitize=yes"
  }
  environment["NO_COLOR"] = "1"
  return environment
}

/// The variables a test process inherits (and `LC_*`): tool and library paths, home and
/// temporary folders, the locale and the language dojo speaks, the crash report's settings.
let testProcessVariables: Set<String> = [
  "PATH", "HOME", "TMPDIR", "LANG", "LANGUAGE", "LD_LIBRARY_PATH", "DOJO_LANG", "SWIFT_BACKTRACE",
]

/// A fresh file for one run's event stream.
func eventStreamFile(_ id: ExerciseID) -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent(
    "dojo-events-\(ProcessInfo.processInfo.processIdentifier)-\(id.moduleName)-\(UUID().uuidString).jsonl")
}

/// Runs a test process and collects what it left: the event stream it wrote to `events`, its end,
/// its capped output; a process that could not start becomes an output with `launchFailure`.
func runTestProcess(
  _ request: ChildProcess.Request, events: URL, timeLimit: Duration
) async -> TestRunOutput {
  do {
    let result = try await ChildProcess.run(request)
    return TestRunOutput(
      events: TestEventStream.read(events), termination: result.termination,
      timedOut: result.timedOut, standardError: result.error.text,
      standardOutput: result.output.text, timeLimit: timeLimit, activity: result.activity)
  } catch {
    return TestRunOutput(
      events: TestEventStream(), termination: nil, launchFailure: SystemReason(error),
      timeLimit: timeLimit)
  }
}

extension TestRunOutput {
  /// The output with paths under `copy` (a copy of the learner's tests, built as a variant)
  /// written as the same paths under `original` (the learner's own folder), so failures and
  /// crashes point at the file the learner edits.
  func relocated(from copy: URL, to original: URL) -> TestRunOutput {
    let from = copy.standardizedFileURL.path + "/"
    let to = original.standardizedFileURL.path + "/"
    var output = self
    for index in output.events.issues.indices {
      if let path = output.events.issues[index].filePath, path.hasPrefix(from) {
        output.events.issues[index].filePath = to + path.dropFirst(from.count)
      }
      output.events.issues[index].text = output.events.issues[index].text.replacingOccurrences(of: from, with: to)
    }
    output.standardError = output.standardError.replacingOccurrences(of: from, with: to)
    return output
  }
}
