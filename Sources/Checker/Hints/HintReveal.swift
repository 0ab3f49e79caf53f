/// Which hints `dojo hint` shows, given a problem's hints and how many the learner has seen.
///
/// Hints come out one at a time so that a learner asks only for as much help as they need: the
/// first call shows hint 1, the next hint 2, and so on; once all are out, each call says so and
/// repeats them. `--all` shows every hint at once.
public struct HintReveal: Equatable, Sendable {
  /// The hints to print now, numbered from 1 within the problem's list.
  public var shown: [NumberedHint]
  /// How many hints the learner has seen after this call (what progress records).
  public var shownCount: Int
  /// How many hints the problem has.
  public var total: Int
  /// What this call did.
  public var outcome: Outcome

  /// What a call to `dojo hint` did.
  public enum Outcome: Equatable, Sendable {
    /// Revealed one more hint (``HintReveal/shown`` ends with it; earlier ones are not repeated).
    case revealedNext
    /// Revealed every remaining hint at once (`--all`).
    case revealedAll
    /// Every hint had been shown already; ``HintReveal/shown`` repeats them.
    case noMoreHints
    /// The problem has no hints at all.
    case noHints
  }

  /// One hint and its 1-based position.
  public struct NumberedHint: Equatable, Sendable {
    /// 1 for the first hint.
    public var number: Int
    /// The hint's text (markdown, as written in the lesson).
    public var text: String

    /// Makes a numbered hint.
    public init(number: Int, text: String) {
      self.number = number
      self.text = text
    }
  }

  /// Makes a reveal.
  public init(shown: [NumberedHint], shownCount: Int, total: Int, outcome: Outcome) {
    self.shown = shown
    self.shownCount = shownCount
    self.total = total
    self.outcome = outcome
  }

  /// Decides what to show for `hints` when `alreadyShown` of them have been seen; `all` asks for
  /// every hint at once. A count larger than the list (hints removed from the lesson) is clamped.
  public static func next(hints: [String], alreadyShown: Int, all: Bool = false) -> HintReveal {
    let total = hints.count
    let seen = min(max(alreadyShown, 0), total)
    let numbered = hints.enumerated().map { NumberedHint(number: $0.offset + 1, text: $0.element) }
    if total == 0 {
      return HintReveal(shown: [], shownCount: 0, total: 0, outcome: .noHints)
    }
    if seen == total {
      return HintReveal(shown: numbered, shownCount: total, total: total, outcome: .noMoreHints)
    }
    if all {
      return HintReveal(shown: numbered, shownCount: total, total: total, outcome: .revealedAll)
    }
    return HintReveal(
      shown: [numbered[seen]], shownCount: seen + 1, total: total, outcome: .revealedNext)
  }

  /// How many hints are still hidden after this call.
  public var remaining: Int { total - shownCount }
}
