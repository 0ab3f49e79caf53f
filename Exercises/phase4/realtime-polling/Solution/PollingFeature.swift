// 参考解答: phase4/realtime-polling — リアルタイムポーリング
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

  enum CancelID { case polling }

  @Dependency(\.notificationsClient) var notificationsClient
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startButtonTapped:
        guard !state.isPolling else { return .none }
        state.isPolling = true
        return .run { [notificationsClient, clock] send in
          while true {
            do {
              let count = try await notificationsClient.fetchUnreadCount()
              await send(.unreadCountResponse(count))
            } catch {
              await send(.fetchFailed)
            }
            try await clock.sleep(for: Self.interval)
          }
        }
        .cancellable(id: CancelID.polling)

      case .stopButtonTapped, .movedToBackground:
        state.isPolling = false
        return .cancel(id: CancelID.polling)

      case let .unreadCountResponse(count):
        state.unreadCount = count
        state.errorMessage = nil
        return .none

      case .fetchFailed:
        state.errorMessage = Self.fetchFailedMessage
        return .none
      }
    }
  }
}
