/// Rewrites the advice in TestStore failure messages, which speaks to whoever writes the test
/// ("advance the clock", "pass a longer timeout:", "call skipInFlightEffects()"), into what a
/// learner can change: their feature, since the hidden tests are not theirs to edit.
///
/// Only the advice paragraph is replaced; the failure itself (which action, the state diff, the
/// location) stays word for word. Messages it does not recognise pass through unchanged.
enum LearnerAdvice {
  /// A recognised piece of test-author advice and the learner's version of it.
  struct Rule {
    /// Words that start the author's advice; the advice runs from there to the end of its
    /// paragraph (a blank line) or of the message.
    var opening: String
    /// A phrase that must appear in the message too, so the rule matches only its own failure.
    var failure: String
    /// What the learner reads instead.
    var advice: String
  }

  static let rules: [Rule] = [
    Rule(
      opening: "If the effect waits on a TestClock",
      failure: "but received none after",
      advice: """
        The hidden tests advance their TestClock and then wait a moment; this action did not \
        arrive in time. Check that your effect sends it, and that every wait in the effect \
        sleeps on the `continuousClock` dependency (`@Dependency(\\.continuousClock) var clock`, \
        then `try await clock.sleep(for:)`): a `Task.sleep` or another clock uses real time, \
        which the tests do not control.
        """),
    Rule(
      opening: "If an effect waits on a TestClock",
      failure: "still effects in-flight after",
      advice: """
        An effect your feature started was still running when the test ended. If it is meant \
        to run until stopped (a timer, a polling loop), mark it `.cancellable(id:)` and return \
        `.cancel(id:)` from the action that stops it; if it waits, wait on the \
        `continuousClock` dependency so that the tests' clock drives it.
        """),
    Rule(
      opening: "To fix it, make sure every effect this action starts",
      failure: "An effect returned for this action is still running",
      advice: """
        Your feature must let this effect end by the end of the test: if it is meant to run \
        until stopped (a timer, a stream, a polling loop), mark it `.cancellable(id:)` and \
        return `.cancel(id:)` from the action that should stop it; if it waits, wait on the \
        `continuousClock` dependency (the tests advance only that clock); otherwise make sure \
        it finishes.
        """),
  ]

  /// `text` with every recognised piece of author advice replaced.
  static func rewrite(_ text: String) -> String {
    var result = text
    for rule in rules where result.contains(rule.failure) {
      guard let start = result.range(of: rule.opening) else { continue }
      let end = result.range(of: "\n\n", range: start.upperBound..<result.endIndex)?.lowerBound ?? result.endIndex
      result.replaceSubrange(start.lowerBound..<end, with: rule.advice)
    }
    return result
  }
}
