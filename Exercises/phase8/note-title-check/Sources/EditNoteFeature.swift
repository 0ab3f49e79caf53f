// 練習問題: phase8/note-title-check — 編集シートのタイトル確認
//
// 次の問題（phase8/note-destination）のメモ画面が出す編集シート `EditNoteFeature` を、先に 1 つの機能として
// 作ります。ユーザーがタイトルを打つと、打ち終わるのを少し待ってから、同じタイトルのメモがないかサーバーに
// 尋ね、答えをシートに出します。
//
// 型:
//   - State: `draft: Note`（バインディングで `\.draft.title`・`\.draft.body` を入力）、`isTitleTaken: Bool?`、
//            `checkFailed`
//   - Action: `.binding`、`.titleChecked(isTaken:)`、`.checkFailed`
//   - 依存関係: `\.noteClient`（`isTitleTaken(title) async throws -> Bool`）、`\.continuousClock`
//
// 求める動き:
//   1. `draft.title` が変わったら、`isTitleTaken = nil`・`checkFailed = false` にする（古い答えを消す）
//   2. 最後の変更から `EditNoteFeature.checkDelay`（0.5 秒、`\.continuousClock` で測る）たったら
//      `isTitleTaken(title)` で重複を確かめ、`.titleChecked(isTaken:)` で `isTitleTaken` に入れる
//   3. 待ち・通信中にまたタイトルが変わったら、前の確認をキャンセルする（確かめるのは最後のタイトルだけ）
//   4. 本文（`draft.body`）が変わっても確かめない
//   5. 確認に失敗したら `.checkFailed` で `checkFailed = true`
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
