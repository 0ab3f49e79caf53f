// 練習問題: phase11/speaking-timer — 話す順番タイマーのテストを書く
// 問題文: Lessons/phase11-capstone.md の「話す順番タイマーのテストを書く」。確かめ方: dojo check phase11/speaking-timer
import Composable
import Testing

@testable import Phase11SpeakingTimer

@MainActor
struct MeetingTimerFeatureTests {
  @Test func ticksOncePerSecond() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: MeetingTimerFeature.State(attendees: ["青木", "井上", "上田"], secondsPerAttendee: 3)
    ) {
      MeetingTimerFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    // TODO: 画面を開き（`await store.send(.onAppear)`）、時計を 1 秒進めて届く `.timerTicked` と
    // State の変化を書きます。テストの最後は終了ボタンでタイマーを止めます。
    _ = store
  }

  // TODO: 問題文の「確かめること」の残りを、1 つずつテストにします。
}
