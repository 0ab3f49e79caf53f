import Checker
import ClassReport
import Classroom
import Curriculum
import DojoTestSupport
import Foundation
import Testing

/// An empty submission is a student with a reason in every format, never an unreadable file.
@Suite struct EmptySubmissionTests {
  @Test(arguments: [GradeFormat.exercism, .gradescope, .junit])
  func anEmptySubmissionIsAStudentWithTheReason(format: GradeFormat) throws {
    let report = GradeReport(entries: [], executionTime: 0.1, problem: ClassFixture.emptySubmission)
    let file = try ResultsFileReader.read(format.render(report), path: "erin/results", student: "erin")
    #expect(file.exercises.isEmpty, "\(format)")
    #expect(file.problem?.contains(ClassFixture.emptySubmission) == true, "\(format): \(String(describing: file.problem))")
    let summary = ClassSummary(files: [file])
    #expect(summary.students == ["erin"])
    #expect(summary.studentsNeedingHelp.first?.noSubmission?.contains("holds no exercise sources") == true)
  }

  @Test("JUnit: a suite about the submission (not an exercise id) with an <error> is the submission's problem")
  func junitSubmissionSuite() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="dojo grade" tests="1" failures="0" errors="1" time="0.100">
        <testsuite name="submission" tests="1" failures="0" errors="1">
          <testcase classname="submission" name="submission (submission)">
            <error type="submission" message="no sources">submission holds no exercise sources.</error>
          </testcase>
        </testsuite>
      </testsuites>
      """
    let file = try ResultsFileReader.read(Data(xml.utf8), path: "erin/results.xml", student: "erin")
    #expect(file.exercises.isEmpty)
    #expect(file.problem == "submission holds no exercise sources.")
  }
}

/// If the Gradescope writer lists one test per hidden test (each tagged with its exercise), the
/// report reads them back as that exercise's hidden tests.
@Suite struct GradescopePerTestTests {
  @Test func severalTestsOfOneExerciseAreItsHiddenTests() throws {
    let json = """
      {"score": 1, "execution_time": 3, "tests": [
        {"name": "phase4/retry: first()", "score": 1, "max_score": 1, "status": "passed", "output": "", "tags": ["phase4/retry"]},
        {"name": "phase4/retry: second()", "score": 0, "max_score": 1, "status": "failed", "output": "calls 4 != 3", "tags": ["phase4/retry"]}
      ]}
      """
    let file = try ResultsFileReader.read(Data(json.utf8), path: "a.json", student: "a")
    let retry = try #require(file.exercises.first)
    #expect(file.exercises.count == 1)
    #expect(retry.status == .fail)
    #expect(retry.tests.map(\.passed) == [true, false])
    #expect(retry.tests[1].message == "calls 4 != 3")
  }
}

@Suite("dojo report: a real class (empty submissions, timeouts, long messages, duplicates)")
struct HardClassTests {
  func read() throws -> (ScratchFolder, ClassFolder, ClassSummary) {
    let root = try ScratchFolder("report-tests")
    let folder = root.url.appendingPathComponent("class")
    try ClassFixture.write(into: folder)
    try ClassFixture.writeHardCases(into: folder)
    let read = ClassFolder.read(folder)
    return (root, read, ClassSummary(files: read.files, problems: read.problems, lessonOrder: ClassFixture.exercises))
  }

  @Test("every student appears: an empty submission and a damaged file are rows with the reason")
  func everyStudentAppears() throws {
    let (_, read, summary) = try read()
    #expect(Set(summary.students).isSuperset(of: ClassFixture.hardCases))
    #expect(summary.students.count == ClassFixture.students.count + ClassFixture.hardCases.count)
    // erin's results file is valid: read, not a problem.
    #expect(read.files.contains { $0.student == "erin" && $0.problem != nil })
    #expect(read.problems.map(\.path) == ["gina/results.json"])
    #expect(summary.submissionProblems["erin"]?.first?.contains("holds no exercise sources") == true)
    #expect(summary.submissionProblems["gina"]?.first?.hasPrefix("gina/results.json") == true)
    #expect(summary.submissionProblems["gina"]?.first?.contains("JSON として読めません") == true)
    #expect(read.ignored == ["grading-log.txt"])
  }

  @Test("tests that never ran after a timeout are not failures of those tests")
  func notRunTestsAreNotFailures() throws {
    let (_, _, summary) = try read()
    let dave = try #require(summary.cell("dave", "phase4/retry"))
    #expect(dave.status == .timeout)
    #expect(dave.notRunTests == 3)
    let failing = summary.failingTests(limit: 50)
    #expect(!failing.contains { ["third()", "fourth()", "fifth()"].contains($0.test) }, "\(failing.map(\.test))")
    // second() was running when the time ran out: it counts, and so does its run.
    let second = try #require(failing.first { $0.exercise == "phase4/retry" && $0.test == "second()" })
    #expect(second.failures == 7)  // 3 fails + 2 timeouts of the tidy class, frank, dave
  }

  @Test("a duplicate result of one student × exercise is a warning naming both files")
  func duplicates() throws {
    let root = try ScratchFolder("report-tests")
    let folder = root.url.appendingPathComponent("class")
    let report = GradeReport(entries: [ClassFixture.entry("phase1/counter", .pass)], executionTime: 1)
    try root.write(String(decoding: GradeFormat.exercism.render(report), as: UTF8.self), to: "class/exercism/alice.json")
    try root.write(String(decoding: GradeFormat.junit.render(report), as: UTF8.self), to: "class/exercism/alice/results.xml")
    try root.write(String(decoding: GradeFormat.junit.render(report), as: UTF8.self), to: "class/bob/results.xml")
    let read = ClassFolder.read(folder)
    let summary = ClassSummary(files: read.files, problems: read.problems)
    #expect(summary.duplicates == [
      ClassSummary.Duplicate(student: "exercism", exercise: "phase1/counter", paths: ["exercism/alice.json", "exercism/alice/results.xml"])
    ])
    let warnings = ClassReportOutcome(summary: summary, folder: read).warnings(folder: "class")
    #expect(warnings == [
      "class/exercism/alice/results.xml: warning: 2 results for exercism × phase1/counter "
        + "(exercism/alice.json, exercism/alice/results.xml); the last one is shown. Pass one format's folder if the class folder holds several."
    ])
    let html = ClassReportPage(summary: summary, problems: [], source: "class").html()
    #expect(html.contains("<li class=\"duplicate\" data-student=\"exercism\" data-exercise=\"phase1/counter\">"))
  }

  @Test("who needs help: nothing gradable first, then most exercises not passed, then most stopped")
  func whoNeedsHelp() throws {
    let (_, _, summary) = try read()
    // Tidy class: student-2 (3 not passed, 2 stopped), alice and bob (3 and 1); student-1, carol
    // (1 fail of 4) and student-10 (all pass) are fine. Hard cases: erin, gina (nothing
    // gradable), frank (2 fails + 2 missing), dave (1 timeout + 3 missing).
    let help = summary.studentsNeedingHelp
    #expect(help.map(\.student) == ["erin", "gina", "dave", "frank", "student-2", "alice", "bob"])
    #expect(help.first { $0.student == "student-2" }?.stopped == [.timeout: 1, .compile: 1])
    #expect(help.first { $0.student == "dave" }?.notPassed == 4)
  }

  /// A class of `count` students on two exercises: everyone fails phase4/retry (the first stops on
  /// a compile error there; with `lastPasses` the last passes it), student-2 also fails
  /// phase1/counter; and zoe, who has nothing gradable.
  static func stuckClass(count: Int, lastPasses: Bool = false) -> ClassSummary {
    var files: [ResultsFile] = (1...count).map { index in
      let retry: CellStatus = index == count && lastPasses ? .pass : (index == 1 ? .compile : .fail)
      return ResultsFile(
        student: "student-\(index)", path: "student-\(index)/results.json", format: .exercism,
        exercises: [
          ExerciseResult(exercise: "phase1/counter", status: index == 2 ? .fail : .pass),
          ExerciseResult(exercise: "phase4/retry", status: retry),
        ], seconds: nil)
    }
    files.append(ResultsFile(
      student: "zoe", path: "zoe/results.json", format: .exercism, exercises: [], seconds: nil,
      problem: ClassFixture.emptySubmission))
    return ClassSummary(files: files, lessonOrder: ["phase1/counter", "phase4/retry"])
  }

  @Test("everyone fails one exercise: said once, and nobody is flagged for that exercise alone")
  func everyoneFails() throws {
    let summary = Self.stuckClass(count: 5)
    #expect(summary.exercisesEveryoneFails == ["phase4/retry"])
    // Without the rule every student would be flagged (1 of 2 not passed is half). With it:
    // student-2, who also fails the counter, and zoe, who has nothing gradable.
    let help = summary.studentsNeedingHelp
    #expect(help.map(\.student) == ["zoe", "student-2"])
    #expect(help.last?.exercises == 1)
    #expect(help.last?.notPassed == 1)
    #expect(help.last?.stopped == [:])
    let html = ClassReportPage(summary: summary, problems: [], source: "class").html()
    #expect(HTMLTags.count("<p class=\"everyone-fails warning\" data-exercise=\"phase4/retry\">", in: html) == 1)
    #expect(html.contains("everyone fails phase4/retry: probably the exercise or the lesson"))
    #expect(HTMLTags.count("<tr class=\"needs-help\"", in: html) == 2)
    let outcome = ClassReportOutcome(summary: summary, folder: ClassFolder(files: [], problems: []))
    #expect(outcome.summaryLine(page: "class.html").hasSuffix(
      "Everyone fails phase4/retry: probably the exercise or the lesson."))
  }

  @Test("one student passing, or a class of one, is not everyone failing")
  func notEveryoneFails() {
    let onePasses = Self.stuckClass(count: 5, lastPasses: true)
    #expect(onePasses.exercisesEveryoneFails.isEmpty)
    #expect(onePasses.studentsNeedingHelp.map(\.student) == ["zoe", "student-2", "student-1", "student-3", "student-4"])
    let alone = Self.stuckClass(count: 1)
    #expect(alone.exercisesEveryoneFails.isEmpty)
    #expect(alone.studentsNeedingHelp.map(\.student) == ["zoe", "student-1"])
    let html = ClassReportPage(summary: onePasses, problems: [], source: "class").html()
    #expect(!html.contains("everyone-fails"))
  }

  @Test("the page: help first, messages folded to their first lines, a drill-down per student")
  func page() throws {
    let (_, read, summary) = try read()
    let html = ClassReportPage(summary: summary, problems: read.problems, source: "class", ignored: read.ignored).html()
    // Help comes before the heat map; its rows link to the drill-down.
    let help = try #require(html.range(of: "<section id=\"help\">"))
    let heatMap = try #require(html.range(of: "<section id=\"heatmap\">"))
    #expect(help.lowerBound < heatMap.lowerBound)
    #expect(HTMLTags.count("<tr class=\"needs-help\"", in: html) == 7)
    let erinIndex = try #require(summary.students.firstIndex(of: "erin")) + 1
    #expect(html.contains("<td><a href=\"#student-\(erinIndex)\">erin</a></td>"))
    // One drill-down per student, erin's with the grader's reason.
    #expect(HTMLTags.count("<details class=\"student-detail\"", in: html) == summary.students.count)
    let erin = html.components(separatedBy: "id=\"student-\(erinIndex)\"")[1].components(separatedBy: "</details>\n")[0]
    #expect(erin.contains("holds no exercise sources"))
    // The 40-line message: its first three lines, then the whole text on demand.
    let head = ClassFixture.longMessage.split(separator: "\n").prefix(3).joined(separator: "\n")
    #expect(html.contains("<details class=\"msg\"><summary><span class=\"msg-head\">\(head)…</span>"))
    #expect(html.contains("line 40 of a long TestStore diff"))
    // A short message stays whole; a compile error's reason is in the student's details.
    #expect(html.contains("<pre class=\"msg\">\(ClassFixture.failureMessage)</pre>"))
    #expect(html.contains("error: cannot find &#39;clock&#39; in scope"))
    // dave's tests that never ran are said to be not run, not listed as failures.
    #expect(html.contains("未実行 (not run) 3 件"))
    #expect(!html.contains("<code>third()</code>"))
    // The log file is listed as skipped, not as a problem.
    #expect(html.contains("<li data-path=\"grading-log.txt\">"))
    #expect(!html.contains("class=\"problem\" data-path=\"grading-log.txt\""))
  }
}

@Suite("partial credit and the CSV gradebook")
struct GradebookTests {
  @Test("points = weight × passed hidden tests ÷ hidden tests; not-run tests earn nothing; no tests, 0")
  func partialCredit() {
    let credit = PartialCredit(weights: ["phase4/retry": 3])
    let half = ExerciseResult(
      exercise: "phase4/retry", status: .fail,
      tests: [HiddenTestResult(name: "a", passed: true), HiddenTestResult(name: "b", passed: false)])
    #expect(credit.points(half, exercise: "phase4/retry") == 1.5)
    let timedOut = ExerciseResult(
      exercise: "phase1/counter", status: .timeout,
      tests: [
        HiddenTestResult(name: "a", passed: true), HiddenTestResult(name: "b", passed: false),
        HiddenTestResult(name: "c", passed: false, ran: false),
      ])
    #expect(abs(credit.points(timedOut, exercise: "phase1/counter") - 1.0 / 3) < 1e-9)
    #expect(credit.points(ExerciseResult(exercise: "x/y", status: .compile), exercise: "x/y") == 0)
    #expect(credit.points(nil, exercise: "phase4/retry") == 0)
    #expect(ClassGradebook.number(1.0 / 3) == "0.33")
    #expect(ClassGradebook.number(1.5) == "1.5")
    #expect(ClassGradebook.number(2) == "2")
  }

  @Test("Gradescope's score for each exercise is the CSV's points for the same verdict")
  func gradescopeAgreesWithTheCSV() throws {
    let retry = ExerciseID(phase: "phase4", slug: "retry")
    let verdicts: [ExerciseVerdict] = [
      ExerciseVerdict(id: retry, title: "リトライ", status: .pass, tests: [TestOutcome(name: "a", status: .pass)]),
      ExerciseVerdict(
        id: retry, title: "リトライ", status: .fail,
        tests: [
          TestOutcome(name: "a", status: .pass), TestOutcome(name: "b", status: .fail, message: "no"),
          TestOutcome(name: "c", status: .pass),
        ]),
      ExerciseVerdict(
        id: retry, title: "リトライ", status: .error, error: CheckError(kind: .timeout, message: "did not finish within 20 s"),
        tests: [
          TestOutcome(name: "a", status: .pass), TestOutcome(name: "b", status: .error),
          TestOutcome(name: "c", status: .error, ran: false),
        ]),
      ExerciseVerdict(
        id: retry, title: "リトライ", status: .error, error: CheckError(kind: .compile, message: "error: x")),
    ]
    let credit = PartialCredit(weights: ["phase4/retry": 3])
    for verdict in verdicts {
      let report = GradeReport(entries: [GradeReport.Entry(verdict: verdict)])
      let csvSide = try ResultsFileReader.read(GradeFormat.exercism.render(report), path: "a.json", student: "a")
      let points = credit.points(csvSide.exercises.first, exercise: "phase4/retry")
      let gradescope = GradescopeResults(report, options: .init(weights: ["phase4/retry": 3]))
      #expect(abs((gradescope.tests.first?.score ?? -1) - points) < 1e-9, "\(verdict.status) \(verdict.tests.count) tests")
      #expect(gradescope.tests.first?.maxScore == 3)
    }
  }

  @Test("--weight spelling: id=points, or a message saying how to write it")
  func weightParsing() throws {
    let weight = try PartialCredit.weight(parsing: "phase4/retry=2.5")
    #expect(weight.exercise == "phase4/retry" && weight.points == 2.5)
    for bad in ["phase4/retry", "retry=2", "phase4/retry=-1", "phase4/retry=x"] {
      #expect(throws: ReportProblem.self, "\(bad)") { try PartialCredit.weight(parsing: bad) }
    }
  }

  @Test("one row per student × exercise, every student, quoted, formulas defused")
  func csv() throws {
    let root = try ScratchFolder("report-tests")
    let folder = root.url.appendingPathComponent("class")
    try ClassFixture.write(into: folder)
    try ClassFixture.writeHardCases(into: folder)
    let read = ClassFolder.read(folder)
    let summary = ClassSummary(files: read.files, problems: read.problems, lessonOrder: ClassFixture.exercises)
    let csv = ClassGradebook(summary: summary, credit: PartialCredit(weights: ["phase4/retry": 2])).csv()
    let lines = csv.components(separatedBy: "\r\n").dropLast()
    #expect(lines.first == "student,exercise,status,tests_passed,tests_total,tests_not_run,weight,points,note")
    #expect(lines.count == 1 + summary.students.count * ClassFixture.exercises.count)
    #expect(lines.contains("student-1,phase4/retry,fail,1,2,0,2,1,"))
    #expect(lines.contains("dave,phase4/retry,timeout,1,5,3,2,0.4,Still running when the time limit of 20 s ran out."))
    #expect(lines.contains("erin,phase1/counter,missing,0,0,0,1,0,submission holds no exercise sources. Expected folders such as Exercises/phase1/counter/Sources/."))
    #expect(lines.contains { $0.hasPrefix("alice,phase2/signup-form,compile,0,0,0,1,0,") })
    #expect(lines.contains { $0.hasPrefix("gina,phase1/counter,missing,0,0,0,1,0,gina/results.json") && $0.contains("JSON として読めません") })
    let totals = ClassGradebook(summary: summary).totals()
    #expect(totals.first { $0.student == "student-10" }.map { $0.points == 4 && $0.possible == 4 } == true)

    // A name with a comma is quoted; a note starting with "=" cannot become a formula.
    let file = ResultsFile(
      student: "=cmd, \"x\"", path: "p", format: .exercism,
      exercises: [ExerciseResult(exercise: "phase1/counter", status: .error, message: "=HYPERLINK(\"evil\")")], seconds: nil)
    let tricky = ClassGradebook(summary: ClassSummary(files: [file])).csv()
    #expect(tricky.contains("\"'=cmd, \"\"x\"\"\",phase1/counter,error,0,0,0,1,0,\"'=HYPERLINK(\"\"evil\"\")\"\r\n"))
  }
}

@Suite("ClassReportWriter: the entry point dojo report and dojo grade --class call")
struct ClassReportWriterTests {
  @Test("writes the page and the CSV beside it, and says what it read")
  func writesBoth() throws {
    let root = try ScratchFolder("report-tests")
    let folder = root.url.appendingPathComponent("class")
    try ClassFixture.write(into: folder)
    try ClassFixture.writeHardCases(into: folder)
    let page = root.url.appendingPathComponent("out/class.html")
    let csv = root.url.appendingPathComponent("out/grades.csv")
    let outcome = try ClassReportWriter.write(
      results: folder, page: page, csv: csv, options: ClassReportOptions(lessonOrder: ClassFixture.exercises))
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(HTMLTags.count("<tr class=\"student\"", in: html) == ClassFixture.students.count + ClassFixture.hardCases.count)
    #expect(try String(contentsOf: csv, encoding: .utf8).hasPrefix("student,exercise,status"))
    #expect(
      outcome.summaryLine(page: "class.html")
        == "Wrote class.html: 10 students × 4 exercises from \(ClassFixture.fileCount + 3) results files, 1 could not be read, "
        + "1 other files skipped. 7 may need help (see the top of the page).")
    #expect(!outcome.readNothing)
  }

  @Test("an output that cannot be written is a problem naming the file")
  func unwritable() throws {
    let root = try ScratchFolder("report-tests")
    try root.write("a file, not a folder", to: "blocker")
    let target = root.url.appendingPathComponent("blocker/class.html")
    let error = #expect(throws: ReportProblem.self) {
      try ClassReportWriter.write(results: root.url, page: target, csv: nil)
    }
    #expect(error?.path == target.path)
    #expect(error?.message.hasPrefix("書き込めません (cannot write)") == true)
  }
}
