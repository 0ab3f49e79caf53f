import Checker
import Curriculum
import DojoTestSupport
import Foundation
import Localization
import Testing

@testable import Classroom

/// `dojo verify` on a checkout with a test-writing exercise beside two ordinary ones.
@Suite("Verifier: test-writing exercises")
struct TestWritingVerifyTests {
  typealias F = VerifyFixture
  static let vote = ExerciseID("phase1/vote")!

  /// The fixture plus `phase1/vote`: the counter as the given feature, starter and reference
  /// tests, and the fixture's three mutants (which edit `Counter.swift`).
  static func make() throws -> ScratchFolder {
    let root = try F.make()
    try root.write(
      F.lesson(extraProblem: "\n### 3. テストを書く\n\n<!-- exercise: vote -->\n\nテストを書きます。\n\n**ヒント**:\n\n- 書きます。\n"),
      to: "Lessons/phase1-basics.md")
    try root.write(
      F.manifest(["phase1/counter", "phase1/toggle"])
        + "\nlet testWritingExercises: [String] = [\n  \"phase1/vote\",\n]\n",
      to: "Package.swift")
    let base = "Exercises/phase1/vote"
    try root.write(F.solution, to: "\(base)/Sources/Counter.swift")
    try root.write("import Testing\n@Test func t() { /* TODO */ }\n", to: "\(base)/Tests/CounterTests.swift")
    try root.write("import Testing\n@Test func t() { #expect(true) }\n", to: "\(base)/Solution/CounterTests.swift")
    try root.write(F.mutants(vote), to: "\(base)/Mutants.md")
    try Sealer(layout: root.layout).seal([vote])
    return root
  }

  /// The checker's verdict for `vote`'s reference tests: every mutant caught except `missed`.
  static func solutionVerdict(layout: ProjectLayout, missed: Set<String>) throws -> ExerciseVerdict {
    let mutants = try MutantCatalog.load(vote, in: layout).mutants
    let entries = mutants.map {
      TestOutcome(
        name: TestWritingVerdict.entryName(of: $0, messages: .current), status: missed.contains($0.name) ? .fail : .pass)
    }
    return ExerciseVerdict(
      id: vote, title: "", status: missed.isEmpty ? .pass : .fail, tests: [TestOutcome(name: "t()", status: .pass)] + entries)
  }

  func verify(_ root: ScratchFolder, missed: Set<String> = []) async throws -> (VerifyReport, [[ExerciseID]]) {
    let fake = FakeChecker(layout: root.layout)
    let solution = try Self.solutionVerdict(layout: root.layout, missed: missed)
    let calls = LockIsolatedCalls()
    let verifier = Verifier(layout: root.layout) { ids, sources, observer in
      calls.append(ids)
      var verdicts = await fake.check(ids.filter { $0 != Self.vote }, sources, observer)
      if ids.contains(Self.vote) {
        verdicts.append(
          sources == .solution ? solution : ExerciseVerdict(id: Self.vote, title: "", status: .fail))
      }
      return verdicts
    }
    return (await verifier.run(.all), calls.value)
  }

  @Test("no lint problem; the starter and reference tests run in rounds 1 and 2, never in a mutant round")
  func rounds() async throws {
    let root = try Self.make()
    let lint = try F.lint(root)
    #expect(lint.problems[Self.vote] ?? [] == [])
    #expect(lint.variants[Self.vote] == [])
    let (report, calls) = try await verify(root)
    #expect(calls.count == 5)
    #expect(calls[0].contains(Self.vote) && calls[1].contains(Self.vote))
    #expect(calls.dropFirst(2).allSatisfy { !$0.contains(Self.vote) })
    let vote = try #require(report.exercises.first { $0.id == Self.vote })
    #expect(vote.passed)
    #expect(vote.mutants.map(\.name) == ["no-increment", "double-decrement", "no-reset"])
    #expect(vote.killedCount == 3)
  }

  @Test("a mutant the reference tests miss fails verify, named with its line in Mutants.md")
  func survivor() async throws {
    let root = try Self.make()
    let (report, _) = try await verify(root, missed: ["double-decrement"])
    let vote = try #require(report.exercises.first { $0.id == Self.vote })
    #expect(!vote.passed)
    #expect(vote.problems.map(\.message) == [
      "mutant double-decrement PASSED the reference tests: they do not pin down what it breaks — Breaks step 2."
    ])
  }

  @Test("declared in `exercises` instead of `testWritingExercises`: a lint problem that says where it belongs")
  func wrongList() throws {
    let root = try Self.make()
    try root.write(F.manifest(["phase1/counter", "phase1/toggle", "phase1/vote"]), to: "Package.swift")
    let problems = try F.lint(root).problems[Self.vote] ?? []
    #expect(problems.contains { $0.message.contains("move \"phase1/vote\" to `testWritingExercises`") })
  }
}

/// The ids of each check call, in order.
final class LockIsolatedCalls: @unchecked Sendable {
  private let lock = NSLock()
  private var calls: [[ExerciseID]] = []
  func append(_ ids: [ExerciseID]) { lock.withLock { calls.append(ids) } }
  var value: [[ExerciseID]] { lock.withLock { calls } }
}
