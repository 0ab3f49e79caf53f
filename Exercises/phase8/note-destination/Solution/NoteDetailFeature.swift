// 参考解答: phase8/note-destination — 行き先をまとめたメモ画面
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

/// メモの詳細画面。編集シートと削除確認のアラートを `Destination` にまとめています。
@Reducer
struct NoteDetailFeature {
  @ObservableState
  struct State: Equatable {
    var note: Note
    @Presents var destination: Destination.State?
  }

  enum Action {
    case editButtonTapped
    case cancelEditButtonTapped
    case doneEditingButtonTapped
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case delegate(Delegate)

    enum Alert: Equatable {
      case confirmDeletion
    }

    @CasePathable
    enum Delegate: Equatable {
      case deleteNote(id: Note.ID)
    }
  }

  @Dependency(\.date) var date

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editButtonTapped:
        state.destination = .edit(EditNoteFeature.State(draft: state.note))
        return .none

      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .doneEditingButtonTapped:
        guard let editState = state.destination?.edit else { return .none }
        state.note = editState.draft
        state.note.updatedAt = date.now
        state.destination = nil
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteNote)
        return .none

      case .destination(.presented(.alert(.confirmDeletion))):
        return .send(.delegate(.deleteNote(id: state.note.id)))

      case .destination, .delegate:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension NoteDetailFeature {
  /// 詳細画面から出せる行き先。
  @Reducer
  enum Destination {
    case edit(EditNoteFeature)
    case alert(AlertState<NoteDetailFeature.Action.Alert>)
  }
}

extension NoteDetailFeature.Destination.State: Equatable {}

extension AlertState where Action == NoteDetailFeature.Action.Alert {
  /// 「削除しますか？」のアラート。
  static let deleteNote = Self {
    TextState("このメモを削除しますか？")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) {
      TextState("削除")
    }
    ButtonState(role: .cancel) {
      TextState("キャンセル")
    }
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
