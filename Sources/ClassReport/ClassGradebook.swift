import Foundation

/// The CSV gradebook `dojo report --csv` writes beside the page: one row per student × exercise,
/// every student and every exercise of the class, with partial credit (``PartialCredit``).
///
/// Columns: `student, exercise, status, tests_passed, tests_total, tests_not_run, weight, points,
/// note`. `status` is a heat-map status (`pass`, `fail`, `compile`, `timeout`, `crash`, `error`)
/// or `missing` (no result); `note` is why an exercise stopped or the submission could not be
/// graded (first line). RFC 4180 quoting, `\r\n` line ends, numbers with a dot and at most two
/// decimals; a text cell starting with `=`, `+`, `-` or `@` gets a leading `'` so a spreadsheet
/// never runs a learner's text as a formula. A student with no exercise in a class without
/// exercises still gets a row.
public struct ClassGradebook: Sendable {
  /// The class.
  public var summary: ClassSummary
  /// The points rule.
  public var credit: PartialCredit

  /// Makes a gradebook.
  public init(summary: ClassSummary, credit: PartialCredit = PartialCredit()) {
    self.summary = summary
    self.credit = credit
  }

  /// The column names, in order.
  public static let header = [
    "student", "exercise", "status", "tests_passed", "tests_total", "tests_not_run", "weight", "points", "note",
  ]

  /// The document.
  public func csv() -> String {
    var rows = [Self.header]
    for student in summary.students {
      let submissionNote = summary.submissionProblems[student]?.first.map(Self.firstLine) ?? ""
      if summary.exercises.isEmpty {
        rows.append([text(student), "", "missing", "0", "0", "0", "0", "0", text(submissionNote)])
        continue
      }
      for exercise in summary.exercises {
        let result = summary.cell(student, exercise)
        let note = result?.message.map(Self.firstLine) ?? (result == nil ? submissionNote : "")
        rows.append([
          text(student), text(exercise), result?.status.rawValue ?? "missing",
          "\(result?.passedTests ?? 0)", "\(result?.tests.count ?? 0)", "\(result?.notRunTests ?? 0)",
          Self.number(credit.weight(of: exercise)), Self.number(credit.points(result, exercise: exercise)), text(note),
        ])
      }
    }
    return rows.map { $0.map(Self.quote).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
  }

  /// Total points per student, in ``ClassSummary/students`` order.
  public func totals() -> [(student: String, points: Double, possible: Double)] {
    let possible = summary.exercises.reduce(0) { $0 + credit.weight(of: $1) }
    return summary.students.map { student in
      (student, summary.exercises.reduce(0) { $0 + credit.points(summary.cell(student, $1), exercise: $1) }, possible)
    }
  }

  /// A text cell, defused against spreadsheet formulas.
  func text(_ value: String) -> String {
    guard let first = value.first, "=+-@".contains(first) else { return value }
    return "'" + value
  }

  /// `1`, `0.5`, `0.67`: at most two decimals, no locale.
  public static func number(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    if hundredths == (hundredths / 100).rounded() * 100 { return String(Int(hundredths / 100)) }
    let text = String(format: "%.2f", hundredths / 100)
    return text.hasSuffix("0") ? String(text.dropLast()) : text
  }

  static func firstLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
  }

  static func quote(_ cell: String) -> String {
    guard cell.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return cell }
    return "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
