// 練習問題: phase8/note-destination — 行き先をまとめたメモ画面
//
// ユーザーの話: メモの詳細画面から、編集シートを開いて直したり、確認してから削除したりしたい。
// 編集シート `EditNoteFeature`（タイトルの重複確認つき）は前の問題で作ったものが完成済みで入っています。
// 詳細画面が出す 2 つの行き先（編集シートと削除確認のアラート）を `@Reducer enum Destination` にまとめて
// つなぎます。
//
// 型:
//   - 親 State: `note: Note`、`@Presents var destination: Destination.State?`
//   - 親 Action: `.editButtonTapped`、`.cancelEditButtonTapped`、`.doneEditingButtonTapped`、
//              `.deleteButtonTapped`、`.destination(PresentationAction<Destination.Action>)`、
//              `.delegate(.deleteNote(id:))`
//   - `Destination`: `.edit(EditNoteFeature)`、`.alert(AlertState<Action.Alert>)`（`Alert` は `.confirmDeletion`）
//   - 依存関係: `\.date`（子は `\.noteClient` と `\.continuousClock`）
//
// 求める動き:
//   1. `.editButtonTapped`: 今のメモを下書きにした編集シートを出す
//   2. シートの中のタイトル確認が動く（子の Reducer がシートにつながっている）
//   3. `.doneEditingButtonTapped`: 編集中の下書きを丸ごと `note` に入れ、`note.updatedAt` を `\.date` の
//      今の時刻にして、シートを閉じる。シートが出ていなければ何もしない
//   4. `.cancelEditButtonTapped`: `note` を変えずにシートを閉じる
//   5. シートを閉じたら（完了でもキャンセルでも）、確認の待ち・通信も止まる（閉じた後に結果が届かない）
//   6. `.deleteButtonTapped`: 削除確認のアラート（`.deleteNote`）を出す。「削除」（`.confirmDeletion`）で
//      `.delegate(.deleteNote(id: note.id))` を送る。アラートはボタンで閉じる
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

/// メモの詳細画面。編集シートと削除確認のアラートを `Destination` にまとめます。
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
        // TODO: 編集シートを出す
        return .none

      case .cancelEditButtonTapped:
        // TODO: note を変えずに閉じる
        return .none

      case .doneEditingButtonTapped:
        // TODO: draft を丸ごと note に入れ、updatedAt を今の時刻にして閉じる
        return .none

      case .deleteButtonTapped:
        // TODO: 削除確認のアラートを出す
        return .none

      case .destination, .delegate:
        // TODO: アラートの「削除」で delegate Action を送る
        return .none
      }
    }
    // TODO: ifLet で Destination とつなぐ
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

/// メモを編集するシート（完成済み: 前の問題 phase8/note-title-check で作ったものです）。
/// タイトルが変わると、少し待ってから重複を確かめます。
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
