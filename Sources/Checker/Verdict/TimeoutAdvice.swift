import Foundation
import Curriculum

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

  /// The message of the `timeout` error.
  var message: String {
    let which =
      running.isEmpty
      ? "before any test started" : "while \(running.map { "“\($0)”" }.joined(separator: ", ")) was running"
    let opening =
      "The hidden tests of \(id) did not finish within \(Self.seconds(timeLimit)) and were stopped \(which)."
    guard let activity else {
      return """
        \(opening) Look for a loop that never ends or an effect that never finishes (a missing \
        `.cancel`, a `while` without an exit), or an `await` that nothing ever resumes. If your \
        machine is just slow, raise the limit: `dojo check \(id) --timeout 60`.
        """
    }
    let usage =
      "\(Self.cpu(activity.recentCPU)) of CPU time in its last \(Self.seconds(activity.window))"
    if activity.isIdle {
      return """
        \(opening) The test process sat idle (\(usage)): your code is waiting for something that \
        never happens, so more time would not help. Look in your feature for a wait that nothing \
        ends: a sleep on a clock other than the `continuousClock` dependency (the tests advance \
        only that one), `Task.sleep`, a semaphore or `Thread.sleep` that blocks, an effect \
        awaiting a response or an action that never comes.
        """
    }
    return """
      \(opening) The test process was busy computing (\(usage)): look for a loop that never ends \
      (a `while` without an exit, a recursion, an effect that sends the action that started it). \
      If your machine is just slow, raise the limit: `dojo check \(id) --timeout 60`.
      """
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
