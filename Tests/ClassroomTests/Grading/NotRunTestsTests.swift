import Checker
import Classroom
import Foundation
import Testing

/// Tests a crash kept from starting are shown as not run by every results writer, never as passed
/// and never as errors of their own.
@Suite struct NotRunTestsTests {
  /// A crash in the second test: the first passed, the second crashed, the third never started.
  static let crash = GradeReport(
    entries: [
      GradeReport.Entry(
        verdict: ExerciseVerdict(
          id: GradingFixtures.retry, title: "リトライ", status: .error,
          error: CheckError(kind: .crash, message: "The test process crashed."),
          tests: [
            TestOutcome(name: "succeeds on the third attempt", status: .pass),
            TestOutcome(name: "stops after the maximum", status: .error, message: "crashed here"),
            TestOutcome(
              name: "resets after success", status: .error,
              message: "Not run: the test process crashed before it started.", ran: false
            ),
          ]
        ),
        problemNumber: 3
      )
    ],
    executionTime: 2
  )

  /// Everything before the crash ran: one case per test, the last one only skipped.
  static let crashBeforeAnyTest = GradeReport(
    entries: [
      GradeReport.Entry(
        verdict: ExerciseVerdict(
          id: GradingFixtures.retry, title: "リトライ", status: .error,
          error: CheckError(kind: .crash, message: "The test process crashed."),
          tests: [
            TestOutcome(
              name: "resets after success", status: .error,
              message: "Not run: the test process crashed before it started.", ran: false
            )
          ]
        ),
        problemNumber: 3
      )
    ],
    executionTime: 2
  )

  func junit(_ report: GradeReport) -> String {
    String(decoding: GradeFormat.junit.render(report), as: UTF8.self)
  }

  @Test func junitMarksATestThatNeverStartedSkippedAndCountsIt() {
    let xml = junit(Self.crash)
    #expect(
      xml.contains(
        """
            <testcase classname="phase4/retry" name="resets after success">
              <skipped message="not run"/>
            </testcase>
        """
      ), "\(xml)")
    #expect(xml.contains(#"tests="3" failures="0" errors="1" skipped="1""#), "\(xml)")
    #expect(xml.components(separatedBy: "<error ").count == 2, "only the crashed test is an error")
  }

  @Test func junitStillReportsTheErrorWhenNoTestRanAtAll() {
    let xml = junit(Self.crashBeforeAnyTest)
    #expect(xml.contains(#"<skipped message="not run"/>"#))
    #expect(xml.contains(#"name="リトライ (crash)""#), "the crash needs a case of its own: \(xml)")
    #expect(xml.contains(#"errors="1" skipped="1""#), "\(xml)")
  }

  @Test func exercismGivesANotRunTestAnErrorThatSaysSoAndNoOutput() throws {
    let results = ExercismResults(Self.crash)
    let notRun = try #require(results.tests.first { $0.name == "phase4/retry: resets after success" })
    #expect(notRun.status == "error")
    #expect(notRun.message == "Not run: the test process crashed before it started.")
    #expect(notRun.output == nil)
    #expect(results.tests.count == 3, "no extra line: the crashed test carries the error")
    let alone = ExercismResults(Self.crashBeforeAnyTest)
    #expect(alone.tests.map(\.name) == ["phase4/retry: resets after success", "phase4/retry: リトライ (crash)"])
  }

  @Test func gradescopeListsANotRunTestWithItsMark() throws {
    let output = try #require(GradescopeResults(Self.crash).tests.first?.output)
    #expect(output.contains("✓ succeeds on the third attempt\n✗ stops after the maximum\n✗ resets after success (not run)"), "\(output)")
  }
}
