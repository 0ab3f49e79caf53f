import Checker
import Foundation

/// The results formats `dojo grade --format` can write.
public enum GradeFormat: String, CaseIterable, Sendable {
  /// Exercism's test-runner `results.json`, version 3.
  case exercism
  /// Gradescope's autograder `results.json`.
  case gradescope
  /// JUnit XML.
  case junit

  /// The file name written when `--out` is not given.
  public var defaultFileName: String {
    switch self {
    case .exercism, .gradescope: return "results.json"
    case .junit: return "results.xml"
    }
  }

  /// The results file's bytes for `report`.
  public func render(_ report: GradeReport, gradescope options: GradescopeResults.Options = .init()) -> Data {
    switch self {
    case .exercism: return Self.json(ExercismResults(report))
    case .gradescope: return Self.json(GradescopeResults(report, options: options))
    case .junit: return Data(JUnitReport.xml(report).utf8)
    }
  }

  static func json(_ value: some Encodable) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // The values are plain strings and numbers; encoding cannot fail. Should it ever, a results
    // file must still be written, so fall back to a minimal valid document rather than crash.
    var data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    data.append(0x0A)
    return data
  }
}
