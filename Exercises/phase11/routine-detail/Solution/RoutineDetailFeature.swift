import Composable
import Foundation

/// メニューの詳細画面: 編集シートと、確認してからの削除。変わったことは delegate Action で一覧に知らせる。
@Reducer
struct RoutineDetailFeature {
  @ObservableState
  struct State: Equatable {
    var routine: Routine
    @Presents var destination: Destination.State?
  }

  enum Action {
    case deleteButtonTapped
    case delegate(Delegate)
    case destination(PresentationAction<Destination.Action>)
    case editButtonTapped

    @CasePathable
    enum Alert: Equatable {
      case confirmDeletion
    }

    @CasePathable
    enum Delegate: Equatable {
      case deleteRoutine(id: Routine.ID)
      case routineUpdated(Routine)
    }
  }

  @Reducer
  enum Destination {
    case alert(AlertState<RoutineDetailFeature.Action.Alert>)
    case edit(RoutineFormFeature)
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteButtonTapped:
        state.destination = .alert(.deleteRoutine(title: state.routine.title))
        return .none

      case .delegate:
        return .none

      case .destination(.presented(.alert(.confirmDeletion))):
        return .run { [id = state.routine.id] send in
          await send(.delegate(.deleteRoutine(id: id)))
          await dismiss()
        }

      case let .destination(.presented(.edit(.delegate(.save(routine))))):
        state.routine = routine
        return .send(.delegate(.routineUpdated(routine)))

      case .destination:
        return .none

      case .editButtonTapped:
        state.destination = .edit(RoutineFormFeature.State(routine: state.routine))
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension RoutineDetailFeature.Destination.State: Equatable {}

extension AlertState where Action == RoutineDetailFeature.Action.Alert {
  /// 削除してよいかの確認。
  static func deleteRoutine(title: String) -> Self {
    Self {
      TextState("「\(title)」を削除しますか？")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) {
        TextState("削除する")
      }
      ButtonState(role: .cancel) {
        TextState("やめる")
      }
    } message: {
      TextState("これまでの稽古の記録も消えます。")
    }
  }
}
