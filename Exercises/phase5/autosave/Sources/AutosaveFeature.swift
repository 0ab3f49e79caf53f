// phase5/autosave — 自動保存（できあがった機能です。封印されているので書き換えません。この機能のテストを Tests/ に書きます）
import Composable

/// 下書きを保存する API。テストでは `withDependencies` で差し替えます。
struct DraftClient: Sendable {
  /// 下書きを保存します。失敗するとエラーを投げます。
  var save: @Sendable (String) async throws -> Void
}

extension DraftClient: DependencyKey {
  /// アプリで使う実装（ここでは何もしません）。
  static let liveValue = DraftClient(save: { _ in })
  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = DraftClient(save: unimplemented("DraftClient.save"))
}

extension DependencyValues {
  /// `@Dependency(\.draftClient)` で取り出す保存 API。
  var draftClient: DraftClient {
    get { self[DraftClient.self] }
    set { self[DraftClient.self] = newValue }
  }
}

/// 入力が 2 秒止まったら下書きを自動保存するメモ欄。
@Reducer
struct AutosaveFeature {
  /// 保存の状態。
  enum Status: Equatable, Sendable {
    case idle
    case editing
    case saved
    case failed
  }

  @ObservableState
  struct State: Equatable {
    /// 入力中の文章。
    var text = ""
    /// 保存の状態。
    var status: Status = .idle
    /// 保存に成功した回数。
    var savedCount = 0
  }

  enum Action: Equatable {
    case textChanged(String)
    case saveFinished
    case saveFailed
  }

  enum CancelID { case save }

  /// 入力が止まってから保存するまでの時間。
  static let delay: Duration = .seconds(2)

  @Dependency(\.continuousClock) var clock
  @Dependency(\.draftClient) var draftClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .textChanged(let text):
        state.text = text
        state.status = .editing
        return .run { [clock, draftClient] send in
          try await clock.sleep(for: Self.delay)
          try await draftClient.save(text)
          await send(.saveFinished)
        } catch: { _, send in
          await send(.saveFailed)
        }
        .cancellable(id: CancelID.save, cancelInFlight: true)

      case .saveFinished:
        state.status = .saved
        state.savedCount += 1
        return .none

      case .saveFailed:
        state.status = .failed
        return .none
      }
    }
  }
}
