/// The effects started by one `Store.send`: wait for them with `finish()` or stop them with
/// `cancel()`.
public struct StoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  init(rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  /// Cancels the effects (and the effects started by actions they sent).
  public func cancel() {
    rawValue?.cancel()
  }

  /// Waits until the effects, and effects started by actions they sent, have finished.
  ///
  /// Cancelling the task that awaits `finish()` cancels the effects.
  public func finish() async {
    guard let rawValue else { return }
    await withTaskCancellationHandler {
      await rawValue.value
    } onCancel: {
      rawValue.cancel()
    }
  }

  /// Whether the effects were cancelled; `true` when the send started no effect at all.
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}
