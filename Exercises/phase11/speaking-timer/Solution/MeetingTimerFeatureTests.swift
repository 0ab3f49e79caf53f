// 参考解答: phase11/speaking-timer — 話す順番タイマーのテスト
import Composable
import Testing

@testable import Phase11SpeakingTimer

@MainActor
struct MeetingTimerFeatureTests {
  func makeStore(
    clock: TestClock<Duration>, spoken: LockIsolated<[String]>,
    state: MeetingTimerFeature.State = MeetingTimerFeature.State(
      attendees: ["青木", "井上", "上田"], secondsPerAttendee: 3)
  ) -> TestStore<MeetingTimerFeature.State, MeetingTimerFeature.Action> {
    let store = TestStore(initialState: state) {
      MeetingTimerFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.speechClient.speak = { text in spoken.withValue { $0.append(text) } }
    }
    store.timeout = .milliseconds(300)
    return store
  }

  @Test func ticksAndChangesSpeaker() async {
    let clock = TestClock()
    let spoken = LockIsolated<[String]>([])
    let store = makeStore(clock: clock, spoken: spoken)

    await store.send(.onAppear)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.secondsElapsed = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.secondsElapsed = 2 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 3
      $0.speakerIndex = 1
    }
    await store.send(.endMeetingTapped) { $0.isFinished = true }
    await clock.advance(by: .seconds(5))
    #expect(spoken.value == [])
  }

  @Test func speaksWhenTimeIsUp() async {
    let clock = TestClock()
    let spoken = LockIsolated<[String]>([])
    // 最後の話し手の途中から始めます（残り 2 秒）。
    let store = makeStore(
      clock: clock, spoken: spoken,
      state: MeetingTimerFeature.State(
        attendees: ["青木", "井上", "上田"], secondsPerAttendee: 3, secondsElapsed: 7, speakerIndex: 2))

    await store.send(.onAppear)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.secondsElapsed = 8 }
    #expect(spoken.value == [])
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 9
      $0.isFinished = true
    }
    await store.finish()
    #expect(spoken.value == [MeetingTimerFeature.timeUpMessage])
    // 時間が終わったら、タイマーはもう進みません。
    await clock.advance(by: .seconds(3))
  }

  @Test func reopeningDoesNotStartASecondTimer() async {
    let clock = TestClock()
    let spoken = LockIsolated<[String]>([])
    let store = makeStore(clock: clock, spoken: spoken)

    await store.send(.onAppear)
    await clock.advance(by: .milliseconds(500))
    await store.send(.onAppear)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.secondsElapsed = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.secondsElapsed = 2 }
    await store.send(.endMeetingTapped) { $0.isFinished = true }
  }
}
