import Composable
import Testing

/// Each way a `TestStore` test can be wrong fails, with a message that says what went wrong.
@MainActor
@Suite struct TestStoreFailureTests {
  func makeStore(_ clock: any Clock<Duration> = TestClock())
    -> TestStore<Counter.State, Counter.Action>
  {
    TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func stateMismatchShowsADiff() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 2 }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("−   count: 2")
        && issue.description.contains("+   count: 1")
        && issue.description.contains("(Expected: −, Actual: +)")
    }
  }

  @Test func unassertedStateChangeFails() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("+   count: 1")
    }
  }

  @Test func closureThatChangesNothingFails() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.cancelButtonTapped) { $0.isLoading = false }
    } matching: { issue in
      issue.description.contains("Expected state to change, but no change occurred")
    }
  }

  @Test func receivedActionNotAssertedByTheEndFails() async {
    await withKnownIssue {
      let store = makeStore(ImmediateClock())
      await store.send(.delayedIncrementButtonTapped)
      await store.finish()
    } matching: { issue in
      issue.description.contains("The store received 1 unexpected action by the end of this test")
        && issue.description.contains("incrementButtonTapped")
    }
  }

  @Test func sendingWhileActionsAreUnhandledFails() async {
    let store = makeStore(ImmediateClock())
    await store.send(.delayedIncrementButtonTapped)
    await store.finish()
    await withKnownIssue {
      await store.send(.decrementButtonTapped) { $0.count = 0 }
    } matching: { issue in
      issue.description.contains("Must handle 1 received action before sending an action")
    }
    await store.skipReceivedActions(strict: false)
  }

  @Test func effectStillRunningAtTheEndFails() async {
    await withKnownIssue {
      let store = makeStore()
      await store.send(.factButtonTapped) { $0.isLoading = true }
    } matching: { issue in
      issue.description.contains("An effect returned for this action is still running")
        && issue.description.contains("factButtonTapped")
    }
  }

  @Test func unexpectedReceivedActionFails() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await withKnownIssue {
      await store.receive(.incrementButtonTapped)
    } matching: { issue in
      issue.description.contains("Received unexpected action")
        && issue.description.contains("(Expected: −, Received: +)")
    }
  }

  @Test func receiveOfTheWrongCaseFails() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await withKnownIssue {
      await store.receive(\.incrementButtonTapped)
    } matching: { issue in
      issue.description.contains("Received unexpected action")
        && issue.description.contains("Expected an action matching")
        && issue.description.contains("Counter.Action.factResponse(\"0 is a good number\")")
    }
  }

  @Test func receiveOfTheWrongValueFails() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await withKnownIssue {
      await store.receive(\.factResponse, "1 is a good number")
    } matching: { issue in
      issue.description.contains("Received unexpected action")
        && issue.description.contains("− \"1 is a good number\"")
        && issue.description.contains("+ \"0 is a good number\"")
    }
  }

  @Test func receiveWithNoEffectRunningFails() async {
    let store = makeStore()
    await withKnownIssue {
      await store.receive(.incrementButtonTapped)
    } matching: { issue in
      issue.description.contains("Expected to receive")
        && issue.description.contains("no effect is running")
    }
  }

  @Test func receiveTimesOutWhenTheClockIsNotAdvanced() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await withKnownIssue {
      await store.receive(\.factResponse, timeout: .milliseconds(50))
    } matching: { issue in
      issue.description.contains("received none after")
        && issue.description.contains("advance it first")
    }
    await store.skipInFlightEffects()
  }

  @Test func finishTimesOutWhileEffectsRun() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await withKnownIssue {
      await store.finish(timeout: .milliseconds(50))
    } matching: { issue in
      issue.description.contains("Expected effects to finish, but there are still effects in-flight")
    }
    await store.skipInFlightEffects()
  }

  @Test func taskFinishTimesOut() async {
    let clock = TestClock()
    let store = makeStore(clock)
    let task = await store.send(.factButtonTapped) { $0.isLoading = true }
    await withKnownIssue {
      await task.finish(timeout: .milliseconds(50))
    } matching: { issue in
      issue.description.contains("Expected task to finish, but it is still in-flight")
    }
    await task.cancel()
  }

  @Test func skippingWhenThereIsNothingToSkipFails() async {
    let store = makeStore()
    await withKnownIssue {
      await store.skipReceivedActions()
    } matching: { issue in
      issue.description.contains("There were no received actions to skip")
    }
    await withKnownIssue {
      await store.skipInFlightEffects()
    } matching: { issue in
      issue.description.contains("There were no in-flight effects to skip")
    }
  }

  @Test func failuresPointAtTheTestLine() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 5 }
    } matching: { issue in
      issue.sourceLocation?.fileName == "TestStoreFailureTests.swift"
        && issue.sourceLocation?.line == #line - 3
    }
  }
}
