// 練習問題: phase1/counter — カウンター
//
// ボタン 3 つのカウンターを Reducer で作ります。
//
// 型:
//   - State: `count`（Int、はじめは 0）
//   - Action:
//       `.incrementButtonTapped`   「+」ボタンが押された
//       `.decrementButtonTapped`   「−」ボタンが押された
//       `.resetButtonTapped`       「リセット」ボタンが押された
//
// 求める動き:
//   1. `.incrementButtonTapped`: `count` を 1 増やす。
//   2. `.decrementButtonTapped`: `count` を 1 減らす。ただし 0 より小さくはしない（0 のときは 0 のまま）。
//   3. `.resetButtonTapped`: `count` を 0 に戻す。
//
// ヒント: `// TODO:` の 3 か所で state を書き換えます。どれも副作用はないので `.none` を返します。
import Composable

/// 増やす・減らす・リセットのボタンを持つカウンター。
@Reducer
struct CounterFeature {
  /// カウンターの状態。
  @ObservableState
  struct State: Equatable {
    /// 今の値。0 以上。
    var count = 0
  }

  /// ユーザーの操作。
  enum Action: Equatable {
    /// 「+」ボタン。
    case incrementButtonTapped
    /// 「−」ボタン。0 より小さくはならない。
    case decrementButtonTapped
    /// 「リセット」ボタン。
    case resetButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        // TODO: count を 1 増やす
        return .none
      case .decrementButtonTapped:
        // TODO: count を 1 減らす（0 のときは何もしない）
        return .none
      case .resetButtonTapped:
        // TODO: count を 0 に戻す
        return .none
      }
    }
  }
}
