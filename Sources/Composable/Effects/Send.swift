/// The way an `Effect.run` feeds actions back into the store: `await send(.response(value))`.
///
/// Once the effect is cancelled, `send` silently drops actions, so a cancelled request can never
/// write a stale result into state.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  /// Creates a `Send` that forwards each action to `send`. Useful in tests of effect helpers.
  public nonisolated init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` to the store, unless the current task is cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}

extension Send {
  /// A `Send` for `Child` actions that embeds each one with `transform` before sending it here.
  func map<Child>(_ transform: @escaping @Sendable (Child) -> Action) -> Send<Child> {
    Send<Child> { child in self.send(transform(child)) }
  }
}
