// 参考解答: phase5/refresh-with-await — Pull-to-Refresh（await で待つ）
import Composable

/// 投稿 API。テストでは `withDependencies` で差し替えられます。
struct PostsClient: Sendable {
  /// 最新の投稿を新しい順に返します。
  var fetchLatest: @Sendable () async throws -> [String]
}

extension PostsClient: DependencyKey {
  /// アプリで使う実装: 固定の投稿を返します。
  static let liveValue = PostsClient(fetchLatest: { ["TCA 入門", "Effect のテスト"] })

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = PostsClient(fetchLatest: unimplemented("PostsClient.fetchLatest", placeholder: []))
}

extension DependencyValues {
  /// `@Dependency(\.postsClient)` で取り出す投稿 API。
  var postsClient: PostsClient {
    get { self[PostsClient.self] }
    set { self[PostsClient.self] = newValue }
  }
}

/// 引っ張って更新する投稿一覧。SwiftUI では `.refreshable { await store.send(.refresh).finish() }`。
@Reducer
struct RefreshFeature {
  @ObservableState
  struct State: Equatable {
    var posts: [String] = []
    var isLoading = false
  }

  enum Action: Equatable {
    case refresh
    case cancelButtonTapped
    case refreshResponse([String])
    case refreshFailed
  }

  enum CancelID { case refresh }

  @Dependency(\.postsClient) var postsClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refresh:
        state.isLoading = true
        return .run { [postsClient] send in
          let posts = try await postsClient.fetchLatest()
          await send(.refreshResponse(posts))
        } catch: { _, send in
          await send(.refreshFailed)
        }
        .cancellable(id: CancelID.refresh, cancelInFlight: true)

      case .cancelButtonTapped:
        state.isLoading = false
        return .cancel(id: CancelID.refresh)

      case let .refreshResponse(posts):
        state.posts = posts
        state.isLoading = false
        return .none

      case .refreshFailed:
        state.isLoading = false
        return .none
      }
    }
  }
}
