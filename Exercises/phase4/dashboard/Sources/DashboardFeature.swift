// 練習問題: phase4/dashboard — ダッシュボードの同時読み込み
//
// 表示名と未読件数を別々の通信で取り、両方そろってから一度に表示するダッシュボードを作ります。
// 2 つの通信は片方を待たずに同時に始めます（本文の「Effect を組み合わせる」の `async let`）。
//
// 型:
//   - State: `userName`・`unreadCount`（表示中の値。まだなければ nil）、`isLoading`、`errorMessage`
//   - Action:
//       `.refreshButtonTapped`              読み込む（画面の表示時にも送られます）
//       `.loaded(userName:unreadCount:)`    両方そろった（Effect から送る）
//       `.loadFailed`                       どちらかが失敗した（Effect から送る）
//   - 依存関係: `@Dependency(\.dashboardClient)`（`userName()` と `unreadCount()`。どちらも async throws）
//
// 求める動き:
//   1. `.refreshButtonTapped`: `isLoading = true`・`errorMessage = nil` にし、2 つの通信を同時に始める。
//      表示中の値は、新しい値が届くまでそのまま。
//   2. 両方そろったら `.loaded` を 1 回送り、2 つの値をまとめて表示して `isLoading = false`。
//   3. どちらかが失敗したら `.loadFailed` を送り、`isLoading = false`・`errorMessage = DashboardFeature.loadFailedMessage`。
//      表示中の値は変えない（片方だけを新しくしない）。
//   4. 読み込み中にもう一度 `.refreshButtonTapped` が来たら、前の通信を止めて読み込み直す（前の結果は届かない）。
//
// ヒント: `dojo hint phase4/dashboard` で 1 つずつ表示できます。
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

  @Dependency(\.dashboardClient) var dashboardClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refreshButtonTapped:
        // TODO: 読み込み中にし、2 つの通信を同時に始めて、両方そろったら .loaded を、失敗したら .loadFailed を送る。
        return .none

      case .loaded:
        // TODO: 2 つの値をまとめて表示し、読み込み中を終える。
        return .none

      case .loadFailed:
        // TODO: 読み込み中を終え、エラーを表示する（表示中の値はそのまま）。
        return .none
      }
    }
  }
}
