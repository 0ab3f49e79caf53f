import Curriculum
import Foundation
import Localization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns what a test run left behind into one verdict: pass, fail with each test's message, or an
/// error (`crash`, `timeout`, or no test ran at all — which is never a pass).
public struct VerdictClassifier: Sendable {
  /// The checkout, for paths relative to its root.
  public var layout: ProjectLayout
  /// The exercise.
  public var id: ExerciseID
  /// Its title.
  public var title: String
  /// The folder its module was built from (the learner's files by default).
  public var sourceFolder: URL
  /// The folder its hidden tests were built from: names the suite's tests when the event stream
  /// could not (the process was stopped before it described them).
  public var hiddenTestFolder: URL?
  /// Whether TestStore's advice to test authors is rewritten for a learner who cannot edit the
  /// tests (``LearnerAdvice``); off when the learner wrote the tests.
  public var rewritesAdvice = true
  /// Whether a pass needs every test that ``hiddenTestFolder`` declares to have run to its end
  /// (on for hidden suites: a run that reports fewer tests than the suite holds is never a pass;
  /// off for a learner's own tests, which may comment a test out).
  public var requiresEveryDeclaredTest = true
  /// The compiler's warnings in the learner's files: a crash by stack overflow is located at the
  /// compiler's "infinite recursion" warning when the crash left no backtrace.
  public var learnerWarnings: [LearnerWarning] = []

  /// Makes a classifier for one exercise.
  public init(
    layout: ProjectLayout, id: ExerciseID, title: String, sourceFolder: URL, hiddenTestFolder: URL? = nil
  ) {
    self.layout = layout
    self.id = id
    self.title = title
    self.sourceFolder = sourceFolder
    self.hiddenTestFolder = hiddenTestFolder
  }

  /// The longest message kept per test (a runaway CustomDump diff is cut, not the report).
  static let messageLimit = 6_000

  /// The verdict for `output`.
  public func classify(_ output: TestRunOutput) -> ExerciseVerdict {
    if let failure = output.launchFailure {
      return error(
        .crash, LocalizedText([.message(.verdictLaunchFailed, ["id": id.rawValue]), failure.part]),
        tests: [])
    }
    let events = output.events
    let unfinished = Set(events.unfinishedFunctions)
    var tests: [TestOutcome] = []
    // Finished tests, in the order they ended; then the ones cut off, in the order they started.
    var seen: Set<String> = []
    for testID in events.ended where events.isFunction(testID) && seen.insert(testID).inserted {
      let issues = events.issues.filter { $0.testID == testID }
      tests.append(
        TestOutcome(
          name: events.name(of: testID), status: issues.isEmpty ? .pass : .fail,
          localized: issues.isEmpty ? nil : message(for: issues),
          output: issues.isEmpty ? nil : output.printed[testID]))
    }

    if output.timedOut {
      let running = events.unfinishedFunctions
      for testID in running {
        tests.append(
          TestOutcome(
            name: events.name(of: testID), status: .error,
            localized: LocalizedText([.message(.testStillRunning, ["limit": seconds(output.timeLimit)])]),
            output: output.printed[testID]))
      }
      tests += notRun(events, after: tests, reason: .testNotRunAfterTimeout)
      let advice = TimeoutAdvice(
        id: id, timeLimit: output.timeLimit, running: running.map { events.name(of: $0) },
        activity: output.activity)
      return error(.timeout, advice.text, tests: tests, location: nil)
    }

    let crashed: Bool = {
      switch output.termination {
      case .signaled?: return true
      // A test process that exits without Swift Testing's report of the run's end stopped
      // early, whatever its status: `exit(0)` from the code under test is not a pass.
      case .exited?: return !events.runEnded || !unfinished.isEmpty
      case nil: return true
      }
    }()
    if crashed {
      let running = events.unfinishedFunctions
      for testID in running {
        tests.append(
          TestOutcome(
            name: events.name(of: testID), status: .error, localized: LocalizedText([.message(.testCrashed, [:])]),
            output: output.printed[testID]))
      }
      tests += notRun(events, after: tests, reason: .testNotRunAfterCrash)
      let names = running.map { "“\(events.name(of: $0))”" }.joined(separator: ", ")
      let signal = output.termination.flatMap(signalDescription) ?? "an abnormal exit"
      var text: [LocalizedText.Part] = [
        names.isEmpty
          ? .message(.verdictCrashBeforeReport, ["id": id.rawValue, "signal": signal])
          : .message(.verdictCrashDuring, ["tests": names, "id": id.rawValue, "signal": signal])
      ]
      if case .signaled(let number)? = output.termination,
        let overflow = StackOverflowDiagnosis.diagnose(
          signal: number, standardError: output.standardError,
          learnerFolder: sourceFolder.standardizedFileURL.path, relativeFolder: layout.relativePath(of: sourceFolder),
          warnings: learnerWarnings)
      {
        text.append(.message(.verdictStackOverflow, [:]))
        if let file = overflow.file, let line = overflow.line {
          text.append(.message(.verdictStackOverflowAt, ["file": file, "line": "\(line)"]))
        }
        text.append(.message(.verdictStackOverflowAdvice, [:]))
        let location = overflow.file.map { (file: $0, line: overflow.line ?? 1) }
        return error(.crash, LocalizedText(text), tests: tests, location: location)
      }
      let (fatal, location) = crashDetails(output.standardError)
      if let fatal { text.append(.literal(fatal)) }
      if let location { text.append(.message(.verdictCrashAt, ["file": location.file, "line": "\(location.line)"])) }
      text.append(.message(.verdictCrashAdvice, [:]))
      return error(.crash, LocalizedText(text), tests: tests, location: location)
    }

    if let reason = events.inconsistencyReason {
      return error(.crash, LocalizedText([.message(.verdictInconsistentReport, ["id": id.rawValue]), reason]), tests: tests)
    }
    if case .exited(let code)? = output.termination, code != 0, events.issues.isEmpty {
      return error(
        .crash,
        LocalizedText([
          .message(.verdictInconsistentReport, ["id": id.rawValue]),
          .message(.reportExitAfterClean, ["code": "\(code)"]),
        ]),
        tests: tests)
    }
    if requiresEveryDeclaredTest, let hiddenTestFolder {
      let declared = HiddenTestListing.names(in: hiddenTestFolder)
      let reported = Set(events.ended.filter(events.isFunction).map { events.name(of: $0) })
        .union(events.skipped.map { events.name(of: $0) })
      let missing = declared.filter { !reported.contains($0) }
      if !missing.isEmpty {
        let notRun = missing.map {
          TestOutcome(name: $0, status: .error, localized: LocalizedText([.message(.testNotReported, [:])]), ran: false)
        }
        return error(
          .crash,
          LocalizedText([
            .message(
              .verdictIncompleteRun,
              [
                "id": id.rawValue, "declared": "\(declared.count)", "reported": "\(declared.count - missing.count)",
                "missing": missing.map { "“\($0)”" }.joined(separator: ", "),
              ])
          ]),
          tests: tests + notRun)
      }
    }

    let functionsRan = events.startedFunctions.count
    if functionsRan == 0 && events.skipped.isEmpty {
      return error(
        .crash,
        LocalizedText([
          .message(
            .verdictNoTestRan,
            ["id": id.rawValue, "filter": hiddenTestFilter(id), "folder": layout.relativePath(of: layout.hiddenTests(id))])
        ]),
        tests: tests, location: nil)
    }
    let failedCount = tests.filter { $0.status != .pass }.count
    return ExerciseVerdict(id: id, title: title, status: failedCount == 0 ? .pass : .fail, tests: tests)
  }

  /// The suite's tests that never started, each marked not run: the ones the stream described, or,
  /// when it described none, the ones the hidden test sources declare minus those already listed.
  func notRun(_ events: TestEventStream, after listed: [TestOutcome], reason: MessageKey) -> [TestOutcome] {
    var names = events.functionsNeverStarted.map { events.name(of: $0) }
    if events.described.isEmpty, let hiddenTestFolder {
      let seen = Set(listed.map(\.name))
      names = HiddenTestListing.names(in: hiddenTestFolder).filter { !seen.contains($0) }
    }
    return names.map {
      TestOutcome(name: $0, status: .error, localized: LocalizedText([.message(reason, [:])]), ran: false)
    }
  }

  private func error(
    _ kind: CheckError.Kind, _ localized: LocalizedText, tests: [TestOutcome],
    location: (file: String, line: Int)? = nil
  ) -> ExerciseVerdict {
    ExerciseVerdict(
      id: id, title: title, status: .error,
      error: CheckError(kind: kind, localized: localized, file: location?.file, line: location?.line),
      tests: tests)
  }

  private func error(
    _ kind: CheckError.Kind, _ message: String, tests: [TestOutcome],
    location: (file: String, line: Int)? = nil
  ) -> ExerciseVerdict {
    ExerciseVerdict(
      id: id, title: title, status: .error,
      error: CheckError(kind: kind, message: message, file: location?.file, line: location?.line),
      tests: tests)
  }

  /// A failing test's message: every issue with its location, the learner's file named as such.
  func message(for issues: [TestEventStream.Issue]) -> LocalizedText {
    var parts: [LocalizedText.Part] = []
    for issue in issues {
      if !parts.isEmpty { parts.append(.literal("")) }
      var text = issue.text
      // IssueReporting's issues (every TestStore failure) open with this line, which says nothing.
      if text.hasPrefix("Issue recorded\n") { text.removeFirst("Issue recorded\n".count) }
      if let testCase = issue.testCase { text = "[arguments: \(testCase)] " + text }
      // TestStore's advice is for test authors; the learner can only change the feature.
      parts += rewritesAdvice ? LearnerAdvice.parts(text) : [.literal(text)]
      if let path = issue.filePath, let line = issue.line {
        let url = URL(fileURLWithPath: path)
        let place = ["file": layout.relativePath(of: url), "line": "\(line)"]
        parts.append(.message(isLearnerFile(url) ? .testAtLearnerCode : .testAt, place))
      }
    }
    let localized = LocalizedText(parts)
    let english = localized.text(.english)
    guard english.count > Self.messageLimit else { return localized }
    return LocalizedText([.literal(String(english.prefix(Self.messageLimit)) + "\n… (message cut)")])
  }

  func isLearnerFile(_ url: URL) -> Bool {
    DiagnosticAttribution.path(url.standardizedFileURL.path, isInside: sourceFolder)
  }

  /// The `Fatal error: …` line of a crash and the learner's file and line, when stderr shows them:
  /// from the fatal error's own `Module/File.swift:line:` prefix or the first backtrace frame in
  /// the learner's folder.
  func crashDetails(_ standardError: String) -> (String?, (file: String, line: Int)?) {
    let lines = standardError.split(separator: "\n").map(String.init)
    let fatal = lines.first { $0.contains("Fatal error") || $0.contains("Precondition failed") || $0.contains("Assertion failed") }
    var location: (file: String, line: Int)?
    if let fatal, let prefix = fatal.components(separatedBy: ": ").first {
      // `Phase4Retry/RetryFeature.swift:42` (a file ID: module and file name).
      let parts = prefix.split(separator: ":")
      if parts.count == 2, let line = Int(parts[1]) {
        let fileID = parts[0].split(separator: "/")
        if fileID.count == 2, fileID[0] == id.moduleName,
          let file = SourceFileList.swiftFiles(in: sourceFolder, within: layout.root).first(where: { $0.lastPathComponent == fileID[1] })
        {
          location = (layout.relativePath(of: file), line)
        }
      }
    }
    if location == nil {
      let base = sourceFolder.standardizedFileURL.path + "/"
      for line in lines {
        guard let range = line.range(of: " at \(base)") else { continue }
        let rest = line[range.upperBound...]
        let parts = rest.split(separator: ":")
        if parts.count >= 2, let number = Int(parts[1]) {
          location = ("\(layout.relativePath(of: sourceFolder))/\(parts[0])", number)
          break
        }
      }
    }
    return (fatal?.trimmingCharacters(in: .whitespaces), location)
  }

  func signalDescription(_ termination: ChildProcess.Termination) -> String? {
    switch termination {
    case .exited(let code): return "exit status \(code)"
    case .signaled(let signal):
      let names: [Int32: String] = [
        SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE",
        SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV",
      ]
      return "signal \(signal)\(names[signal].map { " \($0)" } ?? "")"
    }
  }

  func seconds(_ duration: Duration) -> String {
    let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    return value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
  }
}
