import Composable
import Foundation
import Testing

@testable import Phase11PracticeTimer

/// Hidden tests for phase11/practice-timer: starting only with drills, a whole practice second by
/// second (drill changes, the record with an id from `\.uuid` and the date from `\.date`, in the
/// list and in the detail below, saved), one timer for two `.onAppear`s, ending early (with and
/// without time), a pop that stops the timer for good, a save failure, and two practices in a row.
/// The practice screen alone (a `dismiss` that only counts) must stop its own timer when it ends.
/// Everything runs on a `TestClock` with a short real-time timeout.
@MainActor
@Suite("稽古のタイマーと記録", .serialized)
struct PracticeFeatureTests {
  struct Failure: Error {}

  static let finishedAt = Date(timeIntervalSince1970: 1_750_000_000)
  static let old = Practice(
    id: UUID(900), date: Date(timeIntervalSince1970: 1_700_000_000), seconds: 95, completedDrills: 2
  )
  /// Three drills of 15 seconds: 45 seconds in all.
  static let morning = Routine(
    id: UUID(41), title: "朝稽古",
    drills: [Drill(id: UUID(42), name: "素振り"), Drill(id: UUID(43), name: "型"), Drill(id: UUID(44), name: "乱取り")],
    secondsPerDrill: 15, practices: [old]
  )
  static let empty = Routine(id: UUID(51), title: "新しいメニュー", secondsPerDrill: 30)
  static let winter = Routine(
    id: UUID(61), title: "寒稽古", drills: [Drill(id: UUID(62), name: "掛かり稽古")], secondsPerDrill: 20
  )
  /// One drill of 25 seconds.
  static let swings = Routine(
    id: UUID(71), title: "素振り千本", drills: [Drill(id: UUID(72), name: "素振り")], secondsPerDrill: 25
  )

  final class Saves: Sendable {
    let written = LockIsolated<[[Routine]]>([])
    let fails: Bool
    init(fails: Bool = false) { self.fails = fails }
  }

  static func ids(from start: Int) -> UUIDGenerator {
    let next = LockIsolated(start)
    return UUIDGenerator {
      next.withValue { value in
        defer { value += 1 }
        return UUID(value)
      }
    }
  }

  /// The feature's clock: `base`, counting in `cancelledSleeps` every sleep that was cancelled.
  /// A test reads the count to see that closing a screen stopped its timer, instead of waiting
  /// for ticks that a timer escaped into an unstructured Task may or may not have sent yet.
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

  static func makeStore(
    _ state: RoutinesFeature.State, clock: TestClock<Duration>, saves: Saves = Saves(),
    cancelledSleeps: LockIsolated<Int> = LockIsolated(0)
  ) -> TestStoreOf<RoutinesFeature> {
    let store = TestStore(initialState: state) {
      RoutinesFeature()
    } withDependencies: {
      $0.continuousClock = CancellationCountingClock(base: clock, cancelledSleeps: cancelledSleeps)
      $0.date.now = finishedAt
      $0.uuid = ids(from: 100)
      $0.routineClient.save = { routines in
        try await clock.sleep(for: .seconds(1))
        if saves.fails { throw Failure() }
        saves.written.withValue { $0.append(routines) }
      }
    }
    // Ticks come from `clock.advance`; a timer sleeping for real would miss this limit.
    store.timeout = .milliseconds(300)
    return store
  }

  /// The practice screen on its own: `dismiss` only counts, nothing pops the screen, so its timer
  /// stops only if the feature stops it itself. The counting `dismiss` is set on the feature
  /// (`.dependency`), not on the store: a `TestStore`'s own root dismissal ends every running
  /// effect, as TCA's does, and would hide a timer the feature forgot to stop.
  static func makePracticeStore(
    _ routine: Routine, clock: TestClock<Duration>, dismissals: LockIsolated<Int>
  ) -> TestStoreOf<PracticeFeature> {
    let store = TestStore(initialState: PracticeFeature.State(routine: routine)) {
      PracticeFeature()
        .dependency(\.dismiss, DismissEffect { dismissals.withValue { $0 += 1 } })
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = finishedAt
      $0.uuid = ids(from: 100)
    }
    store.timeout = .milliseconds(300)
    return store
  }

  /// The list with `routine`'s detail (stack id 0) and its practice screen (stack id 1) pushed.
  static func practicing(_ routine: Routine) -> RoutinesFeature.State {
    RoutinesFeature.State(
      routines: [winter, routine],
      path: StackState([
        .detail(RoutineDetailFeature.State(routine: routine)),
        .practice(PracticeFeature.State(routine: routine)),
      ])
    )
  }

  @Test("項目のないメニューでは稽古を始めない。項目があれば稽古の画面を積む")
  func startNeedsDrills() async {
    let clock = TestClock()
    let store = Self.makeStore(
      RoutinesFeature.State(
        routines: [Self.empty, Self.winter],
        path: StackState([.detail(RoutineDetailFeature.State(routine: Self.empty))])
      ),
      clock: clock
    )
    await store.send(\.path[id: 0].detail.startPracticeButtonTapped)
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
    await store.send(.routineTapped(id: Self.winter.id)) {
      $0.path[id: 1] = .detail(RoutineDetailFeature.State(routine: Self.winter))
    }
    await store.send(\.path[id: 1].detail.startPracticeButtonTapped)
    await store.receive(\.path[id: 1].detail.delegate.startPractice, Self.winter) {
      $0.path[id: 2] = .practice(PracticeFeature.State(routine: Self.winter))
    }
  }

  @Test("最後まで稽古すると、1 秒ごとに進み、項目を切り替え、記録を一覧と詳細に入れて保存し、閉じる")
  func wholePractice() async {
    let clock = TestClock()
    let saves = Saves()
    let store = Self.makeStore(Self.practicing(Self.morning), clock: clock, saves: saves)
    await store.send(\.path[id: 1].practice.onAppear) {
      $0.path[id: 1, case: \.practice]?.isTimerRunning = true
    }
    for second in 1...44 {
      await clock.advance(by: .milliseconds(999))
      await clock.advance(by: .milliseconds(1))
      await store.receive(\.path[id: 1].practice.timerTicked) {
        $0.path[id: 1, case: \.practice]?.secondsElapsed = second
        if second % 15 == 0 {
          $0.path[id: 1, case: \.practice]?.drillIndex = second / 15
        }
      }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].practice.timerTicked) {
      $0.path[id: 1, case: \.practice]?.secondsElapsed = 45
      $0.path[id: 1, case: \.practice]?.drillIndex = 3
      $0.path[id: 1, case: \.practice]?.isTimerRunning = false
    }
    let record = Practice(id: UUID(100), date: Self.finishedAt, seconds: 45, completedDrills: 3)
    var recorded = Self.morning
    recorded.practices = [record, Self.old]
    await store.receive(\.path[id: 1].practice.delegate.finished, record) {
      $0.routines[id: Self.morning.id] = recorded
      $0.path[id: 0, case: \.detail]?.routine = recorded
    }
    await store.receive(\.path.popFrom, 1) {
      $0.path.pop(from: 1)
    }
    await clock.advance(by: .seconds(60))
    await store.finish()
    #expect(saves.written.value == [[Self.winter, recorded]])
  }

  @Test("2 回目の .onAppear でタイマーを増やさず、刻みもずらさない")
  func secondAppearKeepsOneTimer() async {
    let clock = TestClock()
    let store = Self.makeStore(Self.practicing(Self.morning), clock: clock)
    await store.send(\.path[id: 1].practice.onAppear) {
      $0.path[id: 1, case: \.practice]?.isTimerRunning = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(\.path[id: 1].practice.onAppear)
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.path[id: 1].practice.timerTicked) {
      $0.path[id: 1, case: \.practice]?.secondsElapsed = 1
    }
    for second in 2...4 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.path[id: 1].practice.timerTicked) {
        $0.path[id: 1, case: \.practice]?.secondsElapsed = second
      }
    }
    await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    await store.finish()
  }

  @Test("途中で終えると、やり終えた項目の数を記録して閉じ、その後は進まない")
  func endEarlyRecordsWhatWasDone() async {
    let clock = TestClock()
    let saves = Saves()
    let store = Self.makeStore(Self.practicing(Self.morning), clock: clock, saves: saves)
    await store.send(\.path[id: 1].practice.onAppear) {
      $0.path[id: 1, case: \.practice]?.isTimerRunning = true
    }
    for second in 1...20 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.path[id: 1].practice.timerTicked) {
        $0.path[id: 1, case: \.practice]?.secondsElapsed = second
        if second == 15 { $0.path[id: 1, case: \.practice]?.drillIndex = 1 }
      }
    }
    await store.send(\.path[id: 1].practice.endButtonTapped) {
      $0.path[id: 1, case: \.practice]?.isTimerRunning = false
    }
    let record = Practice(id: UUID(100), date: Self.finishedAt, seconds: 20, completedDrills: 1)
    var recorded = Self.morning
    recorded.practices = [record, Self.old]
    await store.receive(\.path[id: 1].practice.delegate.finished, record) {
      $0.routines[id: Self.morning.id] = recorded
      $0.path[id: 0, case: \.detail]?.routine = recorded
    }
    await store.receive(\.path.popFrom, 1) {
      $0.path.pop(from: 1)
    }
    await clock.advance(by: .seconds(60))
    await store.finish()
    #expect(saves.written.value == [[Self.winter, recorded]])
  }

  @Test("0 秒で終えると記録を作らずに閉じる")
  func endAtZeroRecordsNothing() async {
    let clock = TestClock()
    let saves = Saves()
    let store = Self.makeStore(Self.practicing(Self.morning), clock: clock, saves: saves)
    await store.send(\.path[id: 1].practice.onAppear) {
      $0.path[id: 1, case: \.practice]?.isTimerRunning = true
    }
    await clock.advance(by: .milliseconds(700))
    await store.send(\.path[id: 1].practice.endButtonTapped) {
      $0.path[id: 1, case: \.practice]?.isTimerRunning = false
    }
    await store.receive(\.path.popFrom, 1) {
      $0.path.pop(from: 1)
    }
    await clock.advance(by: .seconds(60))
    await store.finish()
    #expect(store.state.routines[id: Self.morning.id] == Self.morning)
    #expect(saves.written.value.isEmpty)
  }

  @Test("戻るボタンで稽古の画面を閉じると、その後 tick は来ず、記録も作らない")
  func popStopsTheTimer() async {
    let clock = TestClock()
    let saves = Saves()
    let cancelledSleeps = LockIsolated(0)
    let store = Self.makeStore(
      Self.practicing(Self.morning), clock: clock, saves: saves, cancelledSleeps: cancelledSleeps
    )
    await store.send(\.path[id: 1].practice.onAppear) {
      $0.path[id: 1, case: \.practice]?.isTimerRunning = true
    }
    for second in 1...3 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.path[id: 1].practice.timerTicked) {
        $0.path[id: 1, case: \.practice]?.secondsElapsed = second
      }
    }
    await clock.advance(by: .milliseconds(600))
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    await clock.advance(by: .seconds(120))
    await store.finish()
    #expect(store.state.routines[id: Self.morning.id] == Self.morning)
    #expect(saves.written.value.isEmpty)
    // A timer that escaped into an unstructured Task is never cancelled, whenever its ticks land.
    #expect(cancelledSleeps.value == 1, "画面を閉じると、動いていたタイマーの待ちもキャンセルされるはずです")
  }

  @Test("記録の保存に失敗するとアラートを出す（記録は一覧に残る）")
  func saveFailureAfterPractice() async {
    let clock = TestClock()
    let store = Self.makeStore(Self.practicing(Self.swings), clock: clock, saves: Saves(fails: true))
    store.exhaustivity = .off
    await store.send(\.path[id: 1].practice.onAppear)
    await clock.advance(by: .seconds(25))
    await store.skipReceivedActions()
    await clock.advance(by: .seconds(1))
    await store.receive(\.saveFailed) {
      $0.destination = .alert(.saveFailed)
    }
    let record = Practice(id: UUID(100), date: Self.finishedAt, seconds: 25, completedDrills: 1)
    #expect(store.state.routines[id: Self.swings.id]?.practices.elements == [record])
    #expect(store.state.path[id: 0, case: \.detail]?.routine.practices.elements == [record])
    #expect(store.state.path.count == 1)
  }

  @Test("続けて 2 回稽古すると、記録の id は uuid から順に、日時は date から取り、新しい記録が先頭に並ぶ")
  func twoPracticesInARow() async {
    let clock = TestClock()
    let store = Self.makeStore(Self.practicing(Self.morning), clock: clock)
    store.exhaustivity = .off
    await store.send(\.path[id: 1].practice.onAppear)
    await clock.advance(by: .seconds(7))
    await store.send(\.path[id: 1].practice.endButtonTapped)
    await store.skipReceivedActions()
    #expect(store.state.path.count == 1)

    let later = Date(timeIntervalSince1970: 1_750_086_400)
    store.dependencies.date.now = later
    await store.send(\.path[id: 0].detail.startPracticeButtonTapped)
    await store.skipReceivedActions()
    await store.send(\.path[id: 2].practice.onAppear)
    await clock.advance(by: .seconds(31))
    await store.send(\.path[id: 2].practice.endButtonTapped)
    await store.skipReceivedActions()
    await clock.advance(by: .seconds(5))
    await store.finish()

    let first = Practice(id: UUID(100), date: Self.finishedAt, seconds: 7, completedDrills: 0)
    let second = Practice(id: UUID(101), date: later, seconds: 31, completedDrills: 2)
    #expect(store.state.routines[id: Self.morning.id]?.practices.elements == [second, first, Self.old])
    #expect(store.state.path[id: 0, case: \.detail]?.routine.practices.elements == [second, first, Self.old])
    #expect(store.state.path.count == 1)
  }

  @Test("最後の項目を終えたら、閉じられるのを待たずに自分でタイマーを止めて記録を渡し、閉じる（稽古の画面だけで）")
  func finishStopsItsOwnTimer() async {
    let clock = TestClock()
    let dismissals = LockIsolated(0)
    let pair = Routine(
      id: UUID(81), title: "二本",
      drills: [Drill(id: UUID(82), name: "面"), Drill(id: UUID(83), name: "小手")],
      secondsPerDrill: 3
    )
    let store = Self.makePracticeStore(pair, clock: clock, dismissals: dismissals)
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
  }

  @Test("0 秒で終えるときも、自分でタイマーを止めてから閉じる（稽古の画面だけで）")
  func endAtZeroStopsItsOwnTimer() async {
    let clock = TestClock()
    let dismissals = LockIsolated(0)
    let store = Self.makePracticeStore(Self.morning, clock: clock, dismissals: dismissals)
    await store.send(.onAppear) { $0.isTimerRunning = true }
    await clock.advance(by: .milliseconds(400))
    await store.send(.endButtonTapped) { $0.isTimerRunning = false }
    await clock.advance(by: .seconds(10))
    await store.finish()
    #expect(dismissals.value == 1)
  }
}
