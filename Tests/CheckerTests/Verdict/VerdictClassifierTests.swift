import Curriculum
import Foundation
import Localization
import Testing

@testable import Checker

@Suite("Verdict classification")
struct VerdictClassifierTests {
  let layout = ProjectLayout(root: URL(fileURLWithPath: "/checkout"))
  let id = ExerciseID("phase1/counter")!

  var classifier: VerdictClassifier {
    VerdictClassifier(
      layout: layout, id: id, title: "カウンター",
      sourceFolder: URL(fileURLWithPath: "/checkout/Exercises/phase1/counter/Sources"))
  }

  @Test("every test ended without issues: pass")
  func pass() {
    let lines = RecordedEventStreams.mixedRun.split(separator: "\n")
      .filter { !$0.contains("issueRecorded") }.joined(separator: "\n")
    let verdict = classifier.classify(
      TestRunOutput(events: .parse(lines), termination: .exited(0)))
    #expect(verdict.status == .pass)
    #expect(verdict.error == nil)
    #expect(verdict.tests.count == 7)
    #expect(verdict.tests.allSatisfy { $0.status == .pass && $0.message == nil })
  }

  @Test("issues: fail, each failing test with its message and location")
  func fail() throws {
    let verdict = classifier.classify(
      TestRunOutput(events: .parse(RecordedEventStreams.mixedRun), termination: .exited(1)))
    #expect(verdict.status == .fail)
    #expect(verdict.tests.filter { $0.status == .fail }.count == 4)
    let failing = try #require(verdict.tests.first { $0.name == "fails with message" })
    #expect(failing.message?.contains("Expectation failed: (add(2, 2) → 5) == 4\ntwo plus two") == true)
    #expect(failing.message?.contains("(at Exercises/phase1/counter/HiddenTests/AddTests.swift:8)") == true)
    let parameterized = try #require(verdict.tests.first { $0.name == "param(k:)" })
    #expect(parameterized.message?.hasPrefix("[arguments: 2]") == true)
  }

  @Test("an issue located in the learner's file is pointed out as theirs")
  func learnerLocation() {
    let issue = TestEventStream.Issue(
      testID: "t", text: "Expected …", filePath: "/checkout/Exercises/phase1/counter/Sources/Feature.swift",
      line: 12)
    #expect(classifier.message(for: [issue]).text(.english).contains("(in your code at Exercises/phase1/counter/Sources/Feature.swift:12)"))
  }

  @Test("IssueReporting's empty 'Issue recorded' opening line is dropped")
  func issueRecordedLine() {
    let issue = TestEventStream.Issue(
      testID: "t", text: "Issue recorded\nA state change does not match expectation: …", filePath: nil,
      line: nil, testCase: "2")
    #expect(classifier.message(for: [issue]).text(.english) == "[arguments: 2] A state change does not match expectation: …")
  }

  @Test("a crash names the test that was running and the fatal error")
  func crash() throws {
    let verdict = classifier.classify(
      TestRunOutput(
        events: .parse(RecordedEventStreams.crashedRun), termination: .signaled(4),
        standardError: RecordedEventStreams.crashStandardError))
    #expect(verdict.status == .error)
    let error = try #require(verdict.error)
    #expect(error.kind == .crash)
    #expect(error.message.contains("“crashes()”"))
    #expect(error.message.contains("Fatal error: boom here"))
    #expect(error.message.contains("signal 4 SIGILL"))
    // The fatal error's file ID is `Phase1Counter/Feature.swift`: no such file in the fixture path
    // on disk, so the backtrace frame in the learner's folder gives the location.
    #expect(error.file == "Exercises/phase1/counter/Sources/Feature.swift")
    #expect(error.line == 3)
    #expect(verdict.tests.first { $0.name == "crashes()" } == TestOutcome(name: "crashes()", status: .error, localized: LocalizedText([.message(.testCrashed, [:])])))
    #expect(verdict.tests.filter { $0.status == .pass }.count == 1)
  }

  @Test("a timeout names the test that was running when the group was killed")
  func timeout() throws {
    let lines = RecordedEventStreams.crashedRun
    let verdict = classifier.classify(
      TestRunOutput(
        events: .parse(lines), termination: .signaled(9), timedOut: true, timeLimit: .seconds(5)))
    let error = try #require(verdict.error)
    #expect(verdict.status == .error)
    #expect(error.kind == .timeout)
    #expect(error.message.contains("within 5 s"))
    #expect(error.message.contains("“crashes()”"))
    #expect(error.message.contains("--timeout"))
  }

  @Test("no test ran: an error, never a pass")
  func nothingRan() {
    let stream = #"{"kind":"event","payload":{"kind":"runStarted","messages":[]},"version":0}"#
      + "\n" + #"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}"#
    let verdict = classifier.classify(TestRunOutput(events: .parse(stream), termination: .exited(0)))
    #expect(verdict.status == .error)
    #expect(verdict.error?.message.contains("No hidden test") == true)
  }

  @Test("a process that could not start is an error that says why")
  func launchFailure() {
    let verdict = classifier.classify(
      TestRunOutput(events: TestEventStream(), termination: nil, launchFailure: SystemReason(errno: ENOENT)))
    #expect(verdict.status == .error)
    #expect(verdict.error?.message.contains("no such file or folder") == true)
    #expect(verdict.error?.text(.japanese).contains("ファイルまたはフォルダーがありません") == true)
  }

  @Test("a report that contradicts itself says so, and what contradicts, in either language")
  func inconsistentReport() throws {
    let end = try #require(RecordedEventStreams.mixedRun.split(separator: "\n").last { $0.contains("runEnded") })
    let verdict = classifier.classify(
      TestRunOutput(events: .parse(RecordedEventStreams.mixedRun + "\n" + end), termination: .exited(1)))
    #expect(verdict.status == .error)
    let japanese = try #require(verdict.error?.text(.japanese))
    #expect(japanese.hasSuffix("矛盾の内容:\n実行の終わりが 2 回報告されました"), "\(japanese)")
    #expect(verdict.error?.message.hasSuffix("The contradiction:\nthe run ended 2 times") == true)
    let clean = RecordedEventStreams.mixedRun.split(separator: "\n")
      .filter { !$0.contains("issueRecorded") }.joined(separator: "\n")
    let exited = classifier.classify(TestRunOutput(events: .parse(clean), termination: .exited(3)))
    #expect(exited.error?.text(.japanese).hasSuffix("失敗のない実行の後に、終了ステータス 3 で終わりました") == true)
  }

  @Test("an exit without the run's end and without a running test is still a crash")
  func exitWithoutEnd() {
    let verdict = classifier.classify(
      TestRunOutput(events: TestEventStream(), termination: .exited(1), standardError: "Fatal error: x"))
    #expect(verdict.error?.kind == .crash)
  }
}
