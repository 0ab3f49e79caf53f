import ConcurrencyExtras
import IssueReporting

/// A queued effect's place in its queue: waiting, active (with a start delay), or cancelled.
final class QueueTicket: Sendable {
  private enum Phase {
    case waiting(CheckedContinuation<Duration?, Never>?)
    case granted(wait: Duration)
    case cancelled
  }

  private let phase = Locked<Phase>(.waiting(nil))
  /// Cancels the unit's task once it is running.
  let token = CancellationToken()

  /// Gives the unit a slot; it may start after `wait`.
  func grant(wait: Duration) {
    let continuation = phase.withLock { phase -> CheckedContinuation<Duration?, Never>? in
      guard case let .waiting(continuation) = phase else { return nil }
      phase = .granted(wait: wait)
      return continuation
    }
    continuation?.resume(returning: wait)
  }

  /// Cancels the unit whether it waits or runs.
  func cancel() {
    let continuation = phase.withLock { phase -> CheckedContinuation<Duration?, Never>? in
      switch phase {
      case let .waiting(continuation):
        phase = .cancelled
        return continuation
      case .granted, .cancelled:
        return nil
      }
    }
    continuation?.resume(returning: nil)
    token.cancel()
  }

  /// Waits for a slot: the start delay, or `nil` if the unit was cancelled first.
  func waitForSlot() async -> Duration? {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Duration?, Never>) in
        let result = phase.withLock { phase -> Duration?? in
          switch phase {
          case .waiting:
            phase = .waiting(continuation)
            return .none
          case let .granted(wait):
            return .some(wait)
          case .cancelled:
            return .some(nil)
          }
        }
        if let result { continuation.resume(returning: result) }
      }
    } onCancel: {
      self.cancel()
    }
  }
}

/// The effect queues of one store (see `EffectQueue` for the semantics implemented here).
@MainActor
final class EffectQueueRuntime {
  private final class QueueState {
    let policy: EffectQueuePolicy
    let delay: Duration
    var active: [QueueTicket] = []
    var waiting: [QueueTicket] = []
    /// Time since the queue's first start, on the clock of the effect that created the queue.
    var elapsed: (@Sendable () -> Duration)?
    var nextFreeStart: Duration = .zero

    init(policy: EffectQueuePolicy, delay: Duration) {
      self.policy = policy
      self.delay = delay
    }
  }

  private var queues: [CancelKey: QueueState] = [:]

  /// Enqueues a unit; `nil` means the queue discarded it.
  func admit(_ slot: QueueSlot, fileID: StaticString = #fileID, line: UInt = #line)
    -> QueueTicket?
  {
    let queue: QueueState
    if let existing = queues[slot.key] {
      queue = existing
      if existing.policy != slot.policy || existing.delay != slot.delay {
        reportIssue(
          """
          Effect queue \(String(customDumping: slot.key.id)) was created with policy \
          \(existing.policy) and delay \(existing.delay), but an effect was queued in it with \
          policy \(slot.policy) and delay \(slot.delay). The queue keeps its first settings; \
          declare the EffectQueue once (e.g. a static let) and reuse it.
          """
        )
      }
    } else {
      queue = QueueState(policy: slot.policy, delay: slot.delay)
      queues[slot.key] = queue
    }
    let ticket = QueueTicket()
    let maxCount = queue.policy.maxCount
    switch queue.policy {
    case .runNewest:
      while queue.active.count >= maxCount {
        queue.active.removeFirst().cancel()
      }
      grant(ticket, in: queue, slot: slot)
    case .runOldest(_, .discardNew):
      guard queue.active.count < maxCount else { return nil }
      grant(ticket, in: queue, slot: slot)
    case .runOldest(_, .suspendNew):
      if queue.active.count < maxCount {
        grant(ticket, in: queue, slot: slot)
      } else {
        queue.waiting.append(ticket)
      }
    }
    return ticket
  }

  /// Removes a finished (or cancelled) unit and hands its slot to the first waiting unit.
  func finish(_ ticket: QueueTicket, slot: QueueSlot) {
    guard let queue = queues[slot.key] else { return }
    queue.active.removeAll { $0 === ticket }
    queue.waiting.removeAll { $0 === ticket }
    while queue.active.count < queue.policy.maxCount, !queue.waiting.isEmpty {
      grant(queue.waiting.removeFirst(), in: queue, slot: slot)
    }
    if queue.active.isEmpty, queue.waiting.isEmpty, queue.delay == .zero {
      queues[slot.key] = nil
    }
  }

  private func grant(_ ticket: QueueTicket, in queue: QueueState, slot: QueueSlot) {
    queue.active.append(ticket)
    guard queue.delay > .zero, let clock = slot.clock else {
      ticket.grant(wait: .zero)
      return
    }
    let elapsed = queue.elapsed ?? stopwatch(clock)
    queue.elapsed = elapsed
    let now = elapsed()
    let start = max(now, queue.nextFreeStart)
    queue.nextFreeStart = start + queue.delay
    ticket.grant(wait: start - now)
  }
}

/// A closure returning the time elapsed on `clock` since this call.
private func stopwatch<C: Clock<Duration>>(_ clock: C) -> @Sendable () -> Duration {
  let start = clock.now
  return { start.duration(to: clock.now) }
}
