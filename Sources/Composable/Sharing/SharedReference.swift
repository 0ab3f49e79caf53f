import Dependencies
import Foundation
import Observation

/// The object behind a `SharedReader`: where a shared value lives (a box, a persisted key, or a
/// part of another reference). Copies of a `SharedReader` or `Shared` share one reference, which
/// is what makes the value shared.
///
/// A class hierarchy rather than a protocol with an associated type, so `Shared<Value>` can hold
/// any kind of reference without opening existentials on every access.
class SharedReadableReference<Value>: @unchecked Sendable, CustomStringConvertible {
  /// The value as it is now, recording an observation access (never a test snapshot).
  var currentValue: Value { fatalError("subclass responsibility") }

  /// The reference that owns the storage (itself, or the base of a derived reference): snapshots,
  /// observation and locks live there.
  var root: AnyObject { self }

  /// Two references with equal identities read the same storage: the same root, through the
  /// same key paths.
  var identity: SharedIdentity { SharedIdentity(root: ObjectIdentifier(root), path: []) }

  /// The snapshot a `TestStore` recorded for this value, when `tracker` recorded one.
  func snapshot(in tracker: SharedChangeTracker) -> Value? {
    tracker.snapshot(of: root, as: Value.self)
  }

  /// Whether the value is being loaded from its key.
  var isLoading: Bool { false }
  /// Why the last load failed, if it did.
  var loadError: (any Error)? { nil }
  /// Loads the value from its key again (nothing to do for a plain value).
  func load() async throws {}

  var description: String { "value: \(String(reflecting: currentValue))" }
}

/// A reference that can also be written: the object behind `Shared`.
class SharedMutableReference<Value>: SharedReadableReference<Value>, @unchecked Sendable {
  /// Mutates the value with exclusive access, then tells observers (and saves, for a key).
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    fatalError("subclass responsibility")
  }

  /// Records `snapshot` as this value's snapshot in `tracker`.
  func record(_ snapshot: Value, in tracker: SharedChangeTracker) {
    tracker.record(snapshot, of: root) { [self] snapshot in
      """
      Shared<\(Value.self)>(\(description)): \(String(reflecting: snapshot)) → \
      \(String(reflecting: currentValue))
      """
    }
  }

  /// Tells observers the value may have changed, without changing it.
  func touch() {}
  /// Why the last save failed, if it did.
  var saveError: (any Error)? { nil }
  /// Saves the value to its key now (nothing to do for a plain value).
  func save() async throws {}
}

/// See `SharedReadableReference.identity`.
struct SharedIdentity: Hashable {
  let root: ObjectIdentifier
  let path: [AnyKeyPath]
}

/// The observation and locking every root reference needs.
///
/// The lock is recursive: a `withLock` body may read the same shared value (`$count.withLock
/// { $0 = count + 1 }`).
final class SharedStorageCore: @unchecked Sendable {
  let registrar = ObservationRegistrar()
  let lock = NSRecursiveLock()
}

/// The reference behind `Shared(value:)`: a value in a box, shared by every copy.
final class SharedValueReference<Value>: SharedMutableReference<Value>, Observable,
  @unchecked Sendable
{
  private let core = SharedStorageCore()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  override var currentValue: Value {
    core.registrar.access(self, keyPath: \.value)
    return core.lock.withLock { value }
  }

  override func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try core.registrar.withMutation(of: self, keyPath: \.value) {
      try core.lock.withLock { try body(&value) }
    }
  }

  override func touch() {
    core.registrar.withMutation(of: self, keyPath: \.value) {}
  }
}

/// A part of another shared value, reached through a writable key path: `$settings.volume`.
final class SharedKeyPathReference<Base, Value>: SharedMutableReference<Value>,
  @unchecked Sendable
{
  let base: SharedMutableReference<Base>
  let keyPath: WritableKeyPath<Base, Value>

  init(base: SharedMutableReference<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  override var currentValue: Value { base.currentValue[keyPath: keyPath] }
  override var root: AnyObject { base.root }
  override var identity: SharedIdentity {
    let baseIdentity = base.identity
    return SharedIdentity(root: baseIdentity.root, path: baseIdentity.path + [keyPath])
  }
  override var isLoading: Bool { base.isLoading }
  override var loadError: (any Error)? { base.loadError }
  override var saveError: (any Error)? { base.saveError }
  override func load() async throws { try await base.load() }
  override func save() async throws { try await base.save() }
  override func touch() { base.touch() }

  override func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock { try body(&$0[keyPath: keyPath]) }
  }

  override func snapshot(in tracker: SharedChangeTracker) -> Value? {
    base.snapshot(in: tracker)?[keyPath: keyPath]
  }

  override func record(_ snapshot: Value, in tracker: SharedChangeTracker) {
    var baseSnapshot = base.snapshot(in: tracker) ?? base.currentValue
    baseSnapshot[keyPath: keyPath] = snapshot
    base.record(baseSnapshot, in: tracker)
  }

  override var description: String { "\(base.description)[\(keyPath)]" }
}

/// A read-only view of another shared value: `$settings.volume` through a read-only key path, or
/// `$count.read { $0 * 2 }`.
final class SharedMappedReference<Base, Value>: SharedReadableReference<Value>,
  @unchecked Sendable
{
  let base: SharedReadableReference<Base>
  let transform: @Sendable (Base) -> Value
  let pathComponent: AnyKeyPath?

  init(
    base: SharedReadableReference<Base>,
    pathComponent: AnyKeyPath?,
    transform: @escaping @Sendable (Base) -> Value
  ) {
    self.base = base
    self.pathComponent = pathComponent
    self.transform = transform
  }

  override var currentValue: Value { transform(base.currentValue) }
  override var root: AnyObject { base.root }
  override var identity: SharedIdentity {
    let baseIdentity = base.identity
    // A closure has no identity: a mapped reader equals only itself.
    guard let pathComponent else {
      return SharedIdentity(root: ObjectIdentifier(self), path: [])
    }
    return SharedIdentity(root: baseIdentity.root, path: baseIdentity.path + [pathComponent])
  }
  override var isLoading: Bool { base.isLoading }
  override var loadError: (any Error)? { base.loadError }
  override func load() async throws { try await base.load() }
  override func snapshot(in tracker: SharedChangeTracker) -> Value? {
    base.snapshot(in: tracker).map(transform)
  }
  override var description: String { base.description }
}

/// `Shared(_: Shared<Value?>)`: an optional shared value unwrapped, which keeps its last value
/// when the base becomes `nil` (so a view being dismissed can still read it).
final class SharedUnwrappedReference<Value>: SharedMutableReference<Value>, @unchecked Sendable {
  let base: SharedMutableReference<Value?>
  private let lock = NSLock()
  private var _lastValue: Value
  private var lastValue: Value {
    get { lock.withLock { _lastValue } }
    set { lock.withLock { _lastValue = newValue } }
  }

  init(base: SharedMutableReference<Value?>, initialValue: Value) {
    self.base = base
    self._lastValue = initialValue
  }

  override var currentValue: Value {
    if let value = base.currentValue {
      lastValue = value
      return value
    }
    return lastValue
  }
  override var root: AnyObject { base.root }
  override var identity: SharedIdentity {
    let baseIdentity = base.identity
    return SharedIdentity(root: baseIdentity.root, path: baseIdentity.path + [\Value?.!])
  }
  override var isLoading: Bool { base.isLoading }
  override var loadError: (any Error)? { base.loadError }
  override var saveError: (any Error)? { base.saveError }
  override func load() async throws { try await base.load() }
  override func save() async throws { try await base.save() }
  override func touch() { base.touch() }

  override func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock { optional in
      var value = optional ?? lastValue
      defer {
        lastValue = value
        // A nil base stays nil: writing through an unwrapped reference does not resurrect it.
        if optional != nil { optional = value }
      }
      return try body(&value)
    }
  }

  override func snapshot(in tracker: SharedChangeTracker) -> Value? {
    base.snapshot(in: tracker) ?? nil
  }

  override func record(_ snapshot: Value, in tracker: SharedChangeTracker) {
    base.record(snapshot, in: tracker)
  }

  override var description: String { base.description }
}
