import CustomDump
import Dependencies
import Foundation
import Observation

/// A value several features read and write, as swift-sharing's `@Shared` (re-exported by TCA).
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   @Shared(.inMemory("count")) var count = 0   // shared with every holder of the key
///   @Shared var settings: Settings                // handed in by a parent: `State(settings: $s)`
/// }
///
/// $count.withLock { $0 += 1 }                     // mutate with exclusive access
/// ```
///
/// Copies of a `Shared` refer to one value; so do two `@Shared` properties created with the same
/// key (`.inMemory("count")`, `.fileStorage(url)`, `.appStorage("key")`). A persisted value is
/// loaded when the first holder is created and saved after each `withLock`.
///
/// In a `TestStore`, assert a change to shared state in the trailing closure like any other:
/// `await store.send(.increment) { $0.$count.withLock { $0 = 1 } }`.
@dynamicMemberLookup
@propertyWrapper
public struct Shared<Value> {
  let box: SharedReferenceBox<SharedMutableReference<Value>>

  var reference: SharedMutableReference<Value> { box.reference }

  init(reference: SharedMutableReference<Value>) {
    box = SharedReferenceBox(reference)
  }

  /// A shared reference to `value`, not persisted anywhere: pass `$value` to share it.
  public init(value: sending Value) {
    self.init(reference: SharedValueReference(value))
  }

  /// Unwraps a shared optional: `nil` when it is `nil` now; afterwards, the value it had last.
  public init?(_ base: Shared<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(reference: SharedUnwrappedReference(base: base.reference, initialValue: value))
  }

  /// The property-wrapper form of passing a shared reference on: `_count = Shared(projectedValue: $count)`
  /// or, in an initializer, `self._count = count`.
  public init(projectedValue: Self) {
    self = projectedValue
  }

  /// The shared value. Under a `TestStore` assertion, the value the test expects.
  public var wrappedValue: Value {
    get {
      reference.valueForHolder
    }
    @available(
      *, deprecated,
      message: "Use '$shared.withLock' to modify a shared value with exclusive access."
    )
    nonmutating set {
      withLock { $0 = newValue }
    }
  }

  /// Mutates the shared value with exclusive access: no other thread reads or writes it until
  /// `operation` returns. Observers are told, and a persisted value is saved, afterwards.
  public func withLock<R>(
    _ operation: (inout Value) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> R {
    let reference = self.reference
    if let tracker = SharedChangeTracker.asserting {
      // A test's assertion: it states the expected value, which lives in the snapshot.
      var expected = reference.snapshot(in: tracker) ?? reference.currentValue
      defer { reference.record(expected, in: tracker) }
      return try operation(&expected)
    }
    @Dependency(SharedChangeTrackersKey.self) var trackers
    if !trackers.isEmpty {
      // A feature under a TestStore: keep the value from before its first change.
      let before = reference.currentValue
      for tracker in trackers where reference.snapshot(in: tracker) == nil {
        reference.record(before, in: tracker)
      }
    }
    return try reference.withLock(operation)
  }

  /// This shared reference, to pass on (`Child.State(count: $count)`), to derive a part of it
  /// (`$settings.volume`), or to retarget (`$count = Shared(value: 0)`).
  public var projectedValue: Self {
    get { self }
    nonmutating set {
      // Readers of the old reference must hear that this holder now reads another value.
      let old = box.reference
      box.reference = newValue.reference
      old.touch()
    }
  }

  /// A shared reference to a part of this value: `$settings.volume`. Writing to it writes here.
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Shared<Member> {
    Shared<Member>(reference: SharedKeyPathReference(base: reference, keyPath: keyPath))
  }

  /// A read-only shared reference to a part of this value reached through a read-only key path.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value, Member>
  ) -> SharedReader<Member> {
    SharedReader(self)[dynamicMember: keyPath]
  }

  /// A read-only shared reference to a value computed from this one: `$items.read(\.count)` is
  /// spelled `$items.count`; use this for what a key path cannot say.
  public func read<Member>(
    _ transform: @escaping @Sendable (Value) -> Member
  ) -> SharedReader<Member> {
    SharedReader(self).read(transform)
  }

  /// Loads the value from its key again (a file changed behind the app's back, say).
  public func load() async throws {
    try await reference.load()
  }

  /// Whether the value is being loaded from its key.
  public var isLoading: Bool { reference.isLoading }

  /// Why the last load from the key failed (the value kept its previous or default value).
  public var loadError: (any Error)? { reference.loadError }

  /// Saves the value to its key now, rather than when the key would (file storage coalesces).
  public func save() async throws {
    try await reference.save()
  }

  /// Why the last save to the key failed.
  public var saveError: (any Error)? { reference.saveError }
}

extension Shared: Sendable {}

extension Shared: Observable {}

extension Shared: Equatable where Value: Equatable {
  /// Compares the values. Under a `TestStore` assertion, comparing a shared reference with
  /// itself compares the value the test expects with the value the feature produced.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    SharedReadableReference.holdersEqual(lhs.reference, rhs.reference)
  }
}

extension Shared: Identifiable where Value: Identifiable {
  /// The value's id.
  public var id: Value.ID { wrappedValue.id }
}

extension Shared: CustomStringConvertible {
  /// `Shared<Int>(value: 1)`, `Shared<Int>(.inMemory("count"): 1)`.
  public var description: String {
    "Shared<\(Value.self)>(\(reference.description))"
  }
}

extension Shared: CustomReflectable {
  /// Dumps as the value it holds.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

extension Shared: CustomDumpRepresentable {
  /// Dumps as the value it holds.
  public var customDumpValue: Any { wrappedValue }
}

extension Shared: _CustomDiffObject {
  /// A test failure's diff of a shared value: what the test expected (the snapshot) against
  /// what the feature produced.
  public var _customDiffValues: (Any, Any) {
    reference.expectedAndActual
  }

  /// Shared values are compared as one object across the expected and actual states.
  public var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(reference) }
}
