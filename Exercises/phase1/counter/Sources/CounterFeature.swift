// 練習問題: カウンター（phase1/counter）
//
// ボタン 3 つのカウンターを Reducer で作ります。
//
//   State:  count（Int、はじめは 0）
//   Action: .incrementButtonTapped … count を 1 増やす
//           .decrementButtonTapped … count を 1 減らす。ただし 0 より小さくはしない（0 のときは 0 のまま）
//           .resetButtonTapped     … count を 0 に戻す
//
// やること: `// TODO:` の 3 か所で state を書き換える（どれも副作用はないので `.none` を返す）。
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
