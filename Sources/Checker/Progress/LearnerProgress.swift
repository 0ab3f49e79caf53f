import Curriculum
import Foundation

/// The learner's progress through the whole course: one ``ExerciseProgress`` per exercise touched.
///
/// Stored as `.dojo/progress.json`:
/// `{"version": 1, "exercises": {"phase4/retry": {"lastStatus": "pass", "lastChecked": "…", "hintsShown": 2}}}`.
public struct LearnerProgress: Codable, Equatable, Sendable {
  /// The file format's version; written as ``currentVersion``.
  public var version: Int
  /// Per exercise, what is known; an exercise missing here was never checked nor hinted.
  public var exercises: [ExerciseID: ExerciseProgress]

  /// The format version this build writes.
  public static let currentVersion = 1

  /// Progress with nothing recorded.
  public static let empty = LearnerProgress()

  /// Makes progress from its records.
  public init(exercises: [ExerciseID: ExerciseProgress] = [:]) {
    self.version = Self.currentVersion
    self.exercises = exercises
  }

  /// The record for `id`; an empty record when nothing is known about it.
  public subscript(id: ExerciseID) -> ExerciseProgress {
    get { exercises[id] ?? ExerciseProgress() }
    set { exercises[id] = newValue }
  }

  /// Whether the last check of `id` passed.
  public func isSolved(_ id: ExerciseID) -> Bool { self[id].isSolved }

  private enum CodingKeys: String, CodingKey {
    case version, exercises
  }

  // Keys are written as `phase4/retry` strings (a dictionary keyed by a non-String type would
  // encode as a flat array, which nobody could read or edit by hand).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decodeIfPresent(Int.self, forKey: .version) ?? Self.currentVersion
    let raw =
      try container.decodeIfPresent([String: ExerciseProgress].self, forKey: .exercises) ?? [:]
    var exercises: [ExerciseID: ExerciseProgress] = [:]
    for (key, value) in raw {
      guard let id = ExerciseID(key) else {
        throw DecodingError.dataCorruptedError(
          forKey: .exercises, in: container,
          debugDescription: "\"\(key)\" is not an exercise id (expected phaseN/slug)"
        )
      }
      exercises[id] = value
    }
    self.exercises = exercises
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    let raw = Dictionary(uniqueKeysWithValues: exercises.map { ($0.key.rawValue, $0.value) })
    try container.encode(raw, forKey: .exercises)
  }
}
