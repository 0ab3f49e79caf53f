import Composable
import Foundation
import Testing

@testable import Phase7SettingsAutosave

/// Hidden tests for phase7/settings-autosave: a debounced save started by `onChange` only when
/// the settings really change, newest edit wins (waits and requests cancelled), the failure path,
/// the save time from `\.date`, and a revert that cancels and saves nothing.
@MainActor
@Suite("設定の自動保存", .serialized)
struct SettingsFeatureTests {
  struct SaveError: Error {}

  static let stored = Settings(displayName: "山田花子", notificationsEnabled: true, fontSize: 16)
  static let storedAt = Date(timeIntervalSince1970: 1_600_000_000)
  static let now = Date(timeIntervalSince1970: 1_734_567_891)

  /// A client that records each save, waits `delay` on `clock`, then throws for the calls in `failing`.
  static func client(
    clock: TestClock<Duration>, delay: Duration = .zero, failing: Set<Int> = [],
    saves: LockIsolated<[Settings]>
  ) -> SettingsClient {
    SettingsClient(save: { settings in
      let call = saves.withValue { saves -> Int in
        saves.append(settings)
        return saves.count
      }
      if delay > .zero { try await clock.sleep(for: delay) }
      if failing.contains(call) { throw SaveError() }
    })
  }

  func makeStore(
    clock: TestClock<Duration>, client: SettingsClient
  ) -> TestStoreOf<SettingsFeature> {
    let store = TestStore(initialState: SettingsFeature.State(saved: Self.stored, lastSavedAt: Self.storedAt)) {
      SettingsFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = .constant(Self.now)
      $0.settingsClient = client
    }
    store.timeout = .milliseconds(300)
    return store
  }

  @Test("変更から 1 秒たつと保存し、保存した設定と \\.date の時刻を残す。続けて入力すると最後の値だけを保存する")
  func savesTheLastValueOneSecondAfterTheLastChange() async {
    let clock = TestClock()
    let saves = LockIsolated<[Settings]>([])
    let store = makeStore(clock: clock, client: Self.client(clock: clock, saves: saves))

    await store.send(\.binding.fontSize, 18) {
      $0.fontSize = 18
    }
    #expect(store.state.hasUnsavedChanges)
    await clock.advance(by: .milliseconds(600))
    await store.send(\.binding.displayName, "山田 花子") {
      $0.displayName = "山田 花子"
    }
    await clock.advance(by: .milliseconds(600))
    await store.send(.binding(.set(\.notificationsEnabled, false))) {
      $0.notificationsEnabled = false
    }
    await clock.advance(by: .milliseconds(999))
    #expect(saves.value.isEmpty, "最後の変更から 1 秒たつまでは保存しません")

    await clock.advance(by: .milliseconds(1))
    let expected = Settings(displayName: "山田 花子", notificationsEnabled: false, fontSize: 18)
    await store.receive(\.saved, expected) {
      $0.saved = expected
      $0.lastSavedAt = Self.now
    }
    #expect(saves.value == [expected])
    #expect(!store.state.hasUnsavedChanges)
  }

  @Test("保存のたびに間をあけて 3 回変えると、3 回とも保存する")
  func threeSeparateEditsAreThreeSaves() async {
    let clock = TestClock()
    let saves = LockIsolated<[Settings]>([])
    let store = makeStore(clock: clock, client: Self.client(clock: clock, saves: saves))

    var expected = Self.stored
    for size in [12, 20, 14] {
      await store.send(\.binding.fontSize, size) {
        $0.fontSize = size
      }
      await clock.advance(by: .seconds(1))
      expected.fontSize = size
      await store.receive(\.saved, expected) {
        $0.saved = expected
        $0.lastSavedAt = Self.now
      }
    }
    #expect(saves.value.map(\.fontSize) == [12, 20, 14])
  }

  @Test("今と同じ値が入力されても、設定は変わらないので保存しない")
  func sameValueStartsNothing() async {
    let clock = TestClock()
    let saves = LockIsolated<[Settings]>([])
    let store = makeStore(clock: clock, client: Self.client(clock: clock, saves: saves))

    await store.send(\.binding.fontSize, 16)
    await store.send(\.binding.displayName, "山田花子")
    await store.send(\.binding.notificationsEnabled, true)
    await clock.advance(by: .seconds(5))
    await store.finish()
    #expect(saves.value.isEmpty)
  }

  @Test("保存の通信中にまた変えると、通信を取り消して待ち直す。取り消した保存の結果は届かない")
  func editDuringASaveCancelsIt() async {
    let clock = TestClock()
    let saves = LockIsolated<[Settings]>([])
    let store = makeStore(clock: clock, client: Self.client(clock: clock, delay: .seconds(2), saves: saves))

    await store.send(\.binding.fontSize, 20) {
      $0.fontSize = 20
    }
    await clock.advance(by: .seconds(1))
    #expect(saves.value.map(\.fontSize) == [20], "1 秒たったら保存を始めます")

    // The first save needs 2 more seconds; the next edit comes after 1.
    await clock.advance(by: .seconds(1))
    await store.send(\.binding.fontSize, 22) {
      $0.fontSize = 22
    }
    await clock.advance(by: .seconds(1))  // the first save would have finished here
    #expect(saves.value.map(\.fontSize) == [20, 22])
    await clock.advance(by: .seconds(2))
    var expected = Self.stored
    expected.fontSize = 22
    await store.receive(\.saved, expected) {
      $0.saved = expected
      $0.lastSavedAt = Self.now
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test("保存に失敗すると saveFailed になり、saved と lastSavedAt は残る。次の変更で保存できたら saveFailed は戻る")
  func failureKeepsTheLastSavedSettings() async {
    let clock = TestClock()
    let saves = LockIsolated<[Settings]>([])
    let store = makeStore(
      clock: clock, client: Self.client(clock: clock, delay: .milliseconds(500), failing: [1], saves: saves)
    )

    await store.send(\.binding.displayName, "はなこ") {
      $0.displayName = "はなこ"
    }
    await clock.advance(by: .milliseconds(1500))
    await store.receive(\.saveFailed) {
      $0.saveFailed = true
    }
    #expect(store.state.saved == Self.stored)
    #expect(store.state.hasUnsavedChanges)

    await store.send(\.binding.notificationsEnabled, false) {
      $0.notificationsEnabled = false
    }
    await clock.advance(by: .milliseconds(1500))
    let expected = Settings(displayName: "はなこ", notificationsEnabled: false, fontSize: 16)
    await store.receive(\.saved, expected) {
      $0.saved = expected
      $0.lastSavedAt = Self.now
      $0.saveFailed = false
    }
  }

  @Test("元に戻すと、入力は saved の値に戻り、待っていた保存はされない（戻したことでも保存しない）")
  func revertCancelsThePendingSave() async {
    let clock = TestClock()
    let saves = LockIsolated<[Settings]>([])
    let store = makeStore(clock: clock, client: Self.client(clock: clock, saves: saves))

    await store.send(\.binding.fontSize, 24) {
      $0.fontSize = 24
    }
    await store.send(\.binding.displayName, "花") {
      $0.displayName = "花"
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.revertButtonTapped) {
      $0.fontSize = 16
      $0.displayName = "山田花子"
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
    #expect(saves.value.isEmpty)
  }

  @Test("保存の通信中に元に戻すと、その保存の結果は届かない")
  func revertDuringASaveDropsItsResult() async {
    let clock = TestClock()
    let saves = LockIsolated<[Settings]>([])
    let store = makeStore(clock: clock, client: Self.client(clock: clock, delay: .seconds(2), saves: saves))

    await store.send(\.binding.notificationsEnabled, false) {
      $0.notificationsEnabled = false
    }
    await clock.advance(by: .seconds(2))
    #expect(saves.value.count == 1)
    await store.send(.revertButtonTapped) {
      $0.notificationsEnabled = true
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
    #expect(store.state.saved == Self.stored)
    #expect(store.state.lastSavedAt == Self.storedAt)
    #expect(saves.value.count == 1)
  }
}
