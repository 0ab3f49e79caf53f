// 参考解答: phase3/nested-todos — ネストした Todo リスト
import Composable
import Foundation

// MARK: - サブタスク

/// Todo の中の 1 件のサブタスク。
@Reducer
struct SubtaskFeature {
  /// サブタスクの状態。
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var title: String
    var isDone = false
  }

  /// サブタスクへの操作。
  enum Action: Equatable {
    /// チェックボックスで完了／未完了を切り替える。
    case toggleCompleted
    /// タイトルを書き換える。
    case titleChanged(String)
    /// 削除ボタン。自分では消えず、親に `.delegate(.deleteRequested)` で頼む。
    case deleteButtonTapped
    /// 親への知らせ。
    case delegate(Delegate)

    /// 親（`TodoFeature`）に伝えること。
    @CasePathable
    enum Delegate: Equatable {
      /// 「私を削除して」。
      case deleteRequested
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .toggleCompleted:
        state.isDone.toggle()
        return .none
      case let .titleChanged(title):
        state.title = title
        return .none
      case .deleteButtonTapped:
        return .send(.delegate(.deleteRequested))
      case .delegate:
        return .none
      }
    }
  }
}

// MARK: - Todo

/// サブタスクを持つ 1 件の Todo。
@Reducer
struct TodoFeature {
  /// Todo の状態。サブタスクは Todo の中にある。
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var title: String
    var isDone = false
    var subtasks: IdentifiedArrayOf<SubtaskFeature.State> = []
  }

  /// Todo への操作。
  enum Action: Equatable {
    /// 完了／未完了を切り替える。
    case toggleCompleted
    /// タイトルを書き換える。
    case titleChanged(String)
    /// 「サブタスクを追加」ボタン。id は `uuid()` から、タイトルは空。
    case addSubtaskButtonTapped
    /// 削除ボタン。親（`NestedTodosFeature`）に `.delegate(.deleteRequested)` で頼む。
    case deleteButtonTapped
    /// 各サブタスクからの Action（`forEach` がつなぐ）。
    case subtasks(IdentifiedActionOf<SubtaskFeature>)
    /// 親への知らせ。
    case delegate(Delegate)

    /// 親（`NestedTodosFeature`）に伝えること。
    @CasePathable
    enum Delegate: Equatable {
      /// 「私を削除して」。
      case deleteRequested
    }
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .toggleCompleted:
        state.isDone.toggle()
        return .none
      case let .titleChanged(title):
        state.title = title
        return .none
      case .deleteButtonTapped:
        return .send(.delegate(.deleteRequested))
      case .delegate:
        return .none
      case .addSubtaskButtonTapped:
        state.subtasks.append(SubtaskFeature.State(id: uuid(), title: ""))
        return .none
      case let .subtasks(.element(id: id, action: .delegate(.deleteRequested))):
        state.subtasks.remove(id: id)
        return .none
      case .subtasks:
        return .none
      }
    }
    .forEach(\.subtasks, action: \.subtasks) {
      SubtaskFeature()
    }
  }
}

// MARK: - Todo リスト（ルート）

/// Todo の一覧。各 Todo を `forEach` でつなぎ、削除を頼まれたら一覧から取り除く。
@Reducer
struct NestedTodosFeature {
  /// 一覧の状態。
  @ObservableState
  struct State: Equatable {
    var todos: IdentifiedArrayOf<TodoFeature.State> = []
  }

  /// 一覧への操作。
  enum Action: Equatable {
    /// 「Todo を追加」ボタン。id は `uuid()` から、タイトルは空。
    case addTodoButtonTapped
    /// 各 Todo からの Action（`forEach` がつなぐ）。
    case todos(IdentifiedActionOf<TodoFeature>)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        state.todos.append(TodoFeature.State(id: uuid(), title: ""))
        return .none
      case let .todos(.element(id: id, action: .delegate(.deleteRequested))):
        state.todos.remove(id: id)
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
