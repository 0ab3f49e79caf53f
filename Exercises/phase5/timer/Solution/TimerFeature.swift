// 参考解答: phase5/timer — 残り時間を購読する
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
      guard let remainingSeconds, !isClosed else { return false }
      return remainingSeconds <= TimerFeature.endingSoonThreshold
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
        // 画面が消えて .task がキャンセルされるまで購読し続ける Effect
        return .run { [auctionID = state.auctionID, auctionClient] send in
          for await seconds in auctionClient.remainingSeconds(auctionID) {
            await send(.remainingSecondsChanged(seconds))
          }
          await send(.auctionClosed)
        }

      case let .remainingSecondsChanged(seconds):
        state.remainingSeconds = seconds
        return .none

      case .auctionClosed:
        state.isClosed = true
        state.remainingSeconds = 0
        return .none
      }
    }
  }
}
