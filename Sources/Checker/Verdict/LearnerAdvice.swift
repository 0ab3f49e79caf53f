import Localization

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
    /// What the learner reads instead (in the catalogues, so in the learner's language).
    var advice: MessageKey
  }

  static let rules: [Rule] = [
    Rule(opening: "If the effect waits on a TestClock", failure: "but received none after", advice: .adviceReceiveTimedOut),
    Rule(opening: "If an effect waits on a TestClock", failure: "still effects in-flight after", advice: .adviceInFlightAtEnd),
    Rule(
      opening: "To fix it, make sure every effect this action starts",
      failure: "An effect returned for this action is still running", advice: .adviceEffectStillRunning),
  ]

  /// `text` as lines of a ``LocalizedText``: the failure word for word, every recognised piece of
  /// author advice replaced by its catalogue message.
  static func parts(_ text: String) -> [LocalizedText.Part] {
    var parts: [LocalizedText.Part] = [.literal(text)]
    for rule in rules where text.contains(rule.failure) {
      parts = parts.flatMap { part -> [LocalizedText.Part] in
        guard case .literal(let line) = part, let start = line.range(of: rule.opening) else { return [part] }
        let end = line.range(of: "\n\n", range: start.upperBound..<line.endIndex)?.lowerBound ?? line.endIndex
        var result: [LocalizedText.Part] = []
        // Parts are joined by one newline: drop the newline each side of the advice already has.
        var before = line[..<start.lowerBound]
        if before.hasSuffix("\n") { before.removeLast() }
        if !before.isEmpty { result.append(.literal(String(before))) }
        result.append(.message(rule.advice, [:]))
        var after = line[end...]
        if after.hasPrefix("\n") { after.removeFirst() }
        if !after.isEmpty { result.append(.literal(String(after))) }
        return result
      }
    }
    return parts
  }

  /// `text` with every recognised piece of author advice replaced, in `messages`' language.
  static func rewrite(_ text: String, _ messages: Messages = .english) -> String {
    LocalizedText(parts(text)).text(messages)
  }
}
