// 練習問題: phase3/tab-app — タブアプリ
//
// 「カウンター」と「履歴」の 2 つのタブを持つアプリを、親 1 つ・子 2 つの Reducer で組み立てます。
// 子は親の型を知らないので、「保存した」という知らせは子が delegate Action で送り、親がそれを拾います。
//
// 型:
//   - CounterTabFeature（子）: State `count`（はじめは 0）。Action `.incrementButtonTapped` /
//     `.decrementButtonTapped`（count を 1 増やす・減らす。完成済み）、`.saveButtonTapped`、
//     `.delegate(.countSaved(Int))`
//   - HistoryTabFeature（子・完成済み）: State `savedCounts`（保存された値、古い順）。
//     Action `.clearButtonTapped`（全部消す）
//   - TabAppFeature（親）: State `selectedTab`（`.counter` / `.history`、はじめは `.counter`）、`counter`、
//     `history`、`historyBadge`（履歴タブを最後に開いてから保存された数、はじめは 0）。
//     Action `.tabSelected(Tab)`、`.counter(…)` / `.history(…)`（それぞれの子へ。Scope でつなぐ）
//
// 求める動き:
//   1. 子の `.saveButtonTapped`: `count` を 0 に戻し、戻す前の値 n を `.delegate(.countSaved(n))` で親に知らせる。
//   2. 親の `.tabSelected(tab)`: そのタブを選ぶ。履歴タブを開いたら `historyBadge` を 0 にする
//      （カウンタータブを選んでもバッジは変わらない。履歴は残る）。
//   3. 親が `.counter(.delegate(.countSaved(n)))` を受けたら、n を `history.savedCounts` の末尾に加え、
//      `historyBadge` を 1 増やす。
//
// ヒント: `// TODO:` の箇所を順に埋めます。
//   - CounterTabFeature: `.saveButtonTapped` で count を 0 に戻し、`.send(.delegate(.countSaved(n)))` を返す
//   - TabAppFeature: `Scope` で counter と history の子をつなぐ
//   - TabAppFeature: `.tabSelected` と `.counter(.delegate(.countSaved(n)))` を処理する
//     （親は `counter.count` を読まず、知らせに入っている n を使います。子はもう 0 に戻しています）
import Composable

// MARK: - カウンタータブ（「保存」だけ未完成）

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
        // TODO: count を 0 に戻し、戻す前の値を .send(.delegate(.countSaved(値))) で親に知らせる
        return .none
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
    // TODO: Scope で counter と history の子 Reducer をつなぐ
    Reduce { state, action in
      switch action {
      case .tabSelected:
        // TODO: 選んだタブにする。履歴タブなら historyBadge を 0 に戻す
        return .none
      case .counter(.delegate(.countSaved)):
        // TODO: 知らされた値を history.savedCounts の末尾に加え、historyBadge を 1 増やす
        return .none
      case .counter, .history:
        return .none
      }
    }
  }
}
