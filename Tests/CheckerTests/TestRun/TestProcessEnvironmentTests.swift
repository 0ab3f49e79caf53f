import Foundation
import Testing

@testable import Checker

/// The test process runs the learner's code: it inherits only what a built bundle needs, never
/// the grading machine's secrets or settings (review D11).
@Suite struct TestProcessEnvironmentTests {
  @Test func onlyWhatTheBundleNeedsIsPassedOn() {
    let grader = [
      "PATH": "/usr/bin", "HOME": "/home/grader", "LANG": "ja_JP.UTF-8", "LC_ALL": "C.UTF-8",
      "TMPDIR": "/tmp", "DOJO_LANG": "en",
      "GITHUB_TOKEN": "ghs_secret", "DOJO_HIDDEN_TOKEN": "secret", "AWS_SECRET_ACCESS_KEY": "x",
      "SSH_AUTH_SOCK": "/run/agent", "DOJO_HIDDEN_TEST_SOURCES": "phase1/counter=.dojo/grade/x",
    ]
    let environment = testProcessEnvironment(grader)
    #expect(Set(environment.keys) == ["PATH", "HOME", "LANG", "LC_ALL", "TMPDIR", "DOJO_LANG", "SWIFT_BACKTRACE", "NO_COLOR"])
    #expect(environment["PATH"] == "/usr/bin")
    #expect(environment["SWIFT_BACKTRACE"]?.hasPrefix("enable=yes") == true)
  }
}
