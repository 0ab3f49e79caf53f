// 練習問題: ネストしたTodoリスト（phase3/nested-todos）— 模範解答
import Composable

// MARK: - 依存関係: 新しい id（完成済み）

/// 新しい Todo・サブタスクに id を配る依存。`@Dependency(\.todoID) var todoID` として、`todoID()` で 1 つもらう。
struct TodoIDGenerator: Sendable {
  /// 次の id を返す。
  var next: @Sendable () -> Int

  /// `todoID()` と書けるようにする。
  func callAsFunction() -> Int { next() }

  /// `start` から 1 ずつ増える id を配る。
  static func incrementing(from start: Int = 0) -> Self {
    let counter = LockIsolated(start)
    return Self {
      counter.withValue { value in
        defer { value += 1 }
        return value
      }
    }
  }
}

extension TodoIDGenerator: DependencyKey {
  /// アプリでは 1, 2, 3… と配る。
  static let liveValue = TodoIDGenerator.incrementing(from: 1)
  /// テストでは 0, 1, 2… と配る（テストごとに新しく数え始める）。
  static var testValue: TodoIDGenerator { .incrementing() }
}

extension DependencyValues {
  /// 新しい Todo・サブタスクの id。
  var todoID: TodoIDGenerator {
    get { self[TodoIDGenerator.self] }
    set { self[TodoIDGenerator.self] = newValue }
  }
}

// MARK: - サブタスク

/// Todo の中の 1 件のサブタスク。
struct SubtaskFeature: Reducer {
  /// サブタスクの状態。
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
    var isDone = false
  }

  /// サブタスクへの操作。
  @CasePathable
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
struct TodoFeature: Reducer {
  /// Todo の状態。サブタスクは Todo の中にある。
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
    var isDone = false
    var subtasks: IdentifiedArrayOf<SubtaskFeature.State> = []
  }

  /// Todo への操作。
  @CasePathable
  enum Action: Equatable {
    /// 完了／未完了を切り替える。
    case toggleCompleted
    /// タイトルを書き換える。
    case titleChanged(String)
    /// 「サブタスクを追加」ボタン。id は `todoID()` から、タイトルは空。
    case addSubtaskButtonTapped
    /// 削除ボタン。親（`NestedTodosFeature`）に `.delegate(.deleteRequested)` で頼む。
    case deleteButtonTapped
    /// 各サブタスクからのアクション（`forEach` がつなぐ）。
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

  @Dependency(\.todoID) var todoID

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
        state.subtasks.append(SubtaskFeature.State(id: todoID(), title: ""))
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
struct NestedTodosFeature: Reducer {
  /// 一覧の状態。
  struct State: Equatable {
    var todos: IdentifiedArrayOf<TodoFeature.State> = []
  }

  /// 一覧への操作。
  @CasePathable
  enum Action: Equatable {
    /// 「Todo を追加」ボタン。id は `todoID()` から、タイトルは空。
    case addTodoButtonTapped
    /// 各 Todo からのアクション（`forEach` がつなぐ）。
    case todos(IdentifiedActionOf<TodoFeature>)
  }

  @Dependency(\.todoID) var todoID

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        state.todos.append(TodoFeature.State(id: todoID(), title: ""))
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
