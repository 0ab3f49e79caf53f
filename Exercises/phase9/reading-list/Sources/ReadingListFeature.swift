// phase9/reading-list — 読書リスト（できあがった機能です。封印されているので書き換えません。この機能のテストを Tests/ に書きます）
// テストは Exercises/phase9/reading-list/Tests/ReadingListFeatureTests.swift に書きます。
// 問題文: Lessons/phase9-stack-navigation.md の「読書リストのテストを書く」。
import Composable

/// 一覧の 1 冊。`nextInSeriesID` はシリーズの次の巻（なければ nil）。
struct Book: Equatable, Identifiable, Sendable {
  let id: Int
  var title: String
  var isFinished = false
  var nextInSeriesID: Int?
}

/// 本を一覧から消す API。テストでは `withDependencies` で差し替えます。
struct BooksClient: Sendable {
  /// 本 `id` をサーバーから消します。
  var remove: @Sendable (_ id: Int) async -> Void
}

extension BooksClient: DependencyKey {
  /// アプリで使う実装: 何もしません。
  static let liveValue = BooksClient(remove: { _ in })

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = BooksClient(remove: unimplemented("BooksClient.remove"))
}

extension DependencyValues {
  /// `@Dependency(\.booksClient)` で取り出す API。
  var booksClient: BooksClient {
    get { self[BooksClient.self] }
    set { self[BooksClient.self] = newValue }
  }
}

/// 1 冊の詳細画面。読み終えた印を付け、シリーズの次の巻を開き、本を消せる。
@Reducer
struct BookDetailFeature {
  @ObservableState
  struct State: Equatable {
    var book: Book
    var isRemoving = false
  }

  enum Action: Equatable {
    case finishedToggled
    case nextInSeriesTapped
    case removeButtonTapped
    case delegate(Delegate)

    /// 親への知らせ。
    @CasePathable
    enum Delegate: Equatable {
      /// 本の内容が変わった。
      case bookChanged(Book)
      /// 本 `id` の詳細を上に積んでほしい。
      case openBook(id: Int)
      /// 本 `id` を消し終えた。
      case removed(id: Int)
    }
  }

  @Dependency(\.booksClient) var booksClient
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .finishedToggled:
        state.book.isFinished.toggle()
        return .send(.delegate(.bookChanged(state.book)))

      case .nextInSeriesTapped:
        guard let next = state.book.nextInSeriesID else { return .none }
        return .send(.delegate(.openBook(id: next)))

      case .removeButtonTapped:
        guard !state.isRemoving else { return .none }
        state.isRemoving = true
        return .run { [id = state.book.id, booksClient, dismiss] send in
          await booksClient.remove(id)
          await send(.delegate(.removed(id: id)))
          await dismiss()
        }

      case .delegate:
        return .none
      }
    }
  }
}

/// 読書リスト。本をタップすると詳細を積み、詳細からの知らせで一覧を更新する。
@Reducer
struct ReadingListFeature {
  @Reducer
  enum Path {
    case detail(BookDetailFeature)
  }

  @ObservableState
  struct State: Equatable {
    var books: IdentifiedArrayOf<Book> = []
    var path = StackState<Path.State>()
  }

  enum Action {
    case bookTapped(id: Int)
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .bookTapped(id):
        guard let book = state.books[id: id] else { return .none }
        state.path.append(.detail(BookDetailFeature.State(book: book)))
        return .none

      case let .path(.element(id: _, action: .detail(.delegate(.bookChanged(book))))):
        state.books[id: book.id] = book
        return .none

      case let .path(.element(id: _, action: .detail(.delegate(.openBook(id))))):
        guard let book = state.books[id: id] else { return .none }
        state.path.append(.detail(BookDetailFeature.State(book: book)))
        return .none

      case let .path(.element(id: _, action: .detail(.delegate(.removed(id))))):
        state.books.remove(id: id)
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension ReadingListFeature.Path.State: Equatable {}
