import Composable
import Testing

/// `\.continuousClock` and `\.suspendingClock`, which Composable declares itself (see
/// ClockDependencies.swift) with swift-dependencies' live and test values.
@MainActor
@Suite struct ClockDependencyTests {
  @Test func aClockNotOverriddenInATestReportsWhenUsed() async {
    // As swift-dependencies' test value: the unimplemented clock wraps the real one, so `sleep`
    // (which also reads `now`) reports and then really sleeps; hence a millisecond here.
    await withKnownIssue {
      @Dependency(\.continuousClock) var clock
      try? await clock.sleep(for: .milliseconds(1))
    } matching: { issue in
      issue.description.contains("Unimplemented: ContinuousClock.")
    }
    await withKnownIssue {
      @Dependency(\.suspendingClock) var clock
      try? await clock.sleep(for: .milliseconds(1))
    } matching: { issue in
      issue.description.contains("Unimplemented: SuspendingClock.")
    }
  }

  @Test func overriddenClocksAreTheOnesEffectsSleepOn() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.delayedIncrementButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.incrementButtonTapped) { $0.count = 1 }
  }

  @Test func liveValuesAreTheSystemClocks() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.continuousClock) var continuous
      @Dependency(\.suspendingClock) var suspending
      #expect(continuous is ContinuousClock)
      #expect(suspending is SuspendingClock)
    }
  }
}
