// 参考解答: phase3/todo-list — Todo リスト
import Composable
import Foundation

// MARK: - Todo（1 行）

/// 一覧の 1 行の Todo。
@Reducer
struct TodoFeature {
  /// Todo の状態。
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var title: String
    var isDone = false
  }

  /// Todo への操作。
  enum Action: Equatable {
    /// チェックボックスで完了／未完了を切り替える。
    case toggleCompleted
    /// タイトルを書き換える。
    case titleChanged(String)
    /// 削除ボタン。自分では消えず、親に `.delegate(.deleteRequested)` で頼む。
    case deleteButtonTapped
    /// 親への知らせ。
    case delegate(Delegate)

    /// 親（`TodoListFeature`）に伝えること。
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

// MARK: - Todo リスト（親）

/// Todo の一覧。各行を `forEach` でつなぎ、削除を頼まれたら一覧から取り除く。
@Reducer
struct TodoListFeature {
  /// 一覧の状態。
  @ObservableState
  struct State: Equatable {
    var todos: IdentifiedArrayOf<TodoFeature.State> = []
  }

  /// 一覧への操作。
  enum Action: Equatable {
    /// 各行からの Action（`forEach` がつなぐ）。
    case todos(IdentifiedActionOf<TodoFeature>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
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
