// 参考解答: phase5/timer — タイマー
import Composable

/// 1 秒ごとに経過秒数を数えるタイマー。
@Reducer
struct TimerFeature {
  @ObservableState
  struct State: Equatable {
    var elapsed = 0
    var isRunning = false
  }

  enum Action: Equatable {
    case startButtonTapped
    case stopButtonTapped
    case resetButtonTapped
    case tick
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startButtonTapped:
        guard !state.isRunning else { return .none }
        state.isRunning = true
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)

      case .stopButtonTapped:
        state.isRunning = false
        return .cancel(id: CancelID.timer)

      case .resetButtonTapped:
        state.isRunning = false
        state.elapsed = 0
        return .cancel(id: CancelID.timer)

      case .tick:
        state.elapsed += 1
        return .none
      }
    }
  }
}
