extension SharedReaderKey {
  /// A key that carries its default value, so holders need not repeat it:
  ///
  /// ```swift
  /// extension SharedReaderKey where Self == AppStorageKey<Bool>.Default {
  ///   static var isHapticsOn: Self { Self[.appStorage("isHapticsOn"), default: true] }
  /// }
  /// @Shared(.isHapticsOn) var isHapticsOn
  /// ```
  public typealias Default = _SharedKeyDefault<Self>
}

/// A key and its default value (spelled `SomeKey.Default`).
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// The wrapped key's identity: a default does not make another stored value.
  public var id: Base.ID { base.id }

  /// The default value.
  public var initialValue: Base.Value { defaultValue() }

  /// `Self[.appStorage("isOn"), default: false]`.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  /// Loads through the wrapped key.
  public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    base.load(context: context, continuation: continuation)
  }

  /// Subscribes through the wrapped key.
  public func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    base.subscribe(context: context, subscriber: subscriber)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  /// Saves through the wrapped key.
  public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    base.save(value, context: context, continuation: continuation)
  }
}

extension _SharedKeyDefault: CustomStringConvertible {
  /// `.appStorage("isOn"), default: false`.
  public var description: String { "\(base), default: \(defaultValue())" }
}
