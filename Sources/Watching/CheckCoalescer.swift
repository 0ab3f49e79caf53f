/// Decides when `dojo watch` re-checks: at once on a change when idle; when changes arrive while
/// a check runs, exactly one more check after it, however many saves there were.
public struct CheckCoalescer: Equatable, Sendable {
  /// Whether a check is running.
  public private(set) var isChecking = false
  /// Whether a change arrived during the running check.
  public private(set) var hasPendingChange = false

  /// An idle coalescer.
  public init() {}

  /// A file changed (or the learner asked for a check). Returns `true` when a check should start
  /// now; `false` when one is running and this change is queued behind it.
  public mutating func changeArrived() -> Bool {
    if isChecking {
      hasPendingChange = true
      return false
    }
    isChecking = true
    return true
  }

  /// The running check ended. Returns `true` when the queued change calls for one more check,
  /// which counts as started.
  public mutating func checkFinished() -> Bool {
    guard isChecking else { return false }
    if hasPendingChange {
      hasPendingChange = false
      return true
    }
    isChecking = false
    return false
  }
}

/// What the watch loop reacts to, in the order it happened.
public enum WatchEvent: Sendable, Equatable {
  /// A watched file changed.
  case changed
  /// The check that was running has ended.
  case checkFinished
  /// A key was pressed.
  case key(Character)
}

/// Feeds `events` through a ``CheckCoalescer``: calls `startCheck` (which must return at once and
/// later deliver `.checkFinished` into `events`) when a check is due, and `key` for key presses;
/// `key` returns `false` to stop. Returns when `events` ends or a key handler says stop.
public func runWatchLoop(
  events: AsyncStream<WatchEvent>, startCheck: () -> Void, key: (Character) async -> Bool
) async {
  var coalescer = CheckCoalescer()
  for await event in events {
    switch event {
    case .changed:
      if coalescer.changeArrived() { startCheck() }
    case .checkFinished:
      if coalescer.checkFinished() { startCheck() }
    case .key(let character):
      if !(await key(character)) { return }
    }
  }
}
