import Checker
import Localization

extension Messages {
  /// A test-writing verdict's counts, the learner's tests and the wrong features apart: "(your 5
  /// tests passed with the correct feature; 8 of 8 wrong features caught)". `nil` for a verdict
  /// without wrong features (a hidden-suite exercise, or a test-writing check that ended in an
  /// error before any variant ran). `dojo check`'s report and watch's screen both say it this way.
  public func testWritingCounts(_ verdict: ExerciseVerdict) -> String? {
    let wrongFeatures = verdict.tests.filter(\.wrongFeature)
    guard !wrongFeatures.isEmpty, verdict.status != .error else { return nil }
    return self(
      .checkTestWritingCounts,
      [
        "tests": verdict.tests.count - wrongFeatures.count, "total": wrongFeatures.count,
        "caught": wrongFeatures.filter { $0.status == .pass }.count,
      ])
  }
}
