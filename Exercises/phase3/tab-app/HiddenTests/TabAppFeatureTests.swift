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

  @Test("カウンターで保存すると、今の値が履歴の末尾に加わり、バッジが 1 増える")
  func saveAppendsToHistoryAndBadge() async {
    let store = TestStore(initialState: TabAppFeature.State()) { TabAppFeature() }
    await store.send(.counter(.incrementButtonTapped)) { $0.counter.count = 1 }
    await store.send(.counter(.incrementButtonTapped)) { $0.counter.count = 2 }
    await store.send(.counter(.saveButtonTapped)) {
      $0.history.savedCounts = [2]
      $0.historyBadge = 1
    }
    await store.send(.counter(.incrementButtonTapped)) { $0.counter.count = 3 }
    await store.send(.counter(.saveButtonTapped)) {
      $0.history.savedCounts = [2, 3]
      $0.historyBadge = 2
    }
  }

  @Test("履歴タブを開くとバッジが 0 に戻る（履歴は残る）")
  func openingHistoryClearsBadge() async {
    var state = TabAppFeature.State()
    state.counter.count = 5
    let store = TestStore(initialState: state) { TabAppFeature() }
    await store.send(.counter(.saveButtonTapped)) {
      $0.history.savedCounts = [5]
      $0.historyBadge = 1
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
    await store.send(.counter(.saveButtonTapped)) {
      $0.history.savedCounts = [7]
      $0.historyBadge = 1
    }
    await store.send(.tabSelected(.counter))
    await store.send(.tabSelected(.history)) {
      $0.selectedTab = .history
      $0.historyBadge = 0
    }
    await store.send(.tabSelected(.counter)) { $0.selectedTab = .counter }
    await store.send(.counter(.saveButtonTapped)) {
      $0.history.savedCounts = [7, 7]
      $0.historyBadge = 1
    }
  }
}
