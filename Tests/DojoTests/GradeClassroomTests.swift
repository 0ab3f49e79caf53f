import Checker
import Curriculum
import DojoTestSupport
import Foundation
import Testing

/// `dojo grade --class` at classroom scale: a class of scripted students, each with a hidden-suite
/// exercise (phase1/counter: solution, mutant, compile error, infinite loop, broken folder, a
/// folder linked out of the submission, a file name with a newline) and a test-writing exercise
/// (phase2/vote-buttons: the reference tests, the starter that asserts nothing, tests too weak to
/// catch the mutants), graded with ONE command that also writes the report page; every results
/// file must have the right status. Then the same class in the Gradescope and JUnit formats (a
/// subset, one student of each kind), and the page, which headless Chromium renders with the same
/// numbers (page and screenshot kept in `.build/dojo-test-output/grade-report/`).
///
/// Runs in the project's own suite against this checkout (grading writes only under `.dojo/grade/`)
/// with the `dojo` beside the test bundle and the end-to-end build folder `.build-e2e`. To grade
/// elsewhere set `DOJO_GRADE_E2E_ROOT` (a checkout), `DOJO_GRADE_E2E_DOJO` (a built `dojo`), and
/// optionally `DOJO_GRADE_E2E_SCRATCH` and `DOJO_GRADE_E2E_COUNT` (default 7: every kind of counter
/// submission once and every kind of test-writing submission at least twice, the fewest that still
/// meet every kind, because each student is a build of its own and the suite's builds queue on one
/// SwiftPM lock; `DOJO_GRADE_E2E_COUNT=30` for a full class). Prints the time per student.
///
/// The scratch folder must not be the build folder of a `swift test` running this test (SwiftPM
/// holds its lock); `Scripts/test` runs the bundle directly and shares `.build` (see
/// ``CheckCheckout/scratchPath``): the checker then relinks the test product there with only
/// hidden tests in it, which leaves the running bundle alone.
@Suite(.serialized)
struct GradeClassroomTests {
  /// The kinds of phase1/counter submission, each with the Exercism status it must get.
  enum Kind: CaseIterable {
    case solution, mutant, compileError, infiniteLoop, brokenFolder, linkedOut, oddName

    var expectedStatus: String {
      switch self {
      case .solution: return "pass"
      case .mutant: return "fail"
      case .compileError, .infiniteLoop, .brokenFolder, .linkedOut, .oddName: return "error"
      }
    }

    /// The heat-map cell `dojo report` must show for it.
    var expectedCell: String {
      switch self {
      case .solution: return "pass"
      case .mutant: return "fail"
      case .compileError: return "compile"
      case .infiniteLoop: return "timeout"
      case .brokenFolder, .linkedOut, .oddName: return "error"
      }
    }
  }

  /// The kinds of phase2/vote-buttons (test-writing) submission.
  enum TestsKind: CaseIterable {
    case reference, starter, weak

    var expectedStatus: String { self == .reference ? "pass" : "fail" }
  }

  static let exercise = ExerciseID(phase: "phase1", slug: "counter")
  static let votes = ExerciseID(phase: "phase2", slug: "vote-buttons")

  /// Student `index`'s two kinds: they cycle independently, so every pair turns up.
  static func kinds(of index: Int) -> (Kind, TestsKind) {
    (Kind.allCases[index % Kind.allCases.count], TestsKind.allCases[index % TestsKind.allCases.count])
  }

  /// Writes one student's submission under `folder` (as `phase1/counter/…` and
  /// `phase2/vote-buttons/…`); `outside` is a folder beside the class the student must not reach.
  static func makeSubmission(_ kind: Kind, _ testsKind: TestsKind, in folder: URL, outside: URL, root: URL) throws {
    let layout = ProjectLayout(root: root)
    let target = folder.appendingPathComponent(exercise.rawValue, isDirectory: true)
    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
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
      try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
      try Data("not Swift".utf8).write(to: target.appendingPathComponent("README.txt"))
    case .linkedOut:
      // H19: a correct solution outside the submission, drawn in by a folder link.
      for (name, text) in files { try Data(text.utf8).write(to: outside.appendingPathComponent(name)) }
      try FileManager.default.createSymbolicLink(at: target, withDestinationURL: outside)
      files = [:]
    case .oddName:
      // H21: a newline in a file name fails this exercise only, never the student's other one.
      files["Evil\nName.swift"] = "// odd\n"
    }
    if !files.isEmpty { try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true) }
    for (name, text) in files { try Data(text.utf8).write(to: target.appendingPathComponent(name)) }

    // The learner's repository shape for the test-writing exercise: Exercises/<id>/Tests.
    let tests = folder.appendingPathComponent("Exercises/\(votes.rawValue)/Tests", isDirectory: true)
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    let source: URL
    switch testsKind {
    case .reference, .weak: source = layout.solutionSources(votes)
    case .starter: source = layout.starterSources(votes)
    }
    for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where name.hasSuffix(".swift") {
      var text = try String(contentsOf: source.appendingPathComponent(name), encoding: .utf8)
      if testsKind == .weak {
        // Only the first test: it passes on the feature but lets most mutants through.
        let second = try #require(text.range(of: "  @Test func votesAddToExistingCounts"))
        text = String(text[..<second.lowerBound]) + "}\n"
      }
      try Data(text.utf8).write(to: tests.appendingPathComponent(name))
    }
    // The sealed feature in the learner's repository is never what gets graded.
    let feature = folder.appendingPathComponent("Exercises/\(votes.rawValue)/Sources", isDirectory: true)
    try FileManager.default.createDirectory(at: feature, withIntermediateDirectories: true)
    try Data("struct Sabotage { let x: Int = \"no\" }\n".utf8).write(to: feature.appendingPathComponent("VoteFeature.swift"))
  }

  /// Runs `dojo grade --class` and returns its output and the seconds it took.
  func gradeClass(
    _ classFolder: URL, out: URL, format: String, report: URL?, configuration: GradeE2EConfiguration
  ) async throws -> (seconds: Double, output: String) {
    var arguments = [
      "grade", "--class", classFolder.path, "--out", out.path, "--scratch-path", configuration.scratch,
      "--timeout", "5", "--format", format,
    ]
    if let report { arguments += ["--report", report.path] }
    let start = Date()
    // English: the report's summary line is checked word for word (dojo speaks Japanese by default).
    var environment = ProcessInfo.processInfo.environment
    environment["DOJO_LANG"] = "en"
    let result = try await ChildProcess.run(
      .init(
        executable: "/bin/sh",
        arguments: ["-c", "cd '\(configuration.root.path)' && exec \"$0\" \"$@\"", configuration.dojo] + arguments,
        environment: environment, timeLimit: .seconds(3600)))
    let seconds = Date().timeIntervalSince(start)
    #expect(result.termination == .exited(0), "dojo grade --class: \(result.error.text)")
    return (seconds, result.output.text + result.error.text)
  }

  @Test(.timeLimit(.minutes(60))) func aWholeClassIsGradedInOneCommand() async throws {
    let configuration = gradeE2EConfiguration()
    let work = try ScratchFolder("grade-e2e")
    let classFolder = work.url.appendingPathComponent("class", isDirectory: true)
    var expected: [String: [String: String]] = [:]  // student → exercise → Exercism status
    var expectedCells: [String: [String: String]] = [:]  // student → exercise → cell
    // Grading again in the other two formats: the first students, whose kinds meet each status and
    // each format's branch — pass, a failing mutant (partial credit), a compile error (no tests
    // at all) — and each test-writing kind. The boundary cases (links, odd names, broken folders)
    // are the same code whatever the format, checked once in the whole class above.
    let subsetKinds: [Kind] = [.solution, .mutant, .compileError]
    var subset: [String] = []
    for index in 0..<configuration.count {
      let (kind, testsKind) = Self.kinds(of: index)
      let student = "student-\(index + 1)"
      expected[student] = [Self.exercise.rawValue: kind.expectedStatus, Self.votes.rawValue: testsKind.expectedStatus]
      expectedCells[student] = [Self.exercise.rawValue: kind.expectedCell, Self.votes.rawValue: testsKind.expectedStatus]
      if index < subsetKinds.count { subset.append(student) }
      let outside = work.url.appendingPathComponent("outside/\(student)", isDirectory: true)
      try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
      try Self.makeSubmission(
        kind, testsKind, in: classFolder.appendingPathComponent(student, isDirectory: true), outside: outside,
        root: configuration.root)
    }

    // One command: every student, both exercises, the results and the page.
    let results = work.url.appendingPathComponent("results", isDirectory: true)
    let output = try testOutputFolder("grade-report")
    let page = output.appendingPathComponent("class.html")
    let run = try await gradeClass(classFolder, out: results, format: "exercism", report: page, configuration: configuration)
    print(
      "graded \(configuration.count) students × 2 exercises in one command: \(String(format: "%.0f", run.seconds)) s, "
        + "\(String(format: "%.1f", run.seconds / Double(configuration.count))) s per student")
    for (student, statuses) in expected {
      for (exercise, status) in statuses {
        let file = results.appendingPathComponent("\(student)/\(exercise.replacingOccurrences(of: "/", with: "-")).json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any], "\(file.path)")
        #expect(object["version"] as? Int == 3)
        #expect(object["status"] as? String == status, "\(student) \(exercise): \(object)")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(!text.contains(work.url.path) && !text.contains(configuration.root.path), "a grader path in \(file.path)")
      }
    }
    #expect(run.output.contains("\(configuration.count) students × 2 exercises from \(configuration.count * 2) results files"), "\(run.output)")

    #expect(subset.map { Self.kinds(of: Int($0.dropFirst("student-".count))! - 1).0 } == subsetKinds)
    #expect(Set(subset.map { Self.kinds(of: Int($0.dropFirst("student-".count))! - 1).1 }) == Set(TestsKind.allCases))
    // The subset in the other two formats.
    let subsetFolder = work.url.appendingPathComponent("subset", isDirectory: true)
    try FileManager.default.createDirectory(at: subsetFolder, withIntermediateDirectories: true)
    for student in subset {
      try FileManager.default.createSymbolicLink(
        at: subsetFolder.appendingPathComponent(student), withDestinationURL: classFolder.appendingPathComponent(student))
    }
    for format in ["gradescope", "junit"] {
      let out = work.url.appendingPathComponent("results-\(format)", isDirectory: true)
      _ = try await gradeClass(subsetFolder, out: out, format: format, report: nil, configuration: configuration)
      for student in subset {
        for (exercise, status) in expected[student] ?? [:] {
          let stem = exercise.replacingOccurrences(of: "/", with: "-")
          let file = out.appendingPathComponent("\(student)/\(stem).\(format == "junit" ? "xml" : "json")")
          let text = try String(contentsOf: file, encoding: .utf8)
          if format == "junit" {
            let green = text.contains("failures=\"0\" errors=\"0\"")
            #expect(green == (status == "pass"), "\(student) \(exercise) junit: \(text.prefix(400))")
          } else {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            // Partial credit: full marks exactly for a pass, a share of them (maybe 0) otherwise.
            let score = (object["score"] as? Double) ?? -1
            // Gradescope's file has no total of its own: the tests' max_score add up to the weight.
            let tests = (object["tests"] as? [[String: Any]]) ?? []
            let maxScore = tests.reduce(0) { $0 + (($1["max_score"] as? Double) ?? 0) }
            if tests.isEmpty {
              #expect(score == 0 && status != "pass", "\(student) \(exercise) gradescope: \(object)")
            } else {
              #expect(maxScore > 0 && score >= 0 && score <= maxScore, "\(student) \(exercise) gradescope: \(object)")
              #expect((score == maxScore) == (status == "pass"), "\(student) \(exercise) gradescope: \(object)")
            }
          }
        }
      }
    }

    try await pageShowsTheClass(page, expectedCells: expectedCells, files: configuration.count * 2, in: output)
  }

  /// The page `--report` wrote: in Chromium one heat-map cell per student × exercise with the status
  /// of that student's submission, each exercise's pass rate, a failing hidden test listed, one
  /// row per results file, and a screenshot that is not blank.
  func pageShowsTheClass(
    _ page: URL, expectedCells: [String: [String: String]], files: Int, in output: URL
  ) async throws {
    guard let chromium = HeadlessChromium.installed else {
      // CI installs Chromium (`.ci/run`); elsewhere the page's HTML is checked without it.
      print("no Chromium: \(page.path) checked as HTML only (run Scripts/install-chromium)")
      try checkNumbers(in: String(contentsOf: page, encoding: .utf8), expectedCells: expectedCells, files: files, scriptRan: false)
      return
    }
    let dom = try await chromium.dom(of: page)
    try checkNumbers(in: dom, expectedCells: expectedCells, files: files, scriptRan: true)
    let shot = try await chromium.screenshot(of: page, to: output.appendingPathComponent("class.png"))
    let blank = try await chromium.blankScreenshot(in: output)
    #expect(pngSize(shot)?.width == 1280)
    #expect(shot.count > blank.count * 5, "screenshot \(shot.count) bytes vs blank \(blank.count) bytes")
  }

  func checkNumbers(in dom: String, expectedCells: [String: [String: String]], files: Int, scriptRan: Bool) throws {
    for (student, cells) in expectedCells {
      for (exercise, status) in cells {
        let cell = HTMLTags.tag(containing: "<g class=\"cell\" data-student=\"\(student)\" data-exercise=\"\(exercise)\"", in: dom)
        #expect(cell.flatMap { HTMLTags.attribute("data-status", in: $0) } == status, "\(student) \(exercise): \(cell ?? "no cell")")
      }
    }
    var totalPasses = 0
    for exercise in [Self.exercise.rawValue, Self.votes.rawValue] {
      let passes = expectedCells.values.filter { $0[exercise] == "pass" }.count
      totalPasses += passes
      let rate = try #require(HTMLTags.tag(containing: "class=\"rate\" data-exercise=\"\(exercise)\"", in: dom))
      #expect(HTMLTags.attribute("data-passed", in: rate) == "\(passes)")
      #expect(HTMLTags.attribute("data-graded", in: rate) == "\(expectedCells.count)")
    }
    let failing = try #require(HTMLTags.tag(containing: "<tr class=\"failing\"", in: dom), "no failing hidden test listed")
    #expect([Self.exercise.rawValue, Self.votes.rawValue].contains(HTMLTags.attribute("data-exercise", in: failing) ?? ""))
    #expect(HTMLTags.count("<tr class=\"submission\"", in: dom) == files)
    if scriptRan {
      let status = try #require(HTMLTags.tag(withID: "js-status", in: dom))
      #expect(!status.contains(" hidden"), "the script did not run: \(status)")
      #expect(HTMLTags.attribute("data-pass", in: status) == "\(totalPasses)")
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
  // Fewer students than kinds would leave a kind unchecked: the class is never smaller.
  let count = max(Int(environment["DOJO_GRADE_E2E_COUNT"] ?? "") ?? 7, GradeClassroomTests.Kind.allCases.count)
  guard let root = environment["DOJO_GRADE_E2E_ROOT"], let dojo = environment["DOJO_GRADE_E2E_DOJO"] else {
    let checkout = CheckCheckout()
    return GradeE2EConfiguration(
      root: checkout.root, dojo: checkout.dojoBinary.path, scratch: checkout.scratchPath.path, count: count)
  }
  return GradeE2EConfiguration(
    root: URL(fileURLWithPath: root), dojo: dojo, scratch: environment["DOJO_GRADE_E2E_SCRATCH"] ?? ".build",
    count: count)
}
