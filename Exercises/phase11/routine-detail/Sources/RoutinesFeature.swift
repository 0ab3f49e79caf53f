// 練習問題: phase11/routine-detail — 詳細画面と編集・削除
//
// 稽古帳の 3 枚目の部品です。一覧でメニューをタップすると詳細画面を積み（push）、詳細では
// フォームのシートで編集し、確認のアラートを経て削除します。変わったことは delegate Action で一覧に知らせ、
// 一覧が保存します。RoutinesFeature の読み込み・追加・保存は前の問題の解答です。
//
// 型:
//   - RoutinesFeature: `path: StackState<Path.State>`、`@Reducer enum Path { case detail(RoutineDetailFeature) }`、
//     Action `.routineTapped(id:)`、`.path(StackActionOf<Path>)`
//   - RoutineDetailFeature.swift: State `routine`、`@Presents var destination`
//     （`.edit(RoutineFormFeature)` / `.alert(AlertState<Action.Alert>)`）、Action `.editButtonTapped`、
//     `.deleteButtonTapped`、`.delegate(.routineUpdated(Routine))`、`.delegate(.deleteRoutine(id:))`
//
// 求める動き（一覧 RoutinesFeature）:
//   1. `.routineTapped(id:)`: そのメニューの詳細（`RoutineDetailFeature.State(routine:)`）を `path` に積む。
//      すでに何か積まれているとき（続けて 2 回タップしたときなど）と、一覧にない id のときは何もしない。
//   2. 詳細の `.delegate(.routineUpdated(routine))`: 一覧の同じ id のメニューをまるごと置き換えて保存する。
//   3. 詳細の `.delegate(.deleteRoutine(id:))`: 一覧からそのメニューを消して保存する。
//   4. 保存は前の問題と同じ（失敗したら `.saveFailed` のアラート。詳細を閉じた後でも保存は最後まで行う）。
// 求める動き（詳細 RoutineDetailFeature。RoutineDetailFeature.swift）:
//   5. `.editButtonTapped`: いまの `routine` でフォームを `destination = .edit(...)` に出す。
//   6. フォームの `.delegate(.save(routine))`: `state.routine` を置き換え、`.delegate(.routineUpdated(routine))`
//      を送る（シートを閉じるのはフォーム自身）。
//   7. `.deleteButtonTapped`: `destination = .alert(.deleteRoutine(title: routine.title))`。
//      アラートの `.confirmDeletion` で `.delegate(.deleteRoutine(id:))` を送ってから `dismiss()` で自分を閉じる
//      （一覧には `.popFrom` が届く）。「やめる」なら何も消さない。
//   8. 前の問題までの動き（フォーム、一覧の読み込み・追加・保存・失敗のアラート）もそのまま保つ。
//      隠しテストには前の問題までの隠しテストも入っています。書き換えたら壊していないか確かめること。
//
// ヒント: 一覧の body の最後に `.forEach(\.path, action: \.path)`。詳細からの delegate Action は
//         `case let .path(.element(id: _, action: .detail(.delegate(...))))` で受けます。
import Composable
import Foundation

/// 稽古帳の最初の画面: メニューの一覧。読み込み、追加シート、詳細への移動、保存、失敗の知らせ。
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

      // TODO: 詳細の .delegate(.routineUpdated) と .delegate(.deleteRoutine) を受けて一覧を変え、保存する。

      case .path:
        return .none

      case .routineTapped:
        // TODO: 何も積まれていなければ、そのメニューの詳細を path に積む。
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
    // TODO: 積んだ画面を動かす .forEach をつなぐ。
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
