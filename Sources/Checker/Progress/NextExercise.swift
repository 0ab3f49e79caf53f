import Curriculum

/// Chooses the exercise a learner should work on next: the first, in lesson order, whose last
/// check did not pass. `dojo next`, and `dojo check` without an argument, both start there.
public enum NextExercise {
  /// The first of `order` (the course's exercises in lesson order) that `progress` does not show
  /// as passing; `nil` when every one passes.
  public static func select(in order: [ExerciseID], progress: LearnerProgress) -> ExerciseID? {
    order.first { !progress.isSolved($0) }
  }

  /// How many of `order` pass, for lines like `phase4: 2/3`.
  public static func solvedCount(in order: [ExerciseID], progress: LearnerProgress) -> Int {
    order.filter { progress.isSolved($0) }.count
  }
}
