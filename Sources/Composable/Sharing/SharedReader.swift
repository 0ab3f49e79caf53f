import CustomDump
import Dependencies
import Foundation
import Observation

/// A read-only shared value, as swift-sharing's `@SharedReader`: a feature that must see a value
/// other features own, without being able to change it.
///
/// ```swift
/// @SharedReader(.appStorage("volume")) var volume = 0.5
/// @SharedReader var count: Int   // handed in by a parent: `State(count: SharedReader($count))`
/// ```
@dynamicMemberLookup
@propertyWrapper
public struct SharedReader<Value> {
  let box: SharedReferenceBox<SharedReadableReference<Value>>

  var reference: SharedReadableReference<Value> { box.reference }

  init(reference: SharedReadableReference<Value>) {
    box = SharedReferenceBox(reference)
  }

  /// A read-only view of a shared value: it changes when `base` does.
  public init(_ base: Shared<Value>) {
    self.init(reference: base.reference)
  }

  /// A shared reader of a value that never changes (previews, tests).
  public init(value: sending Value) {
    self.init(reference: SharedValueReference(value))
  }

  /// A shared reader of a value that never changes.
  public static func constant(_ value: sending Value) -> Self {
    Self(value: value)
  }

  /// Unwraps a shared optional: `nil` when it is `nil` now; afterwards, the value it had last.
  public init?(_ base: SharedReader<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    let lastValue = UncheckedSendable(value)
    self.init(
      reference: SharedMappedReference(base: base.reference, pathComponent: \Value?.!) {
        // Keeps the first value readable after the base becomes nil.
        $0 ?? lastValue.value
      }
    )
  }

  /// The property-wrapper form of passing a shared reader on.
  public init(projectedValue: Self) {
    self = projectedValue
  }

  /// The shared value. Under a `TestStore` assertion, the value the test expects.
  public var wrappedValue: Value {
    reference.valueForHolder
  }

  /// This reader, to pass on or to derive a part of (`$settings.volume`).
  public var projectedValue: Self {
    get { self }
    nonmutating set { box.reference = newValue.reference }
  }

  /// A shared reader of a part of this value.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    let sendableKeyPath = UncheckedSendable(keyPath)
    return SharedReader<Member>(
      reference: SharedMappedReference(base: reference, pathComponent: keyPath) {
        $0[keyPath: sendableKeyPath.value]
      }
    )
  }

  /// A shared reader of a value computed from this one.
  public func read<Member>(
    _ transform: @escaping @Sendable (Value) -> Member
  ) -> SharedReader<Member> {
    SharedReader<Member>(
      reference: SharedMappedReference(base: reference, pathComponent: nil, transform: transform)
    )
  }

  /// Loads the value from its key again.
  public func load() async throws {
    try await reference.load()
  }

  /// Whether the value is being loaded from its key.
  public var isLoading: Bool { reference.isLoading }

  /// Why the last load from the key failed.
  public var loadError: (any Error)? { reference.loadError }
}

extension SharedReader: Sendable {}

extension SharedReader: Observable {}

extension SharedReader: Equatable where Value: Equatable {
  /// Compares the values (under a `TestStore` assertion, as `Shared`'s `==`).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    SharedReadableReference.holdersEqual(lhs.reference, rhs.reference)
  }
}

extension SharedReader: Identifiable where Value: Identifiable {
  /// The value's id.
  public var id: Value.ID { wrappedValue.id }
}

extension SharedReader: CustomStringConvertible {
  /// `SharedReader<Int>(value: 1)`.
  public var description: String {
    "SharedReader<\(Value.self)>(\(reference.description))"
  }
}

extension SharedReader: CustomReflectable {
  /// Dumps as the value it holds.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

extension SharedReader: CustomDumpRepresentable {
  /// Dumps as the value it holds.
  public var customDumpValue: Any { wrappedValue }
}

extension SharedReader: _CustomDiffObject {
  /// What the test expected against what the feature produced (see `Shared`).
  public var _customDiffValues: (Any, Any) {
    reference.expectedAndActual
  }

  /// Compared as one object across the expected and actual states.
  public var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(reference) }
}
