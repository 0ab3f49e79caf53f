import Curriculum
import DojoTestSupport
import Foundation
import Testing

@testable import Checker

/// `swift test` (the runner macOS uses) reads its verdict through the same private channel as the
/// bundle runner: a FIFO the test process is handed, gone from the file system once it is opened,
/// so code under test that reads the path from its arguments cannot write a forged end of run.
/// The stand-in `swift` plays both SwiftPM and a test process whose "learner code" tries that.
@Suite("swift test's event stream")
struct SwiftTestRunnerTests {
  static let testID = "Phase1DemoHiddenTests.S/demo()/DemoTests.swift:2:4"

  @Test("is a private FIFO that is gone once opened: a forged record written to its path goes nowhere")
  func privateChannel() async throws {
    let folder = try ScratchFolder("swift-test-runner")
    let marker = folder.url.appendingPathComponent("marker")
    let record = { (payload: String) in #"{"kind":"event","payload":{\#(payload),"messages":[]},"version":0}"# }
    let swift = try folder.write(
      """
      #!/bin/sh
      while [ "$#" -gt 0 ]; do
        if [ "$1" = "--experimental-event-stream-output" ]; then out="$2"; fi
        shift
      done
      if [ -p "$out" ]; then echo fifo > '\(marker.path)'; else echo not-a-fifo > '\(marker.path)'; fi
      exec 3> "$out"
      echo '{"kind":"test","payload":{"id":"\(Self.testID)","kind":"function","name":"demo()","displayName":"demo"},"version":0}' >&3
      echo '\(record(#""kind":"runStarted""#))' >&3
      echo '\(record(#""kind":"testStarted","testID":"\#(Self.testID)""#))' >&3
      # The learner's code runs now: the path it can read from the arguments must name nothing.
      i=0
      while [ -e "$out" ] && [ "$i" -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
      if [ -e "$out" ]; then echo present >> '\(marker.path)'; else echo gone >> '\(marker.path)'; fi
      if (echo '\(record(#""kind":"runEnded""#))' > "$out") 2>/dev/null; then
        echo forged >> '\(marker.path)'
      else
        echo refused >> '\(marker.path)'
      fi
      echo '{"kind":"event","payload":{"kind":"issueRecorded","testID":"\(Self.testID)","issue":{"isKnown":false},"messages":[{"text":"Expectation failed: real"}]},"version":0}' >&3
      echo '\(record(#""kind":"testEnded","testID":"\#(Self.testID)""#))' >&3
      echo '\(record(#""kind":"runEnded""#))' >&3
      exec 3>&-
      exit 1
      """, to: "bin/swift")
    try makeExecutable(swift)
    let runner = SwiftTestRunner(
      build: PackageBuild(layout: folder.layout, scratchPath: folder.url.appendingPathComponent(".build"), swift: swift.path),
      variables: [:])

    let output = await runner.run(ExerciseID("phase1/demo")!, module: "Phase1Demo", timeLimit: .seconds(60))

    let seen = try String(contentsOf: marker, encoding: .utf8).split(separator: "\n")
    #expect(seen == ["fifo", "gone", "refused"], "\(seen)")
    #expect(output.launchFailure == nil)
    #expect(output.events.runEndCount == 1)
    #expect(output.events.ended == [Self.testID])
    #expect(output.events.issues.map(\.text) == ["Expectation failed: real"])
  }
}
