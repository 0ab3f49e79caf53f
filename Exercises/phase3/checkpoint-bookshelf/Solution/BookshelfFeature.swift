// 参考解答: phase3/checkpoint-bookshelf — チェックポイント: 本棚
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
        state.isRead.toggle()
        return .none
      case .deleteButtonTapped:
        return .send(.delegate(.deleteRequested))
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
        let title = state.title.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return .none }
        return .send(.delegate(.save(title: title)))
      case .cancelButtonTapped:
        return .send(.delegate(.cancel))
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
        guard state.editor == nil else { return .none }
        state.editor = BookEditorFeature.State()
        return .none
      case let .editor(.delegate(.save(title))):
        state.books.append(BookRowFeature.State(id: uuid(), title: title))
        state.editor = nil
        return .none
      case .editor(.delegate(.cancel)):
        state.editor = nil
        return .none
      case .editor:
        return .none
      case let .books(.element(id: id, action: .delegate(.deleteRequested))):
        state.books.remove(id: id)
        return .none
      case .books:
        return .none
      }
    }
    .forEach(\.books, action: \.books) {
      BookRowFeature()
    }
    .ifLet(\.editor, action: \.editor) {
      BookEditorFeature()
    }
  }
}
