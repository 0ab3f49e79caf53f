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

  /// Waits until the effects, and effects started by actions they sent, have finished.
  ///
  /// Cancelling the task that awaits `finish()` cancels the effects. Runs on its caller's actor
  /// (`isolation` is filled in for you): effects that already finished cost a check, not a hop to
  /// another executor and back.
  public func finish(isolation: isolated (any Actor)? = #isolation) async {
    guard let tracker else { return }
    await tracker.waitForAllCancellingOnCancel()
  }

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
