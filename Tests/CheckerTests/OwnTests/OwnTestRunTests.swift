import Curriculum
import DojoTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@testable import Checker

/// The learner's own tests of a feature exercise (`Exercises/<id>/Tests`) with a stand-in `swift`
/// and test bundle, as in ``CheckCacheRaceTests``: no SwiftPM is involved. The stand-in `swift`
/// logs the variables of each build; the stand-in bundle passes the hidden test and, for the
/// learner's module, reports one passing and one failing test (or crashes, when told to).
@Suite("The learner's own tests: a second build, a report apart, never the verdict")
struct OwnTestRunTests {
  let id = StandInCheckout.id
  static let goodID = "Phase1DemoLearnerTests.Mine/good()/Own.swift:3:2"
  static let badID = "Phase1DemoLearnerTests.Mine/bad()/Own.swift:5:2"

  struct Fixture {
    let folder: ScratchFolder
    let checker: ExerciseChecker
    /// One line per build: `hidden=<DOJO_HIDDEN_TESTS> learner=<DOJO_LEARNER_TESTS>`.
    var builds: [String] {
      ((try? folder.read("builds.log")) ?? "").split(separator: "\n").map(String.init)
    }
  }

  /// A checkout whose exercise passes its hidden test; `ownTests` is written to its `Tests/`.
  func fixture(ownTests: String? = "@Test func good() {}\n", hangingLearnerBuild fifo: URL? = nil) throws -> Fixture {
    let checkout = try StandInCheckout("own-tests")
    let folder = checkout.folder
    if let ownTests { _ = try folder.write(ownTests, to: "Exercises/phase1/demo/Tests/Own.swift") }
    let log = folder.url.appendingPathComponent("builds.log").path
    let ownFile = folder.url.appendingPathComponent("Exercises/phase1/demo/Tests/Own.swift").path
    // A learner's file holding "BROKEN" does not compile: the error points at its line 3.
    let swift = try checkout.swift(
      """
      #!/bin/sh
      echo "hidden=$DOJO_HIDDEN_TESTS learner=$DOJO_LEARNER_TESTS" >> '\(log)'
      if [ -n "$DOJO_LEARNER_TESTS" ] && [ -e '\(folder.url.appendingPathComponent("hang-build").path)' ]; then
        sleep 1000 &
        echo $! > '\(fifo?.path ?? "/dev/null")'
        wait
      fi
      if [ -n "$DOJO_LEARNER_TESTS" ] && grep -q LINKFAIL '\(ownFile)'; then
        echo 'error: link command failed with exit code 1 (use -v to see invocation)'
        exit 1
      fi
      if [ -n "$DOJO_LEARNER_TESTS" ] && grep -q BROKEN '\(ownFile)'; then
        echo '\(ownFile):3:5: error: cannot find BROKEN in scope'
        exit 1
      fi
      exit 0
      """)
    let failure = #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"\#(Self.badID)","issue":{"isKnown":false,"sourceLocation":{"_filePath":"\#(ownFile)","line":5,"column":3}},"messages":[{"text":"Expectation failed: mine"}]},"version":0}"#
    _ = try checkout.bundle(
      """
      #!/bin/sh
      while [ "$#" -gt 0 ]; do
        if [ "$1" = "--event-stream-output-path" ]; then out="$2"; fi
        if [ "$1" = "--filter" ]; then filter="$2"; fi
        shift
      done
      case "$filter" in
      *Phase1DemoHiddenTests*)
        {
      \(StreamRecord.echo(StreamRecord.hiddenRunStart + StreamRecord.hiddenRunEnd))
        } > "$out"
        exit 0 ;;
      *Phase1DemoLearnerTests*)
        {
      \(StreamRecord.echo([
        StreamRecord.described(Self.goodID, name: "good()", displayName: "mine passes"),
        StreamRecord.described(Self.badID, name: "bad()", displayName: "mine fails"),
        StreamRecord.runStarted, StreamRecord.started(Self.goodID), StreamRecord.ended(Self.goodID),
        StreamRecord.started(Self.badID),
      ]))
          if grep -q CRASH '\(ownFile)'; then kill -ABRT $$; fi
      \(StreamRecord.echo([failure, StreamRecord.ended(Self.badID), StreamRecord.runEnded]))
        } > "$out"
        exit 1 ;;
      esac
      exit 2
      """)
    var checker = checkout.checker(swift: swift)
    checker.verifiesNames = false
    checker.runsLearnerTests = true
    return Fixture(folder: folder, checker: checker)
  }

  @Test("a second build gets DOJO_LEARNER_TESTS and no DOJO_HIDDEN_TESTS; a failing own test leaves the pass, and the cache's")
  func secondBuildAndReport() async throws {
    let fixture = try fixture()
    let verdict = try #require(await fixture.checker.check([id]).first)
    #expect(verdict.status == .pass)
    #expect(verdict.tests.map(\.name) == ["demo passes"], "the hidden tests only")
    #expect(fixture.builds == ["hidden=phase1/demo learner=", "hidden= learner=phase1/demo"])
    let report = try #require(verdict.ownTests)
    #expect(report.passed == 1 && report.failed == 1 && report.error == nil)
    let failure = try #require(report.tests.first { $0.status == .fail })
    #expect(failure.name == "mine fails")
    #expect(failure.text(.english)?.contains("Exercises/phase1/demo/Tests/Own.swift:5") == true, "\(failure.text(.english) ?? "")")
    // The verdict cache holds the hidden verdict alone.
    let workspace = ExerciseWorkspace(layout: fixture.folder.layout, sources: .learner)
    let key = CacheKey.make(
      id: id, sourceFolder: workspace.sourceFolder(id), hiddenTestFolder: workspace.hiddenTestFolder(id),
      layout: fixture.folder.layout, toolchain: ToolchainFingerprint.current(swift: fixture.checker.swift),
      timeLimit: fixture.checker.timeLimit, shared: CacheKey.SharedInputs(layout: fixture.folder.layout))
    let cached = try #require(VerdictCache(layout: fixture.folder.layout).lookup(id, key: key, title: "Demo"))
    #expect(cached.status == .pass)
    #expect(cached.ownTests == nil)
  }

  @Test("a compile error in Tests/ is said apart, at its file and line; the hidden verdict stays")
  func compileError() async throws {
    let fixture = try fixture(ownTests: "import Testing\n\nBROKEN\n")
    let verdict = try #require(await fixture.checker.check([id]).first)
    #expect(verdict.status == .pass)
    #expect(verdict.error == nil)
    let error = try #require(verdict.ownTests?.error)
    #expect(error.kind == .compile)
    #expect(error.file == "Exercises/phase1/demo/Tests/Own.swift")
    #expect(error.line == 3)
    #expect(error.text(.english).hasPrefix("Your own tests do not compile"))
    #expect(error.text(.japanese).hasPrefix("自分のテストがコンパイルできません"))
    #expect(fixture.builds.count == 2, "the hidden build and the learner's, nothing built again")
  }

  @Test("a learner build that fails at no line of Tests/ is said apart, naming the folder; the hidden verdict stays")
  func unattributedFailure() async throws {
    let fixture = try fixture(ownTests: "// LINKFAIL\n")
    let verdict = try #require(await fixture.checker.check([id]).first)
    #expect(verdict.status == .pass)
    #expect(verdict.error == nil)
    let error = try #require(verdict.ownTests?.error)
    #expect(error.kind == .compile)
    #expect(error.file == "Exercises/phase1/demo/Tests")
    #expect(error.text(.english).hasPrefix("Your own tests could not be built, and no error points at a line of Tests/"))
    #expect(error.text(.english).contains("error: link command failed"))
    #expect(fixture.builds == ["hidden=phase1/demo learner=", "hidden= learner=phase1/demo"])
  }

  @Test("a crash of the learner's tests is a line of the report, not an error verdict")
  func crash() async throws {
    let fixture = try fixture(ownTests: "// CRASH\n")
    let verdict = try #require(await fixture.checker.check([id]).first)
    #expect(verdict.status == .pass)
    let report = try #require(verdict.ownTests)
    #expect(report.error?.kind == .crash)
    #expect(report.error?.text(.english).contains("mine fails") == true, "\(report.error?.text(.english) ?? "")")
    #expect(report.passed == 1)
  }

  @Test("no Tests/ folder, or one without a Swift file: no second build, no report")
  func noOwnTests() async throws {
    let none = try fixture(ownTests: nil)
    #expect(try #require(await none.checker.check([id]).first).ownTests == nil)
    #expect(none.builds == ["hidden=phase1/demo learner="])
    let notes = try fixture(ownTests: nil)
    _ = try notes.folder.write("my notes\n", to: "Exercises/phase1/demo/Tests/notes.md")
    #expect(try #require(await notes.checker.check([id]).first).ownTests == nil)
    #expect(notes.builds == ["hidden=phase1/demo learner="])
  }

  @Test("verify, grade and mutate (runsLearnerTests off) never build the learner's tests")
  func offByDefault() async throws {
    var fixture = try fixture()
    var checker = fixture.checker
    checker.runsLearnerTests = false
    fixture = Fixture(folder: fixture.folder, checker: checker)
    let verdict = try #require(await checker.check([id]).first)
    #expect(verdict.ownTests == nil)
    #expect(fixture.builds == ["hidden=phase1/demo learner="])
  }

  @Test("a save in Tests/ keeps the hidden verdict's cache entry: only the second build runs; unchanged, nothing runs")
  func cache() async throws {
    let fixture = try fixture()
    _ = await fixture.checker.check([id])
    #expect(fixture.builds.count == 2)

    let unchanged = EventLog()
    let again = try #require(await fixture.checker.check([id], observer: unchanged.record).first)
    #expect(unchanged.containsCached)
    #expect(fixture.builds.count == 2, "the report came from the cache too")
    #expect(again.ownTests?.failed == 1)

    _ = try fixture.folder.write("@Test func good() {}\n// edited\n", to: "Exercises/phase1/demo/Tests/Own.swift")
    let edited = EventLog()
    let third = try #require(await fixture.checker.check([id], observer: edited.record).first)
    #expect(edited.containsCached, "the hidden verdict is still answered from the cache")
    #expect(fixture.builds.suffix(1) == ["hidden= learner=phase1/demo"], "only the learner's build ran")
    #expect(fixture.builds.count == 3)
    #expect(third.status == .pass && third.ownTests?.passed == 1)
  }

  @Test("cancelled during the learner's build (a newer save in watch): the build is killed, the report neither shown nor filed", .timeLimit(.minutes(1)))
  func cancelled() async throws {
    let folder = try ScratchFolder("own-tests-fifo")
    let fifo = folder.url.appendingPathComponent("started")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    defer { unlink(fifo.path) }
    let fixture = try fixture(hangingLearnerBuild: fifo)
    _ = try fixture.folder.write("", to: "hang-build")
    let checking = Task { await fixture.checker.check([id]) }
    let grandchild = try #require(pid_t(await CheckCancellationTests.firstLine(from: fifo, unless: checking) ?? ""))
    checking.cancel()
    let verdicts = await checking.value
    #expect(verdicts.first?.ownTests == nil, "no report of a killed build")
    #expect(CheckCancellationTests.isGone(grandchild), "the learner's build was killed")
    // Nothing was filed for the learner's tests: the next check builds them (the hidden verdict
    // comes from the cache).
    try FileManager.default.removeItem(at: fixture.folder.url.appendingPathComponent("hang-build"))
    let again = try #require(await fixture.checker.check([id]).first)
    #expect(again.ownTests?.failed == 1)
    #expect(fixture.builds.last == "hidden= learner=phase1/demo")
  }

  @Test("a moved checkout whose hidden verdict comes from the cache: the learner's build repairs the build folder first")
  func movedCheckout() async throws {
    let fixture = try fixture()
    _ = await fixture.checker.check([id])
    // As if the build folder had been built for another place: stamped elsewhere, a module cache.
    let scratch = fixture.checker.scratchPath
    _ = try fixture.folder.write("/somewhere/else\n", to: ".build-fake/dojo-checkout-root")
    _ = try fixture.folder.write("stale", to: ".build-fake/x86_64-unknown-linux-gnu/debug/ModuleCache/A.pcm")
    _ = try fixture.folder.write("@Test func good() {}\n// edited\n", to: "Exercises/phase1/demo/Tests/Own.swift")
    let events = EventLog()
    let verdict = try #require(await fixture.checker.check([id], observer: events.record).first)
    #expect(events.containsCached, "the hidden verdict came from the cache")
    #expect(events.contains(.checkoutMoved(from: "/somewhere/else")))
    #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("x86_64-unknown-linux-gnu/debug/ModuleCache").path))
    #expect(BuildFolderRepair(layout: fixture.folder.layout, scratchPath: scratch).stampedElsewhere() == nil, "stamped for this checkout")
    #expect(verdict.ownTests?.passed == 1)
  }

  @Test("a hidden compile error: the learner's tests are not built (nothing to test against)")
  func hiddenCompileError() async throws {
    let fixture = try fixture()
    let verdict = ExerciseVerdict(
      id: id, title: "Demo", status: .error, error: CheckError(kind: .compile, message: "no"))
    #expect(!fixture.checker.hasOwnTestsToRun(verdict))
    #expect(fixture.checker.hasOwnTestsToRun(ExerciseVerdict(id: id, title: "Demo", status: .fail)))
  }
}
