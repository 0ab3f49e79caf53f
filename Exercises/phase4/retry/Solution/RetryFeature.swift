// 参考解答: phase4/retry — リトライ
import Composable

/// 名言 API。テストでは `withDependencies` で差し替えられます。
struct QuoteClient: Sendable {
  /// 名言を 1 つ取得します。通信に失敗すると throw します。
  var fetch: @Sendable () async throws -> String
}

extension QuoteClient: DependencyKey {
  /// アプリで使う実装: 固定の名言を返します。
  static let liveValue = QuoteClient(fetch: { "失敗は成功のもと" })

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = QuoteClient(fetch: unimplemented("QuoteClient.fetch", placeholder: ""))
}

extension DependencyValues {
  /// `@Dependency(\.quoteClient)` で取り出す名言 API。
  var quoteClient: QuoteClient {
    get { self[QuoteClient.self] }
    set { self[QuoteClient.self] = newValue }
  }
}

/// 失敗した取得を、間隔を倍にしながら決まった回数まで再試行する画面。
@Reducer
struct RetryFeature {
  /// 最初の 1 回を含めた、試す回数の上限。
  static let maxAttempts = 4

  @ObservableState
  struct State: Equatable {
    var status: Status = .idle
  }

  /// 画面の状態。
  enum Status: Equatable {
    case idle
    case loading
    case loaded(String)
    case failed
  }

  enum Action: Equatable {
    case fetchButtonTapped
    case cancelButtonTapped
    case fetchSucceeded(String)
    case fetchFailed
  }

  enum CancelID { case fetch }

  @Dependency(\.quoteClient) var quoteClient
  @Dependency(\.continuousClock) var clock

  /// `attempt` 回目が失敗したあとに待つ時間: 1 秒、2 秒、4 秒…
  static func backoff(afterAttempt attempt: Int) -> Duration {
    .seconds(1 << (attempt - 1))
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .fetchButtonTapped:
        state.status = .loading
        return .run { [quoteClient, clock] send in
          var attempt = 1
          while true {
            do {
              let quote = try await quoteClient.fetch()
              await send(.fetchSucceeded(quote))
              return
            } catch {
              guard attempt < Self.maxAttempts else { break }
              try await clock.sleep(for: Self.backoff(afterAttempt: attempt))
              attempt += 1
            }
          }
          await send(.fetchFailed)
        }
        .cancellable(id: CancelID.fetch, cancelInFlight: true)

      case .cancelButtonTapped:
        state.status = .idle
        return .cancel(id: CancelID.fetch)

      case let .fetchSucceeded(quote):
        state.status = .loaded(quote)
        return .none

      case .fetchFailed:
        state.status = .failed
        return .none
      }
    }
  }
}
