/// An effect task a store started and that has not finished (nor been cancelled by its id).
///
/// A node of `InFlightEffects`' list: the effect's own record is the node, so listing an effect
/// allocates nothing and unlisting it hashes nothing.
class InFlightEffect: @unchecked Sendable {
  // `@unchecked`: `task`, `previous`, `next` and `isListed` change only under the lock of the
  // `InFlightEffects` holding the node.

  /// The action whose reducer returned the effect, for `TestStore`'s end-of-test report.
  let action: UncheckedSendable<Any>
  /// The effect's task; `nil` for the moment between listing the effect and starting its task.
  fileprivate(set) var task: Task<Void, Never>?
  fileprivate unowned(unsafe) var previous: InFlightEffect?
  fileprivate var next: InFlightEffect?
  fileprivate var isListed = false

  init(action: Any) {
    self.action = UncheckedSendable(action)
  }
}

/// The running effects of one store, in the order they started: what `TestStore` reports at
/// the end of a test, what a store cancels when it goes away.
///
/// Lock-based rather than actor-isolated: effects finish on whatever thread their task ran on,
/// and a store's `deinit` must reach them synchronously.
final class InFlightEffects: Sendable {
  private struct List {
    var first: InFlightEffect?
    unowned(unsafe) var last: InFlightEffect?
    var count = 0
  }

  private let list = Locked(List())

  /// How many effects are listed.
  var count: Int { list.withLock { $0.count } }

  /// Lists `effect` last (before its task exists, so the task can unlist it whenever it ends).
  func insert(_ effect: InFlightEffect) {
    list.withLock { list in
      effect.isListed = true
      effect.previous = list.last
      if let last = list.last { last.next = effect } else { list.first = effect }
      list.last = effect
      list.count += 1
    }
  }

  /// Records the task of a listed effect (an effect that already ended keeps none).
  func setTask(_ task: Task<Void, Never>, of effect: InFlightEffect) {
    list.withLock { _ in
      if effect.isListed { effect.task = task }
    }
  }

  /// Unlists `effect`; nothing happens if it is not listed (it ended, or was cancelled, before).
  func remove(_ effect: InFlightEffect) {
    list.withLock { list in
      guard effect.isListed else { return }
      effect.isListed = false
      if let next = effect.next { next.previous = effect.previous } else { list.last = effect.previous }
      if let previous = effect.previous { previous.next = effect.next } else { list.first = effect.next }
      effect.previous = nil
      effect.next = nil
      effect.task = nil
      list.count -= 1
    }
  }

  /// Whether `effect` is still listed: running, and not cancelled by its id.
  func contains(_ effect: InFlightEffect) -> Bool {
    list.withLock { _ in effect.isListed }
  }

  /// The listed effects, first started first, with their actions and tasks as they are now.
  var all: [(action: Any, task: Task<Void, Never>?)] {
    list.withLock { list in
      var effects: [(action: Any, task: Task<Void, Never>?)] = []
      effects.reserveCapacity(list.count)
      var node = list.first
      while let effect = node {
        effects.append((effect.action.value, effect.task))
        node = effect.next
      }
      return effects
    }
  }

  /// Cancels every listed effect's task and unlists it at once, without waiting for it to end:
  /// what a `TestStore` does when its root feature dismisses itself (possibly from one of these
  /// very effects, which cannot wait for itself).
  func cancelAndRemoveAll() {
    let effects = list.withLock { list in
      var effects: [InFlightEffect] = []
      var node = list.first
      while let effect = node {
        effects.append(effect)
        node = effect.next
      }
      return effects
    }
    for effect in effects {
      list.withLock { _ in effect.task }?.cancel()
      remove(effect)
    }
  }

  /// Cancels every listed effect's task.
  func cancelAll() {
    for effect in all { effect.task?.cancel() }
  }
}
