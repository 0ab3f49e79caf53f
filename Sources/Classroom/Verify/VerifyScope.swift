import Checker
import Curriculum

/// Which exercises one `dojo verify` run covers.
public enum VerifyScope: Equatable, Sendable {
  /// The whole curriculum, course-wide lint included.
  case all
  /// One phase (`phase4`), with its lesson's lint.
  case phase(String)
  /// One exercise.
  case exercise(ExerciseID)

  /// Reads the command-line argument: nothing, `phase4`, `phase4/retry` or a bare slug.
  ///
  /// - Throws: ``CheckTargetError`` naming what exists.
  public static func resolve(_ argument: String?, among known: [ExerciseID]) throws -> VerifyScope {
    guard let argument, !argument.trimmingCharacters(in: .whitespaces).isEmpty else { return .all }
    let catalog = ExerciseArgument.catalog(known)
    let target = try CheckTarget.resolve(argument, in: catalog, current: nil)
    if target.exercises.count == 1, target.name == target.exercises[0].rawValue {
      return .exercise(target.exercises[0])
    }
    return .phase(target.name)
  }

  /// The name reports use: `all`, `phase4`, `phase4/retry`.
  public var name: String {
    switch self {
    case .all: return "all"
    case .phase(let phase): return phase
    case .exercise(let id): return id.rawValue
    }
  }

  /// Whether `id` is covered.
  public func contains(_ id: ExerciseID) -> Bool {
    switch self {
    case .all: return true
    case .phase(let phase): return id.phase == phase
    case .exercise(let exercise): return id == exercise
    }
  }

  /// Whether a course-level problem in the lesson of `phase` (`nil`: not tied to a lesson) counts.
  func containsCourseProblem(ofPhase phase: String?) -> Bool {
    switch self {
    case .all: return true
    case .phase(let selected): return phase == selected
    case .exercise: return false
    }
  }
}
