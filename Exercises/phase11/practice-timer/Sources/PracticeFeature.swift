import Composable
import Foundation

/// 稽古の画面: 1 秒ごとに時間を進め、項目を順に切り替え、終わったら記録を一覧に渡して閉じる。
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
        // TODO: 1 秒以上たっていれば記録して閉じる。0 秒ならタイマーを止めて閉じるだけ。
        return .none

      case .onAppear:
        // TODO: 動いていなければ、1 秒ごとに .timerTicked を送るタイマーを始める。
        return .none

      case .timerTicked:
        // TODO: 秒数を進め、項目の区切りで drillIndex を進め、すべて終えたら記録して閉じる。
        return .none
      }
    }
  }
}
