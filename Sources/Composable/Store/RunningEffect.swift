import IssueReporting

/// One effect task of a store: everything its task, its `Send` and the store's books share.
///
/// One object per effect, because starting effects is a hot path: the task's body and the
/// `Send` capture only this record, so neither needs a closure context of its own, and the
/// record is also the effect's node in the store's in-flight list.
final class RunningEffect<Action>: InFlightEffect, @unchecked Sendable {
  // `@unchecked`: every stored property is a constant of a `Sendable` type except `deliver`,
  // which is only called on the main actor.
  private let body: @Sendable (Send<Action>) async -> Void
  private let location: _SourceLocation?
  private let tracker: EffectTracker
  private let token: CancellationToken?
  private let keys: [CancelKey]
  private let registry: CancellationRegistry
  private let inFlight: InFlightEffects
  private let deliver: @MainActor (Action, EffectTracker) -> Void

  /// - Parameters:
  ///   - deliver: Reduces an action the effect sent (the store's, made once per store).
  ///   - location: Where the `Effect.run` was returned from, for the report of a late action.
  init(
    action: Any,
    body: @escaping @Sendable (Send<Action>) async -> Void,
    location: _SourceLocation?,
    tracker: EffectTracker,
    token: CancellationToken?,
    keys: [CancelKey],
    registry: CancellationRegistry,
    inFlight: InFlightEffects,
    deliver: @escaping @MainActor (Action, EffectTracker) -> Void
  ) {
    self.body = body
    self.location = location
    self.tracker = tracker
    self.token = token
    self.keys = keys
    self.registry = registry
    self.inFlight = inFlight
    self.deliver = deliver
    super.init(action: action)
  }

  /// Runs the effect's operation, then takes the effect off the store's books.
  func run() async {
    await body(Send { [self] action in self.send(action) })
    if let token {
      for key in keys { registry.remove(token, at: key) }
    }
    inFlight.remove(self)
    tracker.didFinish()
  }

  /// Feeds an action from the operation into the store: dropped once the effect is cancelled,
  /// reported (and dropped) once the operation has returned.
  @MainActor
  private func send(_ action: Action) {
    if let token, token.isCancelled { return }
    guard inFlight.contains(self) else {
      reportLateAction(action)
      return
    }
    deliver(action, tracker)
  }

  /// An action from an unstructured `Task` the operation did not await arrives after the effect
  /// finished: nothing waits for it (`StoreTask.finish()`, `TestStore`), so it is dropped, as
  /// in TCA, with a report saying how to fix it.
  @MainActor
  private func reportLateAction(_ action: Action) {
    let origin = location.map { "The \"Effect.run\" returned from \"\($0.fileID):\($0.line)\"" }
    let message = """
      An action was sent from a completed effect: \(String(customDumping: action))

      \(origin ?? "The effect") had already finished, so nothing awaited this action. Send \
      actions before the operation returns: await the work instead of starting an unstructured \
      "Task" or "Task.detached" inside it.
      """
    if let location { location.report(message) } else { reportIssue(message) }
  }
}
