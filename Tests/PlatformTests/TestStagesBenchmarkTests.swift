import DojoTestSupport
import Foundation
import Testing

/// `Benchmarks/test-stages` on a tiny repository whose `Scripts/test` takes known times: one line
/// per top-level command with its wall time, then the total with the load; a failing run says so.
@Suite("Benchmarks/test-stages times each stage of Scripts/test")
struct TestStagesBenchmarkTests {
  func repository(test: String) async throws -> ScratchFolder {
    let folder = try ScratchFolder("test-stages")
    let benchmark = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Benchmarks/test-stages"), encoding: .utf8)
    for (path, text) in [("Benchmarks/test-stages", benchmark), ("Scripts/test", test)] {
      let file = try folder.write(text, to: path)
      try makeExecutable(file)
    }
    let git = "git -c user.name=t -c user.email=t@t"
    let setUp = try await runScript(
      "/bin/sh", ["-c", "git init -q . && git add -A && \(git) commit -qm test"], in: folder.url)
    try #require(setUp.status == 0, "\(setUp.output)")
    return folder
  }

  @Test("A stage per command, with its time; the total with the load average")
  func stages() async throws {
    let folder = try await repository(
      test: """
        #!/usr/bin/env bash
        set -euo pipefail
        cd "$(dirname "$0")/.."
        sleep 0.2
        if [ "$(uname -s)" = Linux ]; then
          sleep 1.2
        fi
        echo done
        """)
    let run = try await runScript(folder.url.appendingPathComponent("Benchmarks/test-stages").path, in: folder.url)
    #expect(run.status == 0, "\(run.output)")
    let lines = run.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    func seconds(_ command: String) -> Double? {
      lines.first { $0.hasSuffix("s  \(command)") }.flatMap { Double($0.split(separator: " ").first ?? "") }
    }
    let short = try #require(seconds("sleep 0.2"), "\(run.output)")
    let long = try #require(seconds("sleep 1.2"), "\(run.output)")
    // Lower bounds only: on a loaded machine every stage may take longer, never shorter; a
    // time given to the wrong command would break them.
    #expect(short >= 0.15, "\(run.output)")
    #expect(long >= 1.1 && long > short, "\(run.output)")
    #expect(!lines.contains { $0.hasSuffix("s  cd Scripts/..") || $0.contains("uname") }, "\(run.output)")
    #expect(lines.contains { $0.contains("s  total (load at the end ") }, "\(run.output)")
  }

  @Test("A failing Scripts/test fails the benchmark and names its log")
  func failure() async throws {
    let folder = try await repository(test: "#!/usr/bin/env bash\nset -e\nfalse\n")
    let keep = folder.url.appendingPathComponent("kept")
    let run = try await runScript(
      folder.url.appendingPathComponent("Benchmarks/test-stages").path, ["--keep", keep.path], in: folder.url)
    #expect(run.status != 0)
    #expect(run.output.contains("Scripts/test failed"), "\(run.output)")
    #expect(FileManager.default.fileExists(atPath: keep.appendingPathComponent("checkout/.build-bench.log").path))
  }
}
