// 練習問題: phase5/timer — 残り時間を購読する
//
// オークションの画面に、サーバーが流す残り時間を表示します。画面を表示している間だけ購読し、
// 画面が消えたら購読をやめます。購読は View の `.task { await store.send(.task).finish() }` で始まる、
// 長く動く Effect です（本文の「Effect の寿命」の `BadgeFeature` と同じ考え方です）。
//
// 型:
//   - State: `auctionID`（この画面のオークション）、`remainingSeconds`（最後に届いた残り秒数。届く前は nil）、
//            `isClosed`（締め切られたか）、導出した `isEndingSoon`（「まもなく終了」を出すか）
//   - Action:
//       `.task`                         画面の .task（表示された）
//       `.remainingSecondsChanged(Int)` 残り秒数が届いた（Effect から送る）
//       `.auctionClosed`                サーバーのストリームが終わった（Effect から送る）
//   - 依存関係: `@Dependency(\.auctionClient)`（`remainingSeconds(auctionID)` は `AsyncStream<Int>` を返す。
//              呼ぶたびに新しいストリーム。締め切られるとストリームが終わる）
//
// 求める動き:
//   1. `.task`: `remainingSeconds(state.auctionID)` を購読し、値が届くたびに `.remainingSecondsChanged` を送る。
//      State はここでは変えない（前の値は、新しい値が届くまでそのまま）。表示し直すたびに購読し直す。
//   2. `.remainingSecondsChanged(s)`: `remainingSeconds = s`。
//   3. ストリームが終わったら `.auctionClosed` を送り、`isClosed = true`・`remainingSeconds = 0` にする。
//   4. 画面が消えて `.task` がキャンセルされたら、購読をやめる（その後の値は表示しない。締め切りにもしない）。
//   5. `isEndingSoon`: 締め切り前で、残りが `TimerFeature.endingSoonThreshold`（10）秒以下なら true。
//      値が届く前は false。
//
// ヒント: `dojo hint phase5/timer` で 1 つずつ表示できます。
import Composable

/// オークションのサーバー。残り時間は、サーバーが流す値を購読して受け取ります。
struct AuctionClient: Sendable {
  /// オークション `auctionID` の残り秒数を、変わるたびに流します。締め切られるとストリームが終わります。
  /// 呼ぶたびに新しいストリームを返します。
  var remainingSeconds: @Sendable (_ auctionID: Int) -> AsyncStream<Int>
}

extension AuctionClient: DependencyKey {
  /// アプリで使う実装: すぐに締め切られます。
  static let liveValue = AuctionClient(remainingSeconds: { _ in AsyncStream { $0.finish() } })

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = AuctionClient(
    remainingSeconds: unimplemented("AuctionClient.remainingSeconds", placeholder: AsyncStream { $0.finish() })
  )
}

extension DependencyValues {
  /// `@Dependency(\.auctionClient)` で取り出すオークションのサーバー。
  var auctionClient: AuctionClient {
    get { self[AuctionClient.self] }
    set { self[AuctionClient.self] = newValue }
  }
}

/// オークションの画面。表示している間だけ、サーバーが流す残り時間を購読して表示する。
@Reducer
struct TimerFeature {
  /// 残りがこの秒数以下になったら「まもなく終了」と表示する。
  static let endingSoonThreshold = 10

  @ObservableState
  struct State: Equatable {
    var auctionID: Int
    /// 最後に届いた残り秒数（まだ届いていなければ nil）。
    var remainingSeconds: Int?
    var isClosed = false

    /// 「まもなく終了」と表示するか。
    var isEndingSoon: Bool {
      // TODO: 締め切り前で、残りが endingSoonThreshold 秒以下なら true。
      false
    }
  }

  enum Action: Equatable {
    /// 画面の `.task`。View は `.task { await store.send(.task).finish() }` で送ります。
    case task
    case remainingSecondsChanged(Int)
    case auctionClosed
  }

  @Dependency(\.auctionClient) var auctionClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .task:
        // TODO: 残り時間を購読し、届くたびに .remainingSecondsChanged を、終わったら .auctionClosed を送る。
        return .none

      case .remainingSecondsChanged:
        // TODO: 届いた残り秒数を表示する。
        return .none

      case .auctionClosed:
        // TODO: 締め切りにして、残りを 0 にする。
        return .none
      }
    }
  }
}
