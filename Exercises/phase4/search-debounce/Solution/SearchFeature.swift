// 参考解答: phase4/search-debounce — 検索機能（デバウンス）
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

  enum CancelID { case search }

  @Dependency(\.searchClient) var searchClient
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        guard !query.isEmpty else {
          state.results = []
          state.errorMessage = nil
          return .cancel(id: CancelID.search)
        }
        return .run { [searchClient, clock] send in
          try await clock.sleep(for: Self.debounceInterval)
          do {
            let results = try await searchClient.search(query)
            await send(.searchResponse(results))
          } catch {
            await send(.searchFailed)
          }
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)

      case let .searchResponse(results):
        state.results = results
        state.errorMessage = nil
        return .none

      case .searchFailed:
        state.results = []
        state.errorMessage = Self.searchFailedMessage
        return .none
      }
    }
  }
}
