import Composable
import Foundation
import Testing

@testable import Phase8DeleteConfirmation

/// Hidden tests for phase8/delete-confirmation: the confirmation alert, cancel, deletion of
/// exactly the confirmed bookmark after the server answers, a second tap while deleting, the
/// failure alert, and several deletions running side by side.
@MainActor
@Suite("確認してから削除する", .serialized)
struct BookmarksFeatureTests {
  struct DeleteError: Error {}

  static let swift = Bookmark(
    id: UUID(uuidString: "A1B2C3D4-0000-4000-8000-000000000101")!, title: "Swift.org", url: "https://swift.org"
  )
  static let tca = Bookmark(
    id: UUID(uuidString: "A1B2C3D4-0000-4000-8000-000000000202")!, title: "TCA のドキュメント",
    url: "https://pointfreeco.github.io/swift-composable-architecture/"
  )
  static let blog = Bookmark(
    id: UUID(uuidString: "A1B2C3D4-0000-4000-8000-000000000303")!, title: "開発ブログ", url: "https://example.jp/blog"
  )
  static let initial = BookmarksFeature.State(bookmarks: [swift, tca, blog])

  /// A client that records each id, waits `delay` on `clock`, and throws for ids in `failing`.
  static func client(
    clock: TestClock<Duration>, delay: Duration = .seconds(1), failing: Set<Bookmark.ID> = [],
    calls: LockIsolated<[Bookmark.ID]>
  ) -> BookmarksClient {
    BookmarksClient(delete: { id in
      calls.withValue { $0.append(id) }
      try await clock.sleep(for: delay)
      if failing.contains(id) { throw DeleteError() }
    })
  }

  func makeStore(client: BookmarksClient) -> TestStoreOf<BookmarksFeature> {
    let store = TestStore(initialState: Self.initial) {
      BookmarksFeature()
    } withDependencies: {
      $0.bookmarksClient = client
    }
    store.timeout = .milliseconds(300)
    return store
  }

  @Test("削除ボタンで確認のアラートを出す。一覧にない id では何もしない")
  func deleteButtonAsksFirst() async {
    let calls = LockIsolated<[Bookmark.ID]>([])
    let store = makeStore(client: Self.client(clock: TestClock(), calls: calls))

    await store.send(.deleteButtonTapped(id: UUID(uuidString: "00000000-0000-4000-8000-0000000000FF")!))
    await store.send(.deleteButtonTapped(id: Self.tca.id)) {
      $0.alert = .confirmDeletion(Self.tca)
    }
    #expect(calls.value.isEmpty, "確認する前に削除してはいけません")
  }

  @Test("キャンセルするとアラートを閉じるだけで、何も消さない")
  func cancelDeletesNothing() async {
    let clock = TestClock()
    let calls = LockIsolated<[Bookmark.ID]>([])
    let store = makeStore(client: Self.client(clock: clock, calls: calls))

    await store.send(.deleteButtonTapped(id: Self.blog.id)) {
      $0.alert = .confirmDeletion(Self.blog)
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
    #expect(calls.value.isEmpty)
    #expect(store.state.bookmarks == Self.initial.bookmarks)
  }

  @Test("「削除」でアラートを閉じて削除を始め、サーバーが答えたら、そのブックマークだけを消す。通信中のタップは無視する")
  func confirmDeletesExactlyThatBookmark() async {
    let clock = TestClock()
    let calls = LockIsolated<[Bookmark.ID]>([])
    let store = makeStore(client: Self.client(clock: clock, calls: calls))

    await store.send(.deleteButtonTapped(id: Self.tca.id)) {
      $0.alert = .confirmDeletion(Self.tca)
    }
    await store.send(.alert(.presented(.confirmDeletion(id: Self.tca.id)))) {
      $0.alert = nil
      $0.deletingIDs = [Self.tca.id]
    }
    await clock.advance(by: .milliseconds(500))
    #expect(store.state.bookmarks.count == 3, "サーバーが答えるまでは一覧に残します")
    await store.send(.deleteButtonTapped(id: Self.tca.id))

    await clock.advance(by: .milliseconds(500))
    await store.receive(\.deleted) {
      $0.bookmarks = [Self.swift, Self.blog]
      $0.deletingIDs = []
    }
    #expect(calls.value == [Self.tca.id])
  }

  @Test("削除に失敗すると一覧に残し、失敗のアラートを出す。OK で閉じる")
  func failureKeepsTheBookmarkAndSaysSo() async {
    let clock = TestClock()
    let calls = LockIsolated<[Bookmark.ID]>([])
    let store = makeStore(client: Self.client(clock: clock, failing: [Self.swift.id], calls: calls))

    await store.send(.deleteButtonTapped(id: Self.swift.id)) {
      $0.alert = .confirmDeletion(Self.swift)
    }
    await store.send(.alert(.presented(.confirmDeletion(id: Self.swift.id)))) {
      $0.alert = nil
      $0.deletingIDs = [Self.swift.id]
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.deleteFailed) {
      $0.deletingIDs = []
      $0.alert = .deleteFailed(Self.swift)
    }
    #expect(store.state.bookmarks == Self.initial.bookmarks)
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }

    // It can be tried again.
    await store.send(.deleteButtonTapped(id: Self.swift.id)) {
      $0.alert = .confirmDeletion(Self.swift)
    }
  }

  @Test("1 件目の通信中に 2 件目を削除でき、どちらも消える。最後の 1 件も消せる")
  func deletionsRunSideBySide() async {
    let clock = TestClock()
    let calls = LockIsolated<[Bookmark.ID]>([])
    let store = makeStore(client: Self.client(clock: clock, calls: calls))

    await store.send(.deleteButtonTapped(id: Self.swift.id)) {
      $0.alert = .confirmDeletion(Self.swift)
    }
    await store.send(.alert(.presented(.confirmDeletion(id: Self.swift.id)))) {
      $0.alert = nil
      $0.deletingIDs = [Self.swift.id]
    }
    await clock.advance(by: .milliseconds(400))
    await store.send(.deleteButtonTapped(id: Self.blog.id)) {
      $0.alert = .confirmDeletion(Self.blog)
    }
    await store.send(.alert(.presented(.confirmDeletion(id: Self.blog.id)))) {
      $0.alert = nil
      $0.deletingIDs = [Self.swift.id, Self.blog.id]
    }
    await clock.advance(by: .milliseconds(600))
    await store.receive(\.deleted) {
      $0.bookmarks = [Self.tca, Self.blog]
      $0.deletingIDs = [Self.blog.id]
    }
    await clock.advance(by: .milliseconds(400))
    await store.receive(\.deleted) {
      $0.bookmarks = [Self.tca]
      $0.deletingIDs = []
    }

    await store.send(.deleteButtonTapped(id: Self.tca.id)) {
      $0.alert = .confirmDeletion(Self.tca)
    }
    await store.send(.alert(.presented(.confirmDeletion(id: Self.tca.id)))) {
      $0.alert = nil
      $0.deletingIDs = [Self.tca.id]
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.deleted) {
      $0.bookmarks = []
      $0.deletingIDs = []
    }
    #expect(calls.value == [Self.swift.id, Self.blog.id, Self.tca.id])
  }

  @Test("アラートのボタンは、そのブックマークの削除を送る")
  func alertButtonsCarryTheID() {
    let alert = AlertState<BookmarksFeature.Action.Alert>.confirmDeletion(Self.blog)
    let actions = alert.buttons.compactMap { $0.action.action }
    #expect(actions == [.confirmDeletion(id: Self.blog.id)])
  }
}
