// 練習問題: phase11/routine-list — メニューの一覧と保存
//
// 稽古帳の 2 枚目の部品です。一覧画面がメニューを読み込み、前の問題のフォームをシートで出して
// メニューを足し、変わるたびに保存します。RoutineFormFeature.swift は前の問題の解答です
// （自分の解答に置き換えても構いません）。RoutineClient.swift の `@DependencyClient` も読んでください。
//
// 型:
//   - State: `routines`（一覧）、`isLoading`（読み込み中）、`@Presents var destination`
//   - Destination（`@Reducer enum`）: `.add(RoutineFormFeature)`（追加シート）、
//     `.alert(AlertState<Action.Alert>)`（`.loadFailed` / `.saveFailed`、下に用意済み）
//   - Action: `.task`（画面が出たとき）、`.routinesLoaded([Routine])`、`.loadFailed`、`.saveFailed`、
//             `.addButtonTapped`、`.destination(PresentationAction<Destination.Action>)`
//   - 依存関係: `@Dependency(\.routineClient)`（`load` / `save`）、`@Dependency(\.uuid)`
//
// 求める動き:
//   1. `.task`: `isLoading = true` にして `routineClient.load()` を呼び、結果を `.routinesLoaded` で送る。
//      読み込み中（`isLoading` が true）なら何もしない（2 回目の読み込みは始めない）。
//   2. `.routinesLoaded`: `routines` を届いた一覧で置き換え（前の一覧に足さない）、`isLoading = false`。
//   3. 読み込みが失敗したら `.loadFailed` を送る。`.loadFailed`: `isLoading = false`、
//      `destination = .alert(.loadFailed)`（一覧は前のまま）。アラートの「再読み込み」
//      （`.retryLoadButtonTapped`）で 1. と同じ読み込みをもう一度始める。
//   4. `.addButtonTapped`: `destination = .add(...)`。新しいメニューの id は `uuid()` から取る（ほかは既定値。
//      1 項目 60 秒）。
//   5. フォームの `.delegate(.save(routine))` が届いたら、一覧の末尾に足して保存する（閉じるのはフォーム自身）。
//   6. 保存: いまの一覧すべてを `routineClient.save(_:)` に渡す。前の保存が終わっていなければ、それを取り消して
//      新しい一覧で保存し直す（古い一覧が後から書き込まれないように）。
//   7. 保存が失敗したら `.saveFailed` を送る。`.saveFailed`: `destination = .alert(.saveFailed)`（一覧は変えない）。
//   8. 前の問題のフォームの動き（秒数を 10...600 に収める、空のタイトルの知らせ、空の項目を除く、
//      二度押しで 1 回だけ保存、新しいメニューは 1 項目 60 秒…）もそのまま保つ。
//      隠しテストには前の問題の隠しテストも入っています。フォームを書き換えたら壊していないか確かめること。
//
// ヒント: 読み込みと保存は `.run { … } catch: { _, send in … }`。保存の取り消しは
//         `.cancellable(id: CancelID.save, cancelInFlight: true)`。最後に `.ifLet(\.$destination, action: \.destination)`。
import Composable
import Foundation

/// 稽古帳の最初の画面: メニューの一覧。読み込み、追加シート、保存、失敗の知らせ。
@Reducer
struct RoutinesFeature {
  @ObservableState
  struct State: Equatable {
    var routines: IdentifiedArrayOf<Routine> = []
    var isLoading = false
    @Presents var destination: Destination.State?
  }

  enum Action {
    case addButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case loadFailed
    case routinesLoaded([Routine])
    case saveFailed
    case task

    @CasePathable
    enum Alert: Equatable {
      case retryLoadButtonTapped
    }
  }

  @Reducer
  enum Destination {
    case add(RoutineFormFeature)
    case alert(AlertState<RoutinesFeature.Action.Alert>)
  }

  enum CancelID { case save }

  @Dependency(\.routineClient) var routineClient
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        // TODO: uuid() の id で新しいメニューを作り、追加シートを出す。
        return .none

      // TODO: フォームの .delegate(.save) を受けて一覧の末尾に足し、保存する。
      // TODO: アラートの .retryLoadButtonTapped で読み込み直す。

      case .destination:
        return .none

      case .loadFailed:
        // TODO: 読み込みを終え、読み込み失敗のアラートを出す。
        return .none

      case .routinesLoaded:
        // TODO: 一覧を置き換え、読み込みを終える。
        return .none

      case .saveFailed:
        // TODO: 保存失敗のアラートを出す。
        return .none

      case .task:
        // TODO: 読み込み中でなければ読み込みを始める。
        return .none
      }
    }
    // TODO: 追加シートとアラートを動かす .ifLet をつなぐ。
  }
}

extension RoutinesFeature.Destination.State: Equatable {}

extension AlertState where Action == RoutinesFeature.Action.Alert {
  /// 読み込みに失敗したとき: もう一度読むか、閉じるか。
  static var loadFailed: Self {
    Self {
      TextState("メニューを読み込めませんでした")
    } actions: {
      ButtonState(action: .retryLoadButtonTapped) {
        TextState("再読み込み")
      }
      ButtonState(role: .cancel) {
        TextState("閉じる")
      }
    }
  }

  /// 保存に失敗したとき: 一覧はそのまま（次に変えたときにもう一度保存します）。
  static var saveFailed: Self {
    Self {
      TextState("保存できませんでした")
    } actions: {
      ButtonState(role: .cancel) {
        TextState("OK")
      }
    } message: {
      TextState("変更はこの画面に残っています。次に変更したとき、もう一度保存します。")
    }
  }
}
