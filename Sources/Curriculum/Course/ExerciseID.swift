/// The name of one exercise: the phase it belongs to and its slug, written `phase4/retry`.
///
/// A lesson names its exercises with a marker under each practice problem
/// (`<!-- exercise: retry -->` in `Lessons/phase4-effects.md` gives `phase4/retry`); the exercise
/// lives in `Exercises/phase4/retry/` and builds as the SwiftPM target ``moduleName``.
public struct ExerciseID: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
  /// The phase folder, `phase4`.
  public let phase: String
  /// The exercise's slug within its phase, `retry`.
  public let slug: String

  /// Makes an id from its two parts.
  public init(phase: String, slug: String) {
    self.phase = phase
    self.slug = slug
  }

  /// Parses `phase4/retry`; returns `nil` for anything without exactly one `/` and two
  /// non-empty parts.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
    self.init(phase: String(parts[0]), slug: String(parts[1]))
  }

  /// `phase4/retry`.
  public var rawValue: String { "\(phase)/\(slug)" }

  /// `phase4/retry`.
  public var description: String { rawValue }

  /// The SwiftPM target that holds the learner's code: `phase4/search-debounce` →
  /// `Phase4SearchDebounce`. Package.swift's `moduleName(_:)` follows the same rule.
  public var moduleName: String {
    rawValue
      .split(whereSeparator: { $0 == "/" || $0 == "-" || $0 == "_" })
      .map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined()
  }

  /// The test target that holds the exercise's hidden tests: `Phase4SearchDebounceHiddenTests`.
  public var hiddenTestModuleName: String { moduleName + "HiddenTests" }

  public static func < (lhs: ExerciseID, rhs: ExerciseID) -> Bool {
    (lhs.phase, lhs.slug) < (rhs.phase, rhs.slug)
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let id = ExerciseID(text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not an exercise id: \(text)")
      )
    }
    self = id
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
