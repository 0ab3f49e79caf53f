/// Decides what a save does in `dojo watch`: when idle, a check starts at once; when a check is
/// running, it is cancelled and a new one starts on the new bytes — a hung test must not make
/// the learner who has just fixed it wait for the time limit, and the old check's verdict would
/// describe a file the learner no longer has.
///
/// Every check has a generation number; only the finish of the newest one counts, so a check
/// that ended just as it was superseded cannot mark the newer one as done.
public struct CheckCoalescer: Equatable, Sendable {
  /// What to do about a change.
  public struct Start: Equatable, Sendable {
    /// The new check's generation (1 for the first).
    public var generation: Int
    /// Whether a running check must be cancelled first.
    public var cancelsRunning: Bool
    /// Whether the learner asked for the whole phase (watch's `c`) rather than the watched
    /// exercise. Either kind is cancelled by the next change, like any check.
    public var wholePhase: Bool

    /// Makes a decision.
    public init(generation: Int, cancelsRunning: Bool, wholePhase: Bool = false) {
      self.generation = generation
      self.cancelsRunning = cancelsRunning
      self.wholePhase = wholePhase
    }
  }

  /// Whether a check is running.
  public private(set) var isChecking = false
  /// The newest check's generation; 0 before the first.
  public private(set) var generation = 0

  /// An idle coalescer.
  public init() {}

  /// A file changed (or the learner asked for a check, of the whole phase when `wholePhase`): a
  /// check starts now, cancelling the running one if there is one.
  public mutating func changeArrived(wholePhase: Bool = false) -> Start {
    let cancels = isChecking
    generation += 1
    isChecking = true
    return Start(generation: generation, cancelsRunning: cancels, wholePhase: wholePhase)
  }

  /// The check of `generation` has ended. Returns whether it was the newest (the others were
  /// cancelled, and their ends change nothing).
  @discardableResult
  public mutating func checkFinished(_ generation: Int) -> Bool {
    guard isChecking, generation == self.generation else { return false }
    isChecking = false
    return true
  }
}

/// What the watch loop reacts to, in the order it happened.
public enum WatchEvent: Sendable, Equatable {
  /// A watched file changed.
  case changed
  /// The learner asked for a check of the watched exercise's whole phase (`c`).
  case phaseCheckRequested
  /// The check of this generation has ended.
  case checkFinished(generation: Int)
  /// A key was pressed.
  case key(Character)
}

/// Feeds `events` through a ``CheckCoalescer``: calls `startCheck` (which must cancel the running
/// check when told so, return at once, and later deliver `.checkFinished` with the generation
/// into `events`) when a change arrives, and `key` for key presses; `key` returns `false` to
/// stop. Returns when `events` ends or a key handler says stop.
public func runWatchLoop(
  events: AsyncStream<WatchEvent>, startCheck: (CheckCoalescer.Start) -> Void, key: (Character) async -> Bool
) async {
  var coalescer = CheckCoalescer()
  for await event in events {
    switch event {
    case .changed:
      startCheck(coalescer.changeArrived())
    case .phaseCheckRequested:
      startCheck(coalescer.changeArrived(wholePhase: true))
    case .checkFinished(let generation):
      coalescer.checkFinished(generation)
    case .key(let character):
      if !(await key(character)) { return }
    }
  }
}
