#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Detects a test target that forgot to link `IssueReportingTestSupport`.
///
/// On Linux, `reportIssue` reaches Swift Testing only through a function of
/// `IssueReportingTestSupport` that IssueReporting looks up by its symbol name. Without that
/// library every `TestStore` failure vanishes and a wrong solution passes, so `TestStore`
/// refuses to run instead.
public enum TestSupportLinkCheck {
  /// The symbol IssueReporting looks up to record an issue in Swift Testing.
  public static let recordSymbol = "$s25IssueReportingTestSupport07_recordA0ypyF"

  /// Whether the process is a Swift Testing run, from its command line.
  ///
  /// `swift test` runs the test bundle with `--testing-library swift-testing` on Linux, and
  /// through `swiftpm-testing-helper` on macOS.
  public static func isSwiftTestingRun(arguments: [String]) -> Bool {
    for (index, argument) in arguments.enumerated() {
      if argument == "--testing-library", index + 1 < arguments.count,
        arguments[index + 1] == "swift-testing"
      {
        return true
      }
      if argument == "--testing-library=swift-testing" { return true }
      if argument.hasSuffix("/swiftpm-testing-helper") || argument == "swiftpm-testing-helper" {
        return true
      }
    }
    return false
  }

  /// Whether `symbol` is defined in the running process.
  public static func isLinked(_ symbol: String) -> Bool {
    #if os(Windows) || os(WASI)
      return true
    #else
      guard let handle = dlopen(nil, RTLD_NOW) else { return false }
      return dlsym(handle, symbol) != nil
    #endif
  }

  /// The message to stop with, or `nil` when issues will reach the test framework.
  ///
  /// - Parameters:
  ///   - arguments: The process's command line.
  ///   - isLinked: Whether the record function of `IssueReportingTestSupport` is linked.
  ///   - fileID: Where the `TestStore` was created; its module is the test target to fix.
  public static func failureMessage(
    arguments: [String], isLinked: Bool, fileID: String
  ) -> String? {
    guard isSwiftTestingRun(arguments: arguments), !isLinked else { return nil }
    let target = fileID.split(separator: "/").first.map(String.init) ?? "your test target"
    return """
      TestStore cannot report failures: test target "\(target)" does not link \
      "IssueReportingTestSupport", so under Swift Testing every TestStore failure would be \
      silently dropped and every test would pass.

      Fix: in Package.swift, add
          .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")
      to the dependencies of test target "\(target)" (in ComposableDojo, declare the target with \
      the `testTarget(_:)` helper, which adds it).
      """
  }
}
