import Composable
import Testing

@testable import Phase1Settings

@MainActor
@Suite("設定画面")
struct SettingsFeatureTests {
  @Test("通知スイッチをタップするたびにオン・オフが入れ替わる")
  func toggleNotifications() async {
    let store = TestStore(initialState: SettingsFeature.State()) { SettingsFeature() }
    await store.send(.notificationsToggleTapped) { $0.notificationsEnabled = false }
    await store.send(.notificationsToggleTapped) { $0.notificationsEnabled = true }
  }

  @Test("選んだテーマになる（同じテーマを選び直しても変わらない）")
  func selectTheme() async {
    let store = TestStore(initialState: SettingsFeature.State()) { SettingsFeature() }
    await store.send(.themeSelected(.dark)) { $0.theme = .dark }
    await store.send(.themeSelected(.light)) { $0.theme = .light }
    await store.send(.themeSelected(.light))
    await store.send(.themeSelected(.system)) { $0.theme = .system }
  }

  @Test("文字サイズのステッパーで 1 ずつ大きく・小さくなる")
  func stepFontSize() async {
    let store = TestStore(initialState: SettingsFeature.State()) { SettingsFeature() }
    await store.send(.fontSizeIncrementTapped) { $0.fontSize = 17 }
    await store.send(.fontSizeIncrementTapped) { $0.fontSize = 18 }
    await store.send(.fontSizeDecrementTapped) { $0.fontSize = 17 }
  }

  @Test("文字サイズは 24 まで。24 で「+」を押しても 24 のまま")
  func fontSizeStopsAt24() async {
    let store = TestStore(initialState: SettingsFeature.State(fontSize: 23)) { SettingsFeature() }
    await store.send(.fontSizeIncrementTapped) { $0.fontSize = 24 }
    await store.send(.fontSizeIncrementTapped)
    await store.send(.fontSizeDecrementTapped) { $0.fontSize = 23 }
  }

  @Test("文字サイズは 12 まで。12 で「−」を押しても 12 のまま")
  func fontSizeStopsAt12() async {
    let store = TestStore(initialState: SettingsFeature.State(fontSize: 13)) { SettingsFeature() }
    await store.send(.fontSizeDecrementTapped) { $0.fontSize = 12 }
    await store.send(.fontSizeDecrementTapped)
    await store.send(.fontSizeIncrementTapped) { $0.fontSize = 13 }
  }

  @Test("ある設定を変えても、ほかの設定は変わらない")
  func settingsAreIndependent() async {
    let store = TestStore(
      initialState: SettingsFeature.State(notificationsEnabled: false, theme: .dark, fontSize: 20)
    ) {
      SettingsFeature()
    }
    await store.send(.notificationsToggleTapped) { $0.notificationsEnabled = true }
    await store.send(.themeSelected(.light)) { $0.theme = .light }
    await store.send(.fontSizeDecrementTapped) { $0.fontSize = 19 }
  }
}
