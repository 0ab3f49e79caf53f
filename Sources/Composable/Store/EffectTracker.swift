/// The tasks started, directly or through actions effects sent, by one `Store.send`.
///
/// `StoreTask.finish()` waits for all of them, including tasks appended while it waits.
/// Lock-protected so that cancelling a `StoreTask` cancels its effects synchronously, from any
/// context.
final class EffectTracker: Sendable {
  private let state = Locked<TrackedTasks>(TrackedTasks())

  /// The tasks, and how many of them have not finished yet.
  private struct TrackedTasks {
    /// The first task, kept out of `others`: most sends start one effect, and an array would be
    /// one more allocation for each of them.
    var first: Task<Void, Never>?
    var others: [Task<Void, Never>] = []
    var running = 0
    var isCancelled = false

    var count: Int { first == nil ? 0 : 1 + others.count }

    subscript(index: Int) -> Task<Void, Never> { index == 0 ? first! : others[index - 1] }

    mutating func append(_ task: Task<Void, Never>) {
      if first == nil { first = task } else { others.append(task) }
    }

    var all: [Task<Void, Never>] { first.map { [$0] + others } ?? [] }
  }

  /// Whether `cancel()` was called.
  var isCancelled: Bool { state.withLock { $0.isCancelled } }

  /// Whether every task started so far has finished (a task started by an action one of them
  /// sent is counted before its sender finishes, so none can follow once this is true).
  var isFinished: Bool { state.withLock { $0.running == 0 } }

  /// Counts a task about to start; called before the task exists, so it cannot finish first.
  func willStart() {
    state.withLock { $0.running += 1 }
  }

  /// Counts a task that finished its work.
  func didFinish() {
    state.withLock { $0.running -= 1 }
  }

  func append(_ task: Task<Void, Never>) {
    let isCancelled = state.withLock { state -> Bool in
      state.append(task)
      return state.isCancelled
    }
    if isCancelled { task.cancel() }
  }

  func cancel() {
    let tasks = state.withLock { state -> [Task<Void, Never>] in
      state.isCancelled = true
      return state.all
    }
    for task in tasks { task.cancel() }
  }

  // Waiting runs on its caller's actor (`isolation`, Swift 6.0's `#isolation`): waiting for
  // effects that already finished (the usual case once a test or a view awaits them) is then a
  // check, not a hop to another executor and back. One body serves every compiler the manifest
  // admits, where `nonisolated(nonsending)` would need Swift 6.2.

  /// Waits for every task, including ones appended while waiting.
  func waitForAll(isolation: isolated (any Actor)? = #isolation) async {
    var index = 0
    while let task = state.withLock({ index < $0.count ? $0[index] : nil }) {
      await task.value
      index += 1
    }
  }

  /// `waitForAll()`, cancelling the tasks if the waiting task is cancelled.
  func waitForAllCancellingOnCancel(isolation: isolated (any Actor)? = #isolation) async {
    if isFinished { return }
    await withTaskCancellationHandler {
      await waitForAll()
    } onCancel: {
      cancel()
    }
  }
}
