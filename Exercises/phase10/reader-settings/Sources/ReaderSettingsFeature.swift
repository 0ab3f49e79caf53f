// 練習問題: phase10/reader-settings — ファイルに残る表示設定
//
// 読書画面の表示設定（文字の大きさとダークモード）を `@Shared(.fileStorage)` でファイルに保存し、
// アプリを開き直しても前の設定で始まるようにします。
//
// 求める動き:
//   1. 設定のキー `.readerSettings` は、今はメモリーにしか置かれません。`.readerSettingsFile` に JSON で
//      保存される `.fileStorage` のキーに変える（型は `FileStorageKey<ReaderSettings>.Default`、
//      ファイルがなければ `ReaderSettings()`）。
//   2. `.largerTextButtonTapped` / `.smallerTextButtonTapped`: 文字の大きさを 2 ずつ変える。12〜32 の外には出ない。
//   3. `.darkModeToggled(isOn)`: ダークモードをその値にする。
//   4. `.resetButtonTapped`: 設定を `ReaderSettings()` に戻し、お知らせを消す。
//   5. `.onAppear`: 保存された設定が読めなかった（壊れたファイル）ときだけ、`notice` に
//      `ReaderSettingsFeature.unreadableNotice` を入れる。ファイルがないだけ（初回）なら何もしない。
//
// ヒント: 共有の値は `state.$settings.withLock { … }` で書き換えます。読み込みの失敗は `state.$settings.loadError`。
import Composable
import Foundation

/// 読書画面の表示設定。JSON でファイルに保存します。
struct ReaderSettings: Codable, Equatable, Sendable {
  var fontSize = 16
  var isDarkMode = false
}

extension URL {
  /// 表示設定のファイル。TCA のアプリでは `.documentsDirectory.appending(component:)` と書きますが、
  /// Linux の Foundation には `URL.documentsDirectory` がないので FileManager に尋ねます。
  static var readerSettingsFile: URL {
    FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("reader-settings.json")
  }
}

// TODO: メモリーに置くだけのキーです。アプリを閉じると設定が消えます。
//       `.readerSettingsFile` に保存される `.fileStorage` のキーに変えましょう。
extension SharedKey where Self == InMemoryKey<ReaderSettings>.Default {
  /// 表示設定。ファイルがなければ初期設定です。
  static var readerSettings: Self {
    Self[.inMemory("reader-settings"), default: ReaderSettings()]
  }
}

/// 表示設定の画面: 文字の大きさとダークモードを変え、アプリを閉じても残します。
@Reducer
struct ReaderSettingsFeature {
  /// 文字の大きさの範囲と、1 回のボタンで変わる量。
  static let fontSizes = 12...32
  static let fontSizeStep = 2
  /// 保存された設定が読めなかったときに出すお知らせ。
  static let unreadableNotice = "保存された設定を読み込めなかったため、初期設定で始めます。"

  @ObservableState
  struct State: Equatable {
    @Shared(.readerSettings) var settings
    var notice: String?
  }

  enum Action {
    case onAppear
    case largerTextButtonTapped
    case smallerTextButtonTapped
    case darkModeToggled(Bool)
    case resetButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        // TODO: 保存された設定が読めなかったときだけ、お知らせを出す。
        return .none

      case .largerTextButtonTapped:
        // TODO: 文字を 2 大きくする（32 まで）。
        return .none

      case .smallerTextButtonTapped:
        // TODO: 文字を 2 小さくする（12 まで）。
        return .none

      case .darkModeToggled:
        // TODO: ダークモードをその値にする。
        return .none

      case .resetButtonTapped:
        // TODO: 設定を初期設定に戻し、お知らせを消す。
        return .none
      }
    }
  }
}
