import Curriculum
import Foundation
import Localization
import Testing

@testable import Checker

@Suite("A timeout tells the whole story")
struct TimeoutVerdictTests {
  let layout = ProjectLayout(root: URL(fileURLWithPath: "/checkout"))
  let id = ExerciseID("phase1/counter")!

  func classifier(hiddenTests: URL? = nil) -> VerdictClassifier {
    VerdictClassifier(
      layout: layout, id: id, title: "カウンター",
      sourceFolder: URL(fileURLWithPath: "/checkout/Exercises/phase1/counter/Sources"),
      hiddenTestFolder: hiddenTests)
  }

  func timedOut(_ activity: ProcessActivity?) -> TestRunOutput {
    TestRunOutput(
      events: .parse(RecordedEventStreams.crashedRun), termination: .signaled(9), timedOut: true,
      timeLimit: .seconds(5), activity: activity)
  }

  static let idle = ProcessActivity(recentCPU: 0.01, window: .seconds(5), runnableShare: 0)
  static let busy = ProcessActivity(recentCPU: 4.9, window: .seconds(5), runnableShare: 1)

  @Test("every test of the suite is listed: finished, running, and the ones that never ran")
  func everyTest() throws {
    let verdict = classifier().classify(timedOut(Self.busy))
    #expect(verdict.tests.count == 7)
    #expect(verdict.tests.map(\.name).sorted() == [
      "crashes()", "fails with message", "failsDump()", "hangs()", "param(k:)", "passes", "throwsError()",
    ])
    let notRun = verdict.tests.filter { !$0.ran }
    #expect(notRun.map(\.name) == ["hangs()", "throwsError()"])
    #expect(notRun.allSatisfy { $0.status == .error && $0.message?.hasPrefix("Not run:") == true })
    let running = try #require(verdict.tests.first { $0.name == "crashes()" })
    #expect(running.ran && running.status == .error)
    #expect(running.message?.contains("Still running") == true)
  }

  @Test("not-run tests are in --json with \"ran\": false, and survive the cache")
  func json() throws {
    let verdict = classifier().classify(timedOut(Self.idle))
    let text = verdict.json.text(pretty: false)
    #expect(text.contains(#"{"name":"hangs()","status":"error","message":"Not run: the time limit stopped the tests before it started.","ran":false,"output":null}"#))
    let decoded = try JSONDecoder().decode(ExerciseVerdict.self, from: JSONEncoder().encode(verdict))
    #expect(decoded == verdict)
  }

  @Test("an idle process: say what to look for, not to raise the time limit")
  func idleAdvice() throws {
    let message = try #require(classifier().classify(timedOut(Self.idle)).error?.message)
    #expect(message.contains("sat idle"))
    #expect(message.contains("more time would not help"))
    #expect(message.contains("continuousClock"))
    #expect(!message.contains("--timeout"))
  }

  @Test("a busy process: a loop to look for, and --timeout for a slow machine")
  func busyAdvice() throws {
    let message = try #require(classifier().classify(timedOut(Self.busy)).error?.message)
    #expect(message.contains("busy computing"))
    #expect(message.contains("`dojo check phase1/counter --timeout 60`"))
    #expect(!message.contains("sat idle"))
  }

  @Test("unknown activity (another platform): both causes are named")
  func unknownActivity() throws {
    let message = try #require(classifier().classify(timedOut(nil)).error?.message)
    #expect(message.contains("never ends"))
    #expect(message.contains("--timeout"))
  }

  @Test("a process stopped before the suite was described: the tests come from the hidden sources")
  func fromSources() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-hidden-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(
      """
      @Suite struct S {
        @Test("増える") func increments() async {}
        @Test func decrements() {}
      }
      """.utf8
    ).write(to: folder.appendingPathComponent("S.swift"))
    let verdict = classifier(hiddenTests: folder).classify(
      TestRunOutput(events: TestEventStream(), termination: .signaled(9), timedOut: true, activity: Self.idle))
    #expect(verdict.tests.map(\.name) == ["増える", "decrements()"])
    #expect(verdict.tests.allSatisfy { !$0.ran })
    #expect(verdict.error?.message.contains("before any test started") == true)
  }

  @Test("a crash lists the tests after it as not run too")
  func crash() {
    let verdict = classifier().classify(
      TestRunOutput(events: .parse(RecordedEventStreams.crashedRun), termination: .signaled(4)))
    #expect(verdict.error?.kind == .crash)
    #expect(verdict.tests.filter { !$0.ran }.map(\.name) == ["hangs()", "throwsError()"])
    #expect(verdict.tests.filter { !$0.ran }.allSatisfy { $0.message?.contains("crashed") == true })
  }

  @Test("the advice, the running test and the not-run tests are in the learner's language")
  func japanese() throws {
    let verdict = classifier().classify(timedOut(Self.idle))
    let advice = try #require(verdict.error?.text(.japanese))
    #expect(advice.contains("5 s 以内に終わらなかった"))
    #expect(advice.contains("待ったまま止まっていました"))
    #expect(!advice.contains("sat idle"))
    let notRun = try #require(verdict.tests.first { !$0.ran })
    #expect(notRun.text(.japanese)?.hasPrefix("未実行") == true)
    // JSON and results files stay English.
    #expect(notRun.message?.hasPrefix("Not run:") == true)
    // A cached verdict is shown in the reader's language.
    let decoded = try JSONDecoder().decode(ExerciseVerdict.self, from: JSONEncoder().encode(verdict))
    #expect(decoded.tests.first { !$0.ran }?.text(.japanese) == notRun.text(.japanese))
  }
}
