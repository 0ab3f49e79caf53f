import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends a running child's process group when the task that waits for it is cancelled.
///
/// `dojo watch` cancels a check when a newer save arrives: a test stuck in a loop must end at
/// once, not at its time limit. The child runs on a thread of its own, so cancellation cannot
/// reach it through Swift concurrency; this hands the pid from that thread to the cancellation
/// handler, under a lock, whichever of the two comes first.
final class ChildCancellation: @unchecked Sendable {
  private let lock = NSLock()
  private var cancelled = false
  private var running: pid_t?

  /// Whether the waiting task was cancelled.
  var isCancelled: Bool { lock.withLock { cancelled } }

  /// The waiting task was cancelled: kills the running child's group, if there is one.
  func cancel() {
    lock.withLock {
      cancelled = true
      if let running { Self.end(running) }
    }
  }

  /// The child `pid` has started; killed at once if the task was cancelled before.
  func started(_ pid: pid_t) {
    lock.withLock {
      running = pid
      if cancelled { Self.end(pid) }
    }
  }

  /// The child has exited: its pid may be reused from now on, so it is never signalled again.
  func exited() {
    lock.withLock { running = nil }
  }

  /// The group first (the child and what it started), then the child itself.
  private static func end(_ pid: pid_t) {
    kill(-pid, SIGKILL)
    kill(pid, SIGKILL)
  }
}
