import Curriculum
import DojoTestSupport
import Foundation

@testable import Checker

/// A checkout of one exercise, `phase1/demo`, whose `swift` and test bundle are shell scripts
/// written by the test: the checker's whole path — build, test run, event stream, verdict, cache —
/// without SwiftPM, so a test can decide what each step does and when.
struct StandInCheckout {
  /// The one exercise.
  static let id = ExerciseID("phase1/demo")!
  /// Its hidden test's id in Swift Testing's event stream.
  static let hiddenTestID = "Phase1DemoHiddenTests.S/demo()/DemoTests.swift:2:4"

  /// The checkout.
  let folder: ScratchFolder

  /// A checkout named after `name` whose learner's file holds `learnerFile` and whose hidden
  /// tests declare the one test `demo passes`.
  init(_ name: String, learnerFile: String = "let demoValue = 1\n") throws {
    folder = try ScratchFolder(name)
    _ = try folder.write(learnerFile, to: "Exercises/phase1/demo/Sources/Demo.swift")
    _ = try folder.write(
      "import Testing\n@Test(\"demo passes\") func demo() {}\n", to: "Exercises/phase1/demo/HiddenTests/DemoTests.swift")
  }

  /// The learner's file.
  var learnerFile: URL { folder.url.appendingPathComponent("Exercises/phase1/demo/Sources/Demo.swift") }

  /// The build folder the stand-in bundle lives in.
  var scratchPath: URL { folder.url.appendingPathComponent(".build-fake") }

  /// Writes `script` as the stand-in `swift` (`bin/swift`).
  func swift(_ script: String) throws -> URL {
    try executable(script, at: "bin/swift")
  }

  /// Writes `script` as the stand-in test bundle the checker runs directly.
  func bundle(_ script: String) throws -> URL {
    try executable(script, at: ".build-fake/debug/ComposableDojoPackageTests.xctest")
  }

  /// A checker of this checkout that builds with `swift` and runs the stand-in bundle.
  func checker(swift: URL, timeLimit: Duration = .seconds(20)) -> ExerciseChecker {
    ExerciseChecker(
      layout: folder.layout, scratchPath: scratchPath, timeLimit: timeLimit,
      titles: [Self.id: "Demo"], verifiesIntegrity: false, swift: swift.path, runnerKind: .bundle)
  }

  private func executable(_ script: String, at path: String) throws -> URL {
    let file = try folder.write(script, to: path)
    try makeExecutable(file)
    return file
  }
}

/// Lines of Swift Testing's JSON event stream (version 0), for stand-in test processes to echo.
enum StreamRecord {
  /// An event record whose payload holds `payload` (`"kind":"runStarted"`, …) and no messages.
  static func event(_ payload: String) -> String {
    #"{"kind":"event","payload":{\#(payload),"messages":[]},"version":0}"#
  }

  /// The record describing the test function `id`, called `name` (`demo()`) and shown as
  /// `displayName`.
  static func described(_ id: String, name: String, displayName: String) -> String {
    #"{"kind":"test","payload":{"id":"\#(id)","kind":"function","name":"\#(name)","displayName":"\#(displayName)"},"version":0}"#
  }

  /// The run's start.
  static let runStarted = event(#""kind":"runStarted""#)
  /// The run's end.
  static let runEnded = event(#""kind":"runEnded""#)

  /// `testID` started.
  static func started(_ testID: String) -> String { event(#""kind":"testStarted","testID":"\#(testID)""#) }

  /// `testID` ended.
  static func ended(_ testID: String) -> String { event(#""kind":"testEnded","testID":"\#(testID)""#) }

  /// An issue recorded in `testID`, with `text` as its message.
  static func issue(_ testID: String, _ text: String) -> String {
    #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"\#(testID)","issue":{"isKnown":false},"messages":[{"text":"\#(text)"}]},"version":0}"#
  }

  /// The start of a run of the demo exercise's hidden test: described, run started, test started.
  static let hiddenRunStart = [
    described(StandInCheckout.hiddenTestID, name: "demo()", displayName: "demo passes"), runStarted,
    started(StandInCheckout.hiddenTestID),
  ]

  /// The end of that run: test ended, run ended.
  static let hiddenRunEnd = [ended(StandInCheckout.hiddenTestID), runEnded]

  /// `lines` as shell `echo` commands, one a line, each followed by `redirect` (`>&3`) if given.
  static func echo(_ lines: [String], _ redirect: String = "") -> String {
    lines.map { "echo '\($0)'" + (redirect.isEmpty ? "" : " " + redirect) }.joined(separator: "\n")
  }
}
