import Composable
import Foundation

/// 稽古の画面（完成済み: 前の問題 phase11/practice-session で作ったものです）: 1 秒ごとに時間を進め、項目を順に切り替え、終わったら記録を一覧に渡して閉じる。
@Reducer
struct PracticeFeature {
  @ObservableState
  struct State: Equatable {
    var routine: Routine
    /// 始めてからの秒数。
    var secondsElapsed = 0
    /// いま取り組んでいる項目の番号（0 から）。すべて終えると `routine.drills.count`。
    var drillIndex = 0
    var isTimerRunning = false
  }

  enum Action {
    case delegate(Delegate)
    case endButtonTapped
    case onAppear
    case timerTicked

    @CasePathable
    enum Delegate: Equatable {
      case finished(Practice)
    }
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate:
        return .none

      case .endButtonTapped:
        guard state.secondsElapsed > 0 else {
          state.isTimerRunning = false
          return .merge(
            .cancel(id: CancelID.timer),
            .run { _ in await dismiss() }
          )
        }
        return finish(&state)

      case .onAppear:
        guard !state.isTimerRunning else { return .none }
        state.isTimerRunning = true
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer)

      case .timerTicked:
        state.secondsElapsed += 1
        if state.secondsElapsed % state.routine.secondsPerDrill == 0 {
          state.drillIndex += 1
        }
        guard state.drillIndex >= state.routine.drills.count else { return .none }
        return finish(&state)
      }
    }
  }

  /// タイマーを止め、ここまでの記録を一覧に渡してから閉じる。
  private func finish(_ state: inout State) -> Effect<Action> {
    state.isTimerRunning = false
    let practice = Practice(
      id: uuid(), date: now, seconds: state.secondsElapsed, completedDrills: state.drillIndex
    )
    return .merge(
      .cancel(id: CancelID.timer),
      .run { send in
        await send(.delegate(.finished(practice)))
        await dismiss()
      }
    )
  }
}
