// 参考解答: phase4/dashboard — ダッシュボードの同時読み込み
import Composable

/// ダッシュボードの API。2 つの値は別々の通信で取ります。テストでは `withDependencies` で差し替えます。
struct DashboardClient: Sendable {
  /// ログイン中の利用者の表示名。失敗すると throw します。
  var userName: @Sendable () async throws -> String
  /// 未読のお知らせの件数。失敗すると throw します。
  var unreadCount: @Sendable () async throws -> Int
}

extension DashboardClient: DependencyKey {
  /// アプリで使う実装: 固定の値を返します。
  static let liveValue = DashboardClient(userName: { "ゲスト" }, unreadCount: { 0 })

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = DashboardClient(
    userName: unimplemented("DashboardClient.userName", placeholder: ""),
    unreadCount: unimplemented("DashboardClient.unreadCount", placeholder: 0)
  )
}

extension DependencyValues {
  /// `@Dependency(\.dashboardClient)` で取り出すダッシュボードの API。
  var dashboardClient: DashboardClient {
    get { self[DashboardClient.self] }
    set { self[DashboardClient.self] = newValue }
  }
}

/// 表示名と未読件数を同時に読み込み、両方そろってから一度に表示する画面。
@Reducer
struct DashboardFeature {
  /// 読み込みに失敗したときに `errorMessage` へ入れる文言。
  static let loadFailedMessage = "読み込めませんでした"

  @ObservableState
  struct State: Equatable {
    var userName: String?
    var unreadCount: Int?
    var isLoading = false
    var errorMessage: String?
  }

  enum Action: Equatable {
    case refreshButtonTapped
    case loaded(userName: String, unreadCount: Int)
    case loadFailed
  }

  enum CancelID { case load }

  @Dependency(\.dashboardClient) var dashboardClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refreshButtonTapped:
        state.isLoading = true
        state.errorMessage = nil
        return .run { [dashboardClient] send in
          // 2 つの通信を同時に始め、両方そろうのを待つ
          async let userName = dashboardClient.userName()
          async let unreadCount = dashboardClient.unreadCount()
          let (name, count) = try await (userName, unreadCount)
          await send(.loaded(userName: name, unreadCount: count))
        } catch: { _, send in
          await send(.loadFailed)
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)

      case let .loaded(userName, unreadCount):
        state.userName = userName
        state.unreadCount = unreadCount
        state.isLoading = false
        return .none

      case .loadFailed:
        state.isLoading = false
        state.errorMessage = Self.loadFailedMessage
        return .none
      }
    }
  }
}
