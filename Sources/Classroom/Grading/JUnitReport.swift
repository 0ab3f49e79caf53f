import Checker
import Foundation

/// A JUnit XML report: what CI systems (GitHub Actions reporters, GitLab, Jenkins) display.
///
/// Shape: `<testsuites name tests failures errors time>` → one `<testsuite name tests failures
/// errors skipped time>` per exercise → one `<testcase classname name>` per hidden test with a
/// `<failure message type>` or `<error message type>` child carrying the full text, or a
/// `<skipped message="not run"/>` child for a test a crash or the time limit kept from starting. An
/// exercise that produced no test results (compile error) gets one test case holding the error.
public enum JUnitReport {
  /// The XML document for `report`.
  public static func xml(_ report: GradeReport) -> String {
    var suites: [String] = []
    var totals = (tests: 0, failures: 0, errors: 0)
    for entry in report.entries {
      let cases = testCases(entry)
      let failures = cases.filter { $0.kind == .failure }.count
      let errors = cases.filter { $0.kind == .error }.count
      let skipped = cases.filter { $0.kind == .skipped }.count
      totals.tests += cases.count
      totals.failures += failures
      totals.errors += errors
      var suite = "  <testsuite name=\(attribute(entry.verdict.id.rawValue))"
      suite += " tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\""
      suite += " time=\"\(seconds(entry.duration ?? 0))\">\n"
      suite += "    <properties>\n"
      suite += "      <property name=\"title\" value=\(attribute(entry.verdict.title))/>\n"
      if let number = entry.problemNumber {
        suite += "      <property name=\"problem\" value=\"\(number)\"/>\n"
      }
      suite += "    </properties>\n"
      for testCase in cases { suite += testCase.xml(classname: entry.verdict.id.rawValue) }
      suite += "  </testsuite>\n"
      suites.append(suite)
    }
    // A problem with the submission as a whole (nothing found, not a folder) is an error test
    // case of its own: with only a <system-err>, CI would read zero tests and zero errors as green.
    if let problem = report.problem {
      let suite = "submission"
      let testCase = Case(name: "submission", kind: .error, type: "submission", message: problem)
      suites.append(
        "  <testsuite name=\(attribute(suite)) tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\""
          + " time=\"\(seconds(report.executionTime))\">\n" + testCase.xml(classname: suite) + "  </testsuite>\n")
      totals.tests += 1
      totals.errors += 1
    }
    var document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    document += "<testsuites name=\"dojo grade\" tests=\"\(totals.tests)\""
    document += " failures=\"\(totals.failures)\" errors=\"\(totals.errors)\""
    document += " time=\"\(seconds(report.executionTime))\">\n"
    document += suites.joined()
    if let problem = report.problem {
      document += "  <system-err>\(text(problem))</system-err>\n"
    }
    document += "</testsuites>\n"
    return document
  }

  struct Case {
    enum Kind { case success, failure, error, skipped }
    var name: String
    var kind: Kind
    var type: String
    var message: String

    func xml(classname: String) -> String {
      let open = "    <testcase classname=\(JUnitReport.attribute(classname)) name=\(JUnitReport.attribute(name))"
      switch kind {
      case .success: return open + "/>\n"
      case .skipped: return open + ">\n      <skipped message=\"not run\"/>\n    </testcase>\n"
      case .failure, .error:
        let tag = kind == .failure ? "failure" : "error"
        let firstLine = message.split(separator: "\n", omittingEmptySubsequences: true).first
          .map(String.init) ?? type
        return open + ">\n"
          + "      <\(tag) type=\(JUnitReport.attribute(type)) message=\(JUnitReport.attribute(firstLine))>"
          + JUnitReport.text(message) + "</\(tag)>\n"
          + "    </testcase>\n"
      }
    }
  }

  static func testCases(_ entry: GradeReport.Entry) -> [Case] {
    let verdict = entry.verdict
    var cases = verdict.tests.map { outcome -> Case in
      guard outcome.ran else {
        return Case(name: outcome.name, kind: .skipped, type: "", message: outcome.message ?? "")
      }
      switch outcome.status {
      case .pass: return Case(name: outcome.name, kind: .success, type: "", message: "")
      case .fail:
        return Case(name: outcome.name, kind: .failure, type: "failure", message: outcome.message ?? "failed")
      case .error:
        return Case(
          name: outcome.name, kind: .error, type: verdict.error?.kind.rawValue ?? "error",
          message: outcome.message ?? verdict.error?.located ?? "error"
        )
      }
    }
    // Tests that never started are skipped, not errors: the error still needs its own case.
    if let error = verdict.error, !verdict.tests.contains(where: { $0.status == .error && $0.ran }) {
      cases.append(
        Case(name: "\(verdict.title) (\(error.kind.rawValue))", kind: .error, type: error.kind.rawValue,
             message: error.located)
      )
    }
    return cases
  }

  static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

  /// A quoted attribute value.
  static func attribute(_ value: String) -> String { "\"" + escape(value, newlines: true) + "\"" }

  /// Element content.
  static func text(_ value: String) -> String { escape(value, newlines: false) }

  /// Escapes markup characters and drops what XML 1.0 cannot hold at all (most control
  /// characters, such as the ESC of a stray ANSI colour code), so the document always parses.
  static func escape(_ value: String, newlines: Bool) -> String {
    var result = ""
    result.reserveCapacity(value.utf8.count)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n": result += newlines ? "&#10;" : "\n"
      case "\r": result += newlines ? "&#13;" : "\r"
      case "\t": result += newlines ? "&#9;" : "\t"
      default:
        guard isAllowedInXML(scalar) else { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }
}
