// phase10/point-card — ポイントカード（できあがった機能です。封印されているので書き換えません。この機能のテストを Tests/ に書きます）
import Composable

/// お店のポイントカード。買い物 100 円ごとに 1 ポイントたまり、特典のシートでポイントを使います。
/// ポイントは `@Shared(.inMemory("points"))` で、アプリのほかの画面とも共有しています。
@Reducer
struct PointCardFeature {
  @ObservableState
  struct State: Equatable {
    /// たまっているポイント。
    @Shared(.inMemory("points")) var points = 0
    /// 特典のシート。
    @Presents var rewards: RewardsFeature.State?
  }

  enum Action {
    /// `yen` 円の買い物をした。
    case purchased(yen: Int)
    case rewardsButtonTapped
    case rewards(PresentationAction<RewardsFeature.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .purchased(yen):
        // 100 円未満の端数はポイントになりません。
        let earned = yen / 100
        guard earned > 0 else { return .none }
        state.$points.withLock { $0 += earned }
        return .none

      case .rewardsButtonTapped:
        // 特典のシートは同じポイントを受け取り、使った分はこの画面にもすぐ反映されます。
        state.rewards = RewardsFeature.State(points: state.$points)
        return .none

      case .rewards:
        return .none
      }
    }
    .ifLet(\.$rewards, action: \.rewards) {
      RewardsFeature()
    }
  }
}

/// 特典のシート: ポイントが足りれば使って閉じ、足りなければ理由を出して開いたままです。
@Reducer
struct RewardsFeature {
  /// ポイントが足りないときに出す文。
  static let notEnoughPoints = "ポイントが足りません"

  @ObservableState
  struct State: Equatable {
    @Shared var points: Int
    var errorMessage: String?
  }

  enum Action {
    /// `cost` ポイントの特典を選んだ。
    case rewardTapped(cost: Int)
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rewardTapped(cost):
        guard state.points >= cost else {
          state.errorMessage = Self.notEnoughPoints
          return .none
        }
        state.$points.withLock { $0 -= cost }
        state.errorMessage = nil
        return .run { _ in await dismiss() }
      }
    }
  }
}
