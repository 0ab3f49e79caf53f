// 練習問題: phase5/autosave — 自動保存のテストを書く
// 問題文: Lessons/phase5-async-testing.md の「自動保存のテストを書く」。確かめ方: dojo check phase5/autosave
import Composable
import Testing

@testable import Phase5Autosave

@MainActor
struct AutosaveFeatureTests {
  @Test func savesTwoSecondsAfterTyping() async {
    let clock = TestClock()
    let store = TestStore(initialState: AutosaveFeature.State()) {
      AutosaveFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.draftClient.save = { _ in }
    }
    // TODO: 文字を入力し（`await store.send(.textChanged("…")) { … }`）、
    // 時計を進めて（`await clock.advance(by: …)`）、届く Action と State の変化を書きます。
    _ = store
  }

  // TODO: 問題文の「確かめること」の残りを、1 つずつテストにします。
}
