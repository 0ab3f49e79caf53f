import Testing

@testable import Checker

@Suite("Swift Testing event stream")
struct TestEventStreamTests {
  @Test("reads tests, their ends and issues from a recorded run")
  func mixedRun() {
    let stream = TestEventStream.parse(RecordedEventStreams.mixedRun)
    #expect(stream.runEnded)
    #expect(stream.startedFunctions.count == 7)
    #expect(stream.unfinishedFunctions.isEmpty)
    #expect(stream.issues.count == 4)
    let suite = "Phase1CounterHiddenTests.AddTests"
    #expect(stream.tests[suite]?.isSuite == true)
    #expect(stream.name(of: suite + "/fails()/AddTests.swift:8:4") == "fails with message")
    #expect(stream.name(of: suite + "/failsDump()/AddTests.swift:9:4") == "failsDump()")

    let message = stream.issues.first { $0.testID.contains("fails()") }
    #expect(message?.text == "Expectation failed: (add(2, 2) → 5) == 4\ntwo plus two")
    #expect(message?.line == 8)
    #expect(message?.filePath == "/checkout/Exercises/phase1/counter/HiddenTests/AddTests.swift")
    let parameterized = stream.issues.first { $0.testID.contains("param(k:)") }
    #expect(parameterized?.testCase == "2")
    let thrown = stream.issues.first { $0.testID.contains("throwsError()") }
    #expect(thrown?.text == "Caught error: E()")
  }

  @Test("a crashed run shows the test that started and never ended")
  func crashedRun() {
    let stream = TestEventStream.parse(RecordedEventStreams.crashedRun)
    #expect(!stream.runEnded)
    #expect(stream.unfinishedFunctions == ["Phase1CounterHiddenTests.AddTests/crashes()/AddTests.swift:15:4"])
  }

  @Test("a half-written last line after a kill and unknown records are skipped")
  func tolerant() {
    let text = RecordedEventStreams.crashedRun + "\n{\"kind\":\"event\",\"payload\":{\"kind\":\"testEnd"
      + "\n{\"kind\":\"somethingNew\",\"payload\":{}}\nnot json"
    let stream = TestEventStream.parse(text)
    #expect(stream == TestEventStream.parse(RecordedEventStreams.crashedRun))
  }

  @Test("known issues (withKnownIssue) do not count as failures")
  func knownIssue() {
    let line = #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":true},"messages":[{"symbol":"fail","text":"x"}],"testID":"M.S/t()/F.swift:1:1"},"version":0}"#
    #expect(TestEventStream.parse(line).issues.isEmpty)
  }
}
