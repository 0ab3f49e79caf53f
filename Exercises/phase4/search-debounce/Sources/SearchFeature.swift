// 練習問題: phase4/search-debounce — 検索機能（デバウンス）
//
// 検索欄に文字を打つたびに API を呼ぶと、"s" "sw" "swi" … と無駄なリクエストが飛びます。
// 入力が 300 ミリ秒止まってから、最後のクエリで 1 回だけ検索するようにしてください。
//
// 型:
//   - State: `query`（入力中の文字列）、`results`（検索結果）、`errorMessage`（失敗時の文言、通常は nil）
//   - Action:
//       `.queryChanged(String)`     入力が変わった
//       `.searchResponse([String])` 検索が成功した（Effect から送る）
//       `.searchFailed`             検索が失敗した（Effect から送る）
//   - 依存関係: `@Dependency(\.searchClient)`（`search(query)` は async throws）と
//               `@Dependency(\.continuousClock)`（待ち時間はこの時計で測る。テストでは TestClock になる）
//
// 求める動き:
//   1. `.queryChanged(q)` は `state.query = q` にする（`results` と `errorMessage` は、次の結果が届くまで前のまま残す）。q が空でなければ、
//      `debounceInterval`（300 ms）待ってから `search(q)` を呼ぶ。待っている間に次の入力が来たら、
//      前の待ち（と実行中の検索）は取り消し、最後のクエリだけを検索する。
//   2. 古いクエリの応答が、新しいクエリの結果を上書きしてはいけない（古い検索はキャンセルする）。
//   3. q が空（クリア）なら、待機中・実行中の検索をキャンセルし、`results = []`、`errorMessage = nil`。
//   4. `.searchResponse(results)`: `results` をその結果で置き換え（前の結果に足さない）、`errorMessage = nil`。
//   5. `.searchFailed`: `results = []`、`errorMessage = searchFailedMessage`。
//
// ヒント: キャンセル ID（`enum CancelID { case search }` など）と
//         `.cancellable(id:cancelInFlight:)`、`.cancel(id:)` を使います。
import Composable

/// 検索 API。テストでは `withDependencies` で差し替えられます。
struct SearchClient: Sendable {
  /// `query` に一致する結果を返します。失敗すると throw します。
  var search: @Sendable (_ query: String) async throws -> [String]
}

extension SearchClient: DependencyKey {
  /// アプリで使う実装: 手元の一覧から前方一致で探します。
  static let liveValue = SearchClient(search: { query in
    let topics = ["Reducer", "Effect", "Store", "TestStore", "Dependency", "Scope", "TestClock"]
    return topics.filter { $0.lowercased().hasPrefix(query.lowercased()) }
  })

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = SearchClient(search: unimplemented("SearchClient.search", placeholder: []))
}

extension DependencyValues {
  /// `@Dependency(\.searchClient)` で取り出す検索 API。
  var searchClient: SearchClient {
    get { self[SearchClient.self] }
    set { self[SearchClient.self] = newValue }
  }
}

/// 入力が 300 ミリ秒止まってから検索する検索画面。
@Reducer
struct SearchFeature {
  /// 入力が止まってから検索を始めるまでの待ち時間。
  static let debounceInterval: Duration = .milliseconds(300)

  /// 検索に失敗したときに `errorMessage` へ入れる文言。
  static let searchFailedMessage = "検索に失敗しました"

  @ObservableState
  struct State: Equatable {
    var query = ""
    var results: [String] = []
    var errorMessage: String?
  }

  enum Action: Equatable {
    case queryChanged(String)
    case searchResponse([String])
    case searchFailed
  }

  @Dependency(\.searchClient) var searchClient
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        // TODO: 空ならキャンセルして結果を消す。空でなければ 300 ms 待ってから検索する Effect を返す。
        return .none

      case .searchResponse:
        // TODO: 結果を state に入れる。
        return .none

      case .searchFailed:
        // TODO: エラー状態にする。
        return .none
      }
    }
  }
}
