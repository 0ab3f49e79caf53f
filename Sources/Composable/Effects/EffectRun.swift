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
    // started it, the usual case).
    let dependencies = DependencyValues._current
    return Self(
      operation: .run(priority: priority) { storeSend in
        let isCompleted = Locked(false)
        defer { isCompleted.withLock { $0 = true } }
        let send = Send<Action> { action in
          guard !isCompleted.current else {
            reportIssue(
              """
              An action was sent from a completed effect: \(String(customDumping: action))

              The "Effect.run" returned from "\(fileID):\(line)" had already finished, so \
              nothing awaited this action. Send actions before the operation returns: await the \
              work instead of starting an unstructured "Task" or "Task.detached" inside it.
              """,
              fileID: fileID, filePath: filePath, line: line, column: column
            )
            return
          }
          storeSend.send(action)
        }
        await DependencyValues.withCurrent(dependencies) {
          do {
            try await operation(send)
          } catch is CancellationError {
            return
          } catch _ where Task.isCancelled {
            // An error caused by cancellation (e.g. a client that maps it to its own error
            // type) is not a bug in the feature: the effect was meant to stop.
            return
          } catch {
            guard let handler else {
              reportIssue(
                """
                An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error: \
                \(String(customDumping: error))

                All errors thrown by "Effect.run" must be handled explicitly: catch them inside \
                the operation, or pass a "catch:" handler to "Effect.run".
                """,
                fileID: fileID, filePath: filePath, line: line, column: column
              )
              return
            }
            await handler(error, send)
          }
        }
      }
    )
  }
}
