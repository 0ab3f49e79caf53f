import Composable
import Foundation
import Testing

@testable import Phase11PracticeSession

/// Hidden tests for phase11/practice-session: the practice screen on its own. One tick a second on
/// a `TestClock` (first after one second), drill changes at `secondsPerDrill`, one timer for two
/// `.onAppear`s, the record built from `\.uuid` and `\.date`, ending early with and without time,
/// and a screen that stops its own timer: `dismiss` only counts, nothing pops the screen, and the
/// clock counts the timer sleeps that were cancelled, so a timer escaped into an unstructured
/// `Task` is caught whatever the scheduler does.
@MainActor
@Suite("稽古のタイマー", .serialized)
struct PracticeSessionTests {
  static let finishedAt = Date(timeIntervalSince1970: 1_750_000_000)
  /// Three drills of 15 seconds: 45 seconds in all.
  static let morning = Routine(
    id: UUID(41), title: "朝稽古",
    drills: [Drill(id: UUID(42), name: "素振り"), Drill(id: UUID(43), name: "型"), Drill(id: UUID(44), name: "乱取り")],
    secondsPerDrill: 15
  )
  /// Two drills of 3 seconds.
  static let pair = Routine(
    id: UUID(81), title: "二本",
    drills: [Drill(id: UUID(82), name: "面"), Drill(id: UUID(83), name: "小手")],
    secondsPerDrill: 3
  )

  static func ids(from start: Int) -> UUIDGenerator {
    let next = LockIsolated(start)
    return UUIDGenerator {
      next.withValue { value in
        defer { value += 1 }
        return UUID(value)
      }
    }
  }

  /// `base`, counting in `cancelledSleeps` every sleep that was cancelled.
  struct CancellationCountingClock: Clock {
    let base: TestClock<Duration>
    let cancelledSleeps: LockIsolated<Int>

    var now: TestClock<Duration>.Instant { base.now }
    var minimumResolution: Duration { base.minimumResolution }

    func sleep(until deadline: TestClock<Duration>.Instant, tolerance: Duration?) async throws {
      do {
        try await base.sleep(until: deadline, tolerance: tolerance)
      } catch {
        cancelledSleeps.withValue { $0 += 1 }
        throw error
      }
    }
  }

  /// The counting `dismiss` is set on the feature (`.dependency`), not on the store: a
  /// `TestStore`'s own root dismissal ends every running effect and would hide a timer the
  /// feature forgot to stop.
  static func makeStore(
    _ routine: Routine, clock: TestClock<Duration>, dismissals: LockIsolated<Int>,
    cancelledSleeps: LockIsolated<Int> = LockIsolated(0), date: Date = finishedAt
  ) -> TestStoreOf<PracticeFeature> {
    let store = TestStore(initialState: PracticeFeature.State(routine: routine)) {
      PracticeFeature()
        .dependency(\.dismiss, DismissEffect { dismissals.withValue { $0 += 1 } })
    } withDependencies: {
      $0.continuousClock = CancellationCountingClock(base: clock, cancelledSleeps: cancelledSleeps)
      $0.date.now = date
      $0.uuid = ids(from: 100)
    }
    // Ticks come from `clock.advance`; a timer sleeping for real would miss this limit.
    store.timeout = .milliseconds(300)
    return store
  }

  @Test("始めると 1 秒ちょうどごとに進み、最初の tick は 1 秒後に来る")
  func ticksEverySecond() async {
    let clock = TestClock()
    let dismissals = LockIsolated(0)
    let store = Self.makeStore(Self.morning, clock: clock, dismissals: dismissals)
    await store.send(.onAppear) { $0.isTimerRunning = true }
    for second in 1...3 {
      await clock.advance(by: .milliseconds(999))
      await clock.advance(by: .milliseconds(1))
      await store.receive(\.timerTicked) { $0.secondsElapsed = second }
    }
    await store.send(.endButtonTapped) { $0.isTimerRunning = false }
    await store.receive(\.delegate.finished)
    await store.finish()
  }

  @Test("最後まで稽古すると、項目の秒数ごとに次の項目へ進み、最後の項目を終えたら記録を渡して閉じる")
  func wholePractice() async {
    let clock = TestClock()
    let dismissals = LockIsolated(0)
    let store = Self.makeStore(Self.morning, clock: clock, dismissals: dismissals)
    await store.send(.onAppear) { $0.isTimerRunning = true }
    for second in 1...44 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTicked) {
        $0.secondsElapsed = second
        if second % 15 == 0 { $0.drillIndex = second / 15 }
      }
    }
    #expect(dismissals.value == 0, "最後の項目を終えるまでは閉じません")
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 45
      $0.drillIndex = 3
      $0.isTimerRunning = false
    }
    let record = Practice(id: UUID(100), date: Self.finishedAt, seconds: 45, completedDrills: 3)
    await store.receive(\.delegate.finished, record)
    await clock.advance(by: .seconds(10))
    await store.finish()
    #expect(dismissals.value == 1)
  }

  @Test("2 回目の .onAppear でタイマーを増やさず、刻みもずらさない")
  func secondAppearKeepsOneTimer() async {
    let clock = TestClock()
    let dismissals = LockIsolated(0)
    let store = Self.makeStore(Self.morning, clock: clock, dismissals: dismissals)
    await store.send(.onAppear) { $0.isTimerRunning = true }
    await clock.advance(by: .milliseconds(500))
    await store.send(.onAppear)
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.timerTicked) { $0.secondsElapsed = 1 }
    for second in 2...4 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTicked) { $0.secondsElapsed = second }
    }
    await store.send(.endButtonTapped) { $0.isTimerRunning = false }
    await store.receive(\.delegate.finished)
    await store.finish()
  }

  @Test("途中で終えると、たった秒数とやり終えた項目の数だけを記録して閉じる")
  func endEarlyRecordsWhatWasDone() async {
    let clock = TestClock()
    let dismissals = LockIsolated(0)
    let store = Self.makeStore(Self.morning, clock: clock, dismissals: dismissals)
    await store.send(.onAppear) { $0.isTimerRunning = true }
    for second in 1...20 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTicked) {
        $0.secondsElapsed = second
        if second == 15 { $0.drillIndex = 1 }
      }
    }
    await store.send(.endButtonTapped) { $0.isTimerRunning = false }
    let record = Practice(id: UUID(100), date: Self.finishedAt, seconds: 20, completedDrills: 1)
    await store.receive(\.delegate.finished, record)
    await clock.advance(by: .seconds(60))
    await store.finish()
    #expect(dismissals.value == 1)
  }

  @Test("0 秒で終えると記録を作らず、タイマーを止めて閉じるだけ")
  func endAtZeroRecordsNothing() async {
    let clock = TestClock()
    let dismissals = LockIsolated(0)
    let cancelledSleeps = LockIsolated(0)
    let store = Self.makeStore(Self.morning, clock: clock, dismissals: dismissals, cancelledSleeps: cancelledSleeps)
    await store.send(.onAppear) { $0.isTimerRunning = true }
    await clock.advance(by: .milliseconds(400))
    await store.send(.endButtonTapped) { $0.isTimerRunning = false }
    await clock.advance(by: .seconds(10))
    await store.finish()
    #expect(dismissals.value == 1)
    #expect(cancelledSleeps.value == 1, "0 秒で終えるときも、タイマーの待ちを自分でキャンセルするはずです")
  }

  @Test("最後の項目を終えたら、閉じられるのを待たずに自分でタイマーを止める")
  func finishStopsItsOwnTimer() async {
    let clock = TestClock()
    let dismissals = LockIsolated(0)
    let cancelledSleeps = LockIsolated(0)
    let store = Self.makeStore(Self.pair, clock: clock, dismissals: dismissals, cancelledSleeps: cancelledSleeps)
    await store.send(.onAppear) { $0.isTimerRunning = true }
    for second in 1...5 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTicked) {
        $0.secondsElapsed = second
        if second == 3 { $0.drillIndex = 1 }
      }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 6
      $0.drillIndex = 2
      $0.isTimerRunning = false
    }
    let record = Practice(id: UUID(100), date: Self.finishedAt, seconds: 6, completedDrills: 2)
    await store.receive(\.delegate.finished, record)
    // Nothing pops this screen: a timer the feature did not cancel would tick on here.
    await clock.advance(by: .seconds(10))
    await store.finish()
    #expect(dismissals.value == 1)
    #expect(cancelledSleeps.value == 1, "終えたら、タイマーの待ちを自分でキャンセルするはずです")
  }

  @Test("記録の id は uuid から、日時は date から取る")
  func recordComesFromTheDependencies() async {
    let clock = TestClock()
    let dismissals = LockIsolated(0)
    let later = Date(timeIntervalSince1970: 1_750_086_400)
    let store = Self.makeStore(Self.morning, clock: clock, dismissals: dismissals, date: later)
    await store.send(.onAppear) { $0.isTimerRunning = true }
    for second in 1...7 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTicked) { $0.secondsElapsed = second }
    }
    await store.send(.endButtonTapped) { $0.isTimerRunning = false }
    await store.receive(\.delegate.finished, Practice(id: UUID(100), date: later, seconds: 7, completedDrills: 0))
    await store.finish()
  }
}
