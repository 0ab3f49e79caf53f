// 練習問題: phase5/refresh-with-await — Pull-to-Refresh（await で待つ）
//
// SwiftUI の `.refreshable { await store.send(.refresh).finish() }` は、くるくる回るインジケーターを
// `finish()` が戻るまで表示し続けます。だから `.refresh` の Effect は「応答を state に反映し終えて
// から終わる」ように書く必要があります。Effect の外（別の Task）に仕事を逃がしてはいけません。
//
// 型:
//   - State: `posts`（投稿の一覧）、`isLoading`（更新中か）
//   - Action:
//       `.refresh`                  引っ張って更新した
//       `.cancelButtonTapped`       更新をやめた
//       `.refreshResponse([String])` 取得した投稿（Effect から送る）
//       `.refreshFailed`             取得に失敗した（Effect から送る）
//   - 依存関係: `@Dependency(\.postsClient)`（`fetchLatest()` は async throws）
//
// 求める動き:
//   1. `.refresh`: `isLoading = true` にし（`posts` は応答が届くまで前のまま）、`fetchLatest()` の結果を
//      `.refreshResponse` で送る Effect を返す。
//      `await store.send(.refresh).finish()` は、応答が state に反映された後にだけ戻ること。
//   2. `.refreshResponse(posts)`: `posts` をその一覧で置き換え（前の一覧に足さない）、`isLoading = false`。
//   3. `fetchLatest()` が失敗したら `.refreshFailed` を送る → `isLoading = false`（`posts` は前のまま）。
//      失敗のときも、`finish()` は `.refreshFailed` が反映された後に戻る。
//   4. 更新中にもう一度 `.refresh` が来たら、前の更新は取り消す（古い応答は届かない）。
//   5. `.cancelButtonTapped`: `isLoading = false` にし（`posts` はそのまま）、実行中の更新を止める（その後、応答は届かない）。
//
// ヒント: `.run { send in … } catch: { error, send in … }` の中で取得して `await send(…)` まで済ませます。
//         `.cancellable(id:cancelInFlight:)` と `.cancel(id:)` も使います。
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

  @Dependency(\.postsClient) var postsClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refresh:
        // TODO: isLoading を true にし、投稿を取得して .refreshResponse を送る Effect を返す。
        return .none

      case .cancelButtonTapped:
        // TODO: isLoading を false にし、実行中の更新を止める。
        return .none

      case .refreshResponse:
        // TODO: 投稿を入れ、isLoading を false にする。
        return .none

      case .refreshFailed:
        // TODO: isLoading を false にする（posts は前のまま）。
        return .none
      }
    }
  }
}
