import Clocks
import Dependencies

// swift-dependencies declares these two only with its "Clocks" trait, which Composable leaves
// off (see Package.swift: a second trait makes SwiftPM recompile Dependencies on every other
// build). Same names, same live and test values, so `@Dependency(\.continuousClock)` reads as in
// TCA.

extension DependencyValues {
  /// The clock effects sleep on: `ContinuousClock()` live; in tests an unimplemented clock that
  /// reports an issue when used, until the test sets a `TestClock` or `ImmediateClock`.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }

  /// Like ``continuousClock``, for code that must not advance while the device sleeps:
  /// `SuspendingClock()` live, unimplemented in tests.
  public var suspendingClock: any Clock<Duration> {
    get { self[SuspendingClockKey.self] }
    set { self[SuspendingClockKey.self] = newValue }
  }
}

private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static let testValue: any Clock<Duration> = UnimplementedClock(ContinuousClock())
}

private enum SuspendingClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = SuspendingClock()
  static let testValue: any Clock<Duration> = UnimplementedClock(SuspendingClock())
}
