import Curriculum
import Foundation
import Testing

/// `dojo grade` at classroom scale: many scripted submissions (solutions, mutants, compile errors,
/// infinite loops, broken folders), one results file each, the right status in every one.
///
/// Runs in the project's own suite against this checkout (grading writes only under `.dojo/grade/`)
/// with the `dojo` beside the test bundle and the end-to-end build folder `.build-e2e`. To grade
/// elsewhere set `DOJO_GRADE_E2E_ROOT` (a checkout), `DOJO_GRADE_E2E_DOJO` (a built `dojo`), and
/// optionally `DOJO_GRADE_E2E_SCRATCH` and `DOJO_GRADE_E2E_COUNT` (default 30). Prints the time
/// per submission.
///
/// The scratch folder must not be the build folder of the test bundle running this test: the
/// checker relinks the test product there with only hidden tests in it.
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

  @Test(.timeLimit(.minutes(60))) func everySubmissionGetsOneResultsFileWithTheRightStatus() throws {
    let configuration = gradeE2EConfiguration()
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-grade-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    var durations: [Double] = []
    for index in 0..<configuration.count {
      let kind = Kind.allCases[index % Kind.allCases.count]
      let submission = work.appendingPathComponent("submission-\(index)", isDirectory: true)
      try Self.makeSubmission(kind, in: submission, root: configuration.root)
      let results = work.appendingPathComponent("results-\(index).json")

      let process = Process()
      process.executableURL = URL(fileURLWithPath: configuration.dojo)
      process.currentDirectoryURL = configuration.root
      process.arguments = [
        "grade", "--submission", submission.path, "--exercise", Self.exercise.rawValue,
        "--scratch-path", configuration.scratch, "--timeout", "5", "--out", results.path,
      ]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      let start = Date()
      try process.run()
      process.waitUntilExit()
      durations.append(Date().timeIntervalSince(start))

      #expect(process.terminationStatus == 0, "submission \(index) (\(kind))")
      let data = try Data(contentsOf: results)
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      #expect(object["version"] as? Int == 3)
      #expect(object["status"] as? String == kind.expectedStatus, "submission \(index) (\(kind)): \(object)")
    }
    let sorted = durations.sorted()
    let median = sorted[sorted.count / 2]
    print(
      "graded \(durations.count) submissions: median \(String(format: "%.1f", median)) s, "
        + "max \(String(format: "%.1f", sorted.last ?? 0)) s, total \(String(format: "%.0f", durations.reduce(0, +))) s")
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
