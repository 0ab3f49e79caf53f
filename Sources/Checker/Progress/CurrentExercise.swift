import Curriculum
import Foundation

/// The exercise a command without an exercise argument works on: the one whose folder the learner
/// is standing in (`Exercises/phase4/retry/Sources`), else the first unsolved one in lesson order.
/// `dojo check`, `hint`, `watch` and `solution` all start here.
public enum CurrentExercise {
  /// The current exercise among `ids` (lesson order) for a learner in `workingDirectory`; `nil`
  /// when the learner is outside every exercise folder and every exercise passes.
  public static func resolve(
    workingDirectory: URL, layout: ProjectLayout, ids: [ExerciseID], progress: LearnerProgress
  ) -> ExerciseID? {
    ExerciseFolder.exercise(containing: workingDirectory, layout: layout, among: ids)
      ?? NextExercise.select(in: ids, progress: progress)
  }
}
