// 参考解答: phase5/autosave — 自動保存のテスト
import Composable
import Testing

@testable import Phase5Autosave

/// 保存された文章を記録するテスト用の API。
final class SavedDrafts: Sendable {
  let texts = LockIsolated<[String]>([])

  var client: DraftClient {
    DraftClient(save: { [texts] text in texts.withValue { $0.append(text) } })
  }
}

struct SaveError: Error {}

@MainActor
struct AutosaveFeatureTests {
  func makeStore(
    clock: TestClock<Duration>, client: DraftClient, state: AutosaveFeature.State = AutosaveFeature.State()
  ) -> TestStore<AutosaveFeature.State, AutosaveFeature.Action> {
    let store = TestStore(initialState: state) {
      AutosaveFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.draftClient = client
    }
    // 時間は TestClock で進めるので、本物の時間はかかりません。
    store.timeout = .milliseconds(300)
    return store
  }

  @Test func savesTwoSecondsAfterTyping() async {
    let clock = TestClock()
    let drafts = SavedDrafts()
    let store = makeStore(clock: clock, client: drafts.client)

    await store.send(.textChanged("会議のメモ")) {
      $0.text = "会議のメモ"
      $0.status = .editing
    }
    // 2 秒の手前では、まだ保存しません。
    await clock.advance(by: .milliseconds(1999))
    #expect(drafts.texts.value == [])
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.saveFinished) {
      $0.status = .saved
      $0.savedCount = 1
    }
    #expect(drafts.texts.value == ["会議のメモ"])
  }

  @Test func typingAgainRestartsTheWait() async {
    let clock = TestClock()
    let drafts = SavedDrafts()
    let store = makeStore(clock: clock, client: drafts.client)

    await store.send(.textChanged("議")) {
      $0.text = "議"
      $0.status = .editing
    }
    await clock.advance(by: .seconds(1))
    await store.send(.textChanged("議事録")) {
      $0.text = "議事録"
    }
    await clock.advance(by: .seconds(1))
    #expect(drafts.texts.value == [])
    await clock.advance(by: .seconds(1))
    await store.receive(\.saveFinished) {
      $0.status = .saved
      $0.savedCount = 1
    }
    #expect(drafts.texts.value == ["議事録"])
  }

  @Test func failureShowsFailed() async {
    let clock = TestClock()
    let store = makeStore(
      clock: clock, client: DraftClient(save: { _ in throw SaveError() }),
      state: AutosaveFeature.State(text: "前の文", status: .saved, savedCount: 3))

    await store.send(.textChanged("次の文")) {
      $0.text = "次の文"
      $0.status = .editing
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.saveFailed) {
      $0.status = .failed
    }
  }

  @Test func countKeepsGrowing() async {
    let clock = TestClock()
    let drafts = SavedDrafts()
    let store = makeStore(
      clock: clock, client: drafts.client,
      state: AutosaveFeature.State(text: "下書き", status: .saved, savedCount: 4))

    await store.send(.textChanged("下書き 2")) {
      $0.text = "下書き 2"
      $0.status = .editing
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.saveFinished) {
      $0.status = .saved
      $0.savedCount = 5
    }
  }
}
