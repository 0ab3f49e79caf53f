import Dependencies
import Foundation
import IssueReporting

/// The live persistent references, one per key identity: what makes `@Shared(.inMemory("count"))`
/// in two features the same value.
///
/// A dependency, so each test gets its own (swift-dependencies gives every test fresh test
/// values): no shared value leaks from one test into the next. References are held weakly: when
/// the last holder of a key goes away, its reference does too (the storage keeps the value).
final class PersistentReferences: @unchecked Sendable {
  private final class Weak {
    weak var reference: AnyObject?
    init(_ reference: AnyObject) { self.reference = reference }
  }

  private let lock = NSRecursiveLock()
  private var references: [AnyHashable: Weak] = [:]

  /// The registry of the current dependency context.
  static var current: PersistentReferences {
    @Dependency(PersistentReferencesKey.self) var references
    return references
  }

  /// The live reference for `key`, or a new one starting from `defaultValue()`.
  func reference<Key: SharedReaderKey>(
    for key: Key, default defaultValue: @autoclosure () -> Key.Value
  ) -> SharedMutableReference<Key.Value> {
    let id = AnyHashable(key.id)
    return lock.withLock {
      if let existing = references[id]?.reference {
        if let reference = existing as? SharedMutableReference<Key.Value> {
          return reference
        }
        reportIssue(
          """
          '\(key)' already holds a value of another type than \(Key.Value.self); give each \
          shared value its own key. This one is not shared.
          """
        )
        return PersistentReference(key: key, defaultValue: defaultValue())
      }
      let reference = PersistentReference(key: key, defaultValue: defaultValue())
      let sendableID = UncheckedSendable(id)
      reference.onDeinit = { [weak self] in self?.remove(sendableID.value) }
      references[id] = Weak(reference)
      return reference
    }
  }

  private func remove(_ id: AnyHashable) {
    lock.withLock {
      // A newer reference may have taken the key after this one's last holder let go.
      if references[id]?.reference == nil { references[id] = nil }
    }
  }
}

private enum PersistentReferencesKey: DependencyKey {
  static var liveValue: PersistentReferences { PersistentReferences() }
  static var testValue: PersistentReferences { PersistentReferences() }
}
