import Foundation
import Localization

/// What Swift Testing's JSON event stream (`--event-stream-output-path F --event-stream-version 0`)
/// said about one run, read record by record.
///
/// The stream has two record kinds: `"test"` describes a test or suite (`id`, `name`,
/// `displayName`, `kind`) and `"event"` reports what happened (`runStarted`, `testStarted`,
/// `testCaseStarted`, `issueRecorded`, `testCaseEnded`, `testEnded`, `testSkipped`, `runEnded`),
/// naming its test by `testID`. Unknown fields and kinds are ignored, so a newer toolchain's
/// additions do not break the checker.
public struct TestEventStream: Equatable, Sendable {
  /// A test or suite the stream described.
  public struct TestDescription: Equatable, Sendable {
    /// `Phase4RetryHiddenTests.RetryFeatureTests/retries()/RetryFeatureTests.swift:12:4`.
    public var id: String
    /// The name to show: the display name when there is one, else the function name.
    public var name: String
    /// Whether it is a suite (its outcome is its tests' outcomes).
    public var isSuite: Bool
  }

  /// One issue (failed expectation, thrown error, TestStore failure).
  public struct Issue: Equatable, Sendable {
    /// The test that recorded it.
    public var testID: String
    /// The message lines (`Expectation failed: …`, then details and comments).
    public var text: String
    /// The absolute path of the source location, when known.
    public var filePath: String?
    /// The line of the source location, when known.
    public var line: Int?
    /// The arguments of the parameterized test case it happened in (`2`), when any.
    public var testCase: String?
  }

  /// Tests and suites by id, as described.
  public var tests: [String: TestDescription] = [:]
  /// Test and suite ids in the order described. Swift Testing describes every test of the run's
  /// plan (the filtered suite) before the run starts, so this names the tests a crash or a kill
  /// kept from running too.
  public var described: [String] = []
  /// Test ids in the order they started.
  public var started: [String] = []
  /// Test ids in the order they ended.
  public var ended: [String] = []
  /// Test ids that were skipped.
  public var skipped: [String] = []
  /// Issues in the order they were recorded (known issues left out).
  public var issues: [Issue] = []
  /// Whether the run reported its end (a crash or kill leaves this false).
  public var runEnded = false
  /// How many times the run reported its end: once in a real run.
  public var runEndCount = 0
  /// Records that came after the run's end: none in a real run.
  public var recordsAfterRunEnd = 0

  /// An empty stream.
  public init() {}

  /// Parses the stream's text; malformed lines (a half-written last line after a kill) are skipped.
  public static func parse(_ text: String) -> TestEventStream {
    var stream = TestEventStream()
    // Split on the scalar: a message may hold U+2028, which `isNewline` would also split on.
    for line in text.unicodeScalars.split(separator: "\n") { stream.read(line: Substring(line)) }
    return stream
  }

  /// Reads the file at `url`, at most `limit` bytes of it.
  public static func read(_ url: URL, limit: Int = 32 * 1024 * 1024) -> TestEventStream {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return TestEventStream() }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: limit)) ?? Data()
    return parse(String(decoding: data, as: UTF8.self))
  }

  /// Applies one JSON record.
  public mutating func read(line: Substring) {
    guard let data = line.data(using: .utf8),
      let record = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let payload = record["payload"] as? [String: Any]
    else { return }
    if runEnded { recordsAfterRunEnd += 1 }
    switch record["kind"] as? String {
    case "test":
      guard let id = payload["id"] as? String else { return }
      let name = (payload["displayName"] as? String) ?? (payload["name"] as? String) ?? id
      if tests[id] == nil { described.append(id) }
      tests[id] = TestDescription(id: id, name: name, isSuite: (payload["kind"] as? String) == "suite")
    case "event":
      let testID = payload["testID"] as? String
      switch payload["kind"] as? String {
      case "testStarted": if let testID { started.append(testID) }
      case "testEnded": if let testID { ended.append(testID) }
      case "testSkipped": if let testID { skipped.append(testID) }
      case "runEnded":
        runEnded = true
        runEndCount += 1
      case "issueRecorded":
        guard let testID else { return }
        let issue = payload["issue"] as? [String: Any]
        if (issue?["isKnown"] as? Bool) == true { return }
        let messages = (payload["messages"] as? [[String: Any]]) ?? []
        let text = messages.compactMap { $0["text"] as? String }.joined(separator: "\n")
        let location =
          (issue?["sourceLocation"] as? [String: Any]) ?? (payload["_sourceLocation"] as? [String: Any])
        let testCase = (payload["_testCase"] as? [String: Any])?["displayName"] as? String
        issues.append(
          Issue(
            testID: testID, text: text, filePath: location?["_filePath"] as? String,
            line: location?["line"] as? Int, testCase: testCase))
      default: break
      }
    default: break
    }
  }

  /// Whether `id` names a test function (not a suite).
  public func isFunction(_ id: String) -> Bool { !(tests[id]?.isSuite ?? false) }

  /// The test functions that started, in order, each once.
  public var startedFunctions: [String] {
    var seen: Set<String> = []
    return started.filter { isFunction($0) && seen.insert($0).inserted }
  }

  /// Test functions that started and never ended: the ones running at a crash or kill.
  public var unfinishedFunctions: [String] {
    let done = Set(ended)
    return startedFunctions.filter { !done.contains($0) }
  }

  /// Test functions of the plan that never started, in the order described.
  public var functionsNeverStarted: [String] {
    let started = Set(started)
    return described.filter { isFunction($0) && !started.contains($0) }
  }

  /// Why this stream cannot be the report of one real run, or `nil` when it can: a test that
  /// started or ended twice, ended without starting, or records after the run's end. Swift
  /// Testing writes each once; such a stream was written to by something else too.
  public var inconsistency: String? { inconsistencyReason.map { LocalizedText([$0]).text(.english) } }

  /// ``inconsistency`` as a message, so the verdict reads in the learner's language.
  public var inconsistencyReason: LocalizedText.Part? {
    if runEndCount > 1 { return .message(.reportRunEndedTimes, ["count": "\(runEndCount)"]) }
    if recordsAfterRunEnd > 0 { return .message(.reportRecordsAfterEnd, ["count": "\(recordsAfterRunEnd)"]) }
    var startedOnce: Set<String> = []
    for id in started where isFunction(id) {
      if !startedOnce.insert(id).inserted { return .message(.reportStartedTwice, ["test": id]) }
    }
    var endedOnce: Set<String> = []
    for id in ended where isFunction(id) {
      if !endedOnce.insert(id).inserted { return .message(.reportEndedTwice, ["test": id]) }
      if !startedOnce.contains(id) { return .message(.reportEndedUnstarted, ["test": id]) }
    }
    return nil
  }

  /// The readable name of a test id.
  public func name(of id: String) -> String {
    if let name = tests[id]?.name { return name }
    // `Module.Suite/function()/File.swift:1:2` → `function()`.
    let parts = id.split(separator: "/")
    return parts.count >= 2 ? String(parts[1]) : id
  }
}
