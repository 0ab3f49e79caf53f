import Foundation
import IssueReporting

/// How a key hands a loaded value back (`SharedReaderKey.load`). Resume it exactly once.
public struct LoadContinuation<Value>: Sendable {
  private let once: ResumeOnce<Result<Value?, any Error>>

  /// A continuation calling `callback` with the result; `description` names the key in issues.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    once = ResumeOnce(description: description, callback: callback, leakedValue: .success(nil))
  }

  /// The value was loaded.
  public func resume(returning value: Value) { resume(with: .success(value)) }
  /// Loading failed; the shared value keeps what it had and reports `loadError`.
  public func resume(throwing error: any Error) { resume(with: .failure(error)) }
  /// Storage had nothing: the shared value takes its default.
  public func resumeReturningInitialValue() { resume(with: .success(nil)) }
  /// Resumes with a result (`nil` meaning "the default").
  public func resume(with result: Result<Value?, any Error>) { once.resume(result) }
}

/// How a key reports that a save finished (`SharedKey.save`). Resume it exactly once.
public struct SaveContinuation: Sendable {
  private let once: ResumeOnce<Result<Void, any Error>>

  /// A continuation calling `callback` with the result.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Void, any Error>) -> Void
  ) {
    once = ResumeOnce(description: description, callback: callback, leakedValue: .success(()))
  }

  /// The value was saved.
  public func resume() { resume(with: .success(())) }
  /// Saving failed; the shared value reports `saveError`.
  public func resume(throwing error: any Error) { resume(with: .failure(error)) }
  /// Resumes with a result.
  public func resume(with result: Result<Void, any Error>) { once.resume(result) }
}

/// How a key tells a shared value about changes made elsewhere (`SharedReaderKey.subscribe`).
public struct SharedSubscriber<Value>: Sendable {
  let callback: @Sendable (Result<Value?, any Error>) -> Void
  let onLoading: (@Sendable (Bool) -> Void)?

  /// A subscriber calling `callback` with each new value (`nil` meaning "the default").
  public init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLoading: (@Sendable (Bool) -> Void)? = nil
  ) {
    self.callback = callback
    self.onLoading = onLoading
  }

  /// Storage now holds `value`.
  public func yield(_ value: Value) { yield(with: .success(value)) }
  /// Storage no longer holds a value: the shared value goes back to its default.
  public func yieldReturningInitialValue() { yield(with: .success(nil)) }
  /// Reading storage failed.
  public func yield(throwing error: any Error) { yield(with: .failure(error)) }
  /// Whether storage is loading a new value.
  public func yieldLoading(_ isLoading: Bool = true) { onLoading?(isLoading) }
  /// Yields a result (`nil` meaning "the default").
  public func yield(with result: Result<Value?, any Error>) { callback(result) }
}

/// Stops a key's subscription: when cancelled, or when the last copy goes away.
public struct SharedSubscription: Sendable {
  private final class Box: @unchecked Sendable {
    private let lock = NSLock()
    private var onCancel: (@Sendable () -> Void)?

    init(_ onCancel: @escaping @Sendable () -> Void) { self.onCancel = onCancel }

    func cancel() {
      let onCancel = lock.withLock {
        defer { self.onCancel = nil }
        return self.onCancel
      }
      onCancel?()
    }

    deinit { cancel() }
  }

  private let box: Box

  /// A subscription running `cancel` once.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    box = Box(cancel)
  }

  /// Stops the subscription (once; later calls do nothing).
  public func cancel() { box.cancel() }
}

/// A callback that must run exactly once: a second resume and a continuation dropped without
/// resuming are the key's bugs, reported rather than crashing or hanging the caller.
private final class ResumeOnce<Result>: @unchecked Sendable {
  private let lock = NSLock()
  private var callback: (@Sendable (Result) -> Void)?
  private let description: @Sendable () -> String
  private let leakedValue: Result

  init(
    description: @escaping @Sendable () -> String,
    callback: @escaping @Sendable (Result) -> Void,
    leakedValue: Result
  ) {
    self.description = description
    self.callback = callback
    self.leakedValue = leakedValue
  }

  private var name: String {
    let description = description()
    return description.isEmpty ? "A shared key" : "'\(description)'"
  }

  func resume(_ result: Result) {
    let callback = lock.withLock {
      defer { self.callback = nil }
      return self.callback
    }
    guard let callback else {
      reportIssue("\(name) resumed its continuation more than once; resume it exactly once.")
      return
    }
    callback(result)
  }

  deinit {
    guard let callback else { return }
    reportIssue(
      """
      \(name) dropped its continuation without resuming it; resume it exactly once (with a \
      value, an error, or the default).
      """
    )
    callback(leakedValue)
  }
}
