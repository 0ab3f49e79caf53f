import Dependencies

/// A persistence strategy that can also save: what `@Shared(.fileStorage(url))`,
/// `@Shared(.appStorage("key"))` and `@Shared(.inMemory("key"))` are, and what a custom
/// strategy conforms to.
public protocol SharedKey<Value>: SharedReaderKey {
  /// Saves `value`; resume `continuation` once when done or failed.
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}

/// Why a key is asked to save.
public enum SaveContext: Hashable, Sendable {
  /// After a `withLock` mutation: a key may coalesce frequent saves.
  case didSet
  /// Someone called `save()`: save now.
  case userInitiated
}

extension Shared {
  /// A shared reference to the value stored under `key`, `wrappedValue` when storage has none:
  /// `@Shared(.inMemory("count")) var count = 0`.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(reference: PersistentReferences.current.reference(for: key, default: wrappedValue()))
  }

  /// A shared reference to an optional stored under `key`, `nil` when storage has none.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// A shared reference to the value stored under a key that carries its default
  /// (`SharedKey.Default`): `@Shared(.isOn) var isOn`.
  public init<Key: SharedKey<Value>>(_ key: Key.Default) {
    self.init(wrappedValue: key.initialValue, key.base)
  }

  /// As ``init(_:)-(Key.Default)``, overriding the key's default.
  public init<Key: SharedKey<Value>>(wrappedValue: @autoclosure () -> Value, _ key: Key.Default) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }

  /// A non-optional value needs a default: `@Shared(.inMemory("count")) var count = 0`.
  @available(*, unavailable, message: "Assign a default value")
  public init(_ key: some SharedKey<Value>) {
    fatalError()
  }

  /// Points this shared reference (and every copy) at `key`, then loads it.
  public func load(_ key: some SharedKey<Value>) async throws {
    projectedValue = Shared(
      reference: PersistentReferences.current.reference(for: key, default: wrappedValue)
    )
    try await load()
  }
}
