import Foundation

extension Process {
  /// Starts the process and waits for it to exit without holding a thread.
  ///
  /// `waitUntilExit()` blocks the thread it runs on: in an `async` test that is one of the few
  /// threads of Swift's cooperative pool, and a wait of minutes (a cold build) then holds up
  /// every other test waiting for a thread.
  public func runUntilExit() async throws {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
      // Set before `run()`, so a process that exits at once still resumes the continuation.
      terminationHandler = { _ in continuation.resume() }
      do {
        try run()
      } catch {
        terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
  }
}
