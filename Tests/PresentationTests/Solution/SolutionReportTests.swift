import Checker
import Curriculum
import Localization
import Testing

@testable import Presentation

@Suite("dojo solution's output")
struct SolutionReportTests {
  let id = ExerciseID("phase1/counter")!

  func comparison(learner: String?) -> SolutionComparison {
    SolutionComparison(
      id: id, solutionFolder: "Exercises/phase1/counter/Solution", learnerFolder: "Exercises/phase1/counter/Sources",
      files: [.init(name: "Counter.swift", solution: "let a = 1\nlet b = 2\n", learner: learner)])
  }

  @Test("the solution, then the diff from the learner's file to it")
  func diff() {
    let text = SolutionReport(comparison: comparison(learner: "let a = 1\nlet b = 3\n"), title: "カウンター", messages: .japanese)
      .render(for: FixedTerminal())
    #expect(text.hasPrefix("phase1/counter の参考解答 — カウンター\n"))
    #expect(text.contains("── Exercises/phase1/counter/Solution/Counter.swift\n\n    let a = 1\n    let b = 2\n"))
    #expect(text.contains("あなたの Exercises/phase1/counter/Sources/Counter.swift と参考解答の違い（- あなたのコード、+ 参考解答）:"))
    #expect(text.contains("--- Exercises/phase1/counter/Sources/Counter.swift\n+++ Exercises/phase1/counter/Solution/Counter.swift\n@@ -1,2 +1,2 @@\n let a = 1\n-let b = 3\n+let b = 2\n"))
  }

  @Test("the same file says so; colour highlights Swift like dojo show")
  func same() {
    let report = SolutionReport(comparison: comparison(learner: "let a = 1\nlet b = 2\n"), title: "カウンター", messages: .english)
    #expect(report.render(for: FixedTerminal()).contains("Your Exercises/phase1/counter/Sources/Counter.swift is the same as the solution."))
    let colored = report.render(for: FixedTerminal(supportsColor: true))
    #expect(colored.contains(SwiftHighlighter.Palette.keyword.ansiPrefix + "let"))
  }
}
