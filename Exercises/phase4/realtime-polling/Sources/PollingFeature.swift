// 練習問題: phase4/realtime-polling — リアルタイムポーリング
//
// 未読件数を 5 秒ごとに取り直して、画面を最新に保ちます。止めたとき（停止ボタン、
// アプリがバックグラウンドに移ったとき）には、ポーリングを確実に止めてください。
//
// 型:
//   - State: `isPolling`（ポーリング中か）、`unreadCount`（未読件数）、`errorMessage`（失敗時の文言、通常は nil）
//   - Action:
//       `.startButtonTapped`       開始ボタンが押された
//       `.stopButtonTapped`        停止ボタンが押された
//       `.movedToBackground`       アプリがバックグラウンドに移った
//       `.unreadCountResponse(Int)` 取得に成功した（Effect から送る）
//       `.fetchFailed`             取得に失敗した（Effect から送る）
//   - 依存関係: `@Dependency(\.notificationsClient)`（`fetchUnreadCount()` は async throws）と
//               `@Dependency(\.continuousClock)`（間隔はこの時計で測る。テストでは TestClock になる）
//
// 求める動き:
//   1. `.startButtonTapped`: `isPolling = true` にし（`unreadCount` と `errorMessage` は最初の応答まで前のまま）、
//      すぐに 1 回取得する。その後は `interval`（5 秒）ごとに取得し、止めるまで何回でも続ける。すでにポーリング中なら何もしない（2 本目のポーリングを始めない）。
//   2. 取得に成功したら `.unreadCountResponse(件数)` → `unreadCount = 件数`（サーバーが返した値。足し算ではない）、
//      `errorMessage = nil`。
//   3. 取得に失敗したら `.fetchFailed` → `errorMessage = fetchFailedMessage`（`unreadCount` はそのまま）。
//      1 回失敗してもポーリングは止めず、次の間隔でまた取得する。
//   4. `.stopButtonTapped` と `.movedToBackground`: `isPolling = false` にしてポーリングを止める。
//      止めた後は、時計がいくら進んでも（1 時間でも）取得しない。止めた時点で通信中だった取得の応答も、
//      State に届いてはいけない（テストの通信は TestClock で時間がかかる）。
//   5. 止めた後にもう一度 `.startButtonTapped` すると、またすぐに 1 回取得し、その後 5 秒ごとに取得する
//      （`unreadCount` と `errorMessage` は 0 や nil に戻さず、届いた応答で変わる）。
//
// ヒント: `.run` の中の `while true { … try await clock.sleep(for:) }` ループと、
//         `.cancellable(id:)` / `.cancel(id:)` の組み合わせです。
import Composable

/// 未読件数 API。テストでは `withDependencies` で差し替えられます。
struct NotificationsClient: Sendable {
  /// 現在の未読件数を返します。通信に失敗すると throw します。
  var fetchUnreadCount: @Sendable () async throws -> Int
}

extension NotificationsClient: DependencyKey {
  /// アプリで使う実装: 固定の件数を返します。
  static let liveValue = NotificationsClient(fetchUnreadCount: { 3 })

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = NotificationsClient(
    fetchUnreadCount: unimplemented("NotificationsClient.fetchUnreadCount", placeholder: 0)
  )
}

extension DependencyValues {
  /// `@Dependency(\.notificationsClient)` で取り出す未読件数 API。
  var notificationsClient: NotificationsClient {
    get { self[NotificationsClient.self] }
    set { self[NotificationsClient.self] = newValue }
  }
}

/// 未読件数を一定間隔で取り直し続ける画面。
@Reducer
struct PollingFeature {
  /// 取得と取得の間隔。
  static let interval: Duration = .seconds(5)

  /// 取得に失敗したときに `errorMessage` へ入れる文言。
  static let fetchFailedMessage = "未読件数を取得できませんでした"

  @ObservableState
  struct State: Equatable {
    var isPolling = false
    var unreadCount = 0
    var errorMessage: String?
  }

  enum Action: Equatable {
    case startButtonTapped
    case stopButtonTapped
    case movedToBackground
    case unreadCountResponse(Int)
    case fetchFailed
  }

  @Dependency(\.notificationsClient) var notificationsClient
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startButtonTapped:
        // TODO: ポーリング中でなければ isPolling を true にし、すぐ取得して 5 秒ごとに取得し続ける Effect を返す。
        return .none

      case .stopButtonTapped, .movedToBackground:
        // TODO: isPolling を false にし、ポーリングを止める。
        return .none

      case .unreadCountResponse:
        // TODO: 件数を state に入れ、エラーを消す。
        return .none

      case .fetchFailed:
        // TODO: エラーの文言を入れる（ポーリングは続ける）。
        return .none
      }
    }
  }
}
