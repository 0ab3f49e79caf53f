import Dependencies
import Foundation

extension SharedReaderKey {
  /// Keeps the value in memory for the life of the app (of the test, under test), shared by every
  /// holder of the same `key`: `@Shared(.inMemory("count")) var count = 0`.
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key)
  }
}

/// The in-memory persistence strategy (see `SharedReaderKey.inMemory(_:)`).
public struct InMemoryKey<Value: Sendable>: SharedKey {
  private let key: String
  private let storage: InMemoryStorage

  init(_ key: String) {
    @Dependency(\.defaultInMemoryStorage) var storage
    self.key = key
    self.storage = storage
  }

  /// The key's name in its storage.
  public var id: InMemoryKeyID {
    InMemoryKeyID(key: key, storage: ObjectIdentifier(storage))
  }

  /// The stored value; the first load stores the default, so later holders start from it.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    if let value = storage.value(forKey: key, storing: context.initialValue) as? Value {
      continuation.resume(returning: value)
    } else {
      continuation.resumeReturningInitialValue()
    }
  }

  /// Nothing outside this process changes memory.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  /// Stores the value.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    storage.setValue(value, forKey: key)
    continuation.resume()
  }
}

extension InMemoryKey: CustomStringConvertible {
  /// `.inMemory("count")`.
  public var description: String { ".inMemory(\(String(reflecting: key)))" }
}

/// An in-memory key's identity: its name in its storage.
public struct InMemoryKeyID: Hashable, Sendable {
  let key: String
  let storage: ObjectIdentifier
}

/// Where `.inMemory` values live: one per app, a fresh one per test.
public final class InMemoryStorage: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: any Sendable] = [:]

  /// An empty storage.
  public init() {}

  func value(forKey key: String, storing initialValue: (any Sendable)?) -> (any Sendable)? {
    lock.withLock {
      if let value = values[key] { return value }
      if let initialValue { values[key] = initialValue }
      return initialValue
    }
  }

  func setValue(_ value: any Sendable, forKey key: String) {
    lock.withLock { values[key] = value }
  }
}

extension DependencyValues {
  /// The storage `.inMemory` keys use: shared for the whole app live, fresh in each test.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[InMemoryStorageKey.self] }
    set { self[InMemoryStorageKey.self] = newValue }
  }
}

private enum InMemoryStorageKey: DependencyKey {
  static var liveValue: InMemoryStorage { InMemoryStorage() }
  static var testValue: InMemoryStorage { InMemoryStorage() }
}
