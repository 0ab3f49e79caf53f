import Dependencies

/// A named queue that limits how many effects run at once, after Actomaton's `EffectQueue`.
///
/// TCA has no effect queues; this is an addition. Put an effect in a queue with
/// ``Effect/queued(in:)``:
///
/// ```swift
/// static let uploads = EffectQueue(
///   id: "uploads", policy: .runOldest(maxCount: 2, overflowPolicy: .suspendNew)
/// )
/// …
/// return .run { send in … }.queued(in: Self.uploads)
/// ```
///
/// Semantics, exactly:
/// - A queue is identified by `id`, per store and per place in the feature tree (like
///   cancellation ids). It is created by the first effect that uses it, with that effect's
///   `policy` and `delay`; use one `EffectQueue` value per id.
/// - Each `queued(in:)` effect is one *unit*, however many tasks it merges. A unit is *active*
///   from the moment it gets a slot until it finishes or is cancelled; only active units count
///   towards `maxCount`.
/// - `.runNewest(maxCount: n)`: a new unit always gets a slot; if `n` units are active, the
///   oldest active one is cancelled first (n = 1 is "flatMapLatest").
/// - `.runOldest(maxCount: n, overflowPolicy: .discardNew)`: if `n` units are active the new
///   unit is dropped: it never runs and sends nothing (n = 1 is "flatMapFirst").
/// - `.runOldest(maxCount: n, overflowPolicy: .suspendNew)`: if `n` units are active the new
///   unit waits; waiting units get slots in the order they were enqueued (FIFO) as active units
///   finish (n = 1 is "concat"). A waiting unit counts as an in-flight effect (a `TestStore`
///   reports it if it never ran), and cancelling it (`.cancel(id:)` of an enclosing
///   `.cancellable`, or its `StoreTask`) removes it from the queue without running it.
/// - `delay`: the minimum time between the starts of two units of the queue. When a unit gets a
///   slot it is given a start time `max(now, previous start + delay)`, and sleeps until then
///   on the `continuousClock` dependency captured when the effect was created (so a `TestClock`
///   controls it); with `delay == .zero` no clock is read. The first unit starts at once. A
///   reserved start time is not given back if its unit is cancelled while it waits.
public struct EffectQueue: Sendable {
  /// The identity of the queue.
  public var id: AnyHashableSendable
  /// How many units may be active, and what happens to a new unit when that many are.
  public var policy: EffectQueuePolicy
  /// The minimum time between the starts of two units; `.zero` for none.
  public var delay: Duration

  /// A queue named `id` with `policy`, starting units at least `delay` apart.
  public init(id: some Hashable & Sendable, policy: EffectQueuePolicy, delay: Duration = .zero) {
    self.id = AnyHashableSendable(id)
    self.policy = policy
    self.delay = delay
  }
}

/// How many effects of an ``EffectQueue`` run at once, and what happens to a new one when the
/// queue is full. See ``EffectQueue`` for the exact semantics.
public enum EffectQueuePolicy: Hashable, Sendable {
  /// Keep the newest `maxCount` effects running: a new effect cancels the oldest running one.
  case runNewest(maxCount: Int)
  /// Keep the oldest `maxCount` effects running: a new effect is discarded or suspended.
  case runOldest(maxCount: Int, overflowPolicy: OverflowPolicy)

  /// What `runOldest` does with a new effect when `maxCount` are running.
  public enum OverflowPolicy: Hashable, Sendable {
    /// Wait for a slot, first come first served.
    case suspendNew
    /// Drop the new effect; it never runs.
    case discardNew
  }

  /// The number of effects that may run at once (at least 1).
  public var maxCount: Int {
    switch self {
    case let .runNewest(maxCount), let .runOldest(maxCount, _): return Swift.max(1, maxCount)
    }
  }
}

/// A queued effect's queue, as captured when the effect was created.
struct QueueSlot: Sendable {
  let key: CancelKey
  let policy: EffectQueuePolicy
  let delay: Duration
  let clock: (any Clock<Duration>)?
}

extension Effect {
  /// Runs this effect as one unit of `queue`, which decides when (and whether) it starts.
  ///
  /// See ``EffectQueue`` for the exact semantics of each policy and of the delay.
  public func queued(in queue: EffectQueue) -> Self {
    guard !isNone else { return .none }
    var clock: (any Clock<Duration>)?
    if queue.delay > .zero {
      @Dependency(\.continuousClock) var continuousClock
      clock = continuousClock
    }
    let slot = QueueSlot(
      key: .current(queue.id), policy: queue.policy, delay: queue.delay, clock: clock
    )
    return Self(operation: .queued(self, slot))
  }
}
