/// The tasks started, directly or through actions effects sent, by one `Store.send`.
///
/// `StoreTask.finish()` waits for all of them, including tasks appended while it waits.
/// Lock-protected so that cancelling a `StoreTask` cancels its effects synchronously, from any
/// context.
final class EffectTracker: Sendable {
  private let state = Locked<(tasks: [Task<Void, Never>], isCancelled: Bool)>(([], false))

  /// Whether `cancel()` was called.
  var isCancelled: Bool { state.withLock { $0.isCancelled } }

  func append(_ task: Task<Void, Never>) {
    let isCancelled = state.withLock { state -> Bool in
      state.tasks.append(task)
      return state.isCancelled
    }
    if isCancelled { task.cancel() }
  }

  func cancel() {
    let tasks = state.withLock { state -> [Task<Void, Never>] in
      state.isCancelled = true
      return state.tasks
    }
    for task in tasks { task.cancel() }
  }

  /// Waits for every task, including ones appended while waiting.
  func waitForAll() async {
    var index = 0
    while let task = state.withLock({ index < $0.tasks.count ? $0.tasks[index] : nil }) {
      await task.value
      index += 1
    }
  }
}
