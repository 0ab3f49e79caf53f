@testable import Composable

/// Runs `operation` with the main serial executor on, sharing `TestStore`'s lease.
///
/// ConcurrencyExtras' `withMainSerialExecutor` saves and restores the process-wide setting, which
/// races with parallel tests (one test's restore turns it off under another). Taking the same
/// reference-counted lease as `TestStore` keeps it on until the last user is done.
@MainActor
func withSerialExecutor(_ operation: @MainActor () async throws -> Void) async rethrows {
  let lease = MainSerialExecutorLease()
  defer { lease.isHeld = false }
  try await operation()
}
