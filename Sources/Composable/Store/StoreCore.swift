import ConcurrencyExtras
import Dependencies
import IssueReporting

/// Where an action came from: the caller of `send`, or an effect.
enum ActionOrigin {
  case send
  case effect
}

/// An action waiting in a store's buffer for the one being reduced to finish.
///
/// A struct rather than a tuple: in the store's unspecialized generic code, every use of a tuple
/// of generic elements looks its metadata up in the runtime's locked tuple cache, which cost more
/// than a whole trivial `send`.
struct PendingAction<Action> {
  let action: Action
  let origin: ActionOrigin
  let tracker: EffectTracker?
}

/// What tests of this library read from a store core of any type.
@MainActor
protocol EffectCounting: AnyObject {
  var inFlightCount: Int { get }
  var registry: CancellationRegistry { get }
}

/// The state, the action buffer and the running effects of one root store.
///
/// Every `Store` scoped from a root shares its core. Actions are processed one at a time, in the
/// order they were sent: an action sent while another is being reduced (by `.send` effects or by
/// an observer) is appended to the buffer and reduced after it, never re-entrantly.
@MainActor
final class StoreCore<State, Action>: EffectCounting {
  private(set) var state: State
  private let reducer: @MainActor (inout State, Action, ActionOrigin) -> Effect<Action>
  /// The dependencies every reduce runs with (and so every effect captures).
  var dependencies: DependencyValues

  /// The origin of the action being reduced right now.
  private(set) var currentOrigin: ActionOrigin = .send

  private var buffer: [PendingAction<Action>] = []
  private var isSending = false
  /// Whether `buffer` holds anything (cheaper to ask than the generic buffer itself).
  private var hasBuffered = false
  /// The effects of the `send` being processed; `nil` until it starts one.
  private var sendTracker: EffectTracker?

  let registry = CancellationRegistry()
  private let queues = EffectQueueRuntime()
  /// The running effect tasks, in the order they started.
  let inFlight = InFlightEffects()

  var inFlightCount: Int { inFlight.count }

  /// How an effect's action reaches this core: one closure per core, shared by every effect.
  private lazy var deliverFromEffect: @MainActor (Action, EffectTracker) -> Void = {
    [weak self] action, tracker in
    self?.enqueue(action, origin: .effect, tracker: tracker)
  }

  private var observers: [Int: @MainActor () -> Void] = [:]
  private var nextObserverID = 0

  init(
    initialState: State,
    dependencies: DependencyValues,
    reducer: @escaping @MainActor (inout State, Action, ActionOrigin) -> Effect<Action>
  ) {
    self.state = initialState
    self.dependencies = dependencies
    self.reducer = reducer
  }

  deinit {
    inFlight.cancelAll()
  }

  // MARK: Observing

  /// Calls `observer` after every action is reduced. Returns a token for `removeObserver`.
  func addObserver(_ observer: @escaping @MainActor () -> Void) -> Int {
    nextObserverID += 1
    observers[nextObserverID] = observer
    return nextObserverID
  }

  func removeObserver(_ id: Int) {
    observers[id] = nil
  }

  // MARK: Sending

  /// Reduces `action` (and every action it causes synchronously), starts the effects, and
  /// returns the tracker of those effects (and of effects started by actions they send); `nil`
  /// when no effect was started.
  ///
  /// A send made while another is being processed (by an observer) is reduced after the current
  /// action, and its effects are tracked by the outer send.
  func send(_ action: Action) -> EffectTracker? {
    guard !isSending else {
      bufferAction(action, origin: .send, tracker: nil)
      return nil
    }
    // A tracker left by a send an observer made during an effect's action is nobody's.
    sendTracker = nil
    defer { sendTracker = nil }
    enqueue(action, origin: .send, tracker: nil)
    return sendTracker
  }

  /// `send(_:)` as a task that waits for the effects: what `TestStore` hands back.
  func sendReturningTask(_ action: Action) -> Task<Void, Never>? {
    guard let tracker = send(action) else { return nil }
    return Task { await tracker.waitForAllCancellingOnCancel() }
  }

  /// Reduces `action` now, and then every action buffered meanwhile, unless an action is being
  /// reduced already: then it is buffered, to be reduced after that one.
  ///
  /// `tracker` is `nil` for actions of the current `send` (its tracker is made by the first
  /// effect it starts, so a send without effects allocates none).
  private func enqueue(_ action: Action, origin: ActionOrigin, tracker: EffectTracker?) {
    guard !isSending else {
      bufferAction(action, origin: origin, tracker: tracker)
      return
    }
    isSending = true
    defer { isSending = false }
    // One task-local push for the action and everything it buffers, rather than a
    // `withDependencies` per action: all of them are reduced with the store's dependencies, and
    // `withDependencies` would also read and copy the current ones only to overwrite them. No push
    // at all when the task's dependencies already are the store's (a store made without
    // `withDependencies:` and sent to from where it was made): the push would change nothing, and
    // it costs more than the rest of a trivial send.
    if DependencyValues.currentIsIdentical(to: dependencies) {
      reduce(action, origin: origin, tracker: tracker)
      if hasBuffered { drainBuffer() }
    } else {
      DependencyValues.$_current.withValue(dependencies) {
        reduce(action, origin: origin, tracker: tracker)
        if hasBuffered { drainBuffer() }
      }
    }
  }

  // The buffer is used only out of line: in unspecialized generic code the compiler looks up the
  // metadata of what a function touches when it starts, and an action that buffers nothing (the
  // common case) should not pay for the buffer's type.

  /// Keeps `action` to be reduced after the one being reduced.
  @inline(never)
  private func bufferAction(_ action: Action, origin: ActionOrigin, tracker: EffectTracker?) {
    buffer.append(PendingAction(action: action, origin: origin, tracker: tracker))
    hasBuffered = true
  }

  /// Reduces the buffered actions in order, including those buffered meanwhile.
  @inline(never)
  private func drainBuffer() {
    var index = 0
    while index < buffer.count {
      let pending = buffer[index]
      index += 1
      reduce(pending.action, origin: pending.origin, tracker: pending.tracker)
    }
    buffer.removeAll(keepingCapacity: true)
    hasBuffered = false
  }

  /// Reduces one action, tells the observers, and starts its effect.
  private func reduce(_ action: Action, origin: ActionOrigin, tracker: EffectTracker?) {
    currentOrigin = origin
    let effect = reducer(&state, action, origin)
    if !observers.isEmpty {
      for observer in observers.values { observer() }
    }
    start(effect, action: action, tracker: tracker, keys: [])
  }

  /// The tracker of the send being processed, made when it starts its first effect.
  private func currentSendTracker() -> EffectTracker {
    if let sendTracker { return sendTracker }
    let tracker = EffectTracker()
    sendTracker = tracker
    return tracker
  }

  // MARK: Starting effects

  private func start(
    _ effect: Effect<Action>, action: Action, tracker: EffectTracker?, keys: [CancelKey]
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(effectAction):
      bufferAction(effectAction, origin: .effect, tracker: tracker)
    case let .run(priority, location, operation):
      launch(
        priority: priority, action: action, tracker: tracker, keys: keys, location: location,
        body: operation
      )
    case let .merge(effects):
      for effect in effects { start(effect, action: action, tracker: tracker, keys: keys) }
    case let .concatenate(effects):
      let prefix = effects.prefix(while: \.isSynchronous)
      for effect in prefix { start(effect, action: action, tracker: tracker, keys: keys) }
      let rest = Array(effects.dropFirst(prefix.count))
      guard !rest.isEmpty else { return }
      launch(priority: nil, action: action, tracker: tracker, keys: keys) { [weak self] send in
        for effect in rest {
          guard !Task.isCancelled else { return }
          await self?.perform(effect, send: send)
        }
      }
    case let .cancellable(effect, key, cancelInFlight):
      if cancelInFlight { registry.cancel(key) }
      start(effect, action: action, tracker: tracker, keys: keys + [key])
    case let .cancel(key):
      registry.cancel(key)
    case let .queued(effect, slot):
      guard let ticket = queues.admit(slot) else { return }
      launch(
        priority: nil, action: action, tracker: tracker, keys: keys, ticket: ticket
      ) { [weak self] send in
        await self?.runUnit(effect, slot: slot, ticket: ticket, send: send)
      }
    }
  }

  /// Starts `body` in a task registered under `keys`, tracked for `StoreTask` and for
  /// the in-flight count, with a `Send` that drops actions once the task is cancelled.
  private func launch(
    priority: TaskPriority?,
    action: Action,
    tracker: EffectTracker?,
    keys: [CancelKey],
    ticket: QueueTicket? = nil,
    location: _SourceLocation? = nil,
    body: @escaping @Sendable (Send<Action>) async -> Void
  ) {
    let tracker = tracker ?? currentSendTracker()
    // Only an id (or a queue) can cancel an effect apart from its task, so only then does it
    // need a token; a plain `.run` is stopped by cancelling its task.
    let token = ticket?.token ?? (keys.isEmpty ? nil : CancellationToken())
    let effect = RunningEffect(
      action: action, body: body, location: location, tracker: tracker, token: token,
      keys: keys, registry: registry, inFlight: inFlight, deliver: deliverFromEffect
    )
    // Everything that records the effect happens before its task exists: the task runs off the
    // main actor and may finish before this function returns, and what it removes when it ends
    // must already be there.
    tracker.willStart()
    inFlight.insert(effect)
    if let token {
      for key in keys { registry.insert(token, at: key) }
    }
    // The task inherits the registry (for `withTaskCancellation(id:)` inside the operation) from
    // this synchronous push, cheaper than an asynchronous one inside the task.
    let task = CancellationRegistry.$current.withValue(registry) {
      Self.startTask(priority: priority) { await effect.run() }
    }
    inFlight.setTask(task, of: effect)
    if let token {
      // A cancelled effect stops counting as in flight at once, as in TCA, even if its operation
      // takes a while to notice: it can no longer send anything.
      let inFlight = self.inFlight
      token.onCancel {
        ticket?.cancel()
        task.cancel()
        inFlight.remove(effect)
      }
    }
    tracker.append(task)
  }

  /// Starts `operation` in a task that inherits the task-locals and the priority of the caller
  /// but not the main actor.
  ///
  /// An effect's operation runs off the main actor (as in TCA), and its bookkeeping needs no
  /// actor: so the task starts where the operation runs instead of starting on the main actor
  /// and hopping away and back, two thread switches per effect that cost more than the effect.
  /// Its actions still reach the store on the main actor, through `Send`.
  nonisolated private static func startTask(
    priority: TaskPriority?, _ operation: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    Task(priority: priority, operation: operation)
  }

  /// Runs one queue unit: waits for its slot and start time, runs, then frees the slot.
  private func runUnit(
    _ effect: Effect<Action>, slot: QueueSlot, ticket: QueueTicket, send: Send<Action>
  ) async {
    defer { queues.finish(ticket, slot: slot) }
    guard let wait = await ticket.waitForSlot(), !Task.isCancelled else { return }
    if wait > .zero, let clock = slot.clock {
      do { try await clock.sleep(for: wait) } catch { return }
    }
    guard !Task.isCancelled else { return }
    await perform(effect, send: send)
  }

  // MARK: Performing effects inside a task

  /// Runs `effect` to completion inside the current task (for concatenation and queue units).
  private func perform(_ effect: Effect<Action>, send: Send<Action>) async {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      send(action)
    case let .run(_, _, operation):
      await operation(send)
    case let .merge(effects):
      let core = self
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await core.perform(effect, send: send) }
        }
      }
    case let .concatenate(effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await perform(effect, send: send)
      }
    case let .cancellable(effect, key, cancelInFlight):
      let effect = UncheckedSendable(effect)
      await registry.run(key: key, cancelInFlight: cancelInFlight) { @MainActor in
        await self.perform(effect.value, send: send)
      }
    case let .cancel(key):
      registry.cancel(key)
    case let .queued(effect, slot):
      guard let ticket = queues.admit(slot) else { return }
      let effect = UncheckedSendable(effect)
      let task = Task { @MainActor in
        await self.runUnit(effect.value, slot: slot, ticket: ticket, send: send)
      }
      ticket.token.onCancel { task.cancel() }
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        ticket.cancel()
      }
    }
  }
}
