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
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addDrillButtonTapped:
        state.routine.drills.append(Drill(id: uuid(), name: ""))
        return .none

      case .binding(\.routine.title):
        state.titleError = nil
        return .none

      case .binding(\.routine.secondsPerDrill):
        let range = Self.secondsPerDrillRange
        state.routine.secondsPerDrill = min(max(state.routine.secondsPerDrill, range.lowerBound), range.upperBound)
        return .none

      case .binding, .delegate:
        return .none

      case let .removeDrillButtonTapped(id: id):
        state.routine.drills.remove(id: id)
        return .none

      case .saveButtonTapped:
        guard !state.isSaving else { return .none }
        guard !state.routine.title.trimmingCharacters(in: .whitespaces).isEmpty else {
          state.titleError = Self.titleMissingMessage
          return .none
        }
        state.isSaving = true
        var routine = state.routine
        routine.drills.removeAll { $0.name.trimmingCharacters(in: .whitespaces).isEmpty }
        return .run { [routine] send in
          await send(.delegate(.save(routine)))
          await dismiss()
        }
      }
    }
  }
}
