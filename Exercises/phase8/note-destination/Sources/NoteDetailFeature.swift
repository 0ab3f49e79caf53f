// 練習問題: phase8/note-destination — 行き先をまとめたメモ画面
//
// メモの詳細画面に、編集シートと削除確認のアラートを `@Reducer enum Destination` でまとめて実装します。
//
// 型:
//   - 親 State: `note: Note`、`@Presents var destination: Destination.State?`
//   - 親 Action: `.editButtonTapped`、`.cancelEditButtonTapped`、`.doneEditingButtonTapped`、
//              `.deleteButtonTapped`、`.destination(PresentationAction<Destination.Action>)`、
//              `.delegate(.deleteNote(id:))`
//   - `Destination`: `.edit(EditNoteFeature)`、`.alert(AlertState<Action.Alert>)`（`Alert` は `.confirmDeletion`）
//   - 子 `EditNoteFeature`: State `draft: Note`（バインディングで `\.draft.title`・`\.draft.body` を入力）、
//              `isTitleTaken: Bool?`、`checkFailed`。Action `.binding`、`.titleChecked(isTaken:)`、`.checkFailed`
//   - 依存関係: `\.noteClient`（`isTitleTaken(title) async throws -> Bool`）、`\.continuousClock`、`\.date`
//
// 求める動き:
//   1. `.editButtonTapped`: `destination = .edit(EditNoteFeature.State(draft: note))` で編集シートを出す。
//   2. 子: `draft.title` が変わったら `isTitleTaken = nil`・`checkFailed = false` にし、
//      `EditNoteFeature.checkDelay`（0.5 秒、`\.continuousClock` で測る）待ってから
//      `isTitleTaken(title)` で重複を確かめ、`.titleChecked(isTaken:)` で `isTitleTaken` に入れる。
//      待ち・通信中にまたタイトルが変わったら、前の確認を取り消す（確かめるのは最後のタイトルだけ）。
//      本文（`draft.body`）が変わっても確かめない。
//   3. 子: 確認に失敗したら `.checkFailed` で `checkFailed = true`。
//   4. `.doneEditingButtonTapped`: 編集中の `draft` を丸ごと `note` に入れ、`note.updatedAt` を
//      `\.date` の今の時刻にして、シートを閉じる（`destination = nil`）。シートが出ていなければ何もしない。
//   5. `.cancelEditButtonTapped`: `note` を変えずにシートを閉じる。
//   6. シートを閉じたら（完了でもキャンセルでも）、確認の待ち・通信も止まる（閉じた後に結果が届かない）。
//   7. `.deleteButtonTapped`: `destination = .alert(.deleteNote)`。「削除」（`.confirmDeletion`）で
//      `.delegate(.deleteNote(id: note.id))` を送る。アラートはボタンで閉じる。
//
// ヒント: `@Reducer enum Destination { … }` と `extension NoteDetailFeature.Destination.State: Equatable {}`。
//         編集中の下書きは `state.destination?.edit?.draft` で読めます。
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
        // TODO: アラートの「削除」で delegate を送る
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

  @Dependency(\.continuousClock) var clock
  @Dependency(\.noteClient) var noteClient

  var body: some ReducerOf<Self> {
    // TODO: BindingReducer() を置き、draft.title が変わったら待ってから重複を確かめる
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .titleChecked:
        // TODO: isTitleTaken に入れる
        return .none

      case .checkFailed:
        // TODO: checkFailed を true にする
        return .none
      }
    }
  }
}
