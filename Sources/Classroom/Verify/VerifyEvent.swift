import Checker
import Curriculum

/// What a verify run is doing, for the progress lines `dojo verify` prints while it works.
public enum VerifyEvent: Sendable {
  /// The static lint finished.
  case lintFinished(exercises: Int, problems: Int)
  /// A round of checks (one build of the test bundle) started.
  case roundStarted(number: Int, title: String, exercises: [ExerciseID])
  /// Something the checker reported during the round.
  case check(CheckEvent)
  /// The round ended.
  case roundFinished(VerifyRound)
}

/// One round's figures: what it checked and how long the build and the whole round took.
public struct VerifyRound: Equatable, Sendable, Codable {
  /// 1 for the starters, 2 for the solutions, k + 2 for the k-th mutants.
  public var number: Int
  /// `starters`, `solutions`, `mutants #1`.
  public var title: String
  /// How many exercises the round checked.
  public var exercises: Int
  /// Seconds from the first build's start to the build's end (0 when all came from the cache).
  public var buildSeconds: Double
  /// Seconds for the whole round, tests included.
  public var seconds: Double

  /// Makes a round record.
  public init(number: Int, title: String, exercises: Int, buildSeconds: Double, seconds: Double) {
    self.number = number
    self.title = title
    self.exercises = exercises
    self.buildSeconds = buildSeconds
    self.seconds = seconds
  }
}
