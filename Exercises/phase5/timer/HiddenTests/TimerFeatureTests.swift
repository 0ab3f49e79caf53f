import Composable
import Testing

@testable import Phase5Timer

/// Hidden tests for phase5/timer: one tick per second on a `TestClock`, stop and reset for good,
/// no second timer on a second start, resuming after a stop.
@MainActor
@Suite("タイマー", .serialized)
struct TimerFeatureTests {
  static func makeStore(
    clock: TestClock<Duration>, state: TimerFeature.State = TimerFeature.State()
  ) -> TestStore<TimerFeature.State, TimerFeature.Action> {
    let store = TestStore(initialState: state) {
      TimerFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    // Time is virtual: a tick is sent while `clock.advance` runs. A short real-time limit makes a
    // timer that sleeps for real (`Task.sleep`) fail instead of slipping under the 1 s default.
    store.timeout = .milliseconds(300)
    return store
  }

  @Test("開始すると 1 秒ごとに tick が来て elapsed が 1 ずつ増える")
  func startTicksOncePerSecond() async {
    let clock = TestClock()
    let store = Self.makeStore(clock: clock)

    await store.send(.startButtonTapped) { $0.isRunning = true }
    for second in 1...3 {
      await clock.advance(by: .milliseconds(999))
      #expect(store.state.elapsed == second - 1, "tick は 1 秒ちょうどごとのはずです（1 秒より早く来てはいけません）")
      await clock.advance(by: .milliseconds(1))
      await store.receive(.tick) { $0.elapsed = second }
    }

    await store.send(.stopButtonTapped) { $0.isRunning = false }
    await store.finish()
  }

  @Test("停止すると、時計を 1 時間進めても tick は来ない")
  func stopCancelsTheTimer() async {
    let clock = TestClock()
    let store = Self.makeStore(clock: clock)

    await store.send(.startButtonTapped) { $0.isRunning = true }
    await clock.advance(by: .seconds(2))
    await store.receive(.tick) { $0.elapsed = 1 }
    await store.receive(.tick) { $0.elapsed = 2 }
    await clock.advance(by: .milliseconds(500))

    await store.send(.stopButtonTapped) { $0.isRunning = false }
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(store.state == TimerFeature.State(elapsed: 2, isRunning: false), "停止した後に tick が来てはいけません")
  }

  @Test("動いている間にもう一度開始しても、タイマーは 1 本だけ（1 秒に 1 回）")
  func startWhileRunningDoesNotStartASecondTimer() async {
    let clock = TestClock()
    let store = Self.makeStore(clock: clock)

    await store.send(.startButtonTapped) { $0.isRunning = true }
    await store.send(.startButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.elapsed = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.elapsed = 2 }

    await store.send(.stopButtonTapped) { $0.isRunning = false }
    await store.finish()
  }

  @Test("リセットするとタイマーが止まり elapsed が 0 に戻る")
  func resetStopsAndZeroes() async {
    let clock = TestClock()
    let store = Self.makeStore(clock: clock)

    await store.send(.startButtonTapped) { $0.isRunning = true }
    await clock.advance(by: .seconds(2))
    await store.receive(.tick) { $0.elapsed = 1 }
    await store.receive(.tick) { $0.elapsed = 2 }

    await store.send(.resetButtonTapped) {
      $0.isRunning = false
      $0.elapsed = 0
    }
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(store.state == TimerFeature.State(elapsed: 0, isRunning: false), "リセットした後に tick が来てはいけません")
  }

  @Test("止まっているときのリセットでも elapsed が 0 に戻る")
  func resetWhileStoppedZeroes() async {
    let clock = TestClock()
    let store = Self.makeStore(clock: clock, state: TimerFeature.State(elapsed: 42))

    await store.send(.resetButtonTapped) { $0.elapsed = 0 }
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(store.state == TimerFeature.State(elapsed: 0, isRunning: false))
  }

  @Test("停止した後にもう一度開始すると、続きから数える")
  func restartAfterStopResumesCounting() async {
    let clock = TestClock()
    let store = Self.makeStore(clock: clock)

    await store.send(.startButtonTapped) { $0.isRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.elapsed = 1 }
    await store.send(.stopButtonTapped) { $0.isRunning = false }
    await clock.advance(by: .seconds(10))

    await store.send(.startButtonTapped) { $0.isRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.elapsed = 2 }
    await store.send(.stopButtonTapped) { $0.isRunning = false }
    await store.finish()
  }

  @Test("途中から再開しても 1 秒ごとに 1 ずつ増え続ける（1 分間で 60 回）")
  func keepsTickingFromAStartedCount() async {
    let clock = TestClock()
    let store = Self.makeStore(clock: clock, state: TimerFeature.State(elapsed: 42))

    await store.send(.startButtonTapped) { $0.isRunning = true }
    for second in 1...60 {
      await clock.advance(by: .milliseconds(999))
      #expect(store.state.elapsed == 41 + second, "tick は 1 秒ちょうどごとのはずです")
      await clock.advance(by: .milliseconds(1))
      await store.receive(.tick) { $0.elapsed = 42 + second }
    }
    await store.send(.stopButtonTapped) { $0.isRunning = false }
    await store.finish()
    #expect(store.state.elapsed == 102)
  }
}
