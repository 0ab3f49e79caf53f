import Composable
import Foundation

/// One row of a to-do list: a child feature of its own.
@Reducer
struct TodoFeature {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var description = ""
    var isComplete = false
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case toggleCompleteButtonTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .toggleCompleteButtonTapped:
        state.isComplete.toggle()
        return .none
      }
    }
  }
}

/// A to-do list whose rows are `TodoFeature`s, run with `forEach`; a view shows them with
/// `ForEach(store.scope(state: \.todos, action: \.todos))`.
@Reducer
struct TodosFeature {
  @ObservableState
  struct State: Equatable {
    var todos: IdentifiedArrayOf<TodoFeature.State> = []
  }

  enum Action {
    case addTodoButtonTapped
    case clearCompletedButtonTapped
    case todos(IdentifiedActionOf<TodoFeature>)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        state.todos.append(TodoFeature.State(id: self.uuid()))
        return .none
      case .clearCompletedButtonTapped:
        state.todos.removeAll(where: \.isComplete)
        return .none
      case .todos:
        return .none
      }
    }
    .forEach(\.todos, action: \.todos) {
      TodoFeature()
    }
  }
}
