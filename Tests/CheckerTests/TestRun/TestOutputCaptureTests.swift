import Testing

@testable import Checker

/// Events and printed lines arrive through one terminal, in order: each line belongs to the test
/// running when it was printed.
@Suite("What each test printed")
struct TestOutputCaptureTests {
  static func record(_ kind: String, _ id: String) -> String {
    #"{"kind":"event","payload":{"kind":"\#(kind)","messages":[],"testID":"\#(id)"},"version":0}"#
  }
  static func test(_ id: String, _ name: String) -> String {
    #"{"kind":"test","payload":{"id":"\#(id)","kind":"function","name":"\#(name)"},"version":0}"#
  }

  @Test("lines go to the running test; a late line to the test that ended last; Swift Testing's own lines are dropped")
  func attribution() {
    let capture = TestOutputCapture()
    for line in [
      Self.test("M.S/a()", "a()"), Self.test("M.S/b()", "b()"),
      "before any test",
      Self.record("testStarted", "M.S/a()"), "a printed this", Self.record("testEnded", "M.S/a()"),
      "late from a's effect",
      "◇ Test b() started.",
      Self.record("testStarted", "M.S/b()"), "b printed this", Self.record("testEnded", "M.S/b()"),
    ] {
      capture.take(line)
    }
    #expect(capture.events.described == ["M.S/a()", "M.S/b()"])
    #expect(capture.events.ended == ["M.S/a()", "M.S/b()"])
    #expect(capture.printedByTest == ["M.S/a()": "a printed this\nlate from a's effect", "M.S/b()": "b printed this"])
  }

  @Test("a flood of prints is capped per test")
  func capped() {
    let capture = TestOutputCapture()
    capture.take(Self.record("testStarted", "M.S/a()"))
    for index in 0..<10_000 { capture.take("line \(index)") }
    let text = capture.printedByTest["M.S/a()"] ?? ""
    #expect(text.split(separator: "\n").count == TestOutputCapture.lineLimit + 1)
    #expect(text.hasSuffix("more lines not kept)"))
  }
}
