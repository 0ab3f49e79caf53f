import ConcurrencyExtras
import Dependencies

extension Effect {
  /// Makes this effect cancellable with `id`: a later `.cancel(id:)` (or another effect with the
  /// same id and `cancelInFlight: true`) cancels it.
  ///
  /// Ids are scoped to the store that runs the effect, and to the element (`forEach`) or child
  /// (`ifLet`) the reducer runs for. Cancellation is cooperative: the effect's task is cancelled,
  /// `Send` drops any further actions, and clocks throw `CancellationError` from `sleep`.
  ///
  /// - Parameters:
  ///   - id: Any hashable value; an empty `enum CancelID { case request }` is idiomatic.
  ///   - cancelInFlight: Cancel any effect already running with this id before starting this one
  ///     (so at most one runs: "latest wins").
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    guard !isNone else { return .none }
    return Self(operation: .cancellable(self, id: .current(id), cancelInFlight: cancelInFlight))
  }

  /// An effect that cancels every running effect marked `.cancellable(id:)` with `id`, in the
  /// same store and at the same place in the feature tree.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(.current(id)))
  }
}

/// Runs `operation` so that it can be cancelled with `Effect.cancel(id:)`, from inside an effect.
///
/// With `cancelInFlight: true`, any operation already running with the same id is cancelled
/// first: the tool for debouncing inside `Effect.run`
/// (`try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) { … }`).
/// Ids are shared with `Effect.cancellable(id:)` of the same store.
///
/// - Returns: The operation's result. If it throws, so does this function.
public func withTaskCancellation<T: Sendable, Failure: Error>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async throws(Failure) -> T
) async throws(Failure) -> T {
  try await CancellationRegistry.current.run(
    key: .current(id), cancelInFlight: cancelInFlight, operation: operation
  )
}

/// Something that can be cancelled once: an effect's task, or a queued effect waiting its turn.
final class CancellationToken: Sendable {
  private let state = Locked<(isCancelled: Bool, handlers: [@Sendable () -> Void])>((false, []))

  /// Whether `cancel()` has been called.
  var isCancelled: Bool { state.withLock { $0.isCancelled } }

  /// Cancels once; runs every handler (outside the lock).
  func cancel() {
    let handlers = state.withLock { state -> [@Sendable () -> Void] in
      guard !state.isCancelled else { return [] }
      state.isCancelled = true
      defer { state.handlers = [] }
      return state.handlers
    }
    for handler in handlers { handler() }
  }

  /// Runs `handler` on cancellation, or now if already cancelled.
  func onCancel(_ handler: @escaping @Sendable () -> Void) {
    let runNow = state.withLock { state -> Bool in
      if state.isCancelled { return true }
      state.handlers.append(handler)
      return false
    }
    if runNow { handler() }
  }
}

/// The running cancellable work of one store, by cancellation key.
///
/// Each store owns one, so ids never leak between stores (or between tests). Effects find it
/// through the task-local `current`; code outside any store uses a process-wide default.
final class CancellationRegistry: Sendable {
  @TaskLocal static var current = CancellationRegistry()

  private let tokens = Locked<[CancelKey: [ObjectIdentifier: CancellationToken]]>([:])

  /// Registers `token` under `key`; with `cancelInFlight`, first cancels what is there.
  func insert(_ token: CancellationToken, at key: CancelKey, cancelInFlight: Bool = false) {
    let cancelled = tokens.withLock { tokens -> [CancellationToken] in
      let previous = cancelInFlight ? Array((tokens.removeValue(forKey: key) ?? [:]).values) : []
      tokens[key, default: [:]][ObjectIdentifier(token)] = token
      return previous
    }
    for token in cancelled { token.cancel() }
  }

  /// Forgets `token` (its work finished).
  func remove(_ token: CancellationToken, at key: CancelKey) {
    tokens.withLock { tokens in
      tokens[key]?[ObjectIdentifier(token)] = nil
      if tokens[key]?.isEmpty == true { tokens[key] = nil }
    }
  }

  /// Cancels everything registered under `key`.
  func cancel(_ key: CancelKey) {
    let cancelled = tokens.withLock { tokens in
      Array((tokens.removeValue(forKey: key) ?? [:]).values)
    }
    for token in cancelled { token.cancel() }
  }

  /// Cancels everything registered under any key.
  func cancelAll() {
    let cancelled = tokens.withLock { tokens in
      defer { tokens = [:] }
      return tokens.values.flatMap(\.values)
    }
    for token in cancelled { token.cancel() }
  }

  /// How many keys have running work (for tests).
  var count: Int { tokens.withLock { $0.values.reduce(0) { $0 + $1.count } } }

  /// Runs `operation` in a child task registered under `key`, so cancelling the key (or the
  /// calling task) cancels it.
  func run<T: Sendable, Failure: Error>(
    key: CancelKey,
    cancelInFlight: Bool,
    operation: @escaping @Sendable () async throws(Failure) -> T
  ) async throws(Failure) -> T {
    let token = CancellationToken()
    let task = Task { () -> Result<T, Failure> in
      do throws(Failure) {
        return .success(try await operation())
      } catch {
        return .failure(error)
      }
    }
    token.onCancel { task.cancel() }
    insert(token, at: key, cancelInFlight: cancelInFlight)
    defer { remove(token, at: key) }
    let result = await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
    return try result.get()
  }
}

extension Task where Success == Never, Failure == Never {
  /// Cancels, from inside an effect, the effects and `withTaskCancellation(id:)` work of the same
  /// store running under `id`, as TCA's `Task.cancel(id:)` does:
  ///
  /// ```swift
  /// return .run { _ in
  ///   Task.cancel(id: CancelID.timer)
  /// }
  /// ```
  public static func cancel(id: some Hashable & Sendable) {
    CancellationRegistry.current.cancel(.current(id))
  }
}
