import Testing

@testable import Checker

/// Printed lines and Swift Testing's console report arrive through one terminal, in order: each
/// line belongs to the test running when it was printed. Event records never travel this way.
@Suite("What each test printed")
struct TestOutputCaptureTests {
  static func test(_ id: String, _ name: String) -> String {
    #"{"kind":"test","payload":{"id":"\#(id)","kind":"function","name":"\#(name)"},"version":0}"#
  }

  @Test("lines go to the running test; a late line to the test that ended last; Swift Testing's own lines are dropped")
  func attribution() {
    let capture = TestOutputCapture()
    for line in [
      "◇ Test run started.",
      "before any test",
      "◇ Test a() started.", "a printed this", "✔ Test a() passed after 0.001 seconds.",
      "late from a's effect",
      "◇ Test \"b does things\" started.", "b printed this",
      "✘ Test \"b does things\" recorded an issue at F.swift:3:4: Expectation failed",
      "↳ A state change does not match expectation: …", "  ", "      RetryFeature.State(", "    −   _status: .loading",
      "✘ Test \"b does things\" failed after 0.002 seconds with 1 issue.",
      "✔ Test run with 2 tests passed after 0.003 seconds.",
    ] {
      capture.take(line)
    }
    #expect(capture.printedByName == ["a()": "a printed this\nlate from a's effect", "b does things": "b printed this"])
    let events = TestEventStream.parse(
      [Self.test("M.S/a()", "a()"), Self.test("M.S/b()", "b does things")].joined(separator: "\n"))
    #expect(capture.printed(byIDIn: events) == ["M.S/a()": "a printed this\nlate from a's effect", "M.S/b()": "b printed this"])
  }

  @Test("a printed line that looks like an event record is printed text, never an event")
  func forgedRecordIsText() {
    let capture = TestOutputCapture()
    capture.take("◇ Test a() started.")
    capture.take(#"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"#)
    #expect(capture.printedByName["a()"] == #"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"#)
  }

  @Test("console lines with colours and parameterized tests are understood")
  func consoleEvents() {
    #expect(TestOutputCapture.consoleEvent("\u{1B}[90m◇\u{1B}[0m Test \"x y\" started.") == .started("x y"))
    #expect(TestOutputCapture.consoleEvent("✔ Test f(k:) with 3 test cases passed after 0.1 seconds.") == .ended("f(k:)"))
    #expect(TestOutputCapture.consoleEvent("◇ Suite \"S\" started.") == nil)
    #expect(TestOutputCapture.consoleEvent("◇ Test case passing 1 argument k → 1 to \"x y\" started.") == nil)
    #expect(TestOutputCapture.consoleEvent("✘ Test case passing 1 argument k → 1 to \"x y\" failed after 0.1 seconds with 1 issue.") == nil)
    #expect(TestOutputCapture.consoleEvent("✔ Test run with 1 test passed after 0.1 seconds.") == nil)
  }

  @Test("a flood of prints is capped per test")
  func capped() {
    let capture = TestOutputCapture()
    capture.take("◇ Test a() started.")
    for index in 0..<10_000 { capture.take("line \(index)") }
    let text = capture.printedByName["a()"] ?? ""
    #expect(text.split(separator: "\n").count == TestOutputCapture.lineLimit + 1)
    #expect(text.hasSuffix("more lines not kept)"))
  }
}
