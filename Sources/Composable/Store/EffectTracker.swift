/// The tasks started, directly or through actions effects sent, by one `Store.send`.
///
/// `StoreTask.finish()` waits for all of them, including tasks appended while it waits.
@MainActor
final class EffectTracker {
  private var tasks: [Task<Void, Never>] = []
  private(set) var isCancelled = false

  var isEmpty: Bool { tasks.isEmpty }

  func append(_ task: Task<Void, Never>) {
    tasks.append(task)
    if isCancelled { task.cancel() }
  }

  func cancel() {
    isCancelled = true
    for task in tasks { task.cancel() }
  }

  /// Waits for every task, including ones appended while waiting.
  func waitForAll() async {
    var index = 0
    while index < tasks.count {
      await tasks[index].value
      index += 1
    }
  }
}
