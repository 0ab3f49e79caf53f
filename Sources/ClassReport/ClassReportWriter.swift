import Foundation

/// The one call that turns a folder of results files into the report page and the CSV
/// gradebook: what `dojo report` runs, and what `dojo grade --class` calls to write the report in
/// the same run.
///
/// ```swift
/// let outcome = try ClassReportWriter.write(
///   results: resultsFolder, page: resultsFolder.appendingPathComponent("class.html"),
///   csv: resultsFolder.appendingPathComponent("grades.csv"),
///   options: ClassReportOptions(lessonOrder: ids, titles: titles))
/// print(outcome.summaryLine(page: "class.html"))
/// ```
///
/// Reading never throws: damaged files are in ``ClassReportOutcome/problems`` and on the page.
/// Only writing an output file can fail. The page and the CSV are written beside each other even
/// when nothing could be read (the page then says why), so a run always leaves something to open.
public enum ClassReportWriter {
  /// Reads `results` and writes the page to `page` and the gradebook to `csv` (either may be
  /// `nil`), creating their folders.
  ///
  /// - Throws: ``ReportProblem`` naming the output file that could not be written.
  @discardableResult
  public static func write(
    results: URL, page: URL?, csv: URL?, options: ClassReportOptions = ClassReportOptions()
  ) throws(ReportProblem) -> ClassReportOutcome {
    let folder = ClassFolder.read(results)
    let summary = ClassSummary(files: folder.files, problems: folder.problems, lessonOrder: options.lessonOrder)
    let outcome = ClassReportOutcome(summary: summary, folder: folder)
    if let page {
      let html = ClassReportPage(
        summary: summary, problems: folder.problems, titles: options.titles,
        source: results.standardizedFileURL.lastPathComponent, generated: options.generated,
        ignored: folder.ignored, credit: options.credit
      ).html()
      try save(html, to: page)
    }
    if let csv {
      try save(ClassGradebook(summary: summary, credit: options.credit).csv(), to: csv)
    }
    return outcome
  }

  static func save(_ text: String, to file: URL) throws(ReportProblem) {
    do {
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file, options: .atomic)
    } catch {
      throw ReportProblem(
        path: file.path,
        message: "書き込めません (cannot write): \(error.localizedDescription); choose a folder you can write to")
    }
  }
}

/// What the report knows that does not come from the results files.
public struct ClassReportOptions: Sendable {
  /// Exercise ids in the course's order (inside a checkout: the lessons'); others sort by phase.
  public var lessonOrder: [String]
  /// Titles by exercise id, for labels.
  public var titles: [String: String]
  /// The points rule of the CSV and the per-student scores.
  public var credit: PartialCredit
  /// When the page was made, as printed on it (empty: not printed, for reproducible pages).
  public var generated: String

  /// Makes options; the defaults need no checkout.
  public init(
    lessonOrder: [String] = [], titles: [String: String] = [:], credit: PartialCredit = PartialCredit(),
    generated: String = ""
  ) {
    self.lessonOrder = lessonOrder
    self.titles = titles
    self.credit = credit
    self.generated = generated
  }
}

/// What one report run read: for the command's summary line and its warnings.
public struct ClassReportOutcome: Sendable {
  /// The numbers on the page.
  public var summary: ClassSummary
  /// The folder as read: files, damaged files, skipped files.
  public var folder: ClassFolder

  /// Makes an outcome.
  public init(summary: ClassSummary, folder: ClassFolder) {
    self.summary = summary
    self.folder = folder
  }

  /// Whether no results file could be read at all (`dojo report` exits 1 then).
  public var readNothing: Bool { folder.files.isEmpty }

  /// `Wrote class.html: 30 students × 33 exercises from 990 results files, 1 could not be read.
  /// 4 may need help (see the top of the page).` In English, for logs and callers without a
  /// language of their own; `dojo report` prints the same line from its message catalogue.
  public func summaryLine(page: String) -> String {
    var line = "Wrote \(page): \(summary.students.count) students × \(summary.exercises.count) exercises from "
    line += "\(folder.files.count) results files"
    if !folder.problems.isEmpty { line += ", \(folder.problems.count) could not be read" }
    if !folder.ignored.isEmpty { line += ", \(folder.ignored.count) other files skipped" }
    line += "."
    let help = summary.studentsNeedingHelp.count
    if help > 0 { line += " \(help) may need help (see the top of the page)." }
    for exercise in summary.exercisesEveryoneFails {
      line += " Everyone fails \(exercise): probably the exercise or the lesson."
    }
    return line
  }

  /// One line per damaged file and per duplicate, for standard error; paths below `folder` as
  /// the user typed it.
  public func warnings(folder typed: String) -> [String] {
    let prefix = typed.hasSuffix("/") ? typed : typed + "/"
    var lines = folder.problems.map { problem in
      let path = problem.path == "." ? typed : prefix + problem.path
      return "\(path)\(problem.line.map { ":\($0)" } ?? ""): \(problem.message)"
    }
    for duplicate in summary.duplicates {
      lines.append(
        "\(prefix)\(duplicate.paths.last ?? ""): warning: \(duplicate.paths.count) results for \(duplicate.student) × "
          + "\(duplicate.exercise) (\(duplicate.paths.joined(separator: ", "))); the last one is shown. "
          + "Pass one format's folder if the class folder holds several.")
    }
    return lines
  }
}
