// 練習問題: phase3/checkpoint-bookshelf — チェックポイント: 本棚
//
// Phase 1〜3 のまとめです。本文に同じ形の見本はありません。ここまでに学んだ部品を自分で選んで組み立てます。
//
// ユーザーストーリー: 読みたい本・読んだ本を並べておく本棚アプリ。「本を追加」で入力画面を開き、
// タイトルを入れて保存すると本棚の最後に並ぶ。各行では既読・未読を切り替えたり、本を外したりできる。
//
// 型（できあがっています）:
//   - BookRowFeature（1 冊）: State は `id`・`title`・`isRead`。Action は `readToggled`・`deleteButtonTapped`・
//     `delegate(.deleteRequested)`
//   - BookEditorFeature（追加画面）: State は入力中の `title`。Action は `titleChanged`（完成済み）・
//     `saveButtonTapped`・`cancelButtonTapped`・`delegate(.save(title:))`・`delegate(.cancel)`
//   - BookshelfFeature（本棚）: State は `books`・`editor`（nil なら閉じている）。Action は `addButtonTapped`・
//     `books(…)`・`editor(…)`。依存関係 `@Dependency(\.uuid)`
//
// 求める動き:
//   1. 「本を追加」で、タイトルが空の追加画面を開く。もう開いているときは何もしない（入力中のタイトルを消さない）
//   2. 追加画面の「保存」は、前後の空白を除いたタイトルを親に知らせる。除いた結果が空なら何もしない（画面も閉じない）
//   3. 本棚は知らせを受けて、id を `uuid()` からもらった未読の本を最後に加え、追加画面を閉じる
//   4. 「キャンセル」では本棚を変えずに追加画面を閉じる
//   5. 行の `readToggled` で、その本だけの既読・未読が入れ替わる
//   6. 行の「削除」は親に頼み、本棚はその本だけを外す（ほかの本の順番と状態はそのまま）
//   7. 本がすでに並んでいる本棚から始めても、同じように動く
//
// ヒント: `dojo hint phase3/checkpoint-bookshelf` で 1 つずつ表示できます。
import Composable
import Foundation

// MARK: - 一覧の 1 行（子）

/// 本棚の 1 冊。既読の切り替えはこの行の中で済ませ、削除は親に頼む。
@Reducer
struct BookRowFeature {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var title: String
    var isRead = false
  }

  enum Action: Equatable {
    /// 既読・未読の切り替え。
    case readToggled
    /// 「削除」。
    case deleteButtonTapped
    /// 親への知らせ。
    case delegate(Delegate)

    @CasePathable
    enum Delegate: Equatable {
      /// 「この本を本棚から外して」。
      case deleteRequested
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .readToggled:
        // TODO: 既読・未読を入れ替える。
        return .none
      case .deleteButtonTapped:
        // TODO: 本棚から外してもらう。
        return .none
      case .delegate:
        return .none
      }
    }
  }
}

// MARK: - 追加画面（子）

/// 新しい本のタイトルを入力する画面。保存・キャンセルは親に頼む。
@Reducer
struct BookEditorFeature {
  @ObservableState
  struct State: Equatable {
    var title = ""
  }

  enum Action: Equatable {
    case titleChanged(String)
    case saveButtonTapped
    case cancelButtonTapped
    case delegate(Delegate)

    @CasePathable
    enum Delegate: Equatable {
      /// 「このタイトルの本を加えて閉じて」（前後の空白は除いてある）。
      case save(title: String)
      /// 「何も加えずに閉じて」。
      case cancel
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .titleChanged(title):
        state.title = title
        return .none
      case .saveButtonTapped:
        // TODO: 前後の空白を除いたタイトルを親に知らせる（空なら何もしない）。
        return .none
      case .cancelButtonTapped:
        // TODO: 何も加えずに閉じてもらう。
        return .none
      case .delegate:
        return .none
      }
    }
  }
}

// MARK: - 本棚（親）

/// 本の一覧と、開いていれば追加画面。
@Reducer
struct BookshelfFeature {
  @ObservableState
  struct State: Equatable {
    var books: IdentifiedArrayOf<BookRowFeature.State> = []
    /// 追加画面。nil なら閉じている。
    var editor: BookEditorFeature.State?
  }

  enum Action: Equatable {
    /// 「本を追加」。
    case addButtonTapped
    case books(IdentifiedActionOf<BookRowFeature>)
    case editor(BookEditorFeature.Action)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        // TODO: 追加画面を開く。
        return .none
      case .editor:
        // TODO: 追加画面からの知らせ（保存・キャンセル）を受ける。
        return .none
      case .books:
        // TODO: 行からの知らせ（削除）を受ける。
        return .none
      }
    }
    // TODO: 子の Reducer（1 冊ずつの行と、追加画面）をつなぐ。
  }
}
