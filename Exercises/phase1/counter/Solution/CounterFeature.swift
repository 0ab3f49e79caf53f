// 参考解答: phase1/counter — カウンター
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
        state.count += 1
        return .none
      case .decrementButtonTapped:
        if state.count > 0 {
          state.count -= 1
        }
        return .none
      case .resetButtonTapped:
        state.count = 0
        return .none
      }
    }
  }
}
