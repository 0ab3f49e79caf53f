import Curriculum
import Foundation

/// Which code a check builds for each exercise's module.
public enum ExerciseSources: Equatable, Sendable {
  /// The learner's files, `Exercises/<id>/Sources` (what `dojo check` runs by default).
  case learner
  /// The reference solutions, `Exercises/<id>/Solution` (`dojo check --solution`).
  case solution
  /// A folder per exercise inside the package root, e.g. a materialized mutant under
  /// `.dojo/variants/…`; exercises not in the map use the learner's files.
  case custom([ExerciseID: URL])
}
