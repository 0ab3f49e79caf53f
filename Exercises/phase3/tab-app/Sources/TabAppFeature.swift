// 練習問題: タブアプリ（phase3/tab-app）
//
// 「カウンター」と「履歴」の 2 つのタブを持つアプリを、親 1 つ・子 2 つの Reducer で組み立てます。
//
//   TabAppFeature（親）
//     State:  selectedTab（.counter / .history、はじめは .counter）
//             counter: CounterTabFeature.State   … カウンタータブ（完成済み）
//             history: HistoryTabFeature.State   … 履歴タブ（完成済み）
//             historyBadge（履歴タブのバッジの数、はじめは 0）
//     Action: .tabSelected(Tab)                  … そのタブを選ぶ。履歴タブを開いたらバッジを 0 にする
//             .counter(CounterTabFeature.Action) … カウンタータブへ（Scope でつなぐ）
//             .history(HistoryTabFeature.Action) … 履歴タブへ（Scope でつなぐ）
//
//   子のイベントに親が反応する: カウンタータブで「保存」（`.counter(.saveButtonTapped)`）が押されたら、
//   親が今の counter.count を history.savedCounts の末尾に加え、historyBadge を 1 増やす。
//
// やること（`// TODO:` の箇所）:
//   1. `Scope(state: \.counter, action: \.counter)` と `Scope(state: \.history, action: \.history)` で子をつなぐ
//   2. 親の Reduce で .tabSelected と .counter(.saveButtonTapped) を処理する
import Composable

// MARK: - カウンタータブ（完成済み）

/// 1 つ目のタブ: 数を数えて、「保存」で今の値を記録に回す。
struct CounterTabFeature: Reducer {
  /// カウンタータブの状態。
  struct State: Equatable {
    var count = 0
  }

  /// カウンタータブの操作。
  @CasePathable
  enum Action: Equatable {
    case incrementButtonTapped
    case decrementButtonTapped
    /// 「保存」ボタン。カウンタータブ自身は何もしない。親（`TabAppFeature`）が受け取って履歴に記録する。
    case saveButtonTapped
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
        return .none
      }
    }
  }
}

// MARK: - 履歴タブ（完成済み）

/// 2 つ目のタブ: 保存された値の一覧。
struct HistoryTabFeature: Reducer {
  /// 履歴タブの状態。
  struct State: Equatable {
    /// 保存された値。古い順。
    var savedCounts: [Int] = []
  }

  /// 履歴タブの操作。
  @CasePathable
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

/// 2 つのタブを持つアプリ。子を `Scope` でつなぎ、カウンターの「保存」を履歴とバッジに反映する。
struct TabAppFeature: Reducer {
  /// タブ。
  enum Tab: Equatable, Sendable {
    case counter
    case history
  }

  /// アプリの状態。
  struct State: Equatable {
    var selectedTab: Tab = .counter
    var counter = CounterTabFeature.State()
    var history = HistoryTabFeature.State()
    /// 履歴タブのバッジ: 履歴タブを最後に開いてから保存された数。
    var historyBadge = 0
  }

  /// アプリの操作。
  @CasePathable
  enum Action: Equatable {
    /// タブバーでタブを選んだ。
    case tabSelected(Tab)
    /// カウンタータブのアクション。
    case counter(CounterTabFeature.Action)
    /// 履歴タブのアクション。
    case history(HistoryTabFeature.Action)
  }

  var body: some ReducerOf<Self> {
    // TODO: Scope で counter と history の子 Reducer をつなぐ
    Reduce { state, action in
      switch action {
      case .tabSelected:
        // TODO: 選んだタブにする。履歴タブなら historyBadge を 0 に戻す
        return .none
      case .counter(.saveButtonTapped):
        // TODO: 今の counter.count を history.savedCounts の末尾に加え、historyBadge を 1 増やす
        return .none
      case .counter, .history:
        return .none
      }
    }
  }
}
