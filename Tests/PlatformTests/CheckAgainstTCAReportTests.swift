import Classroom
import Curriculum
import DojoTestSupport
import Foundation
import Testing

/// `Scripts/check-against-tca`'s build-and-test loop and its report, on any OS: a stand-in
/// `swift` (`CHECK_AGAINST_TCA_SWIFT`) prints what SwiftPM would for a course where one exercise
/// does not compile, one suite fails and one runs no test.
@Suite("check-against-tca reports each failing exercise by id with its first error")
struct CheckAgainstTCAReportTests {
  /// The stand-in: `build` fails on phase4/retry (two errors) until TCA_CHECK_SKIP leaves it out,
  /// or, with `FAKE_SWIFT_OUTSIDE=1`, fails in TCA's own code; `test` fails phase5/timer's suite
  /// and runs no test of TCASpelling. Each call is logged to `calls.log` beside the package.
  static let fakeSwift = #"""
    #!/bin/sh
    folder=""; filter=""; command="$1"
    while [ $# -gt 0 ]; do
      case "$1" in
        --package-path) folder="$2"; shift ;;
        --filter) filter="$2"; shift ;;
      esac
      shift
    done
    echo "$command skip=$TCA_CHECK_SKIP filter=$filter" >> "$folder/../calls.log"
    if [ "$command" = build ]; then
      if [ -n "$FAKE_SWIFT_OUTSIDE" ]; then
        echo "$folder/.build/checkouts/swift-composable-architecture/Sources/Store.swift:1:1: error: boom"
        exit 1
      fi
      case ",$TCA_CHECK_SKIP," in *,phase4/retry,*) echo "Build complete!"; exit 0 ;; esac
      echo "$folder/Exercises/phase4/retry/Solution/RetryFeature.swift:3:1: error: cannot find 'Missing' in scope"
      echo "$folder/Exercises/phase4/retry/Solution/RetryFeature.swift:9:1: error: a second error"
      echo "Lessons/phase2-testing.md:40:7: error: a lesson sample"
      exit 1
    fi
    case "$filter" in
      '^Phase5TimerHiddenTests\.') echo '✘ Test "ticks" recorded an issue at TimerFeatureTests.swift:30:5: Expectation failed'; exit 1 ;;
      '^FeaturesTests\.') echo 'Test run with 0 tests passed'; exit 0 ;;
      *) echo '✔ Test run with 3 tests passed'; exit 0 ;;
    esac
    """#

  func run(outside: Bool = false) async throws -> (run: ScriptRun, calls: [String], folder: ScratchFolder) {
    let folder = try ScratchFolder("tca-report")
    let swift = try folder.write(Self.fakeSwift, to: "bin/swift")
    try makeExecutable(swift)
    let run = try await runScript(
      "Scripts/check-against-tca", ["--folder", folder.url.appendingPathComponent("package").path],
      environment: ["CHECK_AGAINST_TCA_SWIFT": swift.path, "FAKE_SWIFT_OUTSIDE": outside ? "1" : ""])
    let calls = ((try? folder.read("calls.log")) ?? "").split(separator: "\n").map(String.init)
    return (run, calls, folder)
  }

  @Test("Does not compile / suite fails / no test ran: each by id, first error, exit 1")
  func report() async throws {
    let (run, calls, _) = try await run()
    #expect(run.status == 1, "\(run.output)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.contains(
      "does not compile: phase4/retry: Exercises/phase4/retry/Solution/RetryFeature.swift:3:1: error: cannot find 'Missing' in scope"),
      "\(run.output)")
    #expect(lines.contains("does not compile: Lessons/phase2-testing.md: Lessons/phase2-testing.md:40:7: error: a lesson sample"))
    #expect(lines.contains(
      #"suite fails: phase5/timer: ✘ Test "ticks" recorded an issue at TimerFeatureTests.swift:30:5: Expectation failed"#))
    #expect(lines.contains("suite fails: Examples/TCASpelling: no test of FeaturesTests ran"))
    #expect(!run.output.contains("a second error"), "only the first error of an exercise")
    // Every unit of the course (hidden suites, test-writing exercises, TCASpelling, lessons) less
    // the ones reported not portable; four of them fail above.
    let layout = ProjectLayout(root: repositoryRoot)
    let manifest = try ManifestExercises.read(layout)
    let lessons = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Lessons").path)
      .filter { $0.hasPrefix("phase") && $0.hasSuffix(".md") }
    let notPortable = lines.filter { $0.hasPrefix("not portable: ") }
    let notPortableExercises = notPortable.filter { !$0.hasPrefix("not portable: Lessons/") }.count
    let units = manifest.ids.count + manifest.testWritingEntries.count + 1 + lessons.count - notPortable.count
    #expect(
      lines.contains(
        "check-against-tca: \(units - 4) of \(units) pass against TCA 1.25.5; 4 fail; \(notPortable.count) not portable."),
      "\(run.output)")

    // Two builds (the second without what did not compile), then one test run per suite left.
    let builds = calls.filter { $0.hasPrefix("build ") }
    #expect(builds == ["build skip= filter=", "build skip=Lessons/phase2-testing.md,phase4/retry filter="])
    let tests = calls.filter { $0.hasPrefix("test ") }
    // The hidden suites less the not portable ones and retry, the test-writing exercises, TCASpelling.
    let suitesLeft = manifest.ids.count - notPortableExercises - 1 + manifest.testWritingEntries.count + 1
    #expect(tests.count == suitesLeft)
    #expect(!tests.contains { $0.contains("Phase4Retry") })
    #expect(tests.allSatisfy { $0.contains("skip=Lessons/phase2-testing.md,phase4/retry") })
  }

  @Test("An error in no course file stops the check with SwiftPM's output, exit 2")
  func errorOutsideTheCourse() async throws {
    let (run, calls, _) = try await run(outside: true)
    #expect(run.status == 2)
    #expect(run.output.contains("swift build failed outside the course's files"), "\(run.output)")
    #expect(run.output.contains("swift-composable-architecture/Sources/Store.swift:1:1: error: boom"))
    #expect(calls.count == 1)
  }
}
