import Composable
import Foundation
import Testing

@testable import Phase8NoteTitleCheck

/// Hidden tests for phase8/note-title-check: the edit sheet's debounced title check on its own
/// (wait from the last change, newest wins, old answer cleared, body ignored, failure path).
/// Time is a `TestClock`; the client waits on the same clock, so every step is deterministic.
@MainActor
@Suite("編集シートのタイトル確認", .serialized)
struct EditNoteFeatureTests {
  struct CheckError: Error {}

  static let note = Note(
    id: UUID(uuidString: "5E1F0000-0000-4000-8000-00000000BEEF")!,
    title: "買い物メモ", body: "牛乳、卵", updatedAt: Date(timeIntervalSince1970: 1_650_000_000)
  )

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

  func makeStore(clock: TestClock<Duration>, client: NoteClient) -> TestStoreOf<EditNoteFeature> {
    let store = TestStore(initialState: EditNoteFeature.State(draft: Self.note)) {
      EditNoteFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.noteClient = client
    }
    // A check that waits with Task.sleep instead of the TestClock never answers in time.
    store.timeout = .milliseconds(300)
    return store
  }

  @Test("タイトルを変えてから 0.5 秒たつまでは確かめず、たったら確かめて答えを出す")
  func checksHalfASecondAfterTheChange() async {
    let clock = TestClock()
    let calls = LockIsolated<[String]>([])
    let store = makeStore(clock: clock, client: Self.client(clock: clock, taken: ["日記"], calls: calls))

    await store.send(.binding(.set(\.draft.title, "日記"))) {
      $0.draft.title = "日記"
    }
    await clock.advance(by: .milliseconds(499))
    #expect(calls.value.isEmpty, "タイトルを変えてから 0.5 秒たつまでは確かめません")
    await clock.advance(by: .milliseconds(1))
    #expect(calls.value == ["日記"])
    await clock.advance(by: .seconds(1))
    await store.receive(\.titleChecked, true) {
      $0.isTitleTaken = true
    }
  }

  @Test("続けて打つと、最後の変更から 0.5 秒待ち、最後のタイトルだけを確かめる")
  func typingRestartsTheWait() async {
    let clock = TestClock()
    let calls = LockIsolated<[String]>([])
    let store = makeStore(clock: clock, client: Self.client(clock: clock, calls: calls))

    await store.send(.binding(.set(\.draft.title, "旅"))) {
      $0.draft.title = "旅"
    }
    await clock.advance(by: .milliseconds(300))
    await store.send(.binding(.set(\.draft.title, "旅行"))) {
      $0.draft.title = "旅行"
    }
    await clock.advance(by: .milliseconds(300))
    #expect(calls.value.isEmpty, "最後の変更から 0.5 秒たつまでは確かめません")
    await clock.advance(by: .milliseconds(200))
    #expect(calls.value == ["旅行"], "途中のタイトル「旅」は確かめません")
    await clock.advance(by: .seconds(1))
    await store.receive(\.titleChecked, false) {
      $0.isTitleTaken = false
    }
    await clock.advance(by: .seconds(5))
    #expect(calls.value == ["旅行"])
  }

  @Test("確認の通信中にタイトルが変わると、古い答えは届かず、新しいタイトルを確かめ直す")
  func aChangeDuringTheCheckCancelsIt() async {
    let clock = TestClock()
    let calls = LockIsolated<[String]>([])
    let store = makeStore(clock: clock, client: Self.client(clock: clock, taken: ["日記"], calls: calls))

    await store.send(.binding(.set(\.draft.title, "日記帳"))) {
      $0.draft.title = "日記帳"
    }
    await clock.advance(by: .milliseconds(1000))  // the check for 日記帳 is halfway
    #expect(calls.value == ["日記帳"])
    await store.send(.binding(.set(\.draft.title, "日記"))) {
      $0.draft.title = "日記"
    }
    await clock.advance(by: .milliseconds(1500))
    await store.receive(\.titleChecked, true) {
      $0.isTitleTaken = true
    }
    await clock.advance(by: .seconds(5))
    #expect(calls.value == ["日記帳", "日記"])
  }

  @Test("タイトルが変わると、前の答え（isTitleTaken）をすぐに消す")
  func aNewTitleClearsTheOldAnswer() async {
    let clock = TestClock()
    let calls = LockIsolated<[String]>([])
    let store = makeStore(clock: clock, client: Self.client(clock: clock, taken: ["日記"], calls: calls))

    await store.send(.binding(.set(\.draft.title, "日記"))) {
      $0.draft.title = "日記"
    }
    await clock.advance(by: .milliseconds(1500))
    await store.receive(\.titleChecked, true) {
      $0.isTitleTaken = true
    }
    await store.send(.binding(.set(\.draft.title, "日記帳"))) {
      $0.draft.title = "日記帳"
      $0.isTitleTaken = nil
    }
    await clock.advance(by: .milliseconds(1500))
    await store.receive(\.titleChecked, false) {
      $0.isTitleTaken = false
    }
  }

  @Test("本文を変えても確かめない")
  func bodyChangesAreNotChecked() async {
    let clock = TestClock()
    let calls = LockIsolated<[String]>([])
    let store = makeStore(clock: clock, client: Self.client(clock: clock, calls: calls))

    await store.send(.binding(.set(\.draft.body, "牛乳、卵、食パン"))) {
      $0.draft.body = "牛乳、卵、食パン"
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
    #expect(calls.value.isEmpty, "本文の変更では確かめません")
  }

  @Test("確認に失敗すると checkFailed になる。次にタイトルが変わると戻る")
  func failedCheckIsShownUntilTheNextChange() async {
    let clock = TestClock()
    let calls = LockIsolated<[String]>([])
    let store = makeStore(clock: clock, client: Self.client(clock: clock, failing: ["旅行"], calls: calls))

    await store.send(.binding(.set(\.draft.title, "旅行"))) {
      $0.draft.title = "旅行"
    }
    await clock.advance(by: .milliseconds(1500))
    await store.receive(\.checkFailed) {
      $0.checkFailed = true
    }
    await store.send(.binding(.set(\.draft.title, "旅行の準備"))) {
      $0.draft.title = "旅行の準備"
      $0.checkFailed = false
    }
    await clock.advance(by: .milliseconds(1500))
    await store.receive(\.titleChecked, false) {
      $0.isTitleTaken = false
    }
  }
}
