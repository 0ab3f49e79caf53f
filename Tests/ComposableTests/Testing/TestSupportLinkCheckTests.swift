import Composable
import Testing

/// The check that stops a TestStore whose failures would vanish.
@Suite struct TestSupportLinkCheckTests {
  @Test func thisTargetLinksIssueReportingTestSupport() {
    #expect(TestSupportLinkCheck.isLinked(TestSupportLinkCheck.recordSymbol))
  }

  @Test func anUnknownSymbolIsNotLinked() {
    #expect(!TestSupportLinkCheck.isLinked("$s25NoSuchModule9notThereypyF"))
  }

  @Test func detectsSwiftTestingRuns() {
    #expect(
      TestSupportLinkCheck.isSwiftTestingRun(
        arguments: ["/x/debug.xctest", "--testing-library", "swift-testing"]
      )
    )
    #expect(
      TestSupportLinkCheck.isSwiftTestingRun(
        arguments: ["/usr/bin/swiftpm-testing-helper", "--test-bundle-path", "x"]
      )
    )
    #expect(
      !TestSupportLinkCheck.isSwiftTestingRun(
        arguments: ["/x/debug.xctest", "--testing-library", "xctest"]
      )
    )
    #expect(!TestSupportLinkCheck.isSwiftTestingRun(arguments: ["/usr/bin/dojo", "check"]))
  }

  @Test func thisRunIsASwiftTestingRun() {
    #expect(TestSupportLinkCheck.isSwiftTestingRun(arguments: CommandLine.arguments))
  }

  @Test func missingLinkUnderSwiftTestingGivesAnActionableMessage() throws {
    let message = try #require(
      TestSupportLinkCheck.failureMessage(
        arguments: ["/x/debug.xctest", "--testing-library", "swift-testing"],
        isLinked: false,
        fileID: "Phase4RetryHiddenTests/RetryTests.swift"
      )
    )
    #expect(message.contains("\"Phase4RetryHiddenTests\" does not link \"IssueReportingTestSupport\""))
    #expect(message.contains(".product(name: \"IssueReportingTestSupport\", package: \"xctest-dynamic-overlay\")"))
  }

  @Test func noMessageWhenLinkedOrNotSwiftTesting() {
    let swiftTesting = ["/x/debug.xctest", "--testing-library", "swift-testing"]
    #expect(TestSupportLinkCheck.failureMessage(arguments: swiftTesting, isLinked: true, fileID: "A/B.swift") == nil)
    #expect(TestSupportLinkCheck.failureMessage(arguments: ["/usr/bin/app"], isLinked: false, fileID: "A/B.swift") == nil)
  }
}
