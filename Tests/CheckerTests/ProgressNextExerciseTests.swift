import Curriculum
import Testing

@testable import Checker

@Suite("NextExercise")
struct ProgressNextExerciseTests {
  let order = ["phase1/counter", "phase1/settings", "phase4/retry"].map { ExerciseID($0)! }

  @Test("the next exercise is the first in lesson order whose last check did not pass")
  func firstUnsolved() {
    var progress = LearnerProgress()
    #expect(NextExercise.select(in: order, progress: progress) == order[0])
    progress[order[0]].lastStatus = .pass
    progress[order[1]].lastStatus = .fail
    #expect(NextExercise.select(in: order, progress: progress) == order[1])
    progress[order[1]].lastStatus = .pass
    progress[order[2]].lastStatus = .error
    #expect(NextExercise.select(in: order, progress: progress) == order[2])
  }

  @Test("lesson order wins over id order, and a solved later exercise is skipped")
  func lessonOrder() {
    let reversed = Array(order.reversed())
    var progress = LearnerProgress()
    progress[reversed[0]].lastStatus = .pass
    #expect(NextExercise.select(in: reversed, progress: progress) == reversed[1])
  }

  @Test("nothing is next when all pass; the solved count follows")
  func allSolved() {
    var progress = LearnerProgress()
    for id in order { progress[id].lastStatus = .pass }
    #expect(NextExercise.select(in: order, progress: progress) == nil)
    #expect(NextExercise.solvedCount(in: order, progress: progress) == 3)
    progress[order[1]].hintsShown = 2
    progress[order[1]].lastStatus = nil
    #expect(NextExercise.solvedCount(in: order, progress: progress) == 2)
  }
}
