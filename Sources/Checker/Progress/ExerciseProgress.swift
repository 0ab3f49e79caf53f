import Foundation

/// What the learner's checkout remembers about one exercise: how its last check ended, when, and
/// how many of its hints `dojo hint` has revealed.
public struct ExerciseProgress: Codable, Equatable, Sendable {
  /// The status of the most recent check of the learner's code, `nil` before the first check.
  public var lastStatus: VerdictStatus?
  /// When that check finished, `nil` before the first check.
  public var lastChecked: Date?
  /// How many hints `dojo hint` has shown, counting from the first.
  public var hintsShown: Int
  /// Whether a check report has already pointed at `dojo solution` for this exercise (it does so
  /// once, on the first pass). Written only when `true`.
  public var solutionOffered: Bool

  /// Makes a record; the defaults describe an exercise never checked and with no hint shown.
  public init(
    lastStatus: VerdictStatus? = nil, lastChecked: Date? = nil, hintsShown: Int = 0,
    solutionOffered: Bool = false
  ) {
    self.lastStatus = lastStatus
    self.lastChecked = lastChecked
    self.hintsShown = hintsShown
    self.solutionOffered = solutionOffered
  }

  /// Whether the last check passed.
  public var isSolved: Bool { lastStatus == .pass }

  private enum CodingKeys: String, CodingKey {
    case lastStatus, lastChecked, hintsShown, solutionOffered
  }

  // Missing keys get their defaults, so that an older or hand-edited file still loads.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    lastStatus = try container.decodeIfPresent(VerdictStatus.self, forKey: .lastStatus)
    lastChecked = try container.decodeIfPresent(Date.self, forKey: .lastChecked)
    hintsShown = max(0, try container.decodeIfPresent(Int.self, forKey: .hintsShown) ?? 0)
    solutionOffered = try container.decodeIfPresent(Bool.self, forKey: .solutionOffered) ?? false
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(lastStatus, forKey: .lastStatus)
    try container.encodeIfPresent(lastChecked, forKey: .lastChecked)
    try container.encode(hintsShown, forKey: .hintsShown)
    if solutionOffered { try container.encode(true, forKey: .solutionOffered) }
  }
}
