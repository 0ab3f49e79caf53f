// 練習問題: phase5/timer — タイマー
//
// 開始すると 1 秒ごとに経過秒数が 1 増えるタイマーを作ります。止めたら確実に止まり、
// 動いている間にもう一度開始しても 2 本目のタイマーを走らせないこと。
//
// 型:
//   - State: `elapsed`（経過秒数）、`isRunning`（動いているか）
//   - Action:
//       `.startButtonTapped` 開始ボタン
//       `.stopButtonTapped`  停止ボタン
//       `.resetButtonTapped` リセットボタン
//       `.tick`              1 秒たった（Effect から送る）
//   - 依存関係: `@Dependency(\.continuousClock)`（1 秒はこの時計で測る。テストでは TestClock になる）
//
// 求める動き:
//   1. `.startButtonTapped`: `isRunning = true` にし（`elapsed` は変えない）、ちょうど 1 秒ごとに `.tick` を
//      送り続ける（最初の tick は 1 秒後。1 秒より早くても遅くてもいけない）。止めるまで何回でも続ける。
//      すでに動いているなら何もしない。
//   2. `.tick`: `elapsed += 1`。
//   3. `.stopButtonTapped`: `isRunning = false` にしてタイマーを止める（その後 tick は来ない）。
//      `elapsed` はそのまま残り、もう一度開始すると続きから数える。
//   4. `.resetButtonTapped`: タイマーを止め、`isRunning = false`、`elapsed = 0`。
//
// ヒント: `.run` の中のループで `try await clock.sleep(for: .seconds(1))` してから `await send(.tick)`。
//         止めるには `.cancellable(id:)` と `.cancel(id:)`。
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

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startButtonTapped:
        // TODO: 動いていなければ isRunning を true にし、1 秒ごとに .tick を送る Effect を返す。
        return .none

      case .stopButtonTapped:
        // TODO: isRunning を false にし、タイマーを止める。
        return .none

      case .resetButtonTapped:
        // TODO: タイマーを止め、elapsed を 0 に戻す。
        return .none

      case .tick:
        // TODO: elapsed を 1 増やす。
        return .none
      }
    }
  }
}
