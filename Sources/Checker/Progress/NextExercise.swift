import Curriculum
import Foundation

/// Chooses the exercise a learner should work on next: the first, in lesson order, whose last
/// check did not pass. `dojo next`, and `dojo check` without an argument, both start there.
public enum NextExercise {
  /// The first of `order` (the course's exercises in lesson order) that `progress` does not show
  /// as passing; `nil` when every one passes.
  public static func select(in order: [ExerciseID], progress: LearnerProgress) -> ExerciseID? {
    order.first { !progress.isSolved($0) }
  }

  /// The first unsolved exercise from `current` on in `order` (`current` itself only when
  /// `includingCurrent`): the rest of the current phase, then the phases after it, then (wrapping
  /// round) the unsolved ones before it. A learner working in phase 4 is sent on in phase 4, not
  /// back to an exercise of phase 1 they skipped. Without a `current` (or one not in `order`), the
  /// exercise checked last stands for it; failing that, the first unsolved in lesson order.
  public static func select(
    in order: [ExerciseID], progress: LearnerProgress, from current: ExerciseID?, includingCurrent: Bool
  ) -> ExerciseID? {
    let anchor = current.flatMap { order.firstIndex(of: $0) } ?? lastChecked(in: order, progress: progress)
    guard let anchor else { return select(in: order, progress: progress) }
    let start = includingCurrent ? anchor : anchor + 1
    let rotated = order[start...] + order[..<start]
    return rotated.first { !progress.isSolved($0) }
  }

  /// The index in `order` of the exercise whose last check is the latest.
  static func lastChecked(in order: [ExerciseID], progress: LearnerProgress) -> Int? {
    var latest: (index: Int, date: Date)?
    for (index, id) in order.enumerated() {
      guard let date = progress[id].lastChecked else { continue }
      if latest == nil || date > latest!.date { latest = (index, date) }
    }
    return latest?.index
  }

  /// How many of `order` pass, for lines like `phase4: 2/3`.
  public static func solvedCount(in order: [ExerciseID], progress: LearnerProgress) -> Int {
    order.filter { progress.isSolved($0) }.count
  }
}
