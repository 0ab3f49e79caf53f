import Dependencies
import IssueReporting

extension Effect {
  /// An effect that runs `operation` in a new task, sending actions back with `send`.
  ///
  /// Dependencies (`@Dependency`) read inside `operation` see the values that were in effect when
  /// the reducer returned this effect, as in TCA. An error thrown by `operation` goes to `handler`;
  /// without a handler it is reported as an issue (a test failure under test), never a crash.
  /// `CancellationError`, and any error thrown once the effect is cancelled, is neither reported
  /// nor passed to `handler`: a cancelled effect just ends.
  ///
  /// An action sent after `operation` (and `handler`) returned — from an unstructured `Task` or
  /// `Task.detached` the operation did not await — is reported as an issue and dropped, as in
  /// TCA: nothing would wait for it, so `StoreTask.finish()` and `TestStore` could not see it.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the operation.
  ///   - operation: The work; call `await send(action)` to feed actions to the store.
  ///   - handler: Called with any error `operation` throws (other than cancellation).
  ///   - fileID: The file of the call, for failure messages; leave the default.
  ///   - filePath: The file's path, for failure messages; leave the default.
  ///   - line: The line of the call, for failure messages; leave the default.
  ///   - column: The column of the call, for failure messages; leave the default.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    // The dependencies in effect now, restored in the task (what `withEscapedDependencies` does,
    // without a push when the task already has them: it inherits them from the send that
    // started it, the usual case). An action sent after `operation` returned is caught by the
    // store, which knows when the effect's task ended (see `RunningEffect`).
    let dependencies = DependencyValues._current
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return Self(
      operation: .run(priority: priority, location: location) { send in
        await DependencyValues.withCurrent(dependencies) {
          do {
            try await operation(send)
          } catch {
            await handleRunError(error, send: send, handler: handler, location: location)
          }
        }
      }
    )
  }

  /// What happens to an error `Effect.run`'s operation threw. Kept out of the operation's closure:
  /// its locals would otherwise enlarge the async frame of every effect, errors or not, past the
  /// task's first allocation.
  private static func handleRunError(
    _ error: any Error,
    send: Send<Action>,
    handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)?,
    location: _SourceLocation
  ) async {
    // An error caused by cancellation (e.g. a client that maps it to its own error type) is not
    // a bug in the feature: the effect was meant to stop.
    if error is CancellationError || Task.isCancelled { return }
    guard let handler else {
      reportUnhandledRunError(error, location: location)
      return
    }
    await handler(error, send)
  }

  /// Reports an error no `catch:` handler took, at the `Effect.run`'s line.
  private static func reportUnhandledRunError(_ error: any Error, location: _SourceLocation) {
    location.report(
      """
      An "Effect.run" returned from "\(location.fileID):\(location.line)" threw an unhandled \
      error: \(String(customDumping: error))

      All errors thrown by "Effect.run" must be handled explicitly: catch them inside the \
      operation, or pass a "catch:" handler to "Effect.run".
      """
    )
  }
}
