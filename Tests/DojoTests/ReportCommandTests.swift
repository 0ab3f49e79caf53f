import Checker
import Classroom
import Curriculum
import Foundation
import Testing

/// `dojo report` as an instructor runs it: a class folder with a good file per format and a
/// damaged one; the page (and with `--csv` the gradebook) is written, the damaged file is named
/// with its line on standard error and its student kept, and an empty folder is the only failure.
/// Builds nothing, so it runs in the default suite.
@Suite("dojo report end to end")
struct ReportCommandTests {
  let checkout = CheckCheckout()

  func report(_ arguments: [String], language: String = "en") async throws -> ChildProcess.Result {
    try #require(FileManager.default.isExecutableFile(atPath: checkout.dojoBinary.path), "build dojo first")
    var environment = ProcessInfo.processInfo.environment
    environment["DOJO_LANG"] = language
    return try await ChildProcess.run(
      .init(
        executable: checkout.dojoBinary.path, arguments: ["report"] + arguments, environment: environment,
        timeLimit: .seconds(120)))
  }

  static func entry(_ id: String, passed: Bool) -> GradeReport.Entry {
    GradeReport.Entry(
      verdict: ExerciseVerdict(
        id: ExerciseID(id)!, title: id, status: passed ? .pass : .fail,
        tests: [TestOutcome(name: "t()", status: passed ? .pass : .fail, message: passed ? nil : "Expected 1, got 2")]),
      problemNumber: 1)
  }

  @Test func aClassWithADamagedFileIsStillReported() async throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-report-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    let folder = work.appendingPathComponent("class")
    func save(_ data: Data, _ path: String) throws {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
    try save(GradeFormat.exercism.render(GradeReport(entries: [Self.entry("phase1/counter", passed: true)])), "ann/phase1-counter.json")
    try save(GradeFormat.gradescope.render(GradeReport(entries: [Self.entry("phase1/counter", passed: false)], executionTime: 4)), "ben.json")
    try save(GradeFormat.junit.render(GradeReport(entries: [Self.entry("phase1/counter", passed: true)], executionTime: 3)), "cy/results.xml")
    try save(Data("{\n \"version\": 3,\n \"tests\": [\n".utf8), "dee/results.json")

    try save(Data("graded on Friday\n".utf8), "notes.txt")

    let out = work.appendingPathComponent("out/class.html")
    let csv = work.appendingPathComponent("out/grades.csv")
    let run = try await report([folder.path, "--out", out.path, "--csv", csv.path, "--weight", "phase1/counter=3"])
    #expect(run.termination == .exited(0), "\(run.error.text)")
    // dee's damaged file keeps dee on the page; notes.txt is skipped, not "could not be read".
    #expect(
      run.output.text.contains("4 students × 1 exercises from 3 results files, 1 could not be read, 1 other files skipped."),
      "\(run.output.text)")
    // ben failed the only exercise, dee has nothing gradable.
    #expect(run.output.text.contains("2 may need help"), "\(run.output.text)")
    // In Japanese, the whole summary is Japanese (one language per run).
    let japanese = try await report(
      [folder.path, "--out", work.appendingPathComponent("ja/class.html").path, "--csv", work.appendingPathComponent("ja/grades.csv").path],
      language: "ja")
    #expect(
      japanese.output.text.contains("を書きました: 学生 4 人 × 課題 1 件（結果ファイル 3 件から）、1 件は読めませんでした、結果ファイルでない 1 件は読み飛ばしました。 2 人は手助けが必要かもしれません"),
      "\(japanese.output.text)")
    #expect(japanese.output.text.contains("grades.csv を書きました: 学生 × 課題ごとに 1 行"), "\(japanese.output.text)")
    #expect(!japanese.output.text.contains("Wrote"), "\(japanese.output.text)")
    let gradebook = try String(contentsOf: csv, encoding: .utf8).components(separatedBy: "\r\n")
    #expect(gradebook.contains("ben,phase1/counter,fail,0,1,0,3,0,"), "\(gradebook)")
    #expect(gradebook.contains("cy,phase1/counter,pass,1,1,0,3,3,"), "\(gradebook)")
    #expect(gradebook.contains { $0.hasPrefix("dee,phase1/counter,missing,") }, "\(gradebook)")
    #expect(run.error.text.contains("class/dee/results.json:"), "\(run.error.text)")
    let html = try String(contentsOf: out, encoding: .utf8)
    #expect(html.contains("<tr class=\"rate\" data-exercise=\"phase1/counter\" data-passed=\"2\" data-graded=\"3\">"))
    #expect(html.contains("data-path=\"dee/results.json\""))

    let empty = work.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let nothing = try await report([empty.path, "--out", work.appendingPathComponent("empty.html").path])
    #expect(nothing.termination == .exited(1))
    #expect(nothing.error.text.contains("no results files"))
    #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("empty.html").path))

    let badWeight = try await report([folder.path, "--out", out.path, "--weight", "counter=2"])
    #expect(badWeight.termination != .exited(0))
    #expect(badWeight.error.text.contains("--weight phase4/retry=2"), "\(badWeight.error.text)")
  }
}
