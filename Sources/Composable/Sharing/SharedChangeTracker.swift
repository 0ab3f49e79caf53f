import Dependencies
import Foundation

/// What a `TestStore` uses to assert changes to shared state.
///
/// Shared state is a reference: the state before an action and the state after it hold the same
/// `Shared`, so comparing them can never show a change. While the store runs the feature, the
/// tracker *records* each shared reference's value from just before the feature first changed it
/// (its snapshot). While the store checks a test's assertion, the tracker *asserts*: reading a
/// recorded reference gives its snapshot, `withLock` mutates the snapshot, and `==` compares the
/// snapshot with the reference's actual value. So `$0.$count.withLock { $0 = 1 }` in a trailing
/// closure states what the shared value became, exactly as for ordinary state.
final class SharedChangeTracker: @unchecked Sendable, Hashable {
  /// One reference's snapshot and where the first change to it was made.
  struct Change {
    let reference: AnyObject
    var snapshot: Any
    var isAsserted = false
    let describe: (Any) -> String
  }

  private let lock = NSLock()
  private var changes: [ObjectIdentifier: Change] = [:]

  /// The tracker whose snapshots the current task reads and writes, if it is asserting.
  @TaskLocal static var asserting: SharedChangeTracker?

  /// Whether the feature changed shared state since the last `reset()`.
  var hasChanges: Bool { lock.withLock { !changes.isEmpty } }

  /// Changes that no `==` compared since the last `reset()`, described as
  /// `Shared<Int>(inMemory "count"): 0 → 1`.
  var unassertedChanges: [String] {
    lock.withLock { changes.values.filter { !$0.isAsserted }.map { $0.describe($0.snapshot) } }
  }

  /// The recorded snapshot of `reference`, if the feature changed it.
  func snapshot<Value>(of reference: AnyObject, as _: Value.Type) -> Value? {
    lock.withLock { changes[ObjectIdentifier(reference)]?.snapshot as? Value }
  }

  /// Records `snapshot` for `reference` (replacing an earlier one).
  func record(
    _ snapshot: Any, of reference: AnyObject, describe: @escaping (_ snapshot: Any) -> String
  ) {
    lock.withLock {
      if changes[ObjectIdentifier(reference)] != nil {
        changes[ObjectIdentifier(reference)]!.snapshot = snapshot
      } else {
        changes[ObjectIdentifier(reference)] = Change(
          reference: reference, snapshot: snapshot, describe: describe
        )
      }
    }
  }

  /// Marks `reference`'s change as compared by an assertion.
  func markAsserted(_ reference: AnyObject) {
    lock.withLock { changes[ObjectIdentifier(reference)]?.isAsserted = true }
  }

  /// Forgets every snapshot: the next action starts from the values as they are now.
  func reset() {
    lock.withLock { changes.removeAll() }
  }

  /// Makes the feature that runs with `dependencies` record its shared changes here.
  func track(_ dependencies: inout DependencyValues) {
    dependencies[SharedChangeTrackersKey.self].append(self)
  }

  /// Runs `body` with this tracker asserting (see the type's documentation).
  func assert<R>(_ body: () throws -> R) rethrows -> R {
    try Self.$asserting.withValue(self, operation: body)
  }

  static func == (lhs: SharedChangeTracker, rhs: SharedChangeTracker) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The trackers recording shared changes for the code running now: the test stores whose
/// feature (reducer or effect) this is. Empty outside tests.
enum SharedChangeTrackersKey: DependencyKey {
  static var liveValue: [SharedChangeTracker] { [] }
  static var testValue: [SharedChangeTracker] { [] }
}
