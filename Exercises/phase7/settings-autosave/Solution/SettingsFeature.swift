// 参考解答: phase7/settings-autosave — 設定の自動保存
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

  enum CancelID { case save }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date) var date
  @Dependency(\.settingsClient) var settingsClient

  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.settings) { _, state in
        save(state.settings)
      }
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .revertButtonTapped:
        state.displayName = state.saved.displayName
        state.notificationsEnabled = state.saved.notificationsEnabled
        state.fontSize = state.saved.fontSize
        return .cancel(id: CancelID.save)

      case let .saved(settings):
        state.saved = settings
        state.lastSavedAt = date.now
        state.saveFailed = false
        return .none

      case .saveFailed:
        state.saveFailed = true
        return .none
      }
    }
  }

  /// `debounce` 待ってから `settings` を保存する Effect。新しい保存が始まると前のものは取り消されます。
  func save(_ settings: Settings) -> Effect<Action> {
    .run { send in
      try await clock.sleep(for: Self.debounce)
      try await settingsClient.save(settings)
      await send(.saved(settings))
    } catch: { _, send in
      await send(.saveFailed)
    }
    .cancellable(id: CancelID.save, cancelInFlight: true)
  }
}
