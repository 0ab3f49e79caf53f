import Dependencies
import Foundation

/// The app-storage persistence strategy: a value in `UserDefaults`, as swift-sharing's
/// `.appStorage("key")`. Property-list values only (`Bool`, `Int`, `Double`, `String`, `URL`,
/// `Data`, `Date`, their optionals, and `RawRepresentable`s of `Int` or `String`).
public struct AppStorageKey<Value: Sendable>: SharedKey {
  private let key: String
  private let store: UncheckedSendable<UserDefaults>
  private let read: @Sendable (Any) -> Value?
  private let write: @Sendable (Value) -> Any?

  init(
    key: String,
    store: UserDefaults?,
    read: @escaping @Sendable (Any) -> Value?,
    write: @escaping @Sendable (Value) -> Any?
  ) {
    @Dependency(\.defaultAppStorage) var defaultStore
    self.key = key
    self.store = UncheckedSendable(store ?? defaultStore)
    self.read = read
    self.write = write
  }

  /// The defaults key, in its store.
  public var id: AppStorageKeyID {
    AppStorageKeyID(key: key, store: ObjectIdentifier(store.value))
  }

  /// The stored value; the default when nothing (or a value of another type) is stored.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(with: .success(currentValue()))
  }

  /// Listens for `UserDefaults.didChangeNotification`. Apple platforms post it for every change
  /// to the defaults; swift-corelibs-foundation (Linux) posts none, so there a value written to
  /// `UserDefaults` directly, not through a `Shared`, is seen only by holders created afterwards.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    // Any defaults change posts the notification: yield only when this key's object changed.
    let lastSeen = LockIsolated(UncheckedSendable(store.value.object(forKey: key) as? AnyHashable))
    let observer = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: nil, queue: nil
    ) { [store, key] _ in
      let now = UncheckedSendable(store.value.object(forKey: key) as? AnyHashable)
      let changed = lastSeen.withValue { lastSeen in
        defer { lastSeen = now }
        return lastSeen.value != now.value
      }
      if changed { subscriber.yield(with: .success(currentValue())) }
    }
    let sendableObserver = UncheckedSendable(observer)
    return SharedSubscription {
      NotificationCenter.default.removeObserver(sendableObserver.value)
    }
  }

  /// Writes the value (removing the key for `nil`).
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    if let object = write(value) {
      store.value.set(object, forKey: key)
    } else {
      store.value.removeObject(forKey: key)
    }
    continuation.resume()
  }

  private func currentValue() -> Value? {
    store.value.object(forKey: key).flatMap(read)
  }
}

extension AppStorageKey: CustomStringConvertible {
  /// `.appStorage("isOn")`.
  public var description: String { ".appStorage(\(String(reflecting: key)))" }
}

/// An app storage key's identity: the defaults key, in its store.
public struct AppStorageKeyID: Hashable, Sendable {
  let key: String
  let store: ObjectIdentifier
}

extension DependencyValues {
  /// The `UserDefaults` `.appStorage` keys use: `.standard` live; under test a fresh suite per
  /// test, never written to disk.
  public var defaultAppStorage: UserDefaults {
    get { self[AppStorageDependencyKey.self].value }
    set { self[AppStorageDependencyKey.self] = UncheckedSendable(newValue) }
  }
}

private enum AppStorageDependencyKey: DependencyKey {
  static var liveValue: UncheckedSendable<UserDefaults> { UncheckedSendable(.standard) }
  static var testValue: UncheckedSendable<UserDefaults> {
    UncheckedSendable(UserDefaults(suiteName: "composable.tests.\(UUID().uuidString)")!)
  }
}

// MARK: - The spellings

/// Reads a property-list value of type `T`, also when stored as another numeric type.
private func plist<T>(_: T.Type) -> @Sendable (Any) -> T? {
  { $0 as? T }
}

extension SharedReaderKey {
  /// A `Bool` in `UserDefaults`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool> {
    AppStorageKey(key: key, store: store, read: plist(Bool.self), write: { $0 })
  }
  /// An `Int` in `UserDefaults`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int> {
    AppStorageKey(key: key, store: store, read: plist(Int.self), write: { $0 })
  }
  /// A `Double` in `UserDefaults`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double> {
    AppStorageKey(key: key, store: store, read: plist(Double.self), write: { $0 })
  }
  /// A `String` in `UserDefaults`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String> {
    AppStorageKey(key: key, store: store, read: plist(String.self), write: { $0 })
  }
  /// A `URL` in `UserDefaults` (stored as its absolute string).
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL> {
    AppStorageKey(
      key: key, store: store, read: { ($0 as? String).flatMap(URL.init(string:)) },
      write: { $0.absoluteString }
    )
  }
  /// `Data` in `UserDefaults`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data> {
    AppStorageKey(key: key, store: store, read: plist(Data.self), write: { $0 })
  }
  /// A `Date` in `UserDefaults`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date> {
    AppStorageKey(key: key, store: store, read: plist(Date.self), write: { $0 })
  }
  /// A `RawRepresentable` with `Int` raw values in `UserDefaults`.
  public static func appStorage<Value: RawRepresentable<Int> & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(
      key: key, store: store, read: { ($0 as? Int).flatMap(Value.init(rawValue:)) },
      write: { $0.rawValue }
    )
  }
  /// A `RawRepresentable` with `String` raw values in `UserDefaults`.
  public static func appStorage<Value: RawRepresentable<String> & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(
      key: key, store: store, read: { ($0 as? String).flatMap(Value.init(rawValue:)) },
      write: { $0.rawValue }
    )
  }

  // Optionals: `nil` removes the key.

  /// An optional `Bool` in `UserDefaults`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool?> {
    AppStorageKey(key: key, store: store, read: { .some($0 as? Bool) }, write: { $0 })
  }
  /// An optional `Int` in `UserDefaults`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int?> {
    AppStorageKey(key: key, store: store, read: { .some($0 as? Int) }, write: { $0 })
  }
  /// An optional `Double` in `UserDefaults`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double?> {
    AppStorageKey(key: key, store: store, read: { .some($0 as? Double) }, write: { $0 })
  }
  /// An optional `String` in `UserDefaults`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String?> {
    AppStorageKey(key: key, store: store, read: { .some($0 as? String) }, write: { $0 })
  }
  /// An optional `URL` in `UserDefaults`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL?> {
    AppStorageKey(
      key: key, store: store, read: { .some(($0 as? String).flatMap(URL.init(string:))) },
      write: { $0?.absoluteString }
    )
  }
  /// Optional `Data` in `UserDefaults`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data?> {
    AppStorageKey(key: key, store: store, read: { .some($0 as? Data) }, write: { $0 })
  }
  /// An optional `Date` in `UserDefaults`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date?> {
    AppStorageKey(key: key, store: store, read: { .some($0 as? Date) }, write: { $0 })
  }
  /// An optional `RawRepresentable` with `Int` raw values in `UserDefaults`.
  public static func appStorage<Wrapped: RawRepresentable<Int> & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Wrapped?> {
    AppStorageKey(
      key: key, store: store, read: { .some(($0 as? Int).flatMap(Wrapped.init(rawValue:))) },
      write: { $0?.rawValue }
    )
  }
  /// An optional `RawRepresentable` with `String` raw values in `UserDefaults`.
  public static func appStorage<Wrapped: RawRepresentable<String> & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Wrapped?> {
    AppStorageKey(
      key: key, store: store, read: { .some(($0 as? String).flatMap(Wrapped.init(rawValue:))) },
      write: { $0?.rawValue }
    )
  }
}
