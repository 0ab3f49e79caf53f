import Checker
import Curriculum
import DojoTestSupport
import Foundation
import Testing

@testable import Classroom

/// The rounds of `dojo mutate` with a stand-in checker: solutions first, then the k-th mutant of
/// every exercise in one call (one build), and how verdicts become a score.
@Suite("MutationRun")
struct MutationRunTests {
  typealias F = VerifyFixture

  /// Solutions pass; a mutant with `count += 2` passes (survives), one with `(-1)` does not
  /// compile, every other mutant fails.
  final class Stand: @unchecked Sendable {
    let layout: ProjectLayout
    private let lock = NSLock()
    private var recorded: [(ids: [ExerciseID], sources: ExerciseSources)] = []
    init(layout: ProjectLayout) { self.layout = layout }
    var calls: [(ids: [ExerciseID], sources: ExerciseSources)] { lock.withLock { recorded } }

    func check(_ ids: [ExerciseID], _ sources: ExerciseSources) -> [ExerciseVerdict] {
      lock.withLock { recorded.append((ids, sources)) }
      let workspace = ExerciseWorkspace(layout: layout, sources: sources)
      return ids.map { id in
        if case .solution = sources { return ExerciseVerdict(id: id, title: "", status: .pass) }
        let code = workspace.sourceFiles(id).compactMap { try? String(contentsOf: $0, encoding: .utf8) }.joined()
        if code.contains("count += 2") { return ExerciseVerdict(id: id, title: "", status: .pass) }
        if code.contains("(-1)") {
          return ExerciseVerdict(id: id, title: "", status: .error, error: CheckError(kind: .compile, message: "error: no"))
        }
        return ExerciseVerdict(
          id: id, title: "", status: .fail, tests: [TestOutcome(name: "counts()", status: .fail, message: "no")])
      }
    }
  }

  func run(_ root: ScratchFolder, max: Int? = nil) async -> (MutationReport, Stand) {
    let stand = Stand(layout: root.layout)
    let mutation = MutationRun(layout: root.layout, maxPerExercise: max) { ids, sources, _ in
      stand.check(ids, sources)
    }
    return (await mutation.run([F.counter, F.toggle], target: "phase1"), stand)
  }

  @Test("solutions, then one round per k-th mutant across exercises; killed / viable per exercise")
  func rounds() async throws {
    let root = try F.make()
    let generated = MutantGenerator.mutants(of: F.solution, file: "Counter.swift")
    let (report, stand) = await run(root)
    #expect(stand.calls.count == 1 + generated.count)
    #expect(stand.calls.allSatisfy { $0.ids == [F.counter, F.toggle] })
    #expect(report.rounds.map(\.title).first == "solutions")

    let counter = report.exercises[0]
    #expect(counter.generated == generated.count)
    #expect(counter.count(.survived) == 1)
    #expect(counter.count(.notCompiling) == generated.filter { $0.mutatedText.contains("(-1)") }.count)
    #expect(counter.count(.killed) == generated.count - 1 - counter.count(.notCompiling))
    let survivor = try #require(counter.survivors.first)
    #expect(survivor.mutant.operator == .numericLiteral)
    #expect(survivor.diff.contains("-  mutating func increment() { count += 1 }"))
    #expect(survivor.diff.contains("+  mutating func increment() { count += 2 }"))
    #expect(survivor.diff.hasPrefix("--- a/Exercises/phase1/counter/Solution/Counter.swift"))

    let score = try #require(counter.score)
    #expect(report.passes(minimumScore: score - 0.01))
    #expect(!report.passes(minimumScore: score + 0.01))
    #expect(report.text(minimumScore: 0.9).contains("survived: numeric-literal"))
    // Every killed mutant names the hidden test that rejected it.
    let killedLines = report.text(minimumScore: 0.9).split(separator: "\n").filter { $0.hasPrefix("    killed: ") }
    #expect(killedLines.count == counter.count(.killed) + report.exercises[1].count(.killed))
    #expect(killedLines.allSatisfy { $0.contains(" — rejected by ") }, "\(killedLines)")
    // The written mutants are cleaned up.
    #expect(!FileManager.default.fileExists(atPath: root.layout.state.appendingPathComponent("mutate/phase1/counter").path))
  }

  @Test("--max-per-exercise: that many rounds, the same sample every time")
  func cap() async throws {
    let root = try F.make()
    let (first, stand) = await run(root, max: 3)
    #expect(stand.calls.count == 1 + 3)
    let (second, _) = await run(root, max: 3)
    #expect(first.exercises[0].mutants.map(\.mutant.key) == second.exercises[0].mutants.map(\.mutant.key))
    #expect(first.exercises[0].generated > 3)
  }

  @Test("a failing solution stops its exercise's mutants and is a problem")
  func failingSolution() async throws {
    let root = try F.make()
    let mutation = MutationRun(layout: root.layout) { ids, sources, _ in
      ids.map { id in
        if case .solution = sources, id == F.toggle {
          return ExerciseVerdict(id: id, title: "", status: .fail, tests: [TestOutcome(name: "t()", status: .fail)])
        }
        return ExerciseVerdict(id: id, title: "", status: sources == .solution ? .pass : .fail)
      }
    }
    let report = await mutation.run([F.counter, F.toggle], target: "phase1")
    #expect(report.exercises[1].problems.first?.contains("the reference solution FAILS 1 hidden test") == true)
    #expect(report.exercises[1].mutants.isEmpty)
    #expect(!report.passes(minimumScore: 0))
  }

  @Test("--json: scores, counts and survivors' diffs under stable keys")
  func json() async throws {
    let root = try F.make()
    let (report, _) = await run(root, max: 4)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(report.jsonText(minimumScore: 0.9).utf8)) as? [String: Any])
    #expect(object["target"] as? String == "phase1")
    let exercises = try #require(object["exercises"] as? [[String: Any]])
    #expect(exercises.map { $0["id"] as? String } == ["phase1/counter", "phase1/toggle"])
    #expect(exercises[0]["run"] as? Int == 4)
    let mutants = try #require(exercises[0]["mutants"] as? [[String: Any]])
    #expect(mutants.allSatisfy { ($0["outcome"] as? String).map(["killed", "survived", "not-compiling", "not-run"].contains) == true })
    #expect(mutants.filter { $0["diff"] != nil }.allSatisfy { $0["outcome"] as? String == "survived" })
  }
}
