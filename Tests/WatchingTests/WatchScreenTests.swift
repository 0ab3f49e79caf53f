import Checker
import Curriculum
import Testing
import Watching

@Suite struct WatchScreenTests {
  let id = ExerciseID(phase: "phase4", slug: "retry")

  func screen(_ verdict: ExerciseVerdict?, checking: Bool = false) -> WatchScreen {
    WatchScreen(
      exercise: id, title: "リトライ", editedFolder: "Exercises/phase4/retry/Sources", verdict: verdict,
      isChecking: checking)
  }

  @Test func nextIsOfferedOnlyOnceTheExercisePasses() {
    let failing = ExerciseVerdict(id: id, title: "リトライ", status: .fail, tests: [
      TestOutcome(name: "retries", status: .fail, message: "Expectation failed: calls == 3"),
    ])
    let passing = ExerciseVerdict(id: id, title: "リトライ", status: .pass, tests: [TestOutcome(name: "retries", status: .pass)])
    #expect(!screen(failing).render().contains("n next"))
    #expect(screen(passing).render().contains("n next"))
    #expect(screen(passing).render().contains("h hint · n next · l list · c check phase4 · r reset · q quit"))
  }

  @Test func showsTheFirstFailureInFullAndTheCompilerDiagnostics() {
    let failing = ExerciseVerdict(id: id, title: "リトライ", status: .fail, tests: [
      TestOutcome(name: "succeeds", status: .pass),
      TestOutcome(name: "gives up after three", status: .fail, message: "line one\nline two"),
      TestOutcome(name: "cancels", status: .fail, message: "not shown"),
    ])
    let text = screen(failing).render()
    #expect(text.contains("✗ fail — 1/3 hidden tests pass."))
    #expect(text.contains("First failure: gives up after three\nline one\nline two"))
    #expect(!text.contains("not shown"))

    let broken = ExerciseVerdict(id: id, title: "リトライ", status: .error, error: CheckError(
      kind: .compile, message: "error: cannot find 'clock' in scope", file: "Exercises/phase4/retry/Sources/RetryFeature.swift",
      line: 12))
    #expect(screen(broken, checking: true).render().contains(
      "✗ error (compile)   … re-checking\n\nExercises/phase4/retry/Sources/RetryFeature.swift:12: error: cannot find 'clock' in scope"))
  }

  @Test func longDetailsAreCutWithAPointerToCheck() {
    let message = (1...100).map { "line \($0)" }.joined(separator: "\n")
    let failing = ExerciseVerdict(id: id, title: "リトライ", status: .fail, tests: [
      TestOutcome(name: "t", status: .fail, message: message),
    ])
    let text = screen(failing).render(maxDetailLines: 10)
    #expect(text.contains("line 9"))
    #expect(!text.contains("line 10\n"))
    #expect(text.contains("more lines: run `swift run dojo check phase4/retry`"))
  }
}
