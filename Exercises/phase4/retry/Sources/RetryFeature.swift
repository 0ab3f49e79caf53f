// 練習問題: phase4/retry — リトライ
//
// 通信は失敗することがあります。失敗したら少し待って再試行し、待ち時間は毎回倍にします
// （指数バックオフ）。ただし試すのは最初の 1 回を含めて `maxAttempts`（4）回まで。
//
// 型:
//   - State: `status`（`.idle` / `.loading` / `.loaded(名言)` / `.failed`）
//   - Action:
//       `.fetchButtonTapped`      取得ボタンが押された
//       `.cancelButtonTapped`     キャンセルボタンが押された
//       `.fetchSucceeded(String)` 取得に成功した（Effect から送る）
//       `.fetchFailed`            上限まで試してすべて失敗した（Effect から送る）
//   - 依存関係: `@Dependency(\.quoteClient)`（`fetch()` は async throws）と
//               `@Dependency(\.continuousClock)`（待ち時間はこの時計で測る。テストでは TestClock になる）
//
// 求める動き:
//   1. `.fetchButtonTapped`: `status = .loading` にして、すぐに `fetch()` を呼ぶ。
//   2. 失敗したら待ってから再試行する。待ち時間は 1 回目の失敗後 1 秒、2 回目の後 2 秒、3 回目の後 4 秒。
//   3. k 回目で成功したら、`fetch()` をちょうど k 回呼んだところで `.fetchSucceeded(名言)` を送り、
//      `status = .loaded(名言)` にする。
//   4. `maxAttempts` 回すべて失敗したら（最後の失敗の後は待たずに）`.fetchFailed` を送り、
//      `status = .failed` にする。`fetch()` を呼ぶのはちょうど `maxAttempts` 回。
//   5. `.cancelButtonTapped`: `status = .idle` にし、待機中・実行中の試行を止める（以後 1 回も呼ばない）。
//      通信中だった取得の応答（成功でも失敗でも）も、State に届いてはいけない。
//   6. `.fetchButtonTapped` はどの `status` からでも（`.failed` や `.loaded` からでも）取得を始める。
//      取得のたびに回数は 1 回目から数え直し、待ち時間も 1 秒から。
//      取得中（待機中を含む）にもう一度タップされたら、前の試行を止めて、すぐに 1 回目からやり直す
//      （`status` は `.loading` のまま）。
//
// ヒント: 試行のループは 1 つの `.run` の中に書けます。待つのは `clock.sleep(for:)`。
//         止められるように `.cancellable(id:)` を付け、キャンセルは `.cancel(id:)` で。
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

  @Dependency(\.quoteClient) var quoteClient
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .fetchButtonTapped:
        // TODO: status を .loading にし、失敗したら 1 秒・2 秒・4 秒待って再試行する Effect を返す。
        return .none

      case .cancelButtonTapped:
        // TODO: status を .idle に戻し、試行を止める。
        return .none

      case .fetchSucceeded:
        // TODO: status を .loaded(名言) にする。
        return .none

      case .fetchFailed:
        // TODO: status を .failed にする。
        return .none
      }
    }
  }
}
