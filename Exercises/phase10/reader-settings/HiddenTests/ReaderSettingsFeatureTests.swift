import Composable
import Foundation
import Testing

@testable import Phase10ReaderSettings

extension SharedKey where Self == FileStorageKey<Data> {
  /// The settings file's bytes as they are, to plant a file or read back what was saved.
  static var settingsFileBytes: Self {
    .fileStorage(.readerSettingsFile, decode: { $0 }, encode: { $0 })
  }
}

/// Hidden tests for phase10/reader-settings: the settings live in `.readerSettingsFile` through
/// `.fileStorage`. Each test has its own in-memory file system (the test value of
/// `\.defaultFileStorage`), so nothing touches the disk: a test writes the file's bytes through a
/// raw `Data` key before the feature reads it, and reads them back after the store has gone.
@MainActor
@Suite("ファイルに残る表示設定", .serialized)
struct ReaderSettingsFeatureTests {
  /// Puts `data` in the settings file, as an earlier run of the app (or a broken write) left it.
  static func writeSettingsFile(_ data: Data) {
    @Shared(.settingsFileBytes) var file = Data()
    $file.withLock { $0 = data }
  }

  /// The settings file's bytes, decoded (`nil` when missing, empty or not settings).
  static func savedSettings() -> ReaderSettings? {
    @Shared(.settingsFileBytes) var file = Data()
    return try? JSONDecoder().decode(ReaderSettings.self, from: file)
  }

  static func json(fontSize: Int, isDarkMode: Bool) -> Data {
    Data(#"{"fontSize":\#(fontSize),"isDarkMode":\#(isDarkMode)}"#.utf8)
  }

  static func makeStore() -> TestStoreOf<ReaderSettingsFeature> {
    let store = TestStore(initialState: ReaderSettingsFeature.State()) {
      ReaderSettingsFeature()
    }
    store.timeout = .milliseconds(300)
    return store
  }

  @Test("ファイルがなければ初期設定で始まり、お知らせは出ない")
  func missingFileStartsFromTheDefault() async {
    let store = Self.makeStore()
    #expect(store.state.settings == ReaderSettings())
    await store.send(.onAppear)
  }

  @Test("保存されたファイルがあれば、その設定で始まる（お知らせは出ない）")
  func savedFileIsLoaded() async {
    Self.writeSettingsFile(Self.json(fontSize: 24, isDarkMode: true))
    let store = Self.makeStore()
    #expect(
      store.state.settings == ReaderSettings(fontSize: 24, isDarkMode: true),
      "設定は .readerSettingsFile から読み込むはずです"
    )
    await store.send(.onAppear)
  }

  @Test("変えた設定はファイルに保存され、次に開いた画面はその設定で始まる")
  func changesAreSavedToTheFile() async {
    do {
      let store = Self.makeStore()
      await store.send(.largerTextButtonTapped) {
        $0.$settings.withLock { $0.fontSize = 18 }
      }
      await store.send(.darkModeToggled(true)) {
        $0.$settings.withLock { $0.isDarkMode = true }
      }
    }
    #expect(
      Self.savedSettings() == ReaderSettings(fontSize: 18, isDarkMode: true),
      "変えた設定は .readerSettingsFile に JSON で保存されるはずです"
    )
    let reopened = Self.makeStore()
    #expect(reopened.state.settings == ReaderSettings(fontSize: 18, isDarkMode: true))
  }

  @Test("壊れたファイルなら初期設定で始まり、onAppear でお知らせを出す。変えた設定で上書きされる")
  func corruptFileFallsBackToTheDefault() async {
    Self.writeSettingsFile(Data("{ fontSize: 大きめ".utf8))
    var created: TestStoreOf<ReaderSettingsFeature>?
    // TCA (swift-sharing) only sets `loadError`; Composable also reports the unreadable file.
    withKnownIssue(isIntermittent: true) {
      created = Self.makeStore()
    }
    guard let store = created else { return }
    #expect(store.state.settings == ReaderSettings())
    await store.send(.onAppear) {
      $0.notice = ReaderSettingsFeature.unreadableNotice
    }
    await store.send(.smallerTextButtonTapped) {
      $0.$settings.withLock { $0.fontSize = 14 }
    }
    await store.send(.resetButtonTapped) {
      $0.$settings.withLock { $0.fontSize = 16 }
      $0.notice = nil
    }
  }

  @Test("文字の大きさは 2 ずつ大きくなり、32 より大きくはならない")
  func fontSizeStopsAtTheLargest() async {
    Self.writeSettingsFile(Self.json(fontSize: 28, isDarkMode: false))
    let store = Self.makeStore()
    await store.send(.largerTextButtonTapped) {
      $0.$settings.withLock { $0.fontSize = 30 }
    }
    await store.send(.largerTextButtonTapped) {
      $0.$settings.withLock { $0.fontSize = 32 }
    }
    await store.send(.largerTextButtonTapped)
  }

  @Test("文字の大きさは 2 ずつ小さくなり、12 より小さくはならない")
  func fontSizeStopsAtTheSmallest() async {
    Self.writeSettingsFile(Self.json(fontSize: 15, isDarkMode: true))
    let store = Self.makeStore()
    await store.send(.smallerTextButtonTapped) {
      $0.$settings.withLock { $0.fontSize = 13 }
    }
    await store.send(.smallerTextButtonTapped) {
      $0.$settings.withLock { $0.fontSize = 12 }
    }
    await store.send(.smallerTextButtonTapped)
    await store.send(.largerTextButtonTapped) {
      $0.$settings.withLock { $0.fontSize = 14 }
    }
  }

  @Test("ダークモードは送られた値になる（同じ値を 2 回送っても切り替わらない）")
  func darkModeTakesTheGivenValue() async {
    let store = Self.makeStore()
    await store.send(.darkModeToggled(true)) {
      $0.$settings.withLock { $0.isDarkMode = true }
    }
    await store.send(.darkModeToggled(true))
    await store.send(.darkModeToggled(false)) {
      $0.$settings.withLock { $0.isDarkMode = false }
    }
  }

  @Test("初期設定に戻すと、文字の大きさもダークモードも戻り、ファイルにも残る")
  func resetRestoresEverything() async {
    Self.writeSettingsFile(Self.json(fontSize: 28, isDarkMode: true))
    do {
      let store = Self.makeStore()
      await store.send(.resetButtonTapped) {
        $0.$settings.withLock { $0 = ReaderSettings() }
      }
    }
    #expect(Self.savedSettings() == ReaderSettings())
  }
}
