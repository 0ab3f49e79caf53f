import Checker
import Classroom
import Curriculum
import Foundation
import DojoTestSupport
import Testing

/// docs/github-classroom.yml and Scripts/collect-classroom-artifacts: what the instructor copies
/// must stay true to the project (no hand-copied exercise list to drift), keep the private-tests
/// token away from the learner's code, and the collect script must produce `dojo report`'s layout.
@Suite struct ClassroomWorkflowTests {
  let layout: ProjectLayout
  let workflow: String

  init() throws {
    layout = try ProjectLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
    workflow = try String(contentsOf: layout.root.appendingPathComponent("docs/github-classroom.yml"), encoding: .utf8)
  }

  /// The steps' lines that are not comments.
  var code: [String] {
    workflow.components(separatedBy: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
  }

  @Test func theExerciseListIsReadFromTheProjectNeverCopied() throws {
    let catalog = ExerciseCatalog.load(layout)
    #expect(catalog.ids.count >= 30)
    // A copied id would drift when exercises are added: the workflow names none and lets
    // `dojo grade --class` grade every exercise the repository holds, in one job.
    for id in catalog.ids {
      #expect(!workflow.contains(id.rawValue), "docs/github-classroom.yml names \(id): read the list from the project instead")
    }
    #expect(!workflow.contains("matrix"))
    let grading = code.filter { $0.contains("dojo grade") }
    #expect(grading.count == 1, "\(grading)")
    #expect(grading.allSatisfy { $0.contains("--class") && !$0.contains("--exercise") })
  }

  @Test func thePrivateTestsTokenNeverReachesTheLearnersCode() {
    // Every checkout keeps no credentials in .git/config.
    let checkouts = code.enumerated().filter { $0.element.contains("uses: actions/checkout@") }
    #expect(checkouts.count == 2)
    for (index, _) in checkouts {
      let step = code[index..<min(index + 8, code.count)].prefix { !$0.contains("- name:") || $0 == code[index] }
      #expect(step.contains { $0.contains("persist-credentials: false") }, "checkout at line \(index + 1)")
    }
    // The token appears only as the private checkout's input, never in an `env:` the grading sees.
    let tokenLines = code.filter { $0.contains("DOJO_HIDDEN_TOKEN") }
    #expect(tokenLines.count == 1 && tokenLines[0].contains("token: ${{ secrets.DOJO_HIDDEN_TOKEN }}"), "\(tokenLines)")
    // The grading runs unprivileged with a scrubbed environment, the private tests not world-readable.
    #expect(code.contains { $0.contains("runuser -u grader -- env -i") && $0.contains("dojo grade") }
      || workflow.contains("runuser -u grader -- env -i PATH=\"$PATH\" HOME=/home/grader \\\n            .build/debug/dojo grade"))
    #expect(workflow.contains("chmod -R u=rwX,g=rX,o= /opt/dojo-hidden"))
    #expect(!workflow.contains("a+rX"))
  }

  @Test func itSaysItIsFormativeAndReportsToClassroom() {
    #expect(workflow.contains("FORMATIVE"))
    #expect(workflow.contains("can edit this workflow"))
    #expect(workflow.contains("SUMMATIVE"))
    #expect(workflow.contains("uses: classroom-resources/autograding-grading-reporter@v1"))
    #expect(workflow.contains("checks: write"))
    #expect(workflow.contains("name: Autograding Tests"))
  }

  @Test func actionsRunOnASupportedNodeRuntime() {
    // node20 actions stop running on GitHub's runners (actionlint: "runtime node20 is deprecated").
    let minimum = ["actions/checkout": 5, "actions/cache": 5, "actions/upload-artifact": 6, "actions/download-artifact": 7]
    for line in code where line.contains("uses: actions/") {
      let reference = line.components(separatedBy: "uses: ").last ?? ""
      let parts = reference.split(separator: "@")
      let version = Int(parts.last?.dropFirst() ?? "") ?? 0
      let floor = minimum[String(parts.first ?? "")] ?? 0
      #expect(version >= floor, "\(reference) runs on node20; use @v\(floor) or later")
    }
  }

  // MARK: - Scripts/collect-classroom-artifacts

  /// A stand-in for `gh`: `run list` answers a run id (none for repositories named `*-norun`),
  /// `run download` writes two results files (fails for `*-noartifact`), `repo clone` makes a
  /// folder. Every call is logged.
  func fakeGH(in folder: URL) throws -> URL {
    let script = folder.appendingPathComponent("gh")
    try write(
      """
      #!/bin/sh
      echo "$*" >> "\(folder.path)/gh.log"
      case "$1 $2" in
        "run list") case "$4" in *-norun) echo null ;; *) echo 4242 ;; esac ;;
        "run download")
          case "$5" in *-noartifact) echo "no artifact" >&2; exit 1 ;; esac
          dir="$9"; mkdir -p "$dir"
          printf '{"version":3,"status":"pass","tests":[]}' > "$dir/phase1-counter.json"
          printf '{"version":3,"status":"fail","tests":[]}' > "$dir/phase4-retry.json" ;;
        "repo clone") mkdir -p "$4/Exercises" ;;
        *) exit 9 ;;
      esac
      """, to: script)
    try makeExecutable(script)
    return script
  }

  func collect(_ arguments: [String], gh: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = layout.root.appendingPathComponent("Scripts/collect-classroom-artifacts")
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["DOJO_GH"] = gh.path
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func collectsEveryStudentsArtifactIntoTheReportLayout() throws {
    let root = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let gh = try fakeGH(in: root)
    let roster = root.appendingPathComponent("roster.txt")
    try write(
      """
      # student  repository
      alice school/dojo-alice
      school/dojo-bob

      carol school/dojo-carol-norun
      ../dave school/dojo-dave-noartifact
      """, to: roster)
    let out = root.appendingPathComponent("class-results")
    let run = try collect(["--roster", roster.path, "--out", out.path], gh: gh)

    #expect(run.status == 1, "two students had nothing to collect: \(run.output)")
    #expect(run.output.contains("collected 4 student(s)"), "\(run.output)")
    let files = try FileManager.default.subpathsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".json") }.sorted()
    // One folder per student, the way `dojo report` reads a class; the name stays inside `out`.
    #expect(files == [
      "_dave/results.json",
      "alice/phase1-counter.json", "alice/phase4-retry.json",
      "carol/results.json",
      "dojo-bob/phase1-counter.json", "dojo-bob/phase4-retry.json",
    ])
    let carol = try GradingFixtures.object(Data(contentsOf: out.appendingPathComponent("carol/results.json")))
    #expect(carol["status"] as? String == "error")
    #expect((carol["message"] as? String)?.contains("No grading run") == true)
    let log = try String(contentsOf: root.appendingPathComponent("gh.log"), encoding: .utf8)
    #expect(log.contains("run download 4242 --repo school/dojo-alice --name dojo-results --dir \(out.path)/alice"))

    // Run again: existing folders are never overwritten.
    let again = try collect(["--roster", roster.path, "--out", out.path], gh: gh)
    #expect(again.status == 1 && again.output.contains("already exists"))
  }

  @Test func clonesEveryRepositoryForSummativeGrading() throws {
    let root = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let gh = try fakeGH(in: root)
    let roster = root.appendingPathComponent("roster.txt")
    try write("alice school/dojo-alice\nbob school/dojo-bob\n", to: roster)
    let out = root.appendingPathComponent("class")
    let run = try collect(["--roster", roster.path, "--out", out.path, "--clones"], gh: gh)
    #expect(run.status == 0, "\(run.output)")
    #expect(GradeClass.students(in: out)?.map(\.name) == ["alice", "bob"])
    let log = try String(contentsOf: root.appendingPathComponent("gh.log"), encoding: .utf8)
    #expect(log.contains("repo clone school/dojo-alice \(out.path)/alice -- --depth 1 --quiet"))
  }
}
