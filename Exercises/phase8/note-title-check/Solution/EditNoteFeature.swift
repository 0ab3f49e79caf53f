// 参考解答: phase8/note-title-check — 編集シートのタイトル確認
import Composable
import Foundation

/// メモ。
struct Note: Equatable, Identifiable, Sendable {
  let id: UUID
  var title: String
  var body: String
  var updatedAt: Date
}

/// メモのサーバー API。テストでは `withDependencies` で差し替えられます。
struct NoteClient: Sendable {
  /// 同じタイトルのメモがほかにあるかどうかを調べます。失敗すると throw します。
  var isTitleTaken: @Sendable (_ title: String) async throws -> Bool
}

extension NoteClient: DependencyKey {
  /// アプリで使う実装: いつも「重複なし」と答えます。
  static let liveValue = NoteClient(isTitleTaken: { _ in false })

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = NoteClient(isTitleTaken: unimplemented("NoteClient.isTitleTaken", placeholder: false))
}

extension DependencyValues {
  /// `@Dependency(\.noteClient)` で取り出すサーバー API。
  var noteClient: NoteClient {
    get { self[NoteClient.self] }
    set { self[NoteClient.self] = newValue }
  }
}

/// メモを編集するシート。タイトルが変わると、少し待ってから重複を確かめます。
@Reducer
struct EditNoteFeature {
  /// タイトルが変わってから確認を始めるまでの待ち時間。
  static let checkDelay: Duration = .milliseconds(500)

  @ObservableState
  struct State: Equatable {
    var draft: Note
    /// タイトルがほかのメモと重なっているか（確かめる前は nil）。
    var isTitleTaken: Bool?
    var checkFailed = false
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case titleChecked(isTaken: Bool)
    case checkFailed
  }

  enum CancelID { case check }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.noteClient) var noteClient

  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.draft.title) { _, state in
        state.isTitleTaken = nil
        state.checkFailed = false
        return .run { [title = state.draft.title] send in
          try await clock.sleep(for: Self.checkDelay)
          let isTaken = try await noteClient.isTitleTaken(title)
          await send(.titleChecked(isTaken: isTaken))
        } catch: { _, send in
          await send(.checkFailed)
        }
        .cancellable(id: CancelID.check, cancelInFlight: true)
      }
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case let .titleChecked(isTaken: isTaken):
        state.isTitleTaken = isTaken
        return .none

      case .checkFailed:
        state.checkFailed = true
        return .none
      }
    }
  }
}
