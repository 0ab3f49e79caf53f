import DojoTestSupport
import Foundation
import Testing

/// The workflow files actionlint checks: every `.github/workflows/*.yml` and the GitHub Classroom
/// workflow instructors copy (`docs/github-classroom.yml`), relative to the repository root.
func lintedWorkflows() -> [String] {
  let folder = repositoryRoot.appendingPathComponent(".github/workflows")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  return names.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted()
    .map { ".github/workflows/\($0)" } + ["docs/github-classroom.yml"]
}

/// actionlint, as `Scripts/install-actionlint` installs it (`.build-tools/actionlint/`), or the
/// binary `ACTIONLINT` names. The first use runs the installer (idempotent, ~5 s with PyPI).
enum Actionlint {
  private static let located = Task<URL?, Never> {
    if let path = ProcessInfo.processInfo.environment["ACTIONLINT"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    guard let run = try? await runScript("Scripts/install-actionlint"), run.status == 0,
      let path = run.output.split(separator: "\n").last.map(String.init),
      FileManager.default.isExecutableFile(atPath: path)
    else { return nil }
    return URL(fileURLWithPath: path)
  }

  /// The binary, or `nil` when it is not installed and cannot be.
  static var binary: URL? { get async { await located.value } }

  /// Lints `file` (relative to the repository root).
  static func lint(_ file: String) async throws -> ScriptRun {
    guard let binary = await binary else { return ScriptRun(status: -1, output: "no actionlint") }
    return try await runScript(binary.path, ["-no-color", file])
  }
}

/// Every workflow the project ships passes actionlint (deprecated action runtimes, expression
/// and shell mistakes, unknown inputs). To lint one file by hand:
/// `Scripts/install-actionlint && .build-tools/actionlint/bin/actionlint .github/workflows/ci.yml`.
@Suite(
  "Workflows pass actionlint",
  .enabled(
    "actionlint cannot be installed here: Scripts/install-actionlint needs python3 (with venv) and PyPI; run it to see why"
  ) { await Actionlint.binary != nil }
)
struct WorkflowLintTests {
  @Test("CI and the real-TCA check are among the linted workflows")
  func workflowsExist() {
    let files = lintedWorkflows()
    #expect(files.contains(".github/workflows/ci.yml"))
    #expect(files.contains(".github/workflows/real-tca.yml"))
    #expect(files.contains("docs/github-classroom.yml"))
  }

  @Test("The workflow is clean", arguments: lintedWorkflows())
  func workflowIsClean(file: String) async throws {
    let run = try await Actionlint.lint(file)
    #expect(run.status == 0, "actionlint \(file):\n\(run.output)")
  }

  /// Guards the test above: a linter that passes everything would make it worthless.
  @Test("A workflow on a retired action runtime is reported")
  func retiredRuntimeIsReported() async throws {
    let folder = try ScratchFolder("lint")
    let file = folder.url.appendingPathComponent("old.yml")
    try Data(
      """
      on: push
      jobs:
        test:
          runs-on: ubuntu-latest
          steps:
            - uses: actions/checkout@v4
            - run: echo ${{ matrix.missing }}
      """.utf8
    ).write(to: file)
    let run = try await Actionlint.lint(file.path)
    #expect(run.status != 0)
    #expect(run.output.contains("node20"), "\(run.output)")
    #expect(run.output.contains("matrix"), "\(run.output)")
  }
}
