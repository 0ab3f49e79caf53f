/// The effects started by one `Store.send`: wait for them with `finish()` or stop them with
/// `cancel()`.
public struct StoreTask: Hashable, Sendable {
  /// The send's effects; `nil` when it started none. Waiting on it directly, rather than on a
  /// task made to wait for it, saves a task per send.
  let tracker: EffectTracker?

  init(tracker: EffectTracker?) {
    self.tracker = tracker
  }

  /// Cancels the effects (and the effects started by actions they sent).
  public func cancel() {
    tracker?.cancel()
  }

  #if compiler(>=6.2)
    /// Waits until the effects, and effects started by actions they sent, have finished.
    ///
    /// Cancelling the task that awaits `finish()` cancels the effects. Runs where its caller
    /// runs (Swift 6.2's `nonisolated(nonsending)`): effects that already finished cost a check,
    /// not a hop to another executor and back.
    nonisolated(nonsending) public func finish() async {
      guard let tracker, !tracker.isFinished else { return }
      await tracker.waitForAllCancellingOnCancel()
    }
  #else
    /// Waits until the effects, and effects started by actions they sent, have finished.
    ///
    /// Cancelling the task that awaits `finish()` cancels the effects.
    public func finish() async {
      guard let tracker, !tracker.isFinished else { return }
      await tracker.waitForAllCancellingOnCancel()
    }
  #endif

  /// Whether the effects were cancelled; `true` when the send started no effect at all.
  public var isCancelled: Bool {
    tracker?.isCancelled ?? true
  }

  /// Whether both are the effects of the same send.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.tracker === rhs.tracker
  }

  /// Hashes the identity of the send's effects.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(tracker.map(ObjectIdentifier.init))
  }
}
