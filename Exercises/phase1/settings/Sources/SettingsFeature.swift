// 練習問題: phase1/settings — 設定画面
//
// 通知のオン・オフ、テーマ（enum）、文字サイズ（ステッパー）を変えられる設定画面を作ります。
//
// 型:
//   - State: `notificationsEnabled`（はじめは true）、`theme`（はじめは `.system`）、`fontSize`（はじめは 16）
//   - Action:
//       `.notificationsToggleTapped`   通知スイッチがタップされた
//       `.themeSelected(Theme)`        テーマが選ばれた（`.system` / `.light` / `.dark`）
//       `.fontSizeIncrementTapped`     文字サイズのステッパーの「+」
//       `.fontSizeDecrementTapped`     文字サイズのステッパーの「−」
//
// 求める動き:
//   1. `.notificationsToggleTapped`: `notificationsEnabled` のオン・オフを入れ替える。
//   2. `.themeSelected(theme)`: 選んだテーマにする。
//   3. `.fontSizeIncrementTapped`: `fontSize` を 1 大きくする。ただし 24 より大きくはしない。
//   4. `.fontSizeDecrementTapped`: `fontSize` を 1 小さくする。ただし 12 より小さくはしない。
//   範囲 12...24 は `SettingsFeature.fontSizeRange` にあります。
//
// ヒント: `// TODO:` の 4 か所で state を書き換えます。どれも副作用はないので `.none` を返します。
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
        // TODO: notificationsEnabled のオン・オフを入れ替える
        return .none
      case .themeSelected:
        // TODO: 選ばれたテーマを state.theme に入れる
        return .none
      case .fontSizeIncrementTapped:
        // TODO: fontSize を 1 大きくする（Self.fontSizeRange の上限を超えない）
        return .none
      case .fontSizeDecrementTapped:
        // TODO: fontSize を 1 小さくする（Self.fontSizeRange の下限を下回らない）
        return .none
      }
    }
  }
}
