// 練習問題: phase7/settings-autosave — 設定の自動保存
//
// 項目を変えると、少し待ってから自動で保存する設定画面を作ります。
//
// 型:
//   - State: `displayName`・`notificationsEnabled`・`fontSize`（バインディングで入力）、
//            `saved: Settings`（最後に保存できた設定）、`lastSavedAt: Date?`、`saveFailed: Bool`。
//            `settings`（今の入力をまとめた `Settings`）と `hasUnsavedChanges` は計算プロパティ
//   - Action: `.binding`、`.revertButtonTapped`、`.saved(Settings)`、`.saveFailed`
//   - 依存関係: `\.settingsClient`（`save(Settings) async throws`）、`\.continuousClock`、`\.date`
//
// 求める動き:
//   1. 入力で `settings` が変わったら、`SettingsFeature.debounce`（1 秒）待ってから
//      `save(今の settings)` を呼ぶ。待つのは `\.continuousClock` の時計（テストでは TestClock）。
//   2. 待っている間や保存の通信中にまた変わったら、前の待ち・通信を取り消して 1 秒待ち直す。
//      保存するのは最後の値だけで、取り消した保存の結果（`.saved` / `.saveFailed`）は届かない。
//   3. 入力しても `settings` が変わらない（今と同じ値が送られた）ときは何もしない。
//   4. 保存できたら `.saved(保存した設定)` で `saved` をその設定に、`lastSavedAt` を
//      `\.date` の今の時刻（`date.now`）に、`saveFailed = false` にする。
//   5. 保存に失敗したら `.saveFailed` で `saveFailed = true`。`saved` と `lastSavedAt` はそのまま。
//   6. `.revertButtonTapped`: 入力を `saved` の値に戻し、待っている保存・通信中の保存を取り消す。
//      戻したことによる保存はしない。
//
// ヒント: `BindingReducer().onChange(of: \.settings) { _, state in … }`。
//         保存の Effect には `.cancellable(id:cancelInFlight:)` を。
import Composable
import Foundation

/// 保存する設定の中身。
struct Settings: Equatable, Sendable {
  var displayName: String
  var notificationsEnabled: Bool
  var fontSize: Int
}

/// 設定の保存先。テストでは `withDependencies` で差し替えられます。
struct SettingsClient: Sendable {
  /// 設定を保存します。失敗すると throw します。
  var save: @Sendable (_ settings: Settings) async throws -> Void
}

extension SettingsClient: DependencyKey {
  /// アプリで使う実装: 何もしません。
  static let liveValue = SettingsClient(save: { _ in })

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = SettingsClient(save: unimplemented("SettingsClient.save"))
}

extension DependencyValues {
  /// `@Dependency(\.settingsClient)` で取り出す保存先。
  var settingsClient: SettingsClient {
    get { self[SettingsClient.self] }
    set { self[SettingsClient.self] = newValue }
  }
}

/// 項目を変えると、少し待ってから自動で保存する設定画面。
@Reducer
struct SettingsFeature {
  /// 最後の変更から保存を始めるまでの待ち時間。
  static let debounce: Duration = .seconds(1)

  @ObservableState
  struct State: Equatable {
    var displayName: String
    var notificationsEnabled: Bool
    var fontSize: Int
    /// 最後に保存できた設定。
    var saved: Settings
    /// 最後に保存できた時刻。
    var lastSavedAt: Date?
    /// 最後の保存が失敗したかどうか。
    var saveFailed = false

    /// 保存済みの設定から始めます（入力欄には保存済みの値が入ります）。
    init(saved: Settings, lastSavedAt: Date? = nil) {
      self.displayName = saved.displayName
      self.notificationsEnabled = saved.notificationsEnabled
      self.fontSize = saved.fontSize
      self.saved = saved
      self.lastSavedAt = lastSavedAt
    }

    /// 今の入力をまとめた設定。
    var settings: Settings {
      Settings(displayName: displayName, notificationsEnabled: notificationsEnabled, fontSize: fontSize)
    }

    /// 保存していない変更があるかどうか。
    var hasUnsavedChanges: Bool { settings != saved }
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case revertButtonTapped
    case saved(Settings)
    case saveFailed
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date) var date
  @Dependency(\.settingsClient) var settingsClient

  var body: some ReducerOf<Self> {
    // TODO: BindingReducer() を置き、settings が変わったら debounce 待って保存する
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .revertButtonTapped:
        // TODO: 入力を saved に戻し、保存を取り消す
        return .none

      case .saved:
        // TODO: saved・lastSavedAt・saveFailed を更新する
        return .none

      case .saveFailed:
        // TODO: saveFailed を true にする
        return .none
      }
    }
  }
}
