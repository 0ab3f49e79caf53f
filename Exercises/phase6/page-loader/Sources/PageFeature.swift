// 練習問題: phase6/page-loader — ページ切り替え（最新優先）
//
// ページ番号を次々に選ぶと、前のページの読み込みが終わる前に次の読み込みが始まります。
// 表示するのは最後に選んだページだけ。古い読み込みは取り消してください（最新優先）。
//
// 型:
//   - State: `page`（最後に選んだページ番号。1 から数え、何も選ぶ前は 1）、`titles`（表示中の見出し）、`isLoading`、
//            `errorMessage`（失敗時の文言、通常は nil）
//   - Action:
//       `.pageSelected(Int)`   ページ番号が選ばれた
//       `.pageLoaded([String])` 読み込みに成功した（Effect から送る）
//       `.pageFailed`          読み込みに失敗した（Effect から送る）
//   - 依存関係: `@Dependency(\.pageClient)`（`fetch(page)` は async throws）
//
// 求める動き:
//   1. `.pageSelected(n)`: `page = n`、`isLoading = true`、`errorMessage = nil` にして `fetch(n)` を呼ぶ。
//      `titles` は新しい見出しが届くまで前のまま残す。
//   2. 読み込み中に次の `.pageSelected` が来たら（同じページ番号でも）、前の読み込みをキャンセルする。
//      取り消した読み込みの結果は、成功でも失敗でも State に届いてはいけない。
//   3. `.pageLoaded(titles)`: `titles` を届いた見出しで置き換え（前の見出しに足さない）、`isLoading = false`。
//   4. `.pageFailed`: `isLoading = false`、`errorMessage = loadFailedMessage`（`titles` はそのまま）。
//
// ヒント: 本文の「最新優先: cancelInFlight」の形です。State で `guard` して弾くのは先着優先で、
//         ここでは逆の動きになります。
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

  @Dependency(\.pageClient) var pageClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pageSelected:
        // TODO: page・isLoading・errorMessage を変え、前の読み込みをキャンセルして fetch する Effect を返す。
        return .none

      case .pageLoaded:
        // TODO: titles を置き換え、isLoading を false にする。
        return .none

      case .pageFailed:
        // TODO: isLoading を false にし、errorMessage を入れる。
        return .none
      }
    }
  }
}
