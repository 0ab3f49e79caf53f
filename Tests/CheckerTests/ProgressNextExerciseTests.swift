import Curriculum
import Foundation
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

/// `dojo next` and watch's `n` continue where the learner is (learner trial 2026-11-b, P5).
@Suite("The next exercise from where the learner is")
struct NextFromHereTests {
  let order = ["phase1/a", "phase1/b", "phase4/x", "phase4/y", "phase5/z"].map { ExerciseID($0)! }

  func progress(solved: [String], lastChecked: String? = nil) -> LearnerProgress {
    var progress = LearnerProgress()
    for id in solved { progress[ExerciseID(id)!].lastStatus = .pass }
    if let lastChecked { progress[ExerciseID(lastChecked)!].lastChecked = Date(timeIntervalSince1970: 1_000) }
    return progress
  }

  @Test("from an exercise of phase 4, the rest of phase 4 comes before a skipped exercise of phase 1")
  func staysInPhase() {
    let progress = progress(solved: ["phase1/a", "phase4/x"])
    #expect(NextExercise.select(in: order, progress: progress, from: ExerciseID("phase4/x"), includingCurrent: false) == ExerciseID("phase4/y"))
    #expect(NextExercise.select(in: order, progress: progress, from: ExerciseID("phase4/y"), includingCurrent: true) == ExerciseID("phase4/y"))
    #expect(NextExercise.select(in: order, progress: progress, from: ExerciseID("phase4/y"), includingCurrent: false) == ExerciseID("phase5/z"))
  }

  @Test("after the last exercise it wraps round to what was skipped; without a place, the last check is the place")
  func wrapsAndRemembers() {
    let all = progress(solved: ["phase1/a", "phase4/x", "phase4/y", "phase5/z"])
    #expect(NextExercise.select(in: order, progress: all, from: ExerciseID("phase5/z"), includingCurrent: false) == ExerciseID("phase1/b"))
    let checked = progress(solved: ["phase1/a", "phase4/x"], lastChecked: "phase4/x")
    #expect(NextExercise.select(in: order, progress: checked, from: nil, includingCurrent: true) == ExerciseID("phase4/y"))
    #expect(NextExercise.select(in: order, progress: LearnerProgress(), from: nil, includingCurrent: true) == ExerciseID("phase1/a"))
  }
}
