import Foundation
import ConcurrencyExtras
import CustomDump
import Dependencies
import IssueReporting

/// A store for tests that checks every state change, every action effects send back, and that
/// every effect has finished, as TCA's `TestStore` does.
///
/// ```swift
/// @MainActor @Test func increment() async {
///   let store = TestStore(initialState: Counter.State()) { Counter() }
///   await store.send(.incrementButtonTapped) { $0.count = 1 }
/// }
/// ```
///
/// Failures (a state that does not match, an action that was received but not asserted, an
/// effect still running at the end, an unexpected action) are reported with `reportIssue`, at
/// the line of the test that caused them, so they fail Swift Testing and XCTest tests alike.
/// Creating a `TestStore` turns on the main serial executor (ConcurrencyExtras) until the last
/// test store goes away, so effects and `TestClock` advances run in a deterministic order.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// How strictly the store checks the feature; `.on` by default.
  public var exhaustivity: Exhaustivity {
    get { recorder.exhaustivity }
    set { recorder.exhaustivity = newValue }
  }

  /// How long `receive` and `finish` wait (in real time) before failing; 1 second by default.
  public var timeout: Duration = .seconds(1)

  /// The dependencies the reducer and new effects use. Changing them affects later actions.
  public var dependencies: DependencyValues {
    get { core.dependencies }
    set {
      var newValue = newValue
      newValue.dismiss = recorder.rootDismiss(wrapping: newValue.dismiss)
      core.dependencies = newValue
    }
  }

  /// Whether effects run on the main serial executor, serially and in a deterministic order; `true`
  /// by default, as in TCA. Set it to `false` for a test that needs effects to run in parallel.
  ///
  /// The executor setting is process-wide: it stays on while another live `TestStore` (a test
  /// running in parallel) still uses it, and goes back to what it was when the last store lets go.
  public var useMainSerialExecutor: Bool {
    get { serialExecutorLease.isHeld }
    set { serialExecutorLease.isHeld = newValue }
  }

  /// Whether the feature under test dismissed itself (`@Dependency(\.dismiss)` called at the
  /// root of the store), as in TCA: the dismissal cancels every effect still running, and the
  /// store refuses any further `send`.
  public var isDismissed: Bool { recorder.isDismissed }

  /// The current state of the feature.
  public var state: State { core.state }

  private let core: StoreCore<State, Action>
  private nonisolated let recorder: Recorder
  private nonisolated let inFlight: InFlightEffects
  /// The state as the test has asserted it so far.
  private var assertedState: State
  private nonisolated let location: Location
  /// This store's hold on the main serial executor, taken when it is created.
  private nonisolated let serialExecutorLease = MainSerialExecutorLease()
  /// Snapshots of shared state the feature changed, for assertions (see `SharedChangeTracker`).
  private nonisolated let sharedChanges = SharedChangeTracker()

  /// What the reducer did, recorded as it happened, and the exhaustivity setting.
  ///
  /// Lock-protected rather than main-actor-isolated so the end-of-test checks can run in a plain
  /// `deinit`, synchronously, in the test's own task: an isolated deinit may run later as a
  /// separate job, where Swift Testing no longer knows which test the issue belongs to.
  private final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var _received: [(action: Action, state: State)] = []
    private var _stateAfterSend: State?
    private var _exhaustivity: Exhaustivity = .on
    private var _isDismissed = false
    private weak var _inFlight: InFlightEffects?

    /// Actions sent by effects, with the state right after each was reduced.
    var received: [(action: Action, state: State)] {
      get { lock.withLock { _received } }
      set { lock.withLock { _received = newValue } }
    }
    /// The state right after the last action the test sent was reduced.
    var stateAfterSend: State? {
      get { lock.withLock { _stateAfterSend } }
      set { lock.withLock { _stateAfterSend = newValue } }
    }
    var exhaustivity: Exhaustivity {
      get { lock.withLock { _exhaustivity } }
      set { lock.withLock { _exhaustivity = newValue } }
    }
    var isDismissed: Bool { lock.withLock { _isDismissed } }
    /// The effects a dismissal of the root feature ends.
    var inFlight: InFlightEffects? {
      get { lock.withLock { _inFlight } }
      set { lock.withLock { _inFlight = newValue } }
    }

    /// The root feature's `\.dismiss`: runs `dismiss` (a test's own override, if any), then
    /// ends the feature as TCA's `TestStore` does: every in-flight effect is cancelled and
    /// stops counting (the effects the dismissal ends are not the test's to finish), and the
    /// store is marked dismissed.
    func rootDismiss(wrapping dismiss: DismissEffect) -> DismissEffect {
      guard !dismiss.isTestStoreRoot else { return dismiss }
      let custom = dismiss.dismiss
      return .testStoreRoot({ [weak self] in
        custom?()
        guard let self else { return }
        lock.withLock { _isDismissed = true }
        inFlight?.cancelAndRemoveAll()
      })
    }
  }

  private struct Location {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
  }

  /// Creates a test store.
  ///
  /// - Parameters:
  ///   - initialState: The feature's first state.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides dependencies, e.g. `$0.continuousClock = clock`.
  ///   - fileID: The file of the call, for failure messages; leave the default.
  ///   - filePath: The file's path, for failure messages; leave the default.
  ///   - line: The line of the call, for failure messages; leave the default.
  ///   - column: The column of the call, for failure messages; leave the default.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    if let message = TestSupportLinkCheck.failureMessage(
      arguments: CommandLine.arguments,
      isLinked: TestSupportLinkCheck.isLinked(TestSupportLinkCheck.recordSymbol),
      fileID: "\(fileID)"
    ) {
      fatalError(message, file: (filePath), line: line)
    }
    let (state, reducer, prepared) = Dependencies.withDependencies(prepareDependencies) {
      @Dependency(\.self) var dependencies
      return (initialState(), reducer(), dependencies)
    }
    let recorder = Recorder()
    var dependencies = prepared
    sharedChanges.track(&dependencies)
    dependencies.dismiss = recorder.rootDismiss(wrapping: dependencies.dismiss)
    self.recorder = recorder
    self.assertedState = state
    self.location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
    self.core = StoreCore(initialState: state, dependencies: dependencies) {
      state, action, origin in
      let effect = reducer.reduce(into: &state, action: action)
      switch origin {
      case .send: recorder.stateAfterSend = state
      case .effect: recorder.received.append((action, state))
      }
      return effect
    }
    self.inFlight = core.inFlight
    recorder.inFlight = core.inFlight
  }

  deinit {
    completed()
    inFlight.cancelAll()
    serialExecutorLease.isHeld = false
  }

  /// The end-of-test checks: unasserted received actions and effects still running.
  private nonisolated func completed() {
    guard recorder.exhaustivity == .on else { return }
    reportUnassertedSharedChanges()
    if !recorder.received.isEmpty {
      fail(
        """
        The store received \(recorder.received.count) unexpected \
        action\(recorder.received.count == 1 ? "" : "s") by the end of this test: …

          Unhandled actions:
        \(describe(recorder.received.map(\.action)))

        Assert each with "await store.receive(…)", or skip them with \
        "await store.skipReceivedActions()".
        """,
        at: location
      )
    }
    for effect in inFlight.all {
      fail(
        """
        An effect returned for this action is still running. It must complete before the end \
        of the test: …

          Action:
        \(indent(String(customDumping: effect.action)))

        To fix it, make sure every effect this action starts has finished by the end of the \
        test:
        • if it waits on a TestClock, advance the clock far enough ("await clock.advance(by:)");
        • if it is asynchronous, await "store.finish()" or receive the actions it sends;
        • if it is long-living (a timer, a stream), mark it ".cancellable(id:)" and send the \
        action that returns ".cancel(id:)", or end the test with \
        "await store.skipInFlightEffects()".
        """,
        at: location
      )
    }
  }

  // MARK: Sending

  /// Sends an action as the user would, and asserts how it changed the state.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - updateStateToExpectedResult: Mutates the state from before the action into the state
  ///     you expect after it. Omit it when the action changes nothing.
  ///   - fileID: The file of the call, for failure messages; leave the default.
  ///   - filePath: The file's path, for failure messages; leave the default.
  ///   - line: The line of the call, for failure messages; leave the default.
  ///   - column: The column of the call, for failure messages; leave the default.
  /// - Returns: The action's effects, to `finish()` or `cancel()` them.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let here = Location(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !isDismissed else {
      fail("Can't send action to dismissed test store.", at: here)
      return TestStoreTask(rawValue: nil, timeout: timeout)
    }
    if !recorder.received.isEmpty {
      switch exhaustivity {
      case .on:
        fail(
          """
          Must handle \(recorder.received.count) received \
          action\(recorder.received.count == 1 ? "" : "s") before sending an action: …

          Unhandled actions:
          \(describe(recorder.received.map(\.action)))

          Assert them with "await store.receive(…)" before this send.
          """,
          at: here
        )
        // Move past them so this one mistake is reported once, not again as a state mismatch.
        if let last = recorder.received.last { assertedState = last.state }
        recorder.received.removeAll()
      case .off:
        skipReceived(at: here)
      }
    }
    if case .off = exhaustivity { assertedState = core.state }
    let previousState = assertedState
    recorder.stateAfterSend = nil
    let stackElementIDs = dependencies.stackElementID.incrementingCopy()
    let task = core.sendReturningTask(action)
    let actual = recorder.stateAfterSend ?? core.state
    expectState(
      from: previousState, toBecome: actual, updateStateToExpectedResult,
      stackElementIDs: stackElementIDs, at: here
    )
    assertedState = actual
    if task != nil || !recorder.received.isEmpty { await Task.megaYield() }
    return TestStoreTask(rawValue: task, timeout: timeout)
  }

  // MARK: Receiving

  /// Asserts that an effect sent `expectedAction` next, and how it changed the state.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await receiveAction(
      matching: { $0 == expectedAction },
      expected: String(customDumping: expectedAction),
      mismatch: { received in
        """
        Received unexpected action: …

        \(diff(expectedAction, received, format: .proportional).map { indent($0) } ?? indent(String(customDumping: received)))

        (Expected: −, Received: +)
        """
      },
      timeout: timeout,
      updateStateToExpectedResult,
      at: Location(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent an action of the case `actionCase` next (any payload), and how
  /// it changed the state: `await store.receive(\.factResponse) { $0.fact = "…" }`.
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    await receiveAction(
      matching: { $0[case: actionCase] != nil },
      expected: "an action matching the case key path given at \(fileID):\(line)",
      mismatch: { received in
        """
        Received unexpected action: …

          Expected an action matching the case key path given at \(fileID):\(line).
          Received:
        \(indent(String(customDumping: received), by: 4))
        """
      },
      timeout: timeout,
      updateStateToExpectedResult,
      at: Location(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent an action `isMatching` accepts next, and how it changed the
  /// state, for actions that are neither `Equatable` nor worth a case key path:
  ///
  /// ```swift
  /// await store.receive {
  ///   guard case .response(.success) = $0 else { return false }
  ///   return true
  /// } assert: {
  ///   $0.count = 42
  /// }
  /// ```
  @_disfavoredOverload
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: isMatching,
      expected: "an action matching the predicate given at \(fileID):\(line)",
      mismatch: { received in
        """
        Received action without a match: …

          Expected an action matching the predicate given at \(fileID):\(line).
          Received:
        \(indent(String(customDumping: received), by: 4))
        """
      },
      timeout: timeout,
      updateStateToExpectedResult,
      at: Location(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent the case `actionCase` with payload `value` next, and how it
  /// changed the state: `await store.receive(\.factResponse, "42 is a number")`.
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    await receiveAction(
      matching: { $0[case: actionCase] == value },
      expected: "an action matching the case key path given at \(fileID):\(line), with "
        + String(customDumping: value),
      mismatch: { received in
        if let receivedValue = received[case: actionCase] {
          return """
            Received unexpected action: …

            \(diff(value, receivedValue, format: .proportional).map { indent($0) } ?? "")

            (Expected: −, Received: +)
            """
        }
        return """
          Received unexpected action: …

            Expected an action matching the case key path given at \(fileID):\(line), with \
            \(String(customDumping: value)).
            Received:
          \(self.indent(String(customDumping: received), by: 4))
          """
      },
      timeout: timeout,
      updateStateToExpectedResult,
      at: Location(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  private func receiveAction(
    matching predicate: (Action) -> Bool,
    expected: String,
    mismatch: (Action) -> String,
    timeout: Duration?,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: Location
  ) async {
    let timeout = timeout ?? self.timeout
    switch exhaustivity {
    case .on:
      guard await waitForReceivedAction(expected: expected, timeout: timeout, at: location)
      else { return }
      let (action, state) = recorder.received.removeFirst()
      if predicate(action) {
        expectState(from: assertedState, toBecome: state, updateStateToExpectedResult, at: location)
      } else {
        fail(mismatch(action), at: location)
      }
      assertedState = state
    case .off:
      while true {
        while let first = recorder.received.first, !predicate(first.action) {
          skipReceived(upTo: 1, at: location)
        }
        if let (_, state) = recorder.received.first {
          recorder.received.removeFirst()
          expectState(from: assertedState, toBecome: state, updateStateToExpectedResult, at: location)
          assertedState = state
          return
        }
        guard await waitForReceivedAction(expected: expected, timeout: timeout, at: location)
        else { return }
      }
    }
  }

  /// Waits (yielding to effects) until an action was received; reports and returns `false` if
  /// none arrives because no effect is running or within `timeout`.
  private func waitForReceivedAction(
    expected: String, timeout: Duration, at location: Location
  ) async -> Bool {
    let clock = ContinuousClock()
    let start = clock.now
    while recorder.received.isEmpty {
      await Task.megaYield()
      guard recorder.received.isEmpty else { break }
      if core.inFlightCount == 0 {
        await Task.megaYield()
        guard recorder.received.isEmpty else { break }
        fail(
          """
          Expected to receive \(expected), but received none, and no effect is running that \
          could send it.
          """,
          at: location
        )
        return false
      }
      if start.duration(to: clock.now) > timeout {
        fail(
          """
          Expected to receive \(expected), but received none after \(timeout).

          If the effect waits on a TestClock, advance it first ("await clock.advance(by:)"); \
          if it needs more real time, pass a longer "timeout:".
          """,
          at: location
        )
        return false
      }
    }
    return true
  }

  // MARK: Finishing and skipping

  /// Waits for every in-flight effect to finish; reports an issue if some are still running
  /// after `timeout` (real time).
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let timeout = timeout ?? self.timeout
    let clock = ContinuousClock()
    let start = clock.now
    while core.inFlightCount > 0 {
      if start.duration(to: clock.now) > timeout {
        fail(
          """
          Expected effects to finish, but there are still effects in-flight after \(timeout).

          If an effect waits on a TestClock, advance it; if it never ends, cancel it (send the \
          action that returns ".cancel(id:)") or call "await store.skipInFlightEffects()".
          """,
          at: Location(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        return
      }
      await Task.megaYield()
    }
  }

  /// Drops every received action not yet asserted (and moves the asserted state past them).
  ///
  /// - Parameters:
  ///   - strict: Report an issue if there was nothing to skip.
  ///   - fileID: The file of the call, for failure messages; leave the default.
  ///   - filePath: The file's path, for failure messages; leave the default.
  ///   - line: The line of the call, for failure messages; leave the default.
  ///   - column: The column of the call, for failure messages; leave the default.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    let here = Location(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !recorder.received.isEmpty else {
      if strict { fail("There were no received actions to skip.", at: here) }
      return
    }
    skipReceived(at: here)
  }

  /// Cancels every effect still running, so the test can end without asserting them.
  ///
  /// - Parameters:
  ///   - strict: Report an issue if no effect was running.
  ///   - fileID: The file of the call, for failure messages; leave the default.
  ///   - filePath: The file's path, for failure messages; leave the default.
  ///   - line: The line of the call, for failure messages; leave the default.
  ///   - column: The column of the call, for failure messages; leave the default.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    let effects = core.inFlight.all
    guard !effects.isEmpty else {
      if strict {
        fail(
          "There were no in-flight effects to skip.",
          at: Location(fileID: fileID, filePath: filePath, line: line, column: column)
        )
      }
      return
    }
    for effect in effects { effect.task?.cancel() }
    for effect in effects { await effect.task?.value }
  }

  /// The number of effects still running (including queued effects waiting for a slot).
  public var inFlightEffectCount: Int { core.inFlightCount }

  // MARK: Helpers

  // MARK: Asserting

  /// Asserts the store's current state without sending anything: after `skipReceivedActions()` in
  /// a non-exhaustive test, or to check a state a test reached by other means.
  ///
  /// - Parameters:
  ///   - updateStateToExpectedResult: Mutates the last asserted state (exhaustive) or the
  ///     current state (non-exhaustive, only the fields you name) into the state you expect.
  ///   - fileID: The file of the call, for failure messages; leave the default.
  ///   - filePath: The file's path, for failure messages; leave the default.
  ///   - line: The line of the call, for failure messages; leave the default.
  ///   - column: The column of the call, for failure messages; leave the default.
  public func assert(
    _ updateStateToExpectedResult: @escaping (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let here = Location(fileID: fileID, filePath: filePath, line: line, column: column)
    let actual = core.state
    expectState(
      from: assertedState, toBecome: actual, updateStateToExpectedResult,
      requiresChange: false, at: here
    )
    assertedState = actual
  }

  private func skipReceived(upTo count: Int = .max, at location: Location) {
    let skipped = recorder.received.prefix(count)
    guard let last = skipped.last else { return }
    recorder.received.removeFirst(skipped.count)
    if case .off(showSkippedAssertions: true) = exhaustivity {
      reportIssue(
        """
        Skipped receiving \(skipped.count) action\(skipped.count == 1 ? "" : "s"):
        \(describe(skipped.map(\.action)))
        """,
        severity: .warning,
        fileID: location.fileID, filePath: location.filePath,
        line: location.line, column: location.column
      )
    }
    assertedState = last.state
  }

  private func expectState(
    from previous: State,
    toBecome actual: State,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    stackElementIDs: StackElementIDGenerator? = nil,
    requiresChange: Bool = true,
    at location: Location
  ) {
    // Shared state is compared through its snapshots, so the whole check runs asserting.
    if SharedChangeTracker.asserting !== sharedChanges {
      sharedChanges.assert {
        expectState(
          from: previous, toBecome: actual, updateStateToExpectedResult,
          stackElementIDs: stackElementIDs, requiresChange: requiresChange, at: location
        )
      }
      sharedChanges.reset()
      return
    }
    switch exhaustivity {
    case .on:
      var expected = previous
      do {
        try updateStateToExpectedResult.map {
          try runAssertion($0, on: &expected, stackElementIDs: stackElementIDs)
        }
      } catch {
        fail("Threw error: \(error)", at: location)
        return
      }
      if expected != actual {
        fail(stateMismatch(expected: expected, actual: actual), at: location)
      } else if requiresChange, updateStateToExpectedResult != nil, !sharedChanges.hasChanges,
        expected == previous
      {
        fail(
          """
          Expected state to change, but no change occurred.

          The trailing closure made no observable modifications to state. If no change to state \
          is expected, omit the trailing closure.
          """,
          at: location
        )
      }
    case let .off(showSkippedAssertions):
      // As TCA: the closure runs on the actual state, so it only has to name what it checks;
      // a mismatch there is a real failure.
      // Shared values are stated from what they are now.
      sharedChanges.reset()
      var expectedFromActual = actual
      do {
        try updateStateToExpectedResult.map {
          try runAssertion($0, on: &expectedFromActual, stackElementIDs: stackElementIDs)
        }
      } catch {
        fail("Threw error: \(error)", at: location)
        return
      }
      if expectedFromActual != actual {
        fail(stateMismatch(expected: expectedFromActual, actual: actual), at: location)
        return
      }
      guard showSkippedAssertions else { return }
      // `showSkippedAssertions`: what an exhaustive store would have said, from the previous
      // state, is shown without failing the test; issues the closure itself reports on that
      // state are expected, as TCA runs it inside `withExpectedIssue(isIntermittent: true)`.
      var expectedFromPrevious = previous
      if let updateStateToExpectedResult {
        let thrown: (any Error)? = withIssueReporters([]) {
          do {
            try runAssertion(
              updateStateToExpectedResult, on: &expectedFromPrevious,
              stackElementIDs: stackElementIDs
            )
            return nil
          } catch {
            return error
          }
        }
        if let thrown { reportSkippedAssertion("Threw error: \(thrown)", at: location) }
      }
      if expectedFromPrevious != actual {
        reportSkippedAssertion(
          stateMismatch(expected: expectedFromPrevious, actual: actual), at: location
        )
      } else if requiresChange, updateStateToExpectedResult != nil, expectedFromPrevious == previous {
        reportSkippedAssertion(
          "Expected state to change, but no change occurred.", at: location
        )
      }
    }
  }

  /// Shows an assertion a non-exhaustive store skipped (`showSkippedAssertions`), as a warning
  /// that does not fail the test.
  private func reportSkippedAssertion(_ message: String, at location: Location) {
    reportIssue(
      """
      Skipped assertions: …

      \(message)
      """,
      severity: .warning,
      fileID: location.fileID, filePath: location.filePath,
      line: location.line, column: location.column
    )
  }

  private func stateMismatch(expected: State, actual: State) -> String {
    let difference =
      diff(expected, actual, format: .proportional)
      .map { indent($0) }
      ?? """
        Expected:
        \(indent(String(customDumping: expected)))
        Actual:
        \(indent(String(customDumping: actual)))
        """
    return """
      A state change does not match expectation: …

      \(difference)

      (Expected: −, Actual: +)
      """
  }

  /// The end-of-test check for shared state the feature changed after the last assertion.
  private nonisolated func reportUnassertedSharedChanges() {
    let changes = sharedChanges.unassertedChanges
    guard !changes.isEmpty else { return }
    fail(
      """
      Test store finished before asserting against changes to shared state: …

      \(changes.map { indent($0) }.joined(separator: "\n"))

      Assert them at the end of the test with "store.assert { $0.$value.withLock { … } }".
      """,
      at: location
    )
    sharedChanges.reset()
  }

  private nonisolated func fail(_ message: String, at location: Location) {
    reportIssue(
      message,
      fileID: location.fileID, filePath: location.filePath,
      line: location.line, column: location.column
    )
  }

  private nonisolated func describe(_ actions: [Action]) -> String {
    actions.map { indent(String(customDumping: $0)) }.joined(separator: "\n")
  }

  private nonisolated func indent(_ text: String, by count: Int = 2) -> String {
    let padding = String(repeating: " ", count: count)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { padding + $0 }
      .joined(separator: "\n")
  }
}

/// A test store of reducer `R`: `TestStoreOf<Feature>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
