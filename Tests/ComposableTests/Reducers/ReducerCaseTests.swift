import Composable
import Testing

// `_reducerCase`, the reducer behind each feature case of an `@Reducer enum`, with a parent that
// changes the case itself (the generated body's parent never does).

@Reducer
struct CaseTicker {
  @ObservableState
  struct State: Equatable {
    var ticks = 0
  }

  enum Action: Equatable {
    case startButtonTapped
    case tick
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startButtonTapped:
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

@Reducer
enum CaseScreen {
  case clock(CaseTicker)
  case stopwatch(CaseTicker)
}

extension CaseScreen.State: Equatable {}

@CasePathable
enum CaseScreenParentAction: Equatable {
  case clock(CaseTicker.Action)
  case stopwatch(CaseTicker.Action)
  case switchToStopwatchButtonTapped
  case cancelTimerAtParentLevel
}

/// A parent that owns the enum state and moves it between cases.
func caseScreenParent() -> some Reducer<CaseScreen.State, CaseScreenParentAction> {
  Reduce<CaseScreen.State, CaseScreenParentAction> { state, action in
    switch action {
    case .switchToStopwatchButtonTapped:
      state = .stopwatch(CaseTicker.State())
      return .none
    case .cancelTimerAtParentLevel:
      // The same id as the child's, at the parent's level: it must not reach into the case.
      return .cancel(id: CaseTicker.CancelID.timer)
    case .clock, .stopwatch:
      return .none
    }
  }
  ._reducerCase(\.clock, action: \.clock) { CaseTicker() }
  ._reducerCase(\.stopwatch, action: \.stopwatch) { CaseTicker() }
}

@MainActor
@Suite struct ReducerCaseTests {
  func makeStore(_ clock: TestClock<Duration>)
    -> TestStore<CaseScreen.State, CaseScreenParentAction>
  {
    TestStore(initialState: CaseScreen.State.clock(CaseTicker.State())) {
      caseScreenParent()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func leavingTheCaseCancelsItsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.clock(.startButtonTapped))
    await clock.advance(by: .seconds(1))
    await store.receive(.clock(.tick)) { $0 = .clock(CaseTicker.State(ticks: 1)) }
    await store.send(.switchToStopwatchButtonTapped) { $0 = .stopwatch(CaseTicker.State()) }
    await clock.advance(by: .seconds(3))
    #expect(store.inFlightEffectCount == 0)
  }

  @Test func theParentsCancelIDDoesNotReachIntoTheCase() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.clock(.startButtonTapped))
    await store.send(.cancelTimerAtParentLevel)
    await clock.advance(by: .seconds(1))
    await store.receive(.clock(.tick)) { $0 = .clock(CaseTicker.State(ticks: 1)) }
    await store.send(.switchToStopwatchButtonTapped) { $0 = .stopwatch(CaseTicker.State()) }
  }

  @Test func anActionForAnotherCaseIsReportedAndIgnored() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await withKnownIssue {
      await store.send(.stopwatch(.tick))
    } matching: { issue in
      issue.description.contains("received a child action when its state was set to a different case")
    }
  }
}
