import Dependencies

/// Where a shared value is loaded from, and how changes made elsewhere reach it: the read half of
/// a persistence strategy, as swift-sharing's protocol. `SharedKey` adds saving.
///
/// Two `@SharedReader`/`@Shared` properties whose keys have equal ``id``s share one value.
public protocol SharedReaderKey<Value>: Sendable {
  /// The type of the value stored.
  associatedtype Value: Sendable
  /// What makes two keys refer to the same stored value.
  associatedtype ID: Hashable = Self

  /// This key's identity (the key itself by default).
  var id: ID { get }

  /// Loads the value; resume `continuation` exactly once, with the value, an error, or
  /// `resumeReturningInitialValue()` when storage has nothing.
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

  /// Starts telling `subscriber` about changes made outside this process (or by other code);
  /// returns what stops it.
  func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription
}

extension SharedReaderKey where ID == Self {
  /// The key itself.
  public var id: ID { self }
}

/// Why a key is asked to load.
public enum LoadContext<Value> {
  /// The first holder was created with this default value.
  case initialValue(Value)
  /// Someone called `load()` explicitly.
  case userInitiated

  /// The default value, when this is a first load.
  public var initialValue: Value? {
    guard case let .initialValue(value) = self else { return nil }
    return value
  }
}

extension LoadContext: Sendable where Value: Sendable {}
extension LoadContext: Equatable where Value: Equatable {}
extension LoadContext: Hashable where Value: Hashable {}

extension SharedReader {
  /// A shared reader of the value stored under `key`, `wrappedValue` when storage has none:
  /// `@SharedReader(.appStorage("volume")) var volume = 0.5`.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
    self.init(reference: PersistentReferences.current.reference(for: key, default: wrappedValue()))
  }

  /// A shared reader of an optional stored under `key`, `nil` when storage has none.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedReaderKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// A shared reader of the value stored under a key that carries its default
  /// (`SharedReaderKey.Default`).
  public init<Key: SharedReaderKey<Value>>(_ key: Key.Default) {
    self.init(wrappedValue: key.initialValue, key.base)
  }

  /// As ``init(_:)-(Key.Default)``, overriding the key's default.
  public init<Key: SharedReaderKey<Value>>(
    wrappedValue: @autoclosure () -> Value, _ key: Key.Default
  ) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }

  /// A non-optional value needs a default: `@SharedReader(.appStorage("volume")) var volume = 0.5`.
  @available(*, unavailable, message: "Assign a default value")
  public init(_ key: some SharedReaderKey<Value>) {
    fatalError()
  }
}
