// 参考解答: phase6/page-loader — ページ切り替え（最新優先）
import Composable

/// 記事の一覧ページを読み込む API。テストでは `withDependencies` で差し替えられます。
struct PageClient: Sendable {
  /// `page` ページ目の見出しを返します。通信に失敗すると throw します。
  var fetch: @Sendable (_ page: Int) async throws -> [String]
}

extension PageClient: DependencyKey {
  /// アプリで使う実装: ページ番号入りの見出しを 3 件返します。
  static let liveValue = PageClient(fetch: { page in
    (1...3).map { "\(page) ページ目の記事 \($0)" }
  })

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = PageClient(fetch: unimplemented("PageClient.fetch", placeholder: []))
}

extension DependencyValues {
  /// `@Dependency(\.pageClient)` で取り出すページ API。
  var pageClient: PageClient {
    get { self[PageClient.self] }
    set { self[PageClient.self] = newValue }
  }
}

/// ページ番号を選ぶと、そのページの見出しを読み込む画面。最後に選んだページだけを表示する。
@Reducer
struct PageFeature {
  /// 読み込みに失敗したときに `errorMessage` へ入れる文言。
  static let loadFailedMessage = "ページを読み込めませんでした"

  @ObservableState
  struct State: Equatable {
    /// 最後に選んだページ番号。
    var page = 1
    /// 表示中の見出し。
    var titles: [String] = []
    /// 読み込み中か。
    var isLoading = false
    /// 失敗したときの文言。通常は nil。
    var errorMessage: String?
  }

  enum Action: Equatable {
    case pageSelected(Int)
    case pageLoaded([String])
    case pageFailed
  }

  enum CancelID { case page }

  @Dependency(\.pageClient) var pageClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .pageSelected(page):
        state.page = page
        state.isLoading = true
        state.errorMessage = nil
        return .run { [pageClient] send in
          let titles = try await pageClient.fetch(page)
          await send(.pageLoaded(titles))
        } catch: { _, send in
          await send(.pageFailed)
        }
        .cancellable(id: CancelID.page, cancelInFlight: true)

      case let .pageLoaded(titles):
        state.titles = titles
        state.isLoading = false
        return .none

      case .pageFailed:
        state.isLoading = false
        state.errorMessage = Self.loadFailedMessage
        return .none
      }
    }
  }
}
