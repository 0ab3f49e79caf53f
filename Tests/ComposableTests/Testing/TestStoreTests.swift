import Composable
import Testing

/// What a correct `TestStore` test looks like: every feature of the test store passing.
@MainActor
@Suite struct TestStoreTests {
  func makeStore(_ clock: TestClock<Duration>) -> TestStoreOf<Counter> {
    TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func exhaustiveByDefault() async {
    let store = makeStore(TestClock())
    #expect(store.exhaustivity == .on)
  }

  @Test func receiveEquatableAction() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.delayedIncrementButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.incrementButtonTapped) { $0.count = 1 }
  }

  @Test func receiveCaseKeyPath() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse) {
      $0.isLoading = false
      $0.fact = "0 is a good number"
    }
  }

  @Test func receiveCaseKeyPathAndValue() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse, "0 is a good number", timeout: .seconds(1)) {
      $0.isLoading = false
      $0.fact = "0 is a good number"
    }
  }

  @Test func finishWaitsForEffects() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.delayedIncrementButtonTapped)
    await store.finish(timeout: .seconds(1))
    await store.receive(.incrementButtonTapped) { $0.count = 1 }
  }

  @Test func skipReceivedActions() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.delayedIncrementButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.skipReceivedActions()
    #expect(store.state.count == 1)
    await store.send(.incrementButtonTapped) { $0.count = 2 }
  }

  @Test func skipInFlightEffects() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.skipInFlightEffects()
    #expect(store.inFlightEffectCount == 0)
  }

  @Test func nonExhaustiveChecksOnlyWhatIsAsserted() async {
    let clock = TestClock()
    let store = makeStore(clock)
    store.exhaustivity = .off
    await store.send(.factButtonTapped)  // isLoading changes: not asserted, fine
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse) { $0.fact = "0 is a good number" }
    // Ends with nothing pending; unasserted work would be ignored anyway.
  }

  @Test func nonExhaustiveStillFailsOnAWrongAssertion() async {
    let store = makeStore(TestClock())
    store.exhaustivity = .off
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 3 }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
    }
  }

  @Test func nonExhaustiveSkipsUnassertedReceivedActions() async {
    let clock = TestClock()
    let store = makeStore(clock)
    store.exhaustivity = .off
    await store.send(.delayedIncrementButtonTapped)
    await store.send(.factButtonTapped)
    await clock.advance(by: .seconds(1))
    // incrementButtonTapped arrives first; skipped while looking for the fact.
    await store.receive(\.factResponse) { $0.fact = "0 is a good number" }
    #expect(store.state.count == 1)
  }

  @Test func nonExhaustiveWithShowSkippedAssertionsReportsWarnings() async {
    let store = makeStore(TestClock())
    store.exhaustivity = .off(showSkippedAssertions: true)
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      issue.severity == .warning && issue.description.contains("Skipped assertions")
    }
  }

  @Test func dependenciesCanBeChangedMidTest() async {
    let store = makeStore(TestClock())
    store.dependencies.continuousClock = ImmediateClock()
    await store.send(.delayedIncrementButtonTapped)
    await store.receive(.incrementButtonTapped) { $0.count = 1 }
  }

  @Test func turnsOnTheMainSerialExecutorWhileAlive() async {
    let store = makeStore(TestClock())
    #expect(uncheckedUseMainSerialExecutor)
    do {
      let other = makeStore(TestClock())
      _ = other
    }
    // Another store going away must not turn it off under this one.
    #expect(uncheckedUseMainSerialExecutor)
    _ = store
  }

  @Test func withExhaustivityAppliesTemporarily() async {
    let store = makeStore(TestClock())
    await store.withExhaustivity(.off) {
      #expect(store.exhaustivity == .off)
      await store.send(.incrementButtonTapped)
    }
    #expect(store.exhaustivity == .on)
    await store.send(.incrementButtonTapped) { $0.count = 2 }
  }
}
