import Foundation
import Checker
import Curriculum
import Localization

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

extension VerifyEvent {
  /// The progress line `dojo verify` prints for this event, in `messages`' language; `nil` for
  /// events it does not report.
  public func progressLine(_ messages: Messages = .current) -> String? {
    switch self {
    case .lintFinished(let exercises, let problems):
      return messages(.verifyLintFinished, ["exercises": exercises, "problems": problems])
    case .roundStarted(let number, let title, let exercises):
      return messages(.verifyRoundStarted, [
        "number": number, "title": VerifyRound.displayTitle(title, messages), "count": exercises.count,
      ])
    case .roundFinished(let round):
      return messages(.verifyRoundFinished, [
        "number": round.number, "title": round.displayTitle(messages),
        "build": String(format: "%.1f", round.buildSeconds), "total": String(format: "%.1f", round.seconds),
      ])
    case .check(.buildFinished(let failed)) where !failed.isEmpty:
      return messages(.verifyDidNotCompile, ["list": failed.map(\.rawValue).joined(separator: ", ")])
    case .check:
      return nil
    }
  }
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

  /// ``title`` in `messages`' language (the title itself stays English: the JSON report keeps it).
  public func displayTitle(_ messages: Messages = .current) -> String {
    Self.displayTitle(title, messages)
  }

  /// A round title (`starters`, `solutions`, `mutants #3`) in `messages`' language.
  public static func displayTitle(_ title: String, _ messages: Messages = .current) -> String {
    switch title {
    case "starters": return messages(.roundStarters)
    case "solutions": return messages(.roundSolutions)
    default:
      if title.hasPrefix("mutants #"), let number = Int(title.dropFirst("mutants #".count)) {
        return messages(.roundMutants, ["number": number])
      }
      return title
    }
  }
}
