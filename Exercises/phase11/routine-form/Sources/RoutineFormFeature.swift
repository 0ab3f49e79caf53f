// 練習問題: phase11/routine-form — メニューのフォーム
//
// 稽古帳アプリの 1 枚目の部品です。メニュー（`Routine`）を作る・直すシートのフォームを作ります。
// 次の練習問題からは、このフォームを一覧（追加）と詳細（編集）の両方から表示します。
//
// 型（Models.swift も見てください）:
//   - State: `routine`（編集中のメニュー）、`titleError`（タイトルが空のときの知らせ）、
//            `isSaving`（保存ボタンが押された後は true）
//   - Action: `.binding`（BindableAction）、`.addDrillButtonTapped`、`.removeDrillButtonTapped(id:)`、
//             `.saveButtonTapped`、`.delegate(.save(Routine))`（親への知らせ）
//   - 依存関係: `@Dependency(\.uuid)`、`@Dependency(\.dismiss)`
//
// 求める動き:
//   1. `.binding`: `BindingReducer()` で `routine` の各項目（タイトル、項目名、秒数）を書き換える。
//   2. タイトルが書き換わったら `titleError = nil` にする。
//   3. `secondsPerDrill` が書き換わったら 10...600 に収める（5 → 10、900 → 600、範囲内はそのまま）。
//   4. `.addDrillButtonTapped`: 名前が空の `Drill` を末尾に足す。id は必ず `uuid()` から取る。
//   5. `.removeDrillButtonTapped(id:)`: その項目を消す（ほかの項目と順番はそのまま）。
//      新しいメニュー（`Routine(id:)`）は 1 項目 60 秒から始まる（Models.swift の既定値。変えないこと）。
//   6. `.saveButtonTapped`:
//      - `isSaving` が true なら何もしない（二度押ししても保存は 1 回だけ）。
//      - タイトルが空か空白だけ（全角の空白も含む）なら、`titleError = RoutineFormFeature.titleMissingMessage`
//        にするだけで、親には知らせず、閉じない。
//      - それ以外は `isSaving = true` にし、名前が空か空白だけの項目を除いたメニューを
//        `.delegate(.save(routine))` で親に渡してから `dismiss()` で閉じる。
//        ほかの値（タイトルの文字、秒数、項目の順番、記録 `practices`）は入力されたまま渡す。
//
// ヒント: `case .binding(\.routine.title):` のように、どの項目が書き換わったかで分けられます。
//         空白の判定は `trimmingCharacters(in: .whitespaces).isEmpty`。
import Composable
import Foundation

/// 稽古メニューを作る・直すフォーム（シートで表示される）。
@Reducer
struct RoutineFormFeature {
  @ObservableState
  struct State: Equatable {
    var routine: Routine
    /// タイトルが空のまま保存しようとしたときの知らせ。
    var titleError: String?
    /// 保存ボタンが押された後は `true`（二度押しで 2 回保存しないため）。
    var isSaving = false
  }

  enum Action: BindableAction {
    case addDrillButtonTapped
    case binding(BindingAction<State>)
    case delegate(Delegate)
    case removeDrillButtonTapped(id: Drill.ID)
    case saveButtonTapped

    @CasePathable
    enum Delegate: Equatable {
      case save(Routine)
    }
  }

  /// 1 項目あたりの秒数として受け付ける範囲。
  static let secondsPerDrillRange = 10...600
  static let titleMissingMessage = "タイトルを入力してください"

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    // TODO: BindingReducer() をここに置く。
    Reduce { state, action in
      switch action {
      case .addDrillButtonTapped:
        // TODO: uuid() の id で、名前が空の Drill を末尾に足す。
        return .none

      // TODO: タイトルが書き換わったら titleError を消し、秒数が書き換わったら 10...600 に収める。

      case .binding, .delegate:
        return .none

      case .removeDrillButtonTapped:
        // TODO: その id の項目を消す。
        return .none

      case .saveButtonTapped:
        // TODO: 二度押しとタイトルの確認をしてから、空の項目を除いて .delegate(.save) を送り、dismiss() で閉じる。
        return .none
      }
    }
  }
}
