import Composable
import Foundation
import Testing

@testable import Phase10Journal

/// Hidden tests for phase10/journal: ids from the injected `\.uuid`, dates from `\.date`, the
/// exact entry handed to the client, saves that wait on a `TestClock` side by side, failures
/// and retries of the same entry, and deletes that drop a save still in flight.
@MainActor
@Suite("日記の保存", .serialized)
struct JournalFeatureTests {
  struct ServerError: Error {}

  static let morning = Date(timeIntervalSince1970: 1_763_964_000)  // 2025-11-24 06:00 UTC
  static let evening = Date(timeIntervalSince1970: 1_764_010_800)  // 2025-11-24 19:00 UTC

  /// A store whose saves take `delay` on `clock`; saved entries are recorded in `saved`, and the
  /// entries whose text is in `failing` throw.
  static func makeStore(
    clock: TestClock<Duration>,
    saved: LockIsolated<[Entry]>,
    failing: LockIsolated<Set<String>> = LockIsolated([]),
    rows: IdentifiedArrayOf<JournalRow> = []
  ) -> TestStoreOf<JournalFeature> {
    let store = TestStore(initialState: JournalFeature.State(rows: rows)) {
      JournalFeature()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date = .constant(morning)
      $0.journalClient.save = { entry in
        try await clock.sleep(for: .seconds(1))
        if failing.value.contains(entry.text) { throw ServerError() }
        saved.withValue { $0.append(entry) }
      }
    }
    store.timeout = .milliseconds(300)
    return store
  }

  @Test("書くと、注入した uuid と date で日記を作り、保存が終わると保存済みになる")
  func addUsesTheInjectedIDAndDate() async {
    let clock = TestClock()
    let saved = LockIsolated<[Entry]>([])
    let store = Self.makeStore(clock: clock, saved: saved)
    let entry = Entry(id: UUID(0), text: "  朝の散歩 ", createdAt: Self.morning)

    await store.send(.addButtonTapped(text: "  朝の散歩 ")) {
      $0.rows = [JournalRow(entry: entry, status: .saving)]
    }
    await clock.advance(by: .milliseconds(999))
    #expect(saved.value.isEmpty)
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.saveFinished, UUID(0)) {
      $0.rows[id: UUID(0)]?.status = .saved
    }
    #expect(saved.value == [entry], "サーバーには、書いたとおりの本文（前後の空白も）と注入した日時を渡すはずです")
  }

  @Test("保存中に続けて書いても、それぞれの保存が最後まで進む（3 件、書いた順に並ぶ）")
  func savesRunSideBySide() async {
    let clock = TestClock()
    let saved = LockIsolated<[Entry]>([])
    let store = Self.makeStore(clock: clock, saved: saved, rows: [
      JournalRow(entry: Entry(id: UUID(100), text: "昨日の日記", createdAt: Self.evening), status: .saved)
    ])

    await store.send(.addButtonTapped(text: "コーヒー")) {
      $0.rows.append(JournalRow(entry: Entry(id: UUID(0), text: "コーヒー", createdAt: Self.morning), status: .saving))
    }
    await clock.advance(by: .milliseconds(400))
    store.dependencies.date = .constant(Self.evening)
    await store.send(.addButtonTapped(text: "読書")) {
      $0.rows.append(JournalRow(entry: Entry(id: UUID(1), text: "読書", createdAt: Self.evening), status: .saving))
    }
    await clock.advance(by: .milliseconds(400))
    await store.send(.addButtonTapped(text: "夕食")) {
      $0.rows.append(JournalRow(entry: Entry(id: UUID(2), text: "夕食", createdAt: Self.evening), status: .saving))
    }
    await clock.advance(by: .milliseconds(200))
    await store.receive(\.saveFinished, UUID(0)) { $0.rows[id: UUID(0)]?.status = .saved }
    await clock.advance(by: .milliseconds(400))
    await store.receive(\.saveFinished, UUID(1)) { $0.rows[id: UUID(1)]?.status = .saved }
    await clock.advance(by: .milliseconds(400))
    await store.receive(\.saveFinished, UUID(2)) { $0.rows[id: UUID(2)]?.status = .saved }
    #expect(saved.value.map(\.id) == [UUID(0), UUID(1), UUID(2)])
    #expect(store.state.rows.first?.entry.text == "昨日の日記", "前からある日記はそのまま先頭に残るはずです")
  }

  @Test("空白だけなら何も作らず、uuid も使わない")
  func blankTextIsIgnored() async {
    let clock = TestClock()
    let saved = LockIsolated<[Entry]>([])
    let store = Self.makeStore(clock: clock, saved: saved)

    await store.send(.addButtonTapped(text: ""))
    await store.send(.addButtonTapped(text: " \n　"))
    await store.send(.addButtonTapped(text: "雨")) {
      $0.rows = [JournalRow(entry: Entry(id: UUID(0), text: "雨", createdAt: Self.morning), status: .saving)]
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.saveFinished, UUID(0)) { $0.rows[id: UUID(0)]?.status = .saved }
  }

  @Test("保存に失敗すると失敗になり、やり直すと同じ日記（同じ id と日時）をもう一度保存する")
  func failureThenRetrySavesTheSameEntry() async {
    let clock = TestClock()
    let saved = LockIsolated<[Entry]>([])
    let failing = LockIsolated<Set<String>>(["旅行の計画"])
    let store = Self.makeStore(clock: clock, saved: saved, failing: failing)
    let entry = Entry(id: UUID(0), text: "旅行の計画", createdAt: Self.morning)

    await store.send(.addButtonTapped(text: "旅行の計画")) {
      $0.rows = [JournalRow(entry: entry, status: .saving)]
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.saveFailed, UUID(0)) { $0.rows[id: UUID(0)]?.status = .failed }

    failing.setValue([])
    store.dependencies.date = .constant(Self.evening)
    await store.send(.retryButtonTapped(UUID(0))) { $0.rows[id: UUID(0)]?.status = .saving }
    await clock.advance(by: .seconds(1))
    await store.receive(\.saveFinished, UUID(0)) { $0.rows[id: UUID(0)]?.status = .saved }
    #expect(saved.value == [entry], "やり直しでも、最初に作った日記（id と日時）をそのまま保存するはずです")
  }

  @Test("失敗していない日記のやり直しは何もしない（保存中・保存済み）")
  func retryOnlyFromFailure() async {
    let clock = TestClock()
    let saved = LockIsolated<[Entry]>([])
    let store = Self.makeStore(clock: clock, saved: saved, rows: [
      JournalRow(entry: Entry(id: UUID(100), text: "済み", createdAt: Self.evening), status: .saved)
    ])

    await store.send(.retryButtonTapped(UUID(100)))
    await store.send(.addButtonTapped(text: "保存中")) {
      $0.rows.append(JournalRow(entry: Entry(id: UUID(0), text: "保存中", createdAt: Self.morning), status: .saving))
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.retryButtonTapped(UUID(0)))
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.saveFinished, UUID(0)) { $0.rows[id: UUID(0)]?.status = .saved }
    await clock.advance(by: .seconds(10))
    await store.finish()
    #expect(saved.value.map(\.id) == [UUID(0)], "保存は 1 回だけのはずです")
  }

  @Test("保存中に消すと、その保存は取り消され、結果は届かない（ほかの保存は続く）")
  func deleteWhileSavingDropsThatSave() async {
    let clock = TestClock()
    let saved = LockIsolated<[Entry]>([])
    let store = Self.makeStore(clock: clock, saved: saved)

    await store.send(.addButtonTapped(text: "下書き")) {
      $0.rows = [JournalRow(entry: Entry(id: UUID(0), text: "下書き", createdAt: Self.morning), status: .saving)]
    }
    await store.send(.addButtonTapped(text: "本番")) {
      $0.rows.append(JournalRow(entry: Entry(id: UUID(1), text: "本番", createdAt: Self.morning), status: .saving))
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.deleteButtonTapped(UUID(0))) {
      $0.rows.remove(id: UUID(0))
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.saveFinished, UUID(1)) { $0.rows[id: UUID(1)]?.status = .saved }
    await clock.advance(by: .seconds(10))
    await store.finish()
    #expect(saved.value.map(\.id) == [UUID(1)], "消した日記の保存は最後まで進まないはずです")
  }
}
