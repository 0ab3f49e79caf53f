import Composable
import Testing

/// Effect queues: newest N, oldest N discarding new, oldest N suspending new (FIFO), delays.
@MainActor
@Suite struct EffectQueueTests {
  struct Jobs: Reducer {
    struct State: Equatable {
      var started: [Int] = []
      var finished: [Int] = []
    }

    @CasePathable
    enum Action: Equatable {
      case enqueue(Int)
      case started(Int)
      case finished(Int)
      case cancelAll
    }

    enum CancelID { case jobs }

    let queue: EffectQueue
    /// How long job `n` takes: `n` seconds.
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .enqueue(job):
        return .run { send in
          await send(.started(job))
          try await clock.sleep(for: .seconds(job))
          await send(.finished(job))
        }
        .queued(in: queue)
        .cancellable(id: CancelID.jobs)
      case let .started(job):
        state.started.append(job)
        return .none
      case let .finished(job):
        state.finished.append(job)
        return .none
      case .cancelAll:
        return .cancel(id: CancelID.jobs)
      }
    }
  }

  func makeStore(_ queue: EffectQueue, _ clock: TestClock<Duration>)
    -> TestStore<Jobs.State, Jobs.Action>
  {
    let store = TestStore(initialState: Jobs.State()) {
      Jobs(queue: queue)
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off
    return store
  }

  @Test func suspendNewRunsAtMostTwoInFIFOOrder() async {
    let clock = TestClock()
    let queue = EffectQueue(
      id: "uploads", policy: .runOldest(maxCount: 2, overflowPolicy: .suspendNew)
    )
    let store = makeStore(queue, clock)
    await store.send(.enqueue(3))
    await store.send(.enqueue(1))
    await store.send(.enqueue(2))
    await store.send(.enqueue(1))
    await store.skipReceivedActions(strict: false)
    #expect(store.state.started == [3, 1])
    #expect(store.inFlightEffectCount == 4)
    await clock.advance(by: .seconds(1))  // t=1: job 1 done, third job (2s) starts
    await store.skipReceivedActions(strict: false)
    #expect(store.state.finished == [1])
    #expect(store.state.started == [3, 1, 2])
    await clock.advance(by: .seconds(2))  // t=3: job 3 and the 2s job done; last job starts
    await store.skipReceivedActions(strict: false)
    #expect(store.state.finished == [1, 3, 2])
    #expect(store.state.started == [3, 1, 2, 1])
    await clock.advance(by: .seconds(1))
    await store.skipReceivedActions(strict: false)
    #expect(store.state.finished == [1, 3, 2, 1])
    #expect(store.inFlightEffectCount == 0)
  }

  @Test func suspendNewWithOneSlotIsConcat() async {
    let clock = TestClock()
    let queue = EffectQueue(id: 1, policy: .runOldest(maxCount: 1, overflowPolicy: .suspendNew))
    let store = makeStore(queue, clock)
    await store.send(.enqueue(2))
    await store.send(.enqueue(1))
    await store.skipReceivedActions(strict: false)
    #expect(store.state.started == [2])
    await clock.advance(by: .seconds(2))
    await store.skipReceivedActions(strict: false)
    #expect(store.state.started == [2, 1])
    #expect(store.state.finished == [2])
    await clock.advance(by: .seconds(1))
    await store.skipReceivedActions(strict: false)
    #expect(store.state.finished == [2, 1])
  }

  @Test func discardNewDropsEffectsWhileFull() async {
    let clock = TestClock()
    let queue = EffectQueue(id: 1, policy: .runOldest(maxCount: 1, overflowPolicy: .discardNew))
    let store = makeStore(queue, clock)
    await store.send(.enqueue(2))
    await store.send(.enqueue(1))
    #expect(store.inFlightEffectCount == 1)
    await clock.advance(by: .seconds(5))
    await store.skipReceivedActions(strict: false)
    #expect(store.state.started == [2])
    #expect(store.state.finished == [2])
    await store.send(.enqueue(1))
    await clock.advance(by: .seconds(1))
    await store.skipReceivedActions(strict: false)
    #expect(store.state.finished == [2, 1])
  }

  @Test func runNewestCancelsTheOldest() async {
    let clock = TestClock()
    let queue = EffectQueue(id: 1, policy: .runNewest(maxCount: 2))
    let store = makeStore(queue, clock)
    await store.send(.enqueue(5))
    await store.send(.enqueue(4))
    await store.send(.enqueue(3))
    #expect(store.inFlightEffectCount == 2)
    await clock.advance(by: .seconds(10))
    await store.skipReceivedActions(strict: false)
    #expect(store.state.started == [5, 4, 3])
    #expect(store.state.finished == [3, 4])
  }

  @Test func runNewestWithOneSlotIsLatestWins() async {
    let clock = TestClock()
    let queue = EffectQueue(id: 1, policy: .runNewest(maxCount: 1))
    let store = makeStore(queue, clock)
    for job in [3, 2, 1] { await store.send(.enqueue(job)) }
    await clock.advance(by: .seconds(10))
    await store.skipReceivedActions(strict: false)
    #expect(store.state.finished == [1])
  }

  @Test func delaySpacesStartsOnTheContinuousClock() async {
    let clock = TestClock()
    let queue = EffectQueue(
      id: 1, policy: .runOldest(maxCount: 3, overflowPolicy: .suspendNew), delay: .seconds(10)
    )
    let store = makeStore(queue, clock)
    await store.send(.enqueue(1))
    await store.send(.enqueue(1))
    await store.send(.enqueue(1))
    await store.skipReceivedActions(strict: false)
    #expect(store.state.started == [1])
    await clock.advance(by: .seconds(9))
    #expect(store.state.started == [1])
    await clock.advance(by: .seconds(1))  // t=10
    await store.skipReceivedActions(strict: false)
    #expect(store.state.started == [1, 1])
    await clock.advance(by: .seconds(10))  // t=20
    await store.skipReceivedActions(strict: false)
    #expect(store.state.started == [1, 1, 1])
    await clock.advance(by: .seconds(1))
    await store.skipReceivedActions(strict: false)
    #expect(store.state.finished == [1, 1, 1])
  }

  @Test func cancellingRemovesWaitingUnits() async {
    let clock = TestClock()
    let queue = EffectQueue(id: 1, policy: .runOldest(maxCount: 1, overflowPolicy: .suspendNew))
    let store = makeStore(queue, clock)
    await store.send(.enqueue(1))
    await store.send(.enqueue(1))
    #expect(store.inFlightEffectCount == 2)
    await store.send(.cancelAll)
    #expect(store.inFlightEffectCount == 0)
    await clock.advance(by: .seconds(5))
    await store.skipReceivedActions(strict: false)
    #expect(store.state.started == [1])
    #expect(store.state.finished == [])
    // The queue is usable again afterwards.
    await store.send(.enqueue(1))
    await clock.advance(by: .seconds(1))
    await store.skipReceivedActions(strict: false)
    #expect(store.state.finished == [1])
  }

  @Test func waitingUnitsAreReportedAsInFlightAtTheEnd() async {
    await withKnownIssue {
      let clock = TestClock()
      let queue = EffectQueue(
        id: 1, policy: .runOldest(maxCount: 1, overflowPolicy: .suspendNew)
      )
      let store = TestStore(initialState: Jobs.State()) {
        Jobs(queue: queue)
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.enqueue(1))
      await store.receive(.started(1)) { $0.started = [1] }
      await store.send(.enqueue(1))
    } matching: { issue in
      issue.description.contains("An effect returned for this action is still running")
    }
  }
}
