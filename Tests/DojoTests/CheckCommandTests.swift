import Checker
import Curriculum
import Foundation
import Testing

/// Runs the built `dojo` binary (beside the test bundle) on this checkout, in a build folder of its
/// own, `.build-e2e`: `swift test` holds the lock on `.build` while tests run, so dojo's
/// `swift build` there would wait for ever. The first test pays one cold build (minutes).
///
/// Broken code is materialized under `.dojo/e2e-<uuid>/` (inside the package root, git-ignored)
/// and handed to dojo with `--exercise-sources`/`--hidden-tests`; the checkout's own files are
/// never touched.
@Suite("dojo check end to end", .serialized)
struct CheckCommandTests {
  let checkout = CheckCheckout()

  @Test("the reference solutions of phase 4 pass", .timeLimit(.minutes(30)))
  func solutionsPass() async throws {
    let run = try await checkout.dojo(["check", "phase4", "--solution", "--json", "--no-cache"])
    let result = try run.result()
    #expect(run.status == .exited(0), "\(run.standardError)")
    #expect(result.target == "phase4")
    // Every exercise of the phase, read from the checkout (the curriculum grows).
    let folder = checkout.root.appendingPathComponent("Exercises/phase4")
    let expected = Set(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.map { "phase4/\($0)" })
    #expect(expected.count >= 4 && expected.contains("phase4/retry"))
    #expect(Set(result.exercises.map(\.id.rawValue)) == expected)
    #expect(result.exercises.count == expected.count, "each exercise once")
    for verdict in result.exercises {
      #expect(verdict.status == .pass, "\(verdict.id): \(verdict.error?.message ?? "")")
      #expect(!verdict.tests.isEmpty)
    }
    #expect(result.summary == CheckResult.Summary(passed: expected.count, total: expected.count))
  }

  @Test("a compile error is confined to its exercise", .timeLimit(.minutes(30)))
  func compileError() async throws {
    let variants = try checkout.variants()
    let broken = try variants.retrySolution(inserting: #"let broken: Int = "not a number""#, named: "compile")
    let verdicts = try await checkout.checkPhase4(retry: broken, extra: [])
    let retry = try #require(verdicts.first { $0.id.slug == "retry" })
    #expect(retry.status == .error)
    #expect(retry.error?.kind == .compile)
    #expect(retry.error?.file == checkout.relative(broken.appendingPathComponent("RetryFeature.swift")))
    #expect(retry.error?.message.contains("error: cannot convert value of type 'String'") == true)
    #expect(retry.error?.message.contains(checkout.root.path) == false, "paths are relative to the repo")
    #expect(verdicts.first { $0.id.slug == "search-debounce" }?.status == .pass)
  }

  @Test("a crash names the test and the learner's line; the other exercise still passes", .timeLimit(.minutes(30)))
  func crash() async throws {
    let variants = try checkout.variants()
    let broken = try variants.retrySolution(inserting: #"fatalError("dojo e2e crash")"#, named: "crash")
    let verdicts = try await checkout.checkPhase4(retry: broken, extra: [])
    let retry = try #require(verdicts.first { $0.id.slug == "retry" })
    #expect(retry.error?.kind == .crash)
    #expect(retry.error?.message.contains("dojo e2e crash") == true)
    #expect(retry.error?.file == checkout.relative(broken.appendingPathComponent("RetryFeature.swift")))
    #expect(retry.tests.contains { $0.status == .error })
    #expect(verdicts.first { $0.id.slug == "search-debounce" }?.status == .pass)
  }

  @Test("an endless loop is stopped at --timeout; the other exercise still passes", .timeLimit(.minutes(30)))
  func timeout() async throws {
    let variants = try checkout.variants()
    let broken = try variants.retrySolution(
      inserting: "var spins = 0\n        while spins >= 0 { spins = (spins &+ 1) % 1000 }", named: "hang")
    let start = ContinuousClock.now
    let verdicts = try await checkout.checkPhase4(retry: broken, extra: ["--timeout", "5"])
    let retry = try #require(verdicts.first { $0.id.slug == "retry" })
    #expect(retry.error?.kind == .timeout)
    #expect(retry.error?.message.contains("within 5 s") == true)
    #expect(retry.tests.contains { $0.status == .error })
    #expect(verdicts.first { $0.id.slug == "search-debounce" }?.status == .pass)
    #expect(ContinuousClock.now - start < .seconds(600))
  }

  @Test("changed hidden tests are refused as tamper; the other exercise still passes", .timeLimit(.minutes(30)))
  func tamper() async throws {
    let variants = try checkout.variants()
    let hidden = try variants.copy(checkout.layout.hiddenTests(ExerciseID("phase4/retry")!), named: "tampered")
    let file = try #require(SourceFileList.swiftFiles(in: hidden).first)
    try Data(("// @Test func alwaysPasses() {}\n" + String(contentsOf: file, encoding: .utf8)).utf8).write(to: file)
    let solution = checkout.layout.solutionSources(ExerciseID("phase4/retry")!)
    let verdicts = try await checkout.checkPhase4(
      retry: solution, extra: ["--hidden-tests", "phase4/retry=\(hidden.path)"])
    let retry = try #require(verdicts.first { $0.id.slug == "retry" })
    #expect(retry.error?.kind == .tamper)
    #expect(retry.error?.message.contains("git checkout --") == true)
    #expect(retry.tests.isEmpty, "tampered tests never run")
    #expect(verdicts.first { $0.id.slug == "search-debounce" }?.status == .pass)
  }

  @Test("unknown targets and bad options are clear errors, not crashes")
  func badInput() async throws {
    let run = try await checkout.dojo(["check", "phase4/retyr", "--lang", "en"])
    #expect(run.status == .exited(1))
    #expect(run.standardError.contains("Did you mean phase4/retry?"))
    let phase = try await checkout.dojo(["check", "phase99", "--lang", "en"])
    #expect(phase.standardError.contains("Phases: phase1"))
  }
}
