// 練習問題: phase11/practice-timer — 稽古の記録を残す
//
// ユーザーの話: メニューの詳細から稽古を始め、終えたらその回の記録がメニューに残ってほしい。
// 一覧に戻っても、積まれたままの詳細画面に戻っても、同じ記録が見えてほしい。
//
// 稽古帳の最後の部品です。稽古の画面 `PracticeFeature`（PracticeFeature.swift）は前の問題で作ったものが
// 完成済みで入っています。詳細画面から稽古の画面を積み、終わった稽古の記録（`Practice`）を一覧と
// 積まれた詳細に入れて保存します。一覧・フォーム・詳細は前の問題までの解答です。
//
// 型:
//   - RoutinesFeature: `Path` に `.practice(PracticeFeature)` が加わった
//   - RoutineDetailFeature: Action `.startPracticeButtonTapped`、Delegate `.startPractice(Routine)`
//   - PracticeFeature（完成済み）: 終えると `.delegate(.finished(Practice))` を送ってから `dismiss()` で閉じる
//
// 求める動き（詳細 RoutineDetailFeature。RoutineDetailFeature.swift）:
//   1. `.startPracticeButtonTapped`: 項目が 1 つ以上あれば `.delegate(.startPractice(routine))` を送る。
//      項目がなければ何もしない
// 求める動き（一覧 RoutinesFeature）:
//   2. 詳細の `.delegate(.startPractice(routine))`: `PracticeFeature.State(routine:)` を `path` の上に積む
//   3. 稽古の `.delegate(.finished(practice))`: その稽古画面のメニュー（`path[id:case:]` で読む）の
//      `practices` の先頭に記録を入れ、`path` に積まれている同じメニューの詳細にも同じ内容を反映し、
//      一覧を保存する（失敗したら前の問題と同じく `.saveFailed` のアラート。記録は一覧に残る）
//   4. 稽古の画面が閉じられたら（戻るボタンの `.popFrom` でも）、その後に `.timerTicked` は来ない
//      （スタックから外れた画面の Effect は自動で止まります）
//   5. 前の問題までの動き（フォーム、一覧、詳細の編集・削除、稽古のタイマー）もそのまま保つ。
//      隠しテストには前の問題までの隠しテストも入っています。書き換えたら壊していないか確かめること
import Composable
import Foundation

/// 稽古帳の最初の画面: メニューの一覧。読み込み、追加シート、詳細と稽古画面への移動、保存、失敗の知らせ。
@Reducer
struct RoutinesFeature {
  @ObservableState
  struct State: Equatable {
    var routines: IdentifiedArrayOf<Routine> = []
    var isLoading = false
    @Presents var destination: Destination.State?
    var path = StackState<Path.State>()
  }

  enum Action {
    case addButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case loadFailed
    case path(StackActionOf<Path>)
    case routineTapped(id: Routine.ID)
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

  @Reducer
  enum Path {
    case detail(RoutineDetailFeature)
    case practice(PracticeFeature)
  }

  enum CancelID { case save }

  @Dependency(\.routineClient) var routineClient
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .add(RoutineFormFeature.State(routine: Routine(id: uuid())))
        return .none

      case let .destination(.presented(.add(.delegate(.save(routine))))):
        state.routines.append(routine)
        return save(state.routines)

      case .destination(.presented(.alert(.retryLoadButtonTapped))):
        return load(&state)

      case .destination:
        return .none

      case .loadFailed:
        state.isLoading = false
        state.destination = .alert(.loadFailed)
        return .none

      case let .path(.element(id: _, action: .detail(.delegate(.deleteRoutine(id: id))))):
        state.routines.remove(id: id)
        return save(state.routines)

      case let .path(.element(id: _, action: .detail(.delegate(.routineUpdated(routine))))):
        state.routines[id: routine.id] = routine
        return save(state.routines)

      // TODO: 詳細の .delegate(.startPractice) で稽古の画面を積む。
      // TODO: 稽古の .delegate(.finished) で記録をメニューの先頭に入れ、積まれた詳細にも反映して保存する。

      case .path:
        return .none

      case let .routineTapped(id: id):
        guard state.path.isEmpty, let routine = state.routines[id: id] else { return .none }
        state.path.append(.detail(RoutineDetailFeature.State(routine: routine)))
        return .none

      case let .routinesLoaded(routines):
        state.isLoading = false
        state.routines = IdentifiedArray(uniqueElements: routines)
        return .none

      case .saveFailed:
        state.destination = .alert(.saveFailed)
        return .none

      case .task:
        return load(&state)
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }

  /// 読み込みを始める。読み込み中なら何もしない。
  private func load(_ state: inout State) -> Effect<Action> {
    guard !state.isLoading else { return .none }
    state.isLoading = true
    return .run { send in
      await send(.routinesLoaded(try await routineClient.load()))
    } catch: { _, send in
      await send(.loadFailed)
    }
  }

  /// いまの一覧を書き込む。前の書き込みが終わっていなければ取り消す（古い一覧が後から書かれないため）。
  private func save(_ routines: IdentifiedArrayOf<Routine>) -> Effect<Action> {
    .run { _ in
      try await routineClient.save(Array(routines))
    } catch: { _, send in
      await send(.saveFailed)
    }
    .cancellable(id: CancelID.save, cancelInFlight: true)
  }
}

extension RoutinesFeature.Destination.State: Equatable {}
extension RoutinesFeature.Path.State: Equatable {}

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
