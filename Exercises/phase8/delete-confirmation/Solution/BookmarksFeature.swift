// 参考解答: phase8/delete-confirmation — 確認してから削除する
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
      case let .deleteButtonTapped(id: id):
        guard let bookmark = state.bookmarks[id: id], !state.deletingIDs.contains(id) else {
          return .none
        }
        state.alert = .confirmDeletion(bookmark)
        return .none

      case let .alert(.presented(.confirmDeletion(id: id))):
        state.deletingIDs.insert(id)
        return .run { send in
          try await bookmarksClient.delete(id)
          await send(.deleted(id: id))
        } catch: { _, send in
          await send(.deleteFailed(id: id))
        }

      case .alert:
        return .none

      case let .deleted(id: id):
        state.bookmarks.remove(id: id)
        state.deletingIDs.remove(id)
        return .none

      case let .deleteFailed(id: id):
        state.deletingIDs.remove(id)
        if let bookmark = state.bookmarks[id: id] {
          state.alert = .deleteFailed(bookmark)
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
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
