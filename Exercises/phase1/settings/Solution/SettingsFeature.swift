// 参考解答: phase1/settings — 設定画面
import Composable

/// 通知のオン・オフ、テーマ、文字サイズを変えられる設定画面。
@Reducer
struct SettingsFeature {
  /// 画面の配色。
  enum Theme: String, CaseIterable, Equatable, Sendable {
    case system
    case light
    case dark
  }

  /// 文字サイズの範囲（ポイント）。ステッパーはこの外に出ない。
  static let fontSizeRange = 12...24

  /// 設定の状態。
  @ObservableState
  struct State: Equatable {
    var notificationsEnabled = true
    var theme: Theme = .system
    /// 文字サイズ。常に `fontSizeRange` の中。
    var fontSize = 16
  }

  /// ユーザーの操作。
  enum Action: Equatable {
    /// 通知スイッチをタップした（オンとオフが入れ替わる）。
    case notificationsToggleTapped
    /// テーマを選んだ。
    case themeSelected(Theme)
    /// 文字サイズのステッパーの「+」（1 大きく）。
    case fontSizeIncrementTapped
    /// 文字サイズのステッパーの「−」（1 小さく）。
    case fontSizeDecrementTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .notificationsToggleTapped:
        state.notificationsEnabled.toggle()
        return .none
      case let .themeSelected(theme):
        state.theme = theme
        return .none
      case .fontSizeIncrementTapped:
        state.fontSize = min(state.fontSize + 1, Self.fontSizeRange.upperBound)
        return .none
      case .fontSizeDecrementTapped:
        state.fontSize = max(state.fontSize - 1, Self.fontSizeRange.lowerBound)
        return .none
      }
    }
  }
}
