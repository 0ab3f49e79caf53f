import Foundation

/// A value behind a lock, mutated in place.
///
/// ConcurrencyExtras' `LockIsolated.withValue` copies the value out and back, which makes every
/// insert into a large dictionary O(n); the effect bookkeeping needs O(1).
final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }

  /// A copy of the value.
  var current: Value { withLock { $0 } }
}
