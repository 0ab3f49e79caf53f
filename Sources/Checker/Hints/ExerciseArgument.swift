import Curriculum

/// Reads the one-exercise argument of `dojo hint`, `dojo reset` and `dojo verify`: `phase4/retry`,
/// or a bare slug (`retry`) when exactly one phase has it.
public enum ExerciseArgument {
  /// The exercise `text` names among `known` (in lesson order).
  ///
  /// - Throws: ``CheckTargetError`` naming what exists and the nearest match, or
  ///   ``ExerciseArgumentError/phaseGiven(_:exercises:)`` when `text` names a whole phase.
  public static func resolve(_ text: String, among known: [ExerciseID]) throws -> ExerciseID {
    let target = try CheckTarget.resolve(text, in: catalog(known), current: nil)
    guard target.exercises.count == 1, let id = target.exercises.first, target.name == id.rawValue
    else { throw ExerciseArgumentError.phaseGiven(text, exercises: target.exercises) }
    return id
  }

  /// A catalog of `ids`, each titled by its id: resolves arguments without reading the lessons.
  public static func catalog(_ ids: [ExerciseID]) -> ExerciseCatalog {
    ExerciseCatalog(entries: ids.map { ExerciseCatalog.Entry(id: $0, title: $0.rawValue) })
  }
}

/// Why a one-exercise argument was not accepted.
public enum ExerciseArgumentError: Error, Equatable, CustomStringConvertible {
  /// `phase4` given where one exercise is needed.
  case phaseGiven(String, exercises: [ExerciseID])

  public var description: String {
    switch self {
    case .phaseGiven(let text, let exercises):
      let list = exercises.map(\.rawValue).joined(separator: ", ")
      return "\(text) is a phase; name one of its exercises: \(list)."
    }
  }
}
