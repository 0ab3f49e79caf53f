import Foundation
import Curriculum
import Localization

/// What a timeout verdict tells the learner: which test was running, and what to look for,
/// depending on whether the test process was idle (waiting for something that never comes) or
/// busy (computing) when it was stopped.
///
/// More time only helps a busy process on a slow machine, so only then does the advice suggest
/// `--timeout`.
struct TimeoutAdvice {
  /// The exercise.
  var id: ExerciseID
  /// The limit that ran out.
  var timeLimit: Duration
  /// The tests that were running when it ran out.
  var running: [String]
  /// How busy the process was at the end, when known.
  var activity: ProcessActivity?

  /// The message of the `timeout` error: what stopped when, then what to look for.
  var text: LocalizedText {
    let opening: LocalizedText.Part =
      running.isEmpty
      ? .message(.verdictTimeoutBeforeAnyTest, ["id": id.rawValue, "limit": Self.seconds(timeLimit)])
      : .message(
        .verdictTimeoutWhileRunning,
        [
          "id": id.rawValue, "limit": Self.seconds(timeLimit),
          "tests": running.map { "“\($0)”" }.joined(separator: ", "),
        ])
    guard let activity else {
      return LocalizedText([opening, .message(.verdictTimeoutAdvice, ["id": id.rawValue])])
    }
    let usage = ["id": id.rawValue, "cpu": Self.cpu(activity.recentCPU), "window": Self.seconds(activity.window)]
    return LocalizedText([opening, .message(activity.isIdle ? .verdictTimeoutIdle : .verdictTimeoutBusy, usage)])
  }

  /// `5 s`, `2.5 s`.
  static func seconds(_ duration: Duration) -> String {
    let value = duration.seconds
    return value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
  }

  /// `0.02 s`, `4.9 s`.
  static func cpu(_ seconds: Double) -> String {
    seconds < 0.1 ? String(format: "%.2f s", seconds) : String(format: "%.1f s", seconds)
  }
}
