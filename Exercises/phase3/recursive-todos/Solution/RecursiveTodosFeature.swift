// 参考解答: phase3/recursive-todos — 発展: 再帰する Todo リスト
//
// 1 件の Todo（TodoItemFeature）が、自分と同じ形のサブ Todo の一覧を持ちます。
// `.forEach(\.subtodos, action: \.subtodos) { Self() }` で、どの段のサブ Todo にも同じ Reducer をつなぎます。
import Composable
import Foundation

// MARK: - 1 件の Todo（自分と同じ形のサブ Todo を持つ）

/// 1 件の Todo。サブ Todo も同じ `TodoItemFeature` で、何段でも入れ子にできる。
@Reducer
struct TodoItemFeature {
  /// Todo の状態。`subtodos` の要素も同じ `State`。
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var title: String
    var isDone = false
    /// 集中タイマーが動いているか。
    var isFocusing = false
    /// 集中タイマーで数えた秒数。
    var focusSeconds = 0
    var subtodos: IdentifiedArrayOf<State> = []
  }

  /// Todo への操作。
  enum Action: Equatable {
    /// 完了／未完了を切り替える。
    case toggleCompleted
    /// タイトルを書き換える。
    case titleChanged(String)
    /// 「サブ Todo を追加」ボタン。
    case addSubtodoButtonTapped
    /// 削除ボタン。自分では消えず、親に `.delegate(.deleteRequested)` で頼む。
    case deleteButtonTapped
    /// 集中タイマーの開始／停止ボタン。
    case focusButtonTapped
    /// 集中タイマーの 1 秒。
    case focusTicked
    /// 親への知らせ。
    case delegate(Delegate)
    /// 各サブ Todo からの Action。中身が自分と同じ `Action` なので `indirect` が要る。
    indirect case subtodos(IdentifiedActionOf<TodoItemFeature>)

    /// 親（一覧、または親の Todo）に伝えること。
    @CasePathable
    enum Delegate: Equatable {
      /// 「私を削除して」。
      case deleteRequested
    }
  }

  /// 集中タイマーの Effect を止めるための ID。`forEach` が行ごとに分けてくれる。
  enum CancelID { case focus }

  @Dependency(\.uuid) var uuid
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .toggleCompleted:
        if state.isDone {
          // 未完了に戻すのは自分だけ。サブ Todo はそのまま。
          state.isDone = false
        } else {
          state.markDoneWithAllSubtodos()
        }
        return .none
      case let .titleChanged(title):
        state.title = title
        return .none
      case .addSubtodoButtonTapped:
        state.subtodos.append(State(id: uuid(), title: ""))
        return .none
      case .deleteButtonTapped:
        return .send(.delegate(.deleteRequested))
      case .focusButtonTapped:
        state.isFocusing.toggle()
        guard state.isFocusing else {
          return .cancel(id: CancelID.focus)
        }
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.focusTicked)
          }
        }
        .cancellable(id: CancelID.focus)
      case .focusTicked:
        state.focusSeconds += 1
        return .none
      case .delegate:
        return .none
      case let .subtodos(.element(id: id, action: .delegate(.deleteRequested))):
        // 取り除いた Todo の下のサブ Todo も一緒に消え、それぞれの Effect は forEach がキャンセルする。
        state.subtodos.remove(id: id)
        return .none
      case .subtodos:
        return .none
      }
    }
    .forEach(\.subtodos, action: \.subtodos) {
      Self()
    }
  }
}

extension TodoItemFeature.State {
  /// 自分と、その下のすべての段のサブ Todo を完了にする。
  mutating func markDoneWithAllSubtodos() {
    isDone = true
    for id in subtodos.ids {
      subtodos[id: id]?.markDoneWithAllSubtodos()
    }
  }
}

// MARK: - Todo リスト（ルート、完成済み）

/// いちばん上の Todo の一覧。各 Todo を `forEach` でつなぎ、削除を頼まれたら一覧から取り除く。
@Reducer
struct RecursiveTodosFeature {
  /// 一覧の状態。
  @ObservableState
  struct State: Equatable {
    var todos: IdentifiedArrayOf<TodoItemFeature.State> = []
  }

  /// 一覧への操作。
  enum Action: Equatable {
    /// 「Todo を追加」ボタン。id は `uuid()` から、タイトルは空。
    case addTodoButtonTapped
    /// 各 Todo からの Action（`forEach` がつなぐ）。
    case todos(IdentifiedActionOf<TodoItemFeature>)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        state.todos.append(TodoItemFeature.State(id: uuid(), title: ""))
        return .none
      case let .todos(.element(id: id, action: .delegate(.deleteRequested))):
        state.todos.remove(id: id)
        return .none
      case .todos:
        return .none
      }
    }
    .forEach(\.todos, action: \.todos) {
      TodoItemFeature()
    }
  }
}
