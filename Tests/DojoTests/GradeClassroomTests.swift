import Checker
import Curriculum
import DojoTestSupport
import Foundation
import Testing

/// `dojo grade` at classroom scale: many scripted submissions (solutions, mutants, compile errors,
/// infinite loops, broken folders), one results file each in a class folder laid out as GitHub
/// Classroom's artifacts are, the right status in every one; then `dojo report` turns the class
/// into a page, which headless Chromium renders with the same numbers (page and screenshot kept in
/// `.build/dojo-test-output/grade-report/`).
///
/// Runs in the project's own suite against this checkout (grading writes only under `.dojo/grade/`)
/// with the `dojo` beside the test bundle and the end-to-end build folder `.build-e2e`. To grade
/// elsewhere set `DOJO_GRADE_E2E_ROOT` (a checkout), `DOJO_GRADE_E2E_DOJO` (a built `dojo`), and
/// optionally `DOJO_GRADE_E2E_SCRATCH` and `DOJO_GRADE_E2E_COUNT` (default 30). Prints the time
/// per submission.
///
/// The scratch folder must not be the build folder of a `swift test` running this test (SwiftPM
/// holds its lock); `Scripts/test` runs the bundle directly and shares `.build` (see
/// ``CheckCheckout/scratchPath``): the checker then relinks the test product there with only
/// hidden tests in it, which leaves the running bundle alone.
@Suite(.serialized)
struct GradeClassroomTests {
  /// The kinds of submission, each with the Exercism status it must get.
  enum Kind: CaseIterable {
    case solution, mutant, compileError, infiniteLoop, brokenFolder

    var expectedStatus: String {
      switch self {
      case .solution: return "pass"
      case .mutant: return "fail"
      case .compileError, .infiniteLoop, .brokenFolder: return "error"
      }
    }

    /// The heat-map cell `dojo report` must show for it.
    var expectedCell: String {
      switch self {
      case .solution: return "pass"
      case .mutant: return "fail"
      case .compileError: return "compile"
      case .infiniteLoop: return "timeout"
      case .brokenFolder: return "error"
      }
    }
  }

  /// The results format of submission `index`: every kind is graded in every format.
  static func format(of index: Int) -> (name: String, file: String) {
    [("exercism", "results.json"), ("gradescope", "results.json"), ("junit", "results.xml")][(index / Kind.allCases.count) % 3]
  }

  static let exercise = ExerciseID(phase: "phase1", slug: "counter")

  /// Writes one submission of `kind` under `folder` (as `phase1/counter/…`).
  static func makeSubmission(_ kind: Kind, in folder: URL, root: URL) throws {
    let layout = ProjectLayout(root: root)
    let target = folder.appendingPathComponent(exercise.rawValue, isDirectory: true)
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    let solutionFolder = layout.solutionSources(exercise)
    var files: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: solutionFolder.path) where name.hasSuffix(".swift") {
      files[name] = try String(contentsOf: solutionFolder.appendingPathComponent(name), encoding: .utf8)
    }
    switch kind {
    case .solution: break
    case .mutant:
      let catalog = try MutantCatalog.load(exercise, in: layout)
      let mutant = try #require(catalog.mutants.first)
      files = try mutant.apply(to: files)
    case .compileError:
      let name = try #require(files.keys.sorted().first)
      files[name]! += "\nlet broken: Int = \"not a number\"\n"
    case .infiniteLoop:
      let name = try #require(files.keys.sorted().first { files[$0]!.contains("Reduce { state, action in") })
      files[name] = files[name]!.replacingOccurrences(
        of: "Reduce { state, action in", with: "Reduce { state, action in\n      while state.count >= 0 { state.count = (state.count &+ 1) % 7 }")
    case .brokenFolder:
      files = [:]
      try Data("not Swift".utf8).write(to: target.appendingPathComponent("README.txt"))
    }
    for (name, text) in files { try Data(text.utf8).write(to: target.appendingPathComponent(name)) }
  }

  @Test(.timeLimit(.minutes(60))) func everySubmissionGetsOneResultsFileWithTheRightStatus() async throws {
    let configuration = gradeE2EConfiguration()
    let work = try ScratchFolder("grade-e2e")
    let classFolder = work.url.appendingPathComponent("class", isDirectory: true)
    var durations: [Double] = []
    var expectedCells: [String: String] = [:]  // student → cell status
    for index in 0..<configuration.count {
      let kind = Kind.allCases[index % Kind.allCases.count]
      let format = Self.format(of: index)
      let student = "student-\(index + 1)"
      expectedCells[student] = kind.expectedCell
      let submission = work.url.appendingPathComponent("submissions/\(student)", isDirectory: true)
      try Self.makeSubmission(kind, in: submission, root: configuration.root)
      // GitHub Classroom's artifacts: one folder per student repository.
      let results = classFolder.appendingPathComponent("\(student)/\(format.file)")
      try FileManager.default.createDirectory(at: results.deletingLastPathComponent(), withIntermediateDirectories: true)

      let process = Process()
      process.executableURL = URL(fileURLWithPath: configuration.dojo)
      process.currentDirectoryURL = configuration.root
      process.arguments = [
        "grade", "--submission", submission.path, "--exercise", Self.exercise.rawValue,
        "--scratch-path", configuration.scratch, "--timeout", "5", "--format", format.name, "--out", results.path,
      ]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      let start = Date()
      try await process.runUntilExit()
      durations.append(Date().timeIntervalSince(start))

      #expect(process.terminationStatus == 0, "submission \(index) (\(kind))")
      let data = try Data(contentsOf: results)
      if format.name == "exercism" {
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["version"] as? Int == 3)
        #expect(object["status"] as? String == kind.expectedStatus, "submission \(index) (\(kind)): \(object)")
      }
    }
    let sorted = durations.sorted()
    let median = sorted[sorted.count / 2]
    print(
      "graded \(durations.count) submissions: median \(String(format: "%.1f", median)) s, "
        + "max \(String(format: "%.1f", sorted.last ?? 0)) s, total \(String(format: "%.0f", durations.reduce(0, +))) s")

    try await reportShowsTheClass(classFolder, expectedCells: expectedCells, configuration: configuration)
  }

  /// `dojo report` on the graded class: its summary line, and in Chromium one heat-map cell per
  /// student with the status of that student's kind of submission, the exercise's pass rate, the
  /// most failed hidden test, a time per submission, and a screenshot that is not blank.
  func reportShowsTheClass(
    _ classFolder: URL, expectedCells: [String: String], configuration: GradeE2EConfiguration
  ) async throws {
    let output = try testOutputFolder("grade-report")
    let page = output.appendingPathComponent("class.html")
    // English: the summary line below is checked word for word (dojo speaks Japanese by default).
    var environment = ProcessInfo.processInfo.environment
    environment["DOJO_LANG"] = "en"
    let report = try await ChildProcess.run(
      .init(
        executable: configuration.dojo, arguments: ["report", classFolder.path, "--out", page.path],
        environment: environment, timeLimit: .seconds(120)))
    #expect(report.termination == .exited(0), "\(report.error.text)")
    let count = expectedCells.count
    #expect(
      report.output.text.contains("\(count) students × 1 exercises from \(count) results files"), "\(report.output.text)")

    guard let chromium = HeadlessChromium.installed else {
      // CI installs Chromium (`.ci/run`); elsewhere the page's HTML is checked without it.
      print("no Chromium: \(page.path) checked as HTML only (run Scripts/install-chromium)")
      try checkNumbers(in: String(contentsOf: page, encoding: .utf8), expectedCells: expectedCells, scriptRan: false)
      return
    }
    let dom = try await chromium.dom(of: page)
    try checkNumbers(in: dom, expectedCells: expectedCells, scriptRan: true)
    let shot = try await chromium.screenshot(of: page, to: output.appendingPathComponent("class.png"))
    let blank = try await chromium.blankScreenshot(in: output)
    #expect(pngSize(shot)?.width == 1280)
    #expect(shot.count > blank.count * 5, "screenshot \(shot.count) bytes vs blank \(blank.count) bytes")
  }

  func checkNumbers(in dom: String, expectedCells: [String: String], scriptRan: Bool) throws {
    let exercise = Self.exercise.rawValue
    for (student, status) in expectedCells {
      let cell = HTMLTags.tag(containing: "<g class=\"cell\" data-student=\"\(student)\" data-exercise=\"\(exercise)\"", in: dom)
      #expect(cell.flatMap { HTMLTags.attribute("data-status", in: $0) } == status, "\(student): \(cell ?? "no cell")")
    }
    let passes = expectedCells.values.filter { $0 == "pass" }.count
    let rate = try #require(HTMLTags.tag(containing: "class=\"rate\" data-exercise=\"\(exercise)\"", in: dom))
    #expect(HTMLTags.attribute("data-passed", in: rate) == "\(passes)")
    #expect(HTMLTags.attribute("data-graded", in: rate) == "\(expectedCells.count)")
    // The mutant fails at least one hidden test in every mutant submission; the table's top row
    // is a test of this exercise that failed in at least that many.
    let mutants = expectedCells.values.filter { $0 == "fail" }.count
    let failing = try #require(HTMLTags.tag(containing: "<tr class=\"failing\"", in: dom), "no failing hidden test listed")
    #expect(HTMLTags.attribute("data-exercise", in: failing) == exercise)
    #expect(Int(HTMLTags.attribute("data-failures", in: failing) ?? "") ?? 0 >= mutants, "\(failing)")
    #expect(HTMLTags.count("<tr class=\"submission\"", in: dom) == expectedCells.count)
    // Gradescope and JUnit files carry the grading time.
    let timed = dom.components(separatedBy: "<tr class=\"submission\"").dropFirst()
      .filter { !(HTMLTags.attribute("data-seconds", in: "<" + $0.prefix { $0 != ">" } + ">") ?? "").isEmpty }
    #expect(timed.count >= expectedCells.count / 3, "\(timed.count) submissions with a time")
    if scriptRan {
      let status = try #require(HTMLTags.tag(withID: "js-status", in: dom))
      #expect(!status.contains(" hidden"), "the script did not run: \(status)")
      #expect(HTMLTags.attribute("data-pass", in: status) == "\(passes)")
    }
  }
}

/// Where the opt-in grading test finds its checkout and `dojo` binary.
struct GradeE2EConfiguration {
  var root: URL
  var dojo: String
  var scratch: String
  var count: Int
}

func gradeE2EConfiguration() -> GradeE2EConfiguration {
  let environment = ProcessInfo.processInfo.environment
  let count = Int(environment["DOJO_GRADE_E2E_COUNT"] ?? "") ?? 30
  guard let root = environment["DOJO_GRADE_E2E_ROOT"], let dojo = environment["DOJO_GRADE_E2E_DOJO"] else {
    let checkout = CheckCheckout()
    return GradeE2EConfiguration(
      root: checkout.root, dojo: checkout.dojoBinary.path, scratch: checkout.scratchPath.path, count: count)
  }
  return GradeE2EConfiguration(
    root: URL(fileURLWithPath: root), dojo: dojo, scratch: environment["DOJO_GRADE_E2E_SCRATCH"] ?? ".build",
    count: count)
}
