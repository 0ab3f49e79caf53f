import Foundation
import Observation

/// The reference behind `@Shared(key)` / `@SharedReader(key)`: the value, loaded from `key` when
/// created, updated when the key reports a change made elsewhere, and saved to it after each
/// `withLock` (when the key can save).
///
/// One exists per key identity at a time (see `PersistentReferences`), so every holder of the
/// same key shares it.
final class PersistentReference<Key: SharedReaderKey>: SharedMutableReference<Key.Value>,
  Observable, @unchecked Sendable
{
  typealias Value = Key.Value

  private let core = SharedStorageCore()
  let key: Key
  private let defaultValue: Value
  private var value: Value
  private var _isLoading = false
  private var _loadError: (any Error)?
  private var _saveError: (any Error)?
  private var subscription: SharedSubscription?
  /// Removes this reference from the registry that made it.
  var onDeinit: (@Sendable () -> Void)?

  init(key: Key, defaultValue: Value) {
    self.key = key
    self.defaultValue = defaultValue
    self.value = defaultValue
    super.init()
    let apply: @Sendable (Result<Value?, any Error>) -> Void = { [weak self] result in
      self?.apply(result)
    }
    _isLoading = true
    key.load(
      context: .initialValue(defaultValue),
      continuation: LoadContinuation(String(describing: key), callback: apply)
    )
    subscription = key.subscribe(
      context: .initialValue(defaultValue),
      subscriber: SharedSubscriber(
        callback: apply,
        onLoading: { [weak self] isLoading in self?.setLoading(isLoading) }
      )
    )
  }

  deinit {
    subscription?.cancel()
    onDeinit?()
  }

  /// A loaded value, the default (`nil`), or a failure (the value stays as it is).
  private func apply(_ result: Result<Value?, any Error>) {
    switch result {
    case let .success(newValue):
      core.registrar.withMutation(of: self, keyPath: \.value) {
        core.lock.withLock {
          value = newValue ?? defaultValue
          _isLoading = false
          _loadError = nil
        }
      }
    case let .failure(error):
      core.registrar.withMutation(of: self, keyPath: \.value) {
        core.lock.withLock {
          _isLoading = false
          _loadError = error
        }
      }
    }
  }

  private func setLoading(_ isLoading: Bool) {
    core.registrar.withMutation(of: self, keyPath: \.value) {
      core.lock.withLock { _isLoading = isLoading }
    }
  }

  override var currentValue: Value {
    core.registrar.access(self, keyPath: \.value)
    return core.lock.withLock { value }
  }

  override var isLoading: Bool { core.lock.withLock { _isLoading } }
  override var loadError: (any Error)? { core.lock.withLock { _loadError } }
  override var saveError: (any Error)? { core.lock.withLock { _saveError } }

  override func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try core.registrar.withMutation(of: self, keyPath: \.value) {
      try core.lock.withLock {
        let result = try body(&value)
        // Saved inside the lock, so saves reach the key in the order the writes happened.
        if let key = key as? any SharedKey<Value> {
          // The name, not the key: a continuation a key keeps must not keep the key alive.
          let name = String(describing: key)
          key.save(
            value, context: .didSet,
            continuation: SaveContinuation(name) { [weak self] result in
              self?.recordSave(result)
            }
          )
        }
        return result
      }
    }
  }

  private func recordSave(_ result: Result<Void, any Error>) {
    core.lock.withLock {
      switch result {
      case .success: _saveError = nil
      case let .failure(error): _saveError = error
      }
    }
  }

  override func touch() {
    core.registrar.withMutation(of: self, keyPath: \.value) {}
  }

  override func load() async throws {
    setLoading(true)
    let result: Result<Value?, any Error> = await withCheckedContinuation { continuation in
      key.load(
        context: .userInitiated,
        continuation: LoadContinuation(String(describing: self.key)) {
          continuation.resume(returning: $0)
        }
      )
    }
    apply(result)
    if case let .failure(error) = result { throw error }
  }

  override func save() async throws {
    guard let key = key as? any SharedKey<Value> else { return }
    let value = core.lock.withLock { self.value }
    let name = String(describing: key)
    let result: Result<Void, any Error> = await withCheckedContinuation { continuation in
      key.save(
        value, context: .userInitiated,
        continuation: SaveContinuation(name) { continuation.resume(returning: $0) }
      )
    }
    recordSave(result)
    if case let .failure(error) = result { throw error }
  }

  override var description: String { "\(key)" }
}
