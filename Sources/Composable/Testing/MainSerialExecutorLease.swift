import ConcurrencyExtras
import Foundation

/// Keeps the main serial executor on while at least one `TestStore` is alive.
///
/// The executor setting is process-wide and Swift Testing runs tests in parallel: a plain
/// save-and-restore per store would let the first store to finish turn it off under another test
/// that still needs it. So the first store turns it on, and the last one restores the setting
/// that was there before.
enum MainSerialExecutorLease {
  private static let state = Locked<(count: Int, original: Bool)>((0, false))

  /// Called by a new `TestStore`.
  static func acquire() {
    state.withLock { state in
      if state.count == 0 {
        state.original = uncheckedUseMainSerialExecutor
        uncheckedUseMainSerialExecutor = true
      }
      state.count += 1
    }
  }

  /// Called when a `TestStore` goes away.
  static func release() {
    state.withLock { state in
      state.count -= 1
      if state.count == 0 {
        uncheckedUseMainSerialExecutor = state.original
      }
    }
  }
}
