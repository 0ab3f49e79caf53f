import Checker
import Curriculum
import Localization
import Testing

@testable import Presentation

@Suite("Errors as the learner reads them")
struct ErrorTextTests {
  @Test("an unknown exercise, in both languages")
  func unknownExercise() {
    let error = CheckTargetError.unknownExercise("phase4/retyr", suggestion: "phase4/retry", known: ["phase4/retry"])
    #expect(ErrorText.text(for: error, .english).hasPrefix("There is no exercise phase4/retyr. Did you mean phase4/retry?"))
    #expect(ErrorText.text(for: error, .japanese).hasPrefix("演習 phase4/retyr はありません。もしかして phase4/retry ですか？"))
  }

  @Test("show's suggestions: a near miss is offered, a far one or a path is not")
  func showSuggestions() {
    let near = CurriculumError.unknownExercise("phase4/retyr", available: ["phase4/retry"], suggestion: "phase4/retry")
    #expect(ErrorText.text(for: near, .english).contains("Did you mean `phase4/retry`?"))
    let far = CurriculumError.unknownExercise("phase9/zzzzzz", available: ["phase3/tab-app"], suggestion: "phase3/tab-app")
    #expect(!ErrorText.text(for: far, .english).contains("Did you mean"))
    let path = CurriculumError.unknownExercise("/etc/passwd", available: ["phase3/tab-app"], suggestion: "phase3/tab-app")
    #expect(ErrorText.text(for: path, .english).hasPrefix("/etc/passwd is a path"))
    #expect(!ErrorText.text(for: path, .english).contains("tab-app"))
    let lesson = CurriculumError.unknownLesson("phase9", available: ["phase1 (phase1-basics)"], suggestion: "phase1 (phase1-basics)")
    #expect(ErrorText.text(for: lesson, .japanese).hasPrefix("`phase9` という名前のレッスンはありません。もしかして `phase1 (phase1-basics)` ですか？"))
  }

  @Test("outside a checkout, and a learner message as given")
  func others() {
    #expect(ErrorText.text(for: ProjectLayoutError.notInCheckout("/tmp"), .japanese).hasPrefix("/tmp は ComposableDojo のチェックアウトの中ではありません"))
    #expect(ErrorText.text(for: LearnerMessage("そのまま"), .english) == "そのまま")
  }
}
