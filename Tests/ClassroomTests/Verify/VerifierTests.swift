import Checker
import Curriculum
import DojoTestSupport
import Foundation
import Testing

@testable import Classroom

@Suite("Verifier")
struct VerifierTests {
  typealias F = VerifyFixture

  func verify(_ root: ScratchFolder, _ scope: VerifyScope = .all) async throws
    -> (VerifyReport, FakeChecker)
  {
    let fake = FakeChecker(layout: root.layout)
    let verifier = Verifier(layout: root.layout) { ids, sources, observer in
      await fake.check(ids, sources, observer)
    }
    let report = await verifier.run(scope)
    return (report, fake)
  }

  @Test("rounds: all starters, then all solutions, then the k-th mutant of every exercise")
  func rounds() async throws {
    let root = try F.make()
    // toggle gets a fourth mutant: only it is in round 6.
    try root.write(F.mutants(F.toggle, names: ["a", "b", "c", "d"]), to: "Exercises/phase1/toggle/Mutants.md")
    let (report, fake) = try await verify(root)

    #expect(fake.calls.map(\.sources) == [
      "learner", "solution",
      "custom:.dojo/variants/phase1/counter/no-increment,.dojo/variants/phase1/toggle/a",
      "custom:.dojo/variants/phase1/counter/double-decrement,.dojo/variants/phase1/toggle/b",
      "custom:.dojo/variants/phase1/counter/no-reset,.dojo/variants/phase1/toggle/c",
      "custom:.dojo/variants/phase1/toggle/d",
    ])
    #expect(fake.calls[0].ids == [F.counter, F.toggle])
    #expect(report.rounds.map(\.title) == ["starters", "solutions", "mutants #1", "mutants #2", "mutants #3", "mutants #4"])
    #expect(report.rounds.map(\.exercises) == [2, 2, 2, 2, 2, 1])
    #expect(report.allPassed)
    #expect(report.exercises.map(\.killedCount) == [3, 4])
    #expect(report.text.hasSuffix("verify: 2 passed, 0 failed\n"))
    #expect(report.text.contains("✓ phase1/counter  カウンター — starter fails, solution passes, 3/3 mutants rejected"))
    // Each rejected mutant names the hidden test that rejected it (review: weak kills show).
    #expect(report.exercises[0].mutants.map(\.rejectedBy) == [["increments()"], ["increments()"], ["increments()"]])
    #expect(report.text.contains("    mutant no-increment: rejected by increments()\n"), "\(report.text)")
    let json = try report.jsonText()
    #expect(json.contains("\"rejectedBy\" : [\n            \"increments()\""), "\(json)")
  }

  @Test("a surviving mutant fails the exercise with a reason naming it and what it breaks")
  func survivingMutant() async throws {
    let root = try F.make()
    try root.write(
      F.mutants(F.counter).replacingOccurrences(of: "count -= 2", with: "count -= 1 // PASS_TESTS"),
      to: "Exercises/phase1/counter/Mutants.md")
    let (report, _) = try await verify(root)

    let counter = try #require(report.exercises.first)
    #expect(!counter.passed)
    #expect(counter.mutants.map(\.killed) == [true, false, true])
    let problem = try #require(counter.problems.first)
    #expect(problem.message == "mutant double-decrement PASSED the hidden tests: they do not pin down what it breaks — Breaks step 2.")
    #expect(problem.file == "Exercises/phase1/counter/Mutants.md")
    #expect(report.summaryLine == "verify: 1 passed, 1 failed")
    #expect(report.text.hasSuffix("verify: 1 passed, 1 failed\n"))
  }

  @Test("a starter that passes, and a solution that fails, are reported; mutants of a failing solution are not run")
  func starterAndSolution() async throws {
    let root = try F.make()
    try root.write(F.starter + "// TODO PASS_TESTS\n", to: "Exercises/phase1/counter/Sources/Counter.swift")
    try root.write(F.solution + "// FAIL_TESTS\n", to: "Exercises/phase1/toggle/Solution/Counter.swift")
    let (report, fake) = try await verify(root)

    let counter = report.exercises[0]
    #expect(counter.starter == .pass)
    #expect(counter.problems.map(\.message).contains { $0.hasPrefix("the starter PASSES the hidden tests") })
    let toggle = report.exercises[1]
    #expect(toggle.solution == .fail)
    #expect(toggle.problems.map(\.message) == ["the reference solution FAILS 1 hidden test: increments() — Expected 1, got 0"])
    #expect(toggle.notes == ["its 3 mutants were not run: the reference solution must pass first"])
    #expect(toggle.mutants.allSatisfy { $0.status == nil })
    // Mutant rounds hold only counter.
    #expect(fake.calls.dropFirst(2).allSatisfy { $0.ids == [F.counter] })
  }

  @Test("a mutant that does not compile is an error; one rejected by a crash counts as rejected")
  func compileAndCrash() async throws {
    let root = try F.make()
    let text = F.mutants(F.counter)
      .replacingOccurrences(of: "count += 0", with: "count += 0 // NO_COMPILE")
      .replacingOccurrences(of: "count -= 2", with: "count -= 2 // CRASH")
    try root.write(text, to: "Exercises/phase1/counter/Mutants.md")
    let (report, _) = try await verify(root)

    let counter = report.exercises[0]
    #expect(counter.mutants.map(\.killed) == [nil, true, true])
    #expect(counter.problems.count == 1)
    #expect(counter.problems[0].message.hasPrefix("mutant no-increment does not compile"))
    #expect(counter.notes == ["mutant double-decrement was rejected by a crash rather than a failed expectation"])
  }

  @Test("a starter with changed hidden tests (tamper) is reported and left out of later rounds")
  func tamperStopsTheExercise() async throws {
    let root = try F.make()
    let fake = FakeChecker(layout: root.layout)
    let verifier = Verifier(layout: root.layout) { ids, sources, observer in
      if case .learner = sources {
        return ids.map { id in
          id == F.toggle
            ? ExerciseVerdict(id: id, title: "", status: .error, error: CheckError(kind: .tamper, message: "changed"))
            : ExerciseVerdict(id: id, title: "", status: .fail)
        }
      }
      return await fake.check(ids, sources, observer)
    }
    let report = await verifier.run(.all)
    #expect(report.exercises[1].problems.map(\.message) == [
      "the hidden tests do not match Exercises/checksums.sha256, so nothing was run (after editing an exercise on purpose, run `dojo seal phase1/toggle`): changed"
    ])
    #expect(report.exercises[1].mutants.map(\.status) == [nil, nil, nil])
    #expect(report.text.contains("✗ phase1/toggle  トグル — starter errors, solution not run, mutants not run"))
    #expect(fake.calls.allSatisfy { !$0.ids.contains(F.toggle) })
  }

  @Test("a new, unsealed exercise is verified with a note: dojo new's steps are edit, verify, then seal")
  func newExerciseRunsUnsealed() async throws {
    let root = try F.make()
    let checksums = try #require(try ChecksumFile.read(root.layout.checksums))
    try ChecksumFile(entries: checksums.entries.filter { !$0.key.hasPrefix("phase1/toggle/") })
      .write(to: root.layout.checksums)
    // The instructor edits the hidden tests before sealing: still verified.
    try root.write("import Testing\n@Test func edited() {}\n", to: "Exercises/phase1/toggle/HiddenTests/CounterTests.swift")
    let (report, fake) = try await verify(root)
    #expect(report.allPassed, "\(report.text)")
    let toggle = report.exercises[1]
    #expect(!toggle.isSealed)
    #expect(toggle.notes.first?.hasPrefix("not sealed yet: once verify passes, run `dojo seal phase1/toggle`") == true)
    #expect(report.summaryLine == "verify: 2 passed, 0 failed, 1 not sealed yet (run `dojo seal`)")
    #expect(fake.calls.first?.ids == [F.counter, F.toggle])

    try Sealer(layout: root.layout).seal([F.toggle])
    let (sealed, _) = try await verify(root)
    #expect(sealed.summaryLine == "verify: 2 passed, 0 failed")
    #expect(sealed.exercises[1].notes.isEmpty)
  }

  @Test("hidden tests changed after the seal are still run, and verify fails until they are sealed")
  func verifierComparesSealedTests() async throws {
    let root = try F.make()
    try root.write("import Testing\n@Test func weakened() {}\n", to: "Exercises/phase1/toggle/HiddenTests/CounterTests.swift")
    let (report, fake) = try await verify(root)
    #expect(!report.allPassed)
    let problem = try #require(report.exercises[1].problems.first)
    #expect(problem.message.hasPrefix("the hidden tests differ from Exercises/checksums.sha256"))
    #expect(problem.message.contains("run `dojo seal phase1/toggle`"))
    // One true statement, the instructor's next step, and none of the learner's tamper advice.
    #expect(problem.message.contains("ran them as they are now"))
    #expect(problem.message.contains("CounterTests.swift"), "\(problem.message)")
    for contradiction in ["were not run", "not run", "edit your files", "instead"] {
      #expect(!problem.message.contains(contradiction), "\(problem.message)")
    }
    #expect(report.exercises[1].solution == .pass)
    #expect(fake.calls.first?.ids.contains(F.toggle) == true)

    try Sealer(layout: root.layout).seal([F.toggle])
    let (sealed, _) = try await verify(root)
    #expect(sealed.allPassed, "\(sealed.text)")
  }

  @Test("scope: one exercise or one phase; lint problems of other exercises do not count")
  func scope() async throws {
    let root = try F.make()
    try root.write(F.mutants(F.toggle, names: ["a"]), to: "Exercises/phase1/toggle/Mutants.md")
    let (one, fake) = try await verify(root, .exercise(F.counter))
    #expect(one.exercises.map(\.id) == [F.counter])
    #expect(one.summaryLine == "verify: 1 passed, 0 failed")
    #expect(fake.calls.allSatisfy { $0.ids == [F.counter] })

    let (phase, _) = try await verify(root, .phase("phase1"))
    #expect(phase.summaryLine == "verify: 1 passed, 1 failed")
    #expect(try VerifyScope.resolve("phase1", among: [F.counter, F.toggle]) == .phase("phase1"))
    #expect(try VerifyScope.resolve("toggle", among: [F.counter, F.toggle]) == .exercise(F.toggle))
    #expect(try VerifyScope.resolve(nil, among: [F.counter]) == .all)
  }

  @Test("a lesson problem without an exercise counts as a failure of its own")
  func courseProblemCounts() async throws {
    let root = try F.make()
    try root.write(
      F.lesson(extraProblem: "\n### 3. 未完成\n\n説明。\n\n**ヒント**:\n\n- ある。\n"),
      to: "Lessons/phase1-basics.md")
    let (report, _) = try await verify(root)
    #expect(report.courseProblems.count == 1)
    #expect(report.summaryLine == "verify: 2 passed, 1 failed")
    #expect(report.text.contains("✗ course (lessons and Package.swift):"))
  }

  @Test("the JSON report has the documented fields")
  func json() async throws {
    let root = try F.make()
    let (report, _) = try await verify(root, .exercise(F.counter))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(report.jsonText().utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["target", "exercises", "course", "rounds", "summary"])
    #expect(object["target"] as? String == "phase1/counter")
    let exercises = try #require(object["exercises"] as? [[String: Any]])
    #expect(Set(exercises[0].keys) == ["id", "title", "status", "starter", "solution", "mutants", "problems", "notes"])
    #expect(exercises[0]["status"] as? String == "pass")
    let mutants = try #require(exercises[0]["mutants"] as? [[String: Any]])
    #expect(mutants.first?["killed"] as? Bool == true)
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(summary == ["passed": 1, "failed": 0])
  }
}
