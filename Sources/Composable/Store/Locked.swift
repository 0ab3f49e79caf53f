#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A value behind a lock, mutated in place.
///
/// ConcurrencyExtras' `LockIsolated.withValue` copies the value out and back, which makes every
/// insert into a large dictionary O(n); the effect bookkeeping needs O(1). The value and its mutex
/// share one allocation (Foundation's `NSLock` costs two more), because a store makes several of
/// these for every effect it starts.
struct Locked<Value>: @unchecked Sendable {
  private let storage: LockedStorage<Value>

  init(_ value: Value) {
    storage = LockedStorage.make(value)
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try storage.withLock(body)
  }

  /// A copy of the value.
  var current: Value { withLock { $0 } }
}

/// The one allocation behind `Locked`: the value as the buffer's header, the mutex as its only
/// element (a `ManagedBuffer` element has a stable address, which a mutex needs).
private final class LockedStorage<Value>: ManagedBuffer<Value, pthread_mutex_t> {
  static func make(_ value: Value) -> LockedStorage {
    let storage = unsafeDowncast(
      create(minimumCapacity: 1) { _ in value }, to: LockedStorage.self
    )
    storage.withUnsafeMutablePointerToElements { mutex in
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
    }
    return storage
  }

  deinit {
    withUnsafeMutablePointerToElements { mutex in
      pthread_mutex_destroy(mutex)
      _ = mutex.deinitialize(count: 1)
    }
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try withUnsafeMutablePointers { value, mutex in
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body(&value.pointee)
    }
  }
}
