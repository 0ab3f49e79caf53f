import IssueReporting

/// The effects started by one `TestStore.send`.
public struct TestStoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?
  let timeout: Duration

  /// Cancels the effects and waits a moment for them to wind down.
  public func cancel() async {
    rawValue?.cancel()
    await rawValue?.value
  }

  /// Waits for the effects to finish; reports an issue if they are still running after
  /// `timeout` (real time; advance your `TestClock` first).
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let rawValue else { return }
    let timeout = timeout ?? self.timeout
    let finished = LockIsolated(false)
    let waiter = Task {
      await rawValue.value
      finished.setValue(true)
    }
    let clock = ContinuousClock()
    let start = clock.now
    while !finished.value {
      if start.duration(to: clock.now) > timeout {
        reportIssue(
          """
          Expected task to finish, but it is still in-flight after \(timeout).

          If the effect waits on a TestClock, advance the clock first; if it never ends (a \
          timer, a stream), cancel it with "await task.cancel()".
          """,
          fileID: fileID, filePath: filePath, line: line, column: column
        )
        waiter.cancel()
        return
      }
      await Task.megaYield()
    }
  }

  /// Whether the effects were cancelled (`true` when the send started none).
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}
