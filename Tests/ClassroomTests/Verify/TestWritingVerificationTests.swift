import Checker
import Curriculum
import Foundation
import Localization
import Testing

@testable import Classroom

@Suite("TestWritingVerification")
struct TestWritingVerificationTests {
  let layout = ProjectLayout(root: URL(fileURLWithPath: "/checkout"))
  let id = ExerciseID("phase2/vote-buttons")!

  func mutant(_ name: String, _ description: String, line: Int) -> Mutant {
    Mutant(
      name: name, description: description,
      replacements: [Mutant.Replacement(file: "F.swift", find: "a", replace: "b", line: line + 3)],
      source: URL(fileURLWithPath: "/checkout/Exercises/phase2/vote-buttons/Mutants.md"), line: line)
  }

  func entry(_ mutant: Mutant, caught: Bool) -> TestOutcome {
    TestOutcome(name: TestWritingVerdict.entryName(of: mutant, messages: .current), status: caught ? .pass : .fail)
  }

  @Test("reference tests that catch every mutant: each mutant rejected, no problem")
  func allCaught() {
    let mutants = [mutant("a", "Adds two.", line: 3), mutant("b", "Never cancels.", line: 14)]
    let verdict = ExerciseVerdict(
      id: id, title: "投票", status: .pass,
      tests: [TestOutcome(name: "t()", status: .pass)] + mutants.map { entry($0, caught: true) })
    let judged = TestWritingVerification(layout: layout).judge(verdict, mutants: mutants)
    #expect(judged.solution == nil)
    #expect(judged.outcomes.map(\.killed) == [true, true])
    #expect(judged.problems.isEmpty)
  }

  @Test("a mutant the reference tests let through is a problem at its line in Mutants.md")
  func survivor() throws {
    let mutants = [mutant("a", "Adds two. Details.", line: 3), mutant("b", "Never cancels.", line: 14)]
    let verdict = ExerciseVerdict(
      id: id, title: "投票", status: .fail,
      tests: [TestOutcome(name: "t()", status: .pass), entry(mutants[0], caught: false), entry(mutants[1], caught: true)])
    let judged = TestWritingVerification(layout: layout).judge(verdict, mutants: mutants)
    #expect(judged.solution == nil)
    #expect(judged.outcomes.map(\.killed) == [false, true])
    let problem = try #require(judged.problems.first)
    #expect(problem.message == "mutant a PASSED the reference tests: they do not pin down what it breaks — Adds two.")
    #expect(problem.file == "Exercises/phase2/vote-buttons/Mutants.md")
    #expect(problem.line == 3)
  }

  @Test("reference tests that fail on the feature are the solution's problem; mutants not run")
  func failsOnFeature() throws {
    let mutants = [mutant("a", "Adds two.", line: 3)]
    let verdict = ExerciseVerdict(
      id: id, title: "投票", status: .fail, tests: [TestOutcome(name: "t()", status: .fail, message: "Expected 2")])
    let judged = TestWritingVerification(layout: layout).judge(verdict, mutants: mutants)
    #expect(try #require(judged.solution).message == "the reference tests FAIL against the given feature: t() — Expected 2")
    #expect(judged.outcomes.map(\.killed) == [nil])
  }

  @Test("Package.swift's testWritingExercises list is read beside exercises")
  func manifest() {
    let manifest = ManifestExercises.parse(
      """
      let exercises: [String] = [
        "phase1/counter",
      ]
      let testWritingExercises: [String] = [
        "phase2/vote-buttons", // comment "x/y"
      ]
      """)
    #expect(manifest.ids == ["phase1/counter"])
    #expect(manifest.testWritingEntries.map(\.id) == ["phase2/vote-buttons"])
    #expect(manifest.testWritingListLine == 4)
  }
}
