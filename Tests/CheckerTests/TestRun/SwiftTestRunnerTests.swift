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
  @Test("is a private FIFO that is gone once opened: a forged record written to its path goes nowhere")
  func privateChannel() async throws {
    let checkout = try StandInCheckout("swift-test-runner")
    let folder = checkout.folder
    let marker = folder.url.appendingPathComponent("marker")
    let testID = StandInCheckout.hiddenTestID
    let swift = try checkout.swift(
      """
      #!/bin/sh
      while [ "$#" -gt 0 ]; do
        if [ "$1" = "--experimental-event-stream-output" ]; then out="$2"; fi
        shift
      done
      if [ -p "$out" ]; then echo fifo > '\(marker.path)'; else echo not-a-fifo > '\(marker.path)'; fi
      exec 3> "$out"
      \(StreamRecord.echo(StreamRecord.hiddenRunStart, ">&3"))
      # The learner's code runs now: the path it can read from the arguments must name nothing.
      i=0
      while [ -e "$out" ] && [ "$i" -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
      if [ -e "$out" ]; then echo present >> '\(marker.path)'; else echo gone >> '\(marker.path)'; fi
      if (echo '\(StreamRecord.runEnded)' > "$out") 2>/dev/null; then
        echo forged >> '\(marker.path)'
      else
        echo refused >> '\(marker.path)'
      fi
      \(StreamRecord.echo([StreamRecord.issue(testID, "Expectation failed: real")] + StreamRecord.hiddenRunEnd, ">&3"))
      exec 3>&-
      exit 1
      """)
    let runner = SwiftTestRunner(
      build: PackageBuild(layout: folder.layout, scratchPath: checkout.scratchPath, swift: swift.path),
      variables: [:])

    let output = await runner.run(StandInCheckout.id, module: "Phase1Demo", timeLimit: .seconds(60))

    let seen = try String(contentsOf: marker, encoding: .utf8).split(separator: "\n")
    #expect(seen == ["fifo", "gone", "refused"], "\(seen)")
    #expect(output.launchFailure == nil)
    #expect(output.events.runEndCount == 1)
    #expect(output.events.ended == [testID])
    #expect(output.events.issues.map(\.text) == ["Expectation failed: real"])
  }
}
