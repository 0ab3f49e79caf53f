// 練習問題: phase8/delete-confirmation — 確認してから削除する
//
// 削除の前に確認のアラートを出し、サーバーで削除できたら一覧から消すブックマーク一覧を作ります。
//
// 型:
//   - State: `bookmarks`、`deletingIDs`（削除の通信中のもの）、`@Presents var alert: AlertState<Action.Alert>?`
//   - Action: `.deleteButtonTapped(id:)`、`.alert(PresentationAction<Alert>)`（`Alert` は `.confirmDeletion(id:)`）、
//             `.deleted(id:)`、`.deleteFailed(id:)`
//   - 依存関係: `\.bookmarksClient`（`delete(id) async throws`）
//
// 求める動き:
//   1. `.deleteButtonTapped(id:)`: `alert = .confirmDeletion(ブックマーク)` にする（下の `AlertState`）。
//      一覧にない id や、削除の通信中（`deletingIDs` にある）id では何もしない。
//   2. アラートの「削除」（`.alert(.presented(.confirmDeletion(id:)))`）: `deletingIDs` に id を入れて
//      `delete(id)` を呼ぶ。アラートは閉じる（`alert = nil`）。
//   3. アラートの「キャンセル」（`.alert(.dismiss)`）: アラートを閉じるだけで、何も消さない。
//   4. 削除できたら `.deleted(id:)` で、一覧からそのブックマークだけを消し、`deletingIDs` から外す。
//   5. 失敗したら `.deleteFailed(id:)` で、一覧には残して `deletingIDs` から外し、
//      `alert = .deleteFailed(ブックマーク)`（ボタンは OK だけ）を出す。
//   6. 続けて別のブックマークを削除すると、それぞれの削除が並んで進む
//      （1 件目の通信中に 2 件目を確認・削除でき、どちらも最後まで届く）。
//
// ヒント: アラートは `.ifLet(\.$alert, action: \.alert)` でつなぐと、ボタンが押されたときに閉じます。
import Composable
import Foundation

/// 保存したページ。
struct Bookmark: Equatable, Identifiable, Sendable {
  let id: UUID
  var title: String
  var url: String
}

/// ブックマークのサーバー API。テストでは `withDependencies` で差し替えられます。
struct BookmarksClient: Sendable {
  /// サーバーからブックマークを削除します。失敗すると throw します。
  var delete: @Sendable (_ id: Bookmark.ID) async throws -> Void
}

extension BookmarksClient: DependencyKey {
  /// アプリで使う実装: 何もしません。
  static let liveValue = BookmarksClient(delete: { _ in })

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = BookmarksClient(delete: unimplemented("BookmarksClient.delete"))
}

extension DependencyValues {
  /// `@Dependency(\.bookmarksClient)` で取り出すサーバー API。
  var bookmarksClient: BookmarksClient {
    get { self[BookmarksClient.self] }
    set { self[BookmarksClient.self] = newValue }
  }
}

/// 削除の前に確認のアラートを出すブックマーク一覧。
@Reducer
struct BookmarksFeature {
  @ObservableState
  struct State: Equatable {
    var bookmarks: IdentifiedArrayOf<Bookmark> = []
    /// 削除の通信中のブックマーク。
    var deletingIDs: Set<Bookmark.ID> = []
    @Presents var alert: AlertState<Action.Alert>?
  }

  enum Action {
    case deleteButtonTapped(id: Bookmark.ID)
    case alert(PresentationAction<Alert>)
    case deleted(id: Bookmark.ID)
    case deleteFailed(id: Bookmark.ID)

    enum Alert: Equatable {
      case confirmDeletion(id: Bookmark.ID)
    }
  }

  @Dependency(\.bookmarksClient) var bookmarksClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteButtonTapped:
        // TODO: 確認のアラートを出す（一覧にない id、通信中の id では何もしない）
        return .none

      case .alert:
        // TODO: 「削除」で deletingIDs に入れて delete を呼ぶ
        return .none

      case .deleted:
        // TODO: 一覧から消し、deletingIDs から外す
        return .none

      case .deleteFailed:
        // TODO: deletingIDs から外し、失敗のアラートを出す
        return .none
      }
    }
    // TODO: アラートを閉じられるように ifLet でつなぐ
  }
}

extension AlertState where Action == BookmarksFeature.Action.Alert {
  /// 「削除しますか？」のアラート。
  static func confirmDeletion(_ bookmark: Bookmark) -> Self {
    Self {
      TextState("「\(bookmark.title)」を削除しますか？")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion(id: bookmark.id)) {
        TextState("削除")
      }
      ButtonState(role: .cancel) {
        TextState("キャンセル")
      }
    }
  }

  /// 削除に失敗したことを知らせるアラート（ボタンは OK だけ）。
  static func deleteFailed(_ bookmark: Bookmark) -> Self {
    Self {
      TextState("「\(bookmark.title)」を削除できませんでした")
    } actions: {
      ButtonState(role: .cancel) {
        TextState("OK")
      }
    } message: {
      TextState("通信状態を確かめて、もう一度お試しください。")
    }
  }
}
