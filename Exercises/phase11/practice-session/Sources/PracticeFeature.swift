// 練習問題: phase11/practice-session — 稽古のタイマー
//
// ユーザーの話: 稽古を始めたら、画面が 1 秒ごとに時間を進め、項目（素振り、型…）を順に切り替えてほしい。
// 最後の項目を終えるか途中で「終える」を押したら、その回の記録を残して画面を閉じたい。
//
// 稽古帳の稽古の画面 `PracticeFeature` を、まず 1 つの画面として作ります。一覧や詳細とつなぐのは次の問題
// （phase11/practice-timer）です。`Routine`・`Drill`・`Practice` は Models.swift にあります。
//
// 型:
//   - State: `routine`、`secondsElapsed`、`drillIndex`、`isTimerRunning`
//   - Action: `.onAppear`、`.timerTicked`、`.endButtonTapped`、`.delegate(.finished(Practice))`
//   - 依存関係: `\.continuousClock`、`\.date.now`、`\.uuid`、`\.dismiss`
//
// 求める動き:
//   1. `.onAppear`: `isTimerRunning = true` にし、時計でちょうど 1 秒ごとに `.timerTicked` を送り続ける
//      （最初は 1 秒後）。すでに動いていれば何もしない（2 本目のタイマーを走らせず、刻みもずらさない）
//   2. `.timerTicked`: `secondsElapsed += 1`。`secondsElapsed` が `routine.secondsPerDrill` の倍数になったら
//      `drillIndex += 1`。`drillIndex` が項目の数に届いたら「終える」（3.）
//   3. 終える: `isTimerRunning = false` にしてタイマーを止め（閉じられるのを待たずに、自分で止める）、
//      `Practice(id: uuid(), date: now, seconds: secondsElapsed, completedDrills: drillIndex)` を
//      `.delegate(.finished(practice))` で送ってから `dismiss()` で閉じる
//   4. `.endButtonTapped`: 途中で終える。1 秒以上たっていれば 3. と同じ（やり終えた項目の数が記録に残る）。
//      まだ 0 秒なら記録を作らず、タイマーを止めて（`isTimerRunning = false`）`dismiss()` だけする
//
// 隠しテストは、閉じた回数だけを数える `dismiss` を使います。閉じても画面は残るので、タイマーを自分で
// 止めていなければ、閉じた後も tick が届いてしまいます。
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
