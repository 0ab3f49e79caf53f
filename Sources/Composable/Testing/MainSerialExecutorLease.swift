import ConcurrencyExtras
import Foundation

/// One `TestStore`'s hold on the main serial executor (ConcurrencyExtras), which stays on while at
/// least one store holds it.
///
/// The executor setting is process-wide and Swift Testing runs tests in parallel: a plain
/// save-and-restore per store would let the first store to finish turn it off under another test
/// that still needs it. So the first holder turns it on, and the last one to let go restores the
/// setting that was there before. A store lets go when it goes away or when its test sets
/// `useMainSerialExecutor = false`.
final class MainSerialExecutorLease: @unchecked Sendable {
  /// Counts the holders of one setting and turns it on and back.
  final class Holders: @unchecked Sendable {
    /// The process-wide main serial executor.
    static let processWide = Holders(
      read: { uncheckedUseMainSerialExecutor },
      write: { uncheckedUseMainSerialExecutor = $0 }
    )

    private let lock = NSLock()
    private var count = 0
    private var original = false
    private let read: @Sendable () -> Bool
    private let write: @Sendable (Bool) -> Void

    /// Holders of the setting that `read` and `write` reach (tests pass a setting of their own).
    init(read: @escaping @Sendable () -> Bool, write: @escaping @Sendable (Bool) -> Void) {
      self.read = read
      self.write = write
    }

    /// How many leases hold the setting now.
    var holderCount: Int { lock.withLock { count } }

    func acquire() {
      lock.withLock {
        if count == 0 {
          original = read()
          write(true)
        }
        count += 1
      }
    }

    func release() {
      lock.withLock {
        count -= 1
        if count == 0 {
          write(original)
        }
      }
    }
  }

  private let holders: Holders
  private let lock = NSLock()
  private var _isHeld = false

  /// A lease that holds the executor from the start, as a new `TestStore` does.
  init(holders: Holders = .processWide) {
    self.holders = holders
    isHeld = true
  }

  deinit {
    isHeld = false
  }

  /// Whether this lease keeps the main serial executor on. Setting it takes or lets go of the hold;
  /// setting the value it already has does nothing.
  var isHeld: Bool {
    get { lock.withLock { _isHeld } }
    set {
      lock.withLock {
        guard _isHeld != newValue else { return }
        _isHeld = newValue
        if newValue { holders.acquire() } else { holders.release() }
      }
    }
  }
}
