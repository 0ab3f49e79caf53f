// 参考解答: phase3/tab-app — タブアプリ
import Composable

// MARK: - カウンタータブ

/// 1 つ目のタブ: 数を数えて、「保存」で今の値を親に知らせ、0 から数え直す。
@Reducer
struct CounterTabFeature {
  /// カウンタータブの状態。
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  /// カウンタータブの操作。
  enum Action: Equatable {
    case incrementButtonTapped
    case decrementButtonTapped
    /// 「保存」ボタン。今の値を delegate Action で親に知らせ、count を 0 に戻す。
    case saveButtonTapped
    /// 親への知らせ。
    case delegate(Delegate)

    /// 親（`TabAppFeature`）に伝えること。
    @CasePathable
    enum Delegate: Equatable {
      /// 「この値を保存した」。値は 0 に戻す前の count。
      case countSaved(Int)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .saveButtonTapped:
        let saved = state.count
        state.count = 0
        return .send(.delegate(.countSaved(saved)))
      case .delegate:
        return .none
      }
    }
  }
}

// MARK: - 履歴タブ（完成済み）

/// 2 つ目のタブ: 保存された値の一覧。
@Reducer
struct HistoryTabFeature {
  /// 履歴タブの状態。
  @ObservableState
  struct State: Equatable {
    /// 保存された値。古い順。
    var savedCounts: [Int] = []
  }

  /// 履歴タブの操作。
  enum Action: Equatable {
    /// 「すべて消す」ボタン。
    case clearButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .clearButtonTapped:
        state.savedCounts.removeAll()
        return .none
      }
    }
  }
}

// MARK: - アプリ（親）

/// 2 つのタブを持つアプリ。子を `Scope` でつなぎ、カウンターからの知らせを履歴とバッジに反映する。
@Reducer
struct TabAppFeature {
  /// タブ。
  enum Tab: Equatable, Sendable {
    case counter
    case history
  }

  /// アプリの状態。
  @ObservableState
  struct State: Equatable {
    var selectedTab: Tab = .counter
    var counter = CounterTabFeature.State()
    var history = HistoryTabFeature.State()
    /// 履歴タブのバッジ: 履歴タブを最後に開いてから保存された数。
    var historyBadge = 0
  }

  /// アプリの操作。
  enum Action: Equatable {
    /// タブバーでタブを選んだ。
    case tabSelected(Tab)
    /// カウンタータブの Action。
    case counter(CounterTabFeature.Action)
    /// 履歴タブの Action。
    case history(HistoryTabFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) {
      CounterTabFeature()
    }
    Scope(state: \.history, action: \.history) {
      HistoryTabFeature()
    }
    Reduce { state, action in
      switch action {
      case let .tabSelected(tab):
        state.selectedTab = tab
        if tab == .history {
          state.historyBadge = 0
        }
        return .none
      case let .counter(.delegate(.countSaved(count))):
        state.history.savedCounts.append(count)
        state.historyBadge += 1
        return .none
      case .counter, .history:
        return .none
      }
    }
  }
}
