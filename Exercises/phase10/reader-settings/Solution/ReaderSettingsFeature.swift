// 参考解答: phase10/reader-settings — ファイルに残る表示設定
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

extension SharedKey where Self == FileStorageKey<ReaderSettings>.Default {
  /// 表示設定: `readerSettingsFile` に保存され、ファイルがなければ初期設定です。
  static var readerSettings: Self {
    Self[.fileStorage(.readerSettingsFile), default: ReaderSettings()]
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
        // ファイルがないのは初回なので、お知らせは出しません。読めなかったときだけです。
        if state.$settings.loadError != nil {
          state.notice = Self.unreadableNotice
        }
        return .none

      case .largerTextButtonTapped:
        state.$settings.withLock {
          $0.fontSize = min($0.fontSize + Self.fontSizeStep, Self.fontSizes.upperBound)
        }
        return .none

      case .smallerTextButtonTapped:
        state.$settings.withLock {
          $0.fontSize = max($0.fontSize - Self.fontSizeStep, Self.fontSizes.lowerBound)
        }
        return .none

      case let .darkModeToggled(isOn):
        state.$settings.withLock { $0.isDarkMode = isOn }
        return .none

      case .resetButtonTapped:
        state.$settings.withLock { $0 = ReaderSettings() }
        state.notice = nil
        return .none
      }
    }
  }
}
