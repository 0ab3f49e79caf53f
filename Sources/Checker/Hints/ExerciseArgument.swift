import Curriculum
import Foundation
import Localization

/// Reads the one-exercise argument of `dojo hint`, `dojo reset` and `dojo verify`: `phase4/retry`,
/// or a bare slug (`retry`) when exactly one phase has it.
public enum ExerciseArgument {
  /// The exercise `text` names among `known` (in lesson order).
  ///
  /// - Throws: ``CheckTargetError`` naming what exists and the nearest match, or
  ///   ``ExerciseArgumentError/phaseGiven(_:exercises:)`` when `text` names a whole phase.
  public static func resolve(
    _ text: String, among known: [ExerciseID], layout: ProjectLayout? = nil, workingDirectory: URL? = nil
  ) throws -> ExerciseID {
    let target = try CheckTarget.resolve(
      text, in: catalog(known), current: nil, layout: layout, workingDirectory: workingDirectory)
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

  /// The message in English (logs, tests); commands print ``text(_:)``.
  public var description: String { text(.english) }

  /// The message in the learner's language.
  public func text(_ messages: Messages = .current) -> String {
    switch self {
    case .phaseGiven(let text, let exercises):
      let list = exercises.map(\.rawValue).joined(separator: ", ")
      return messages(.argumentPhaseGiven, ["text": text, "list": list])
    }
  }
}
