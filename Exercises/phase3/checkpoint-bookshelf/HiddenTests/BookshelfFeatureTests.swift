import Composable
import Foundation
import Testing

@testable import Phase3CheckpointBookshelf

/// Hidden tests for phase3/checkpoint-bookshelf (the phase 1–3 checkpoint): the editor opened once
/// (a second tap keeps the draft), the title trimmed and a blank one refused by the child, ids only
/// from `\.uuid` (a generator that does not start at 0), appended at the end, cancel, per-row
/// toggles through `forEach`, deletion by delegate of exactly that row, from a non-empty shelf.
@MainActor
@Suite("チェックポイント: 本棚", .serialized)
struct BookshelfFeatureTests {
  /// A generator whose ids are not the ones `.incrementing` would give, and never `UUID()`'s.
  static func uuids(from first: Int) -> UUIDGenerator {
    let next = LockIsolated(first)
    return UUIDGenerator {
      next.withValue { value in
        defer { value += 1 }
        return UUID(value)
      }
    }
  }

  static let shelf: IdentifiedArrayOf<BookRowFeature.State> = [
    BookRowFeature.State(id: UUID(100), title: "坊っちゃん", isRead: true),
    BookRowFeature.State(id: UUID(101), title: "銀河鉄道の夜"),
    BookRowFeature.State(id: UUID(102), title: "羅生門"),
  ]

  static func makeStore(
    _ state: BookshelfFeature.State = BookshelfFeature.State(), firstID: Int = 40
  ) -> TestStoreOf<BookshelfFeature> {
    TestStore(initialState: state) {
      BookshelfFeature()
    } withDependencies: {
      $0.uuid = uuids(from: firstID)
    }
  }

  @Test("「本を追加」でタイトルが空の追加画面が開き、入力したタイトルは追加画面にだけ入る")
  func addOpensAnEmptyEditor() async {
    let store = Self.makeStore(BookshelfFeature.State(books: Self.shelf))
    await store.send(.addButtonTapped) { $0.editor = BookEditorFeature.State() }
    await store.send(.editor(.titleChanged("こころ"))) { $0.editor?.title = "こころ" }
  }

  @Test("追加画面が開いているときに「本を追加」をもう一度押しても、入力中のタイトルは消えない")
  func addAgainKeepsTheDraft() async {
    let store = Self.makeStore()
    await store.send(.addButtonTapped) { $0.editor = BookEditorFeature.State() }
    await store.send(.editor(.titleChanged("こころ"))) { $0.editor?.title = "こころ" }
    await store.send(.addButtonTapped)
  }

  @Test("保存すると前後の空白を除いたタイトルが知らされ、uuid() の id を持つ未読の本が最後に並び、追加画面が閉じる")
  func saveAppendsATrimmedUnreadBook() async {
    let store = Self.makeStore(BookshelfFeature.State(books: Self.shelf))
    await store.send(.addButtonTapped) { $0.editor = BookEditorFeature.State() }
    await store.send(.editor(.titleChanged("  こころ ")) ) { $0.editor?.title = "  こころ " }
    await store.send(.editor(.saveButtonTapped))
    await store.receive(.editor(.delegate(.save(title: "こころ")))) {
      $0.books.append(BookRowFeature.State(id: UUID(40), title: "こころ"))
      $0.editor = nil
    }
  }

  @Test("空白だけのタイトルでは保存できない: 何も知らせず、追加画面も開いたまま")
  func blankTitleIsNotSaved() async {
    let store = Self.makeStore()
    await store.send(.addButtonTapped) { $0.editor = BookEditorFeature.State() }
    await store.send(.editor(.saveButtonTapped))
    await store.send(.editor(.titleChanged("   "))) { $0.editor?.title = "   " }
    await store.send(.editor(.saveButtonTapped))
    #expect(store.state.editor != nil, "タイトルが空のときは、追加画面を開いたままにするはずです")
    #expect(store.state.books.isEmpty, "タイトルが空の本は本棚に加えないはずです")
  }

  @Test("続けて 2 冊加えると、uuid() から順に別々の id をもらい、加えた順に並ぶ")
  func twoBooksGetDistinctIDsInOrder() async {
    let store = Self.makeStore(firstID: 7)
    for (index, title) in ["こころ", "三四郎"].enumerated() {
      await store.send(.addButtonTapped) { $0.editor = BookEditorFeature.State() }
      await store.send(.editor(.titleChanged(title))) { $0.editor?.title = title }
      await store.send(.editor(.saveButtonTapped))
      await store.receive(.editor(.delegate(.save(title: title)))) {
        $0.books.append(BookRowFeature.State(id: UUID(7 + index), title: title))
        $0.editor = nil
      }
    }
  }

  @Test("キャンセルすると本棚を変えずに追加画面が閉じる")
  func cancelClosesWithoutAdding() async {
    let store = Self.makeStore(BookshelfFeature.State(books: Self.shelf))
    await store.send(.addButtonTapped) { $0.editor = BookEditorFeature.State() }
    await store.send(.editor(.titleChanged("こころ"))) { $0.editor?.title = "こころ" }
    await store.send(.editor(.cancelButtonTapped))
    await store.receive(.editor(.delegate(.cancel))) { $0.editor = nil }
  }

  @Test("行の既読の切り替えは、その本だけを入れ替える（既読 → 未読、未読 → 既読）")
  func toggleChangesOnlyThatBook() async {
    let store = Self.makeStore(BookshelfFeature.State(books: Self.shelf))
    await store.send(.books(.element(id: UUID(100), action: .readToggled))) {
      $0.books[id: UUID(100)]?.isRead = false
    }
    await store.send(.books(.element(id: UUID(102), action: .readToggled))) {
      $0.books[id: UUID(102)]?.isRead = true
    }
    await store.send(.books(.element(id: UUID(102), action: .readToggled))) {
      $0.books[id: UUID(102)]?.isRead = false
    }
  }

  @Test("行の「削除」は親に頼み、本棚はその本だけを外す（ほかの本の順番と既読はそのまま）")
  func deleteRemovesOnlyThatBook() async {
    let store = Self.makeStore(BookshelfFeature.State(books: Self.shelf))
    await store.send(.books(.element(id: UUID(101), action: .deleteButtonTapped)))
    await store.receive(.books(.element(id: UUID(101), action: .delegate(.deleteRequested)))) {
      $0.books.remove(id: UUID(101))
    }
    #expect(store.state.books.map(\.title) == ["坊っちゃん", "羅生門"])
    await store.send(.books(.element(id: UUID(100), action: .deleteButtonTapped)))
    await store.receive(.books(.element(id: UUID(100), action: .delegate(.deleteRequested)))) {
      $0.books.remove(id: UUID(100))
    }
  }

  @Test("加えたばかりの本も、切り替えと削除ができる")
  func aNewBookCanBeToggledAndDeleted() async {
    let store = Self.makeStore(BookshelfFeature.State(books: Self.shelf), firstID: 300)
    await store.send(.addButtonTapped) { $0.editor = BookEditorFeature.State() }
    await store.send(.editor(.titleChanged("門"))) { $0.editor?.title = "門" }
    await store.send(.editor(.saveButtonTapped))
    await store.receive(.editor(.delegate(.save(title: "門")))) {
      $0.books.append(BookRowFeature.State(id: UUID(300), title: "門"))
      $0.editor = nil
    }
    await store.send(.books(.element(id: UUID(300), action: .readToggled))) {
      $0.books[id: UUID(300)]?.isRead = true
    }
    await store.send(.books(.element(id: UUID(300), action: .deleteButtonTapped)))
    await store.receive(.books(.element(id: UUID(300), action: .delegate(.deleteRequested)))) {
      $0.books.remove(id: UUID(300))
    }
    #expect(store.state.books == Self.shelf)
  }
}
