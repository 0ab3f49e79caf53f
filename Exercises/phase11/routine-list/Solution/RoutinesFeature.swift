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
