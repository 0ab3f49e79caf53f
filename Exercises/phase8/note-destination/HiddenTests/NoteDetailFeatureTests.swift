import Composable
import Foundation
import Testing

@testable import Phase8NoteDestination

/// Hidden tests for phase8/note-destination: a `Destination` enum with an edit sheet and an
/// alert, the whole draft copied back with the time from `\.date`, a debounced title check
/// (newest wins, failure path), the check cancelled when the sheet closes, and the delete
/// delegate.
@MainActor
@Suite("行き先をまとめたメモ画面", .serialized)
struct NoteDetailFeatureTests {
  struct CheckError: Error {}

  static let note = Note(
    id: UUID(uuidString: "5E1F0000-0000-4000-8000-00000000BEEF")!,
    title: "買い物メモ", body: "牛乳、卵", updatedAt: Date(timeIntervalSince1970: 1_650_000_000)
  )
  static let now = Date(timeIntervalSince1970: 1_735_000_321)

  /// A client that records each title, waits `delay` on `clock`, throws for titles in
  /// `failing`, and says a title is taken when it is in `taken`.
  static func client(
    clock: TestClock<Duration>, delay: Duration = .seconds(1), taken: Set<String> = [],
    failing: Set<String> = [], calls: LockIsolated<[String]>
  ) -> NoteClient {
    NoteClient(isTitleTaken: { title in
      calls.withValue { $0.append(title) }
      try await clock.sleep(for: delay)
      if failing.contains(title) { throw CheckError() }
      return taken.contains(title)
    })
  }

  func makeStore(clock: TestClock<Duration>, client: NoteClient) -> TestStoreOf<NoteDetailFeature> {
    let store = TestStore(initialState: NoteDetailFeature.State(note: Self.note)) {
      NoteDetailFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = .constant(Self.now)
      $0.noteClient = client
    }
    store.timeout = .milliseconds(300)
    return store
  }

  func edit(_ keyPath: WritableKeyPath<EditNoteFeature.State, String>, _ value: String)
    -> NoteDetailFeature.Action
  {
    .destination(.presented(.edit(.binding(.set(keyPath, value)))))
  }

  @Test("編集して完了すると、下書きを丸ごとメモに入れ、更新時刻を \\.date にして閉じる")
  func doneCopiesTheWholeDraft() async {
    let clock = TestClock()
    let calls = LockIsolated<[String]>([])
    let store = makeStore(clock: clock, client: Self.client(clock: clock, calls: calls))

    await store.send(.editButtonTapped) {
      $0.destination = .edit(EditNoteFeature.State(draft: Self.note))
    }
    await store.send(edit(\.draft.title, "週末の買い物")) {
      $0.destination?.modify(\.edit) { $0.draft.title = "週末の買い物" }
    }
    await store.send(edit(\.draft.body, "牛乳、卵、食パン")) {
      $0.destination?.modify(\.edit) { $0.draft.body = "牛乳、卵、食パン" }
    }
    await clock.advance(by: .milliseconds(1500))
    await store.receive(\.destination.edit.titleChecked, false) {
      $0.destination?.modify(\.edit) { $0.isTitleTaken = false }
    }
    #expect(calls.value == ["週末の買い物"], "本文の変更では確かめません")

    await store.send(.doneEditingButtonTapped) {
      $0.note = Note(id: Self.note.id, title: "週末の買い物", body: "牛乳、卵、食パン", updatedAt: Self.now)
      $0.destination = nil
    }
  }

  @Test("タイトルを続けて変えると、最後のタイトルだけを確かめる。確認中に変えると前の確認は取り消す")
  func titleCheckIsDebouncedAndNewestWins() async {
    let clock = TestClock()
    let calls = LockIsolated<[String]>([])
    let store = makeStore(clock: clock, client: Self.client(clock: clock, taken: ["日記"], calls: calls))

    await store.send(.editButtonTapped) {
      $0.destination = .edit(EditNoteFeature.State(draft: Self.note))
    }
    await store.send(edit(\.draft.title, "日")) {
      $0.destination?.modify(\.edit) { $0.draft.title = "日" }
    }
    await clock.advance(by: .milliseconds(300))
    await store.send(edit(\.draft.title, "日記")) {
      $0.destination?.modify(\.edit) { $0.draft.title = "日記" }
    }
    await clock.advance(by: .milliseconds(499))
    #expect(calls.value.isEmpty, "最後の変更から 0.5 秒たつまでは確かめません")
    await clock.advance(by: .milliseconds(1))
    #expect(calls.value == ["日記"])
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.edit.titleChecked, true) {
      $0.destination?.modify(\.edit) { $0.isTitleTaken = true }
    }

    // A new title clears the old answer; a change during the check cancels it.
    await store.send(edit(\.draft.title, "日記帳")) {
      $0.destination?.modify(\.edit) {
        $0.draft.title = "日記帳"
        $0.isTitleTaken = nil
      }
    }
    await clock.advance(by: .milliseconds(1000))  // check for 日記帳 is halfway
    await store.send(edit(\.draft.title, "日記")) {
      $0.destination?.modify(\.edit) { $0.draft.title = "日記" }
    }
    await clock.advance(by: .milliseconds(1500))
    await store.receive(\.destination.edit.titleChecked, true) {
      $0.destination?.modify(\.edit) { $0.isTitleTaken = true }
    }
    await clock.advance(by: .seconds(5))
    #expect(calls.value == ["日記", "日記帳", "日記"])
    await store.send(.cancelEditButtonTapped) {
      $0.destination = nil
    }
  }

  @Test("確認に失敗すると checkFailed になる。次にタイトルが変わると戻る")
  func failedCheckIsShownUntilTheNextChange() async {
    let clock = TestClock()
    let calls = LockIsolated<[String]>([])
    let store = makeStore(clock: clock, client: Self.client(clock: clock, failing: ["旅行"], calls: calls))

    await store.send(.editButtonTapped) {
      $0.destination = .edit(EditNoteFeature.State(draft: Self.note))
    }
    await store.send(edit(\.draft.title, "旅行")) {
      $0.destination?.modify(\.edit) { $0.draft.title = "旅行" }
    }
    await clock.advance(by: .milliseconds(1500))
    await store.receive(\.destination.edit.checkFailed) {
      $0.destination?.modify(\.edit) { $0.checkFailed = true }
    }
    await store.send(edit(\.draft.title, "旅行の準備")) {
      $0.destination?.modify(\.edit) {
        $0.draft.title = "旅行の準備"
        $0.checkFailed = false
      }
    }
    await clock.advance(by: .milliseconds(1500))
    await store.receive(\.destination.edit.titleChecked, false) {
      $0.destination?.modify(\.edit) { $0.isTitleTaken = false }
    }
    await store.send(.cancelEditButtonTapped) {
      $0.destination = nil
    }
  }

  @Test("確認の途中でキャンセルすると、メモは変わらず、確認の結果も届かない")
  func cancelStopsTheCheck() async {
    let clock = TestClock()
    let calls = LockIsolated<[String]>([])
    let store = makeStore(clock: clock, client: Self.client(clock: clock, calls: calls))

    await store.send(.editButtonTapped) {
      $0.destination = .edit(EditNoteFeature.State(draft: Self.note))
    }
    await store.send(edit(\.draft.title, "読書メモ")) {
      $0.destination?.modify(\.edit) { $0.draft.title = "読書メモ" }
    }
    await clock.advance(by: .milliseconds(800))
    #expect(calls.value == ["読書メモ"])
    await store.send(.cancelEditButtonTapped) {
      $0.destination = nil
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
    #expect(store.state.note == Self.note)
  }

  @Test("確認を待っている間に完了しても、保存して閉じ、確認は始まらない")
  func doneDuringTheWaitStopsTheCheck() async {
    let clock = TestClock()
    let calls = LockIsolated<[String]>([])
    let store = makeStore(clock: clock, client: Self.client(clock: clock, calls: calls))

    await store.send(.editButtonTapped) {
      $0.destination = .edit(EditNoteFeature.State(draft: Self.note))
    }
    await store.send(edit(\.draft.title, "読書メモ")) {
      $0.destination?.modify(\.edit) { $0.draft.title = "読書メモ" }
    }
    await clock.advance(by: .milliseconds(200))
    await store.send(.doneEditingButtonTapped) {
      $0.note.title = "読書メモ"
      $0.note.updatedAt = Self.now
      $0.destination = nil
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
    #expect(calls.value.isEmpty)
  }

  @Test("シートが出ていないときの完了では何も変わらない")
  func doneWithoutASheetDoesNothing() async {
    let clock = TestClock()
    let calls = LockIsolated<[String]>([])
    let store = makeStore(clock: clock, client: Self.client(clock: clock, calls: calls))

    await store.send(.doneEditingButtonTapped)
    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.deleteNote)
    }
    await store.send(.doneEditingButtonTapped)
  }

  @Test("削除は確認してから。「削除」で delegate Action を送り、キャンセルでは何も送らない")
  func deleteAsksAndTellsTheParent() async {
    let clock = TestClock()
    let calls = LockIsolated<[String]>([])
    let store = makeStore(clock: clock, client: Self.client(clock: clock, calls: calls))

    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.deleteNote)
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }

    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.deleteNote)
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
      $0.destination = nil
    }
    await store.receive(\.delegate.deleteNote, Self.note.id)
  }
}
