import Checker
import ClassReport
import Classroom
import Curriculum
import DojoTestSupport
import Foundation
import Testing

@Suite("dojo report: reading a class")
struct ClassReportTests {
  func makeClass() throws -> ScratchFolder {
    let root = try ScratchFolder("report-tests")
    try ClassFixture.write(into: root.url.appendingPathComponent("class"))
    return root
  }

  @Test("each format reads back what dojo grade wrote: status per exercise, tests, messages, time")
  func roundTrip() throws {
    for format in GradeFormat.allCases {
      let report = GradeReport(
        entries: [
          ClassFixture.entry("phase1/counter", .pass), ClassFixture.entry("phase4/retry", .fail),
          ClassFixture.entry("phase4/search-debounce", .compile), ClassFixture.entry("phase2/signup-form", .timeout),
        ], executionTime: 12.5)
      let file = try ResultsFileReader.read(format.render(report), path: "x", student: "s")
      #expect(file.exercises.map(\.exercise) == ["phase1/counter", "phase4/retry", "phase4/search-debounce", "phase2/signup-form"], "\(format)")
      #expect(file.exercises.map(\.status) == [.pass, .fail, .compile, .timeout], "\(format)")
      let retry = file.exercises[1]
      #expect(retry.tests.map(\.name) == ["first()", "second()"], "\(format)")
      #expect(retry.tests.map(\.passed) == [true, false], "\(format)")
      #expect(retry.tests[1].message == ClassFixture.failureMessage, "\(format)")
      #expect(file.exercises[2].tests.isEmpty, "\(format): the compile line is not a hidden test")
      switch format {
      case .exercism: #expect(file.seconds == nil)
      case .gradescope: #expect(file.seconds == 13)
      case .junit: #expect(file.seconds == 12.5)
      }
    }
  }

  @Test("a class folder: students from the layout, latest result per cell, numbers per exercise")
  func classFolder() throws {
    let root = try makeClass()
    let folder = ClassFolder.read(root.url.appendingPathComponent("class"))
    #expect(folder.problems.isEmpty, "\(folder.problems)")
    let summary = ClassSummary(files: folder.files, lessonOrder: ClassFixture.exercises)
    #expect(summary.students == ["alice", "bob", "carol", "student-1", "student-2", "student-10"])
    #expect(summary.exercises == ClassFixture.exercises)
    for (name, _, statuses) in ClassFixture.students {
      #expect(ClassFixture.exercises.map { summary.cell(name, $0)?.status } == statuses, "\(name)")
    }
    for rate in summary.passRates {
      let expected = ClassFixture.passRate(rate.exercise)
      #expect(rate.passed == expected.passed && rate.graded == expected.graded, "\(rate.exercise)")
    }
    let failing = summary.failingTests()
    #expect(failing.first?.exercise == "phase4/retry")
    #expect(failing.first?.test == "second()")
    #expect(failing.first?.failures == 5)  // 3 fails + 2 timeouts
    #expect(failing.first?.message == ClassFixture.failureMessage)
  }

  @Test("student names from paths: folders, artifact folders, one file per student")
  func studentNames() {
    #expect(ClassFolder.student(of: "alice/results-phase1-counter/phase1-counter.json", className: "c") == "alice")
    #expect(ClassFolder.student(of: "alice.json", className: "c") == "alice")
    #expect(ClassFolder.student(of: "results-phase1-counter/phase1-counter.json", className: "c") == "c")
    #expect(ClassFolder.student(of: "phase1-counter.json", className: "c") == "c")
    #expect(ClassFolder.student(of: "bob/run-2/results.xml", className: "c") == "bob")
  }

  @Test("a damaged file is located and its student kept; JSON in no results format and other files are skipped")
  func badInputs() throws {
    let root = try makeClass()
    let folder = root.url.appendingPathComponent("class")
    try root.write("{\n  \"version\": 3,\n  \"status\": \"pass\",\n  \"tests\": [ oops ]\n}\n", to: "class/dave/results.json")
    try root.write("{\"hello\": \"world\"}", to: "class/erin.json")
    try root.write("<testsuites>\n<testsuite name=\"phase1/counter\">\n</testsuites>\n", to: "class/frank/results.xml")
    try root.write("notes", to: "class/README.txt")
    try root.write("<project><name>x</name></project>", to: "class/pom.xml")
    let read = ClassFolder.read(folder)
    let problems = Dictionary(uniqueKeysWithValues: read.problems.map { ($0.path, $0) })
    #expect(problems.count == 2, "\(read.problems)")
    #expect(problems["dave/results.json"]?.line == 4, "\(String(describing: problems["dave/results.json"]))")
    #expect(problems["dave/results.json"]?.message.hasPrefix("JSON として読めません (invalid JSON)") == true)
    #expect(problems["dave/results.json"]?.student == "dave")
    #expect(problems["frank/results.xml"]?.line == 3)
    #expect(problems["frank/results.xml"]?.message.contains("</testsuites> closes <testsuite>") == true)
    // Not results files: skipped, listed, never "could not be read".
    #expect(read.ignored == ["README.txt", "erin.json", "pom.xml"])
    // Everyone else is still there, and the students of damaged files get a row with the reason.
    let summary = ClassSummary(files: read.files, problems: read.problems)
    #expect(summary.students.count == ClassFixture.students.count + 2)
    #expect(summary.submissionProblems["dave"]?.first?.hasPrefix("dave/results.json:4: JSON として読めません") == true)
    #expect(summary.submissionProblems["frank"]?.first?.hasPrefix("frank/results.xml:3:") == true)
  }

  @Test("an empty or missing folder is a problem, not a crash")
  func emptyFolder() throws {
    let root = try ScratchFolder("report-tests")
    try FileManager.default.createDirectory(at: root.url.appendingPathComponent("empty"), withIntermediateDirectories: true)
    let empty = ClassFolder.read(root.url.appendingPathComponent("empty"))
    #expect(empty.files.isEmpty)
    #expect(empty.problems.map(\.path) == ["."])
    #expect(ClassFolder.read(root.url.appendingPathComponent("missing")).problems.first?.message.contains("no such folder") == true)
    let page = ClassReportPage(summary: ClassSummary(files: []), problems: empty.problems, source: "empty").html()
    #expect(page.contains("結果がありません (no results)"))
    #expect(page.contains("no results files"))
  }

  @Test("the page is self-contained and every number is in the HTML without JavaScript")
  func page() throws {
    let root = try makeClass()
    let read = ClassFolder.read(root.url.appendingPathComponent("class"))
    let summary = ClassSummary(files: read.files, lessonOrder: ClassFixture.exercises)
    let html = ClassReportPage(summary: summary, problems: [ReportProblem(path: "x<y>.json", line: 2, message: "bad & broken")], source: "class").html()
    // No network: nothing is fetched (the only URL is SVG's namespace name).
    let urls = html.components(separatedBy: "http").dropFirst().map { String($0.prefix(30)) }
    #expect(urls.allSatisfy { $0.hasPrefix("://www.w3.org/2000/svg") }, "\(urls)")
    #expect(!html.contains("<link") && !html.contains(" src="))
    #expect(html.contains("data-pass=\"\(ClassFixture.count(.pass))\""))
    #expect(html.contains("data-timeout=\"\(ClassFixture.count(.timeout))\""))
    #expect(html.contains("<tr class=\"rate\" data-exercise=\"phase4/retry\" data-passed=\"1\" data-graded=\"6\">"))
    #expect(html.contains("<code>x&lt;y&gt;.json:2</code> bad &amp; broken"))
    #expect(html.contains("合格 (pass)") && html.contains("時間切れ (timeout)") && html.contains("コンパイルエラー (compile error)"))
    // The embedded data cannot end the script early.
    let data = html.components(separatedBy: "id=\"class-data\">")[1].components(separatedBy: "</script>")[0]
    #expect(!data.contains("<"))
  }
}

/// A test `dojo grade` marks as not run reads back as not passed, in every format, under its own
/// name.
@Suite struct NotRunResultsTests {
  @Test(arguments: [GradeFormat.exercism, .gradescope, .junit])
  func aNotRunTestIsReadAsNotPassed(format: GradeFormat) throws {
    let report = GradeReport(
      entries: [
        GradeReport.Entry(
          verdict: ExerciseVerdict(
            id: ExerciseID(phase: "phase4", slug: "retry"), title: "リトライ", status: .error,
            error: CheckError(kind: .crash, message: "The test process crashed."),
            tests: [
              TestOutcome(name: "first", status: .pass),
              TestOutcome(name: "second", status: .error, message: "crashed here"),
              TestOutcome(
                name: "third", status: .error,
                message: "Not run: the test process crashed before it started.", ran: false
              ),
            ]
          ),
          problemNumber: 3
        )
      ],
      executionTime: 2
    )
    let file = try ResultsFileReader.read(format.render(report), path: "results", student: "alice")
    let exercise = try #require(file.exercises.first)
    #expect(exercise.status == .crash, "\(format)")
    let third = try #require(exercise.tests.first { $0.name.hasSuffix("third") }, "\(format)")
    #expect(!third.passed, "\(format)")
    #expect(exercise.tests.filter(\.passed).count == 1, "\(format): \(exercise.tests)")
  }
}

/// Every error kind `dojo grade` writes lands in its own heat-map cell, in every format: a broken
/// submission is an error, not a compile error.
@Suite struct ErrorKindCellTests {
  static let cells: [(CheckError.Kind, CellStatus)] = [
    (.compile, .compile), (.crash, .crash), (.timeout, .timeout), (.tamper, .error), (.submission, .error),
  ]

  @Test(arguments: [GradeFormat.exercism, .gradescope, .junit])
  func eachKindHasItsCell(format: GradeFormat) throws {
    for (kind, cell) in Self.cells {
      let report = GradeReport(
        entries: [
          GradeReport.Entry(
            verdict: ExerciseVerdict(
              id: ExerciseID(phase: "phase1", slug: "counter"), title: "カウンター", status: .error,
              error: CheckError(kind: kind, message: "submission/phase1/counter holds no .swift files")),
            problemNumber: 1)
        ],
        executionTime: 1)
      let file = try ResultsFileReader.read(format.render(report), path: "results", student: "alice")
      #expect(file.exercises.first?.status == cell, "\(format) \(kind)")
    }
  }
}
