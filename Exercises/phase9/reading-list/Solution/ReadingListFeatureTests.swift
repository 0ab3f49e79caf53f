// 参考解答: phase9/reading-list — 読書リストのテスト
import Composable
import Testing

@testable import Phase9ReadingList

@MainActor
struct ReadingListFeatureTests {
  static let books: IdentifiedArrayOf<Book> = [
    Book(id: 1, title: "三体", nextInSeriesID: 2),
    Book(id: 2, title: "黒暗森林", nextInSeriesID: 3),
    Book(id: 3, title: "死神永生"),
  ]

  @Test func tapPushesDetailAndFinishingUpdatesTheList() async {
    let store = TestStore(initialState: ReadingListFeature.State(books: Self.books)) {
      ReadingListFeature()
    }

    // 先頭ではない本を開く（先頭を開いてしまう誤りを見つけるため）
    await store.send(.bookTapped(id: 2)) {
      $0.path[id: 0] = .detail(BookDetailFeature.State(book: Self.books[1]))
    }
    await store.send(\.path[id: 0].detail.finishedToggled) {
      $0.path[id: 0, case: \.detail]?.book.isFinished = true
    }
    await store.receive(\.path[id: 0].detail.delegate.bookChanged) {
      $0.books[id: 2]?.isFinished = true
    }
  }

  @Test func nextInSeriesPushesOnTopAndRemovingPopsOnlyThatScreen() async {
    let clock = TestClock()
    let removed = LockIsolated<[Int]>([])
    let store = TestStore(initialState: ReadingListFeature.State(books: Self.books)) {
      ReadingListFeature()
    } withDependencies: {
      $0.booksClient.remove = { id in
        try? await clock.sleep(for: .seconds(1))
        removed.withValue { $0.append(id) }
      }
    }

    await store.send(.bookTapped(id: 2)) {
      $0.path[id: 0] = .detail(BookDetailFeature.State(book: Self.books[1]))
    }
    await store.send(\.path[id: 0].detail.nextInSeriesTapped)
    await store.receive(\.path[id: 0].detail.delegate.openBook, 3) {
      $0.path[id: 1] = .detail(BookDetailFeature.State(book: Self.books[2]))
    }
    // 上の画面（id 1）で本を消す: 知らせ → 一覧から消える → その画面だけが閉じる
    await store.send(\.path[id: 1].detail.removeButtonTapped) {
      $0.path[id: 1, case: \.detail]?.isRemoving = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].detail.delegate.removed, 3) {
      $0.books.remove(id: 3)
    }
    await store.receive(\.path.popFrom, 1) {
      $0.path.pop(from: 1)
    }
    #expect(store.state.path.ids == [0])
    #expect(store.state.books.map(\.title) == ["三体", "黒暗森林"])
    #expect(removed.value == [3])
  }

  @Test func goingBackWhileRemovingKeepsTheBook() async {
    let clock = TestClock()
    let removed = LockIsolated<[Int]>([])
    let store = TestStore(
      initialState: ReadingListFeature.State(
        books: Self.books,
        path: StackState([.detail(BookDetailFeature.State(book: Self.books[0]))])
      )
    ) {
      ReadingListFeature()
    } withDependencies: {
      $0.booksClient.remove = { id in
        try? await clock.sleep(for: .seconds(1))
        removed.withValue { $0.append(id) }
      }
    }

    await store.send(\.path[id: 0].detail.removeButtonTapped) {
      $0.path[id: 0, case: \.detail]?.isRemoving = true
    }
    await clock.advance(by: .milliseconds(500))
    // 消している途中で戻るボタン: 画面の Effect はキャンセルされ、一覧は変わらない
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
    #expect(store.state.books == Self.books)
  }
}
