import Composable
import Testing

@testable import Phase3TabApp

@MainActor
@Suite("タブアプリ")
struct TabAppFeatureTests {
  @Test("タブを選ぶと selectedTab がそのタブになる")
  func selectTab() async {
    let store = TestStore(initialState: TabAppFeature.State()) { TabAppFeature() }
    await store.send(.tabSelected(.history)) { $0.selectedTab = .history }
    await store.send(.tabSelected(.counter)) { $0.selectedTab = .counter }
  }

  @Test("カウンタータブの「+」「−」が counter.count に届く（Scope）")
  func counterTabIsScoped() async {
    let store = TestStore(initialState: TabAppFeature.State()) { TabAppFeature() }
    await store.send(.counter(.incrementButtonTapped)) { $0.counter.count = 1 }
    await store.send(.counter(.incrementButtonTapped)) { $0.counter.count = 2 }
    await store.send(.counter(.decrementButtonTapped)) { $0.counter.count = 1 }
  }

  @Test("履歴タブの「すべて消す」で履歴が空になる（Scope）")
  func historyTabIsScoped() async {
    var state = TabAppFeature.State()
    state.history.savedCounts = [3, 1, 4]
    let store = TestStore(initialState: state) { TabAppFeature() }
    await store.send(.history(.clearButtonTapped)) { $0.history.savedCounts = [] }
  }

  @Test("保存するとカウンターは 0 に戻り、子が delegate Action で送った値を親が履歴の末尾に加え、バッジが 1 増える")
  func saveSendsDelegateAndParentRecordsIt() async {
    let store = TestStore(initialState: TabAppFeature.State()) { TabAppFeature() }
    await store.send(.counter(.incrementButtonTapped)) { $0.counter.count = 1 }
    await store.send(.counter(.incrementButtonTapped)) { $0.counter.count = 2 }
    await store.send(.counter(.saveButtonTapped)) { $0.counter.count = 0 }
    await store.receive(.counter(.delegate(.countSaved(2)))) {
      $0.history.savedCounts = [2]
      $0.historyBadge = 1
    }
    for _ in 1...3 {
      await store.send(.counter(.incrementButtonTapped)) { $0.counter.count += 1 }
    }
    await store.send(.counter(.saveButtonTapped)) { $0.counter.count = 0 }
    await store.receive(.counter(.delegate(.countSaved(3)))) {
      $0.history.savedCounts = [2, 3]
      $0.historyBadge = 2
    }
    await store.send(.counter(.decrementButtonTapped)) { $0.counter.count = -1 }
    await store.send(.counter(.saveButtonTapped)) { $0.counter.count = 0 }
    await store.receive(.counter(.delegate(.countSaved(-1)))) {
      $0.history.savedCounts = [2, 3, -1]
      $0.historyBadge = 3
    }
  }

  @Test("履歴タブを開くとバッジが 0 に戻る（それまでの履歴も、いま保存した値も残る）")
  func openingHistoryClearsBadge() async {
    var state = TabAppFeature.State()
    state.counter.count = 58
    state.history.savedCounts = [4, 9]
    state.historyBadge = 2
    let store = TestStore(initialState: state) { TabAppFeature() }
    await store.send(.counter(.saveButtonTapped)) { $0.counter.count = 0 }
    await store.receive(.counter(.delegate(.countSaved(58)))) {
      $0.history.savedCounts = [4, 9, 58]
      $0.historyBadge = 3
    }
    await store.send(.tabSelected(.history)) {
      $0.selectedTab = .history
      $0.historyBadge = 0
    }
  }

  @Test("カウンタータブを選んでもバッジは変わらず、履歴タブを開いた後の保存から数え直す")
  func badgeCountsSavesSinceHistoryWasOpened() async {
    var state = TabAppFeature.State()
    state.selectedTab = .history
    state.counter.count = 7
    let store = TestStore(initialState: state) { TabAppFeature() }
    await store.send(.tabSelected(.counter)) { $0.selectedTab = .counter }
    await store.send(.counter(.saveButtonTapped)) { $0.counter.count = 0 }
    await store.receive(.counter(.delegate(.countSaved(7)))) {
      $0.history.savedCounts = [7]
      $0.historyBadge = 1
    }
    await store.send(.tabSelected(.counter))
    await store.send(.tabSelected(.history)) {
      $0.selectedTab = .history
      $0.historyBadge = 0
    }
    await store.send(.tabSelected(.counter)) { $0.selectedTab = .counter }
    await store.send(.counter(.incrementButtonTapped)) { $0.counter.count = 1 }
    await store.send(.counter(.saveButtonTapped)) { $0.counter.count = 0 }
    await store.receive(.counter(.delegate(.countSaved(1)))) {
      $0.history.savedCounts = [7, 1]
      $0.historyBadge = 1
    }
  }
}
