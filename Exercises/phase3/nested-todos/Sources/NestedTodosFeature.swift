// 練習問題: ネストしたTodoリスト（phase3/nested-todos）
//
// サブタスクを持つ Todo の一覧を、3 つの Reducer の組み合わせで作ります。
//
//   NestedTodosFeature（一覧）
//     └ todos: IdentifiedArrayOf<TodoFeature.State>          … forEach でつなぐ
//          └ subtasks: IdentifiedArrayOf<SubtaskFeature.State> … forEach でつなぐ
//
// 子は自分を消せません。削除ボタンが押されると子は `.delegate(.deleteRequested)` を送り、
// それを受け取った親が自分の配列から子を取り除きます（Todo を消せば、その中のサブタスクも消えます）。
// 一覧に存在しない id へのアクションは、何も変えてはいけません。
// 子の操作で親が黙って変わってはいけません。サブタスクの完了切り替え・編集・削除をしても、Todo 自身の
// `isDone` や `title` はそのままです（最後の 1 件のサブタスクを消しても Todo は残ります）。
// 新しいサブタスクは、親の Todo が完了済みでも未完了（`isDone == false`）で入ります。
//
// やること（`// TODO:` の箇所）:
//   1. TodoFeature: `.addSubtaskButtonTapped` で、`todoID()` の id・空のタイトル・未完了のサブタスクを末尾に追加する
//   2. TodoFeature: サブタスクからの `.delegate(.deleteRequested)` で、そのサブタスクだけを取り除く
//   3. TodoFeature: `.forEach(\.subtasks, action: \.subtasks)` で各サブタスクに SubtaskFeature をつなぐ
//   4. NestedTodosFeature: Todo からの `.delegate(.deleteRequested)` で、その Todo だけを取り除く
//   5. NestedTodosFeature: `.forEach(\.todos, action: \.todos)` で各 Todo に TodoFeature をつなぐ
//
// 新しい id は必ず `@Dependency(\.todoID)` の `todoID()` でもらいます。テストでは何番から配られるか分からない
// 値（たとえば 500, 501, …）に差し替えるので、件数や最大の id から作った id は合いません。消した id も使い回しません。
// TodoIDGenerator、SubtaskFeature、各 Reducer の完了切り替え・タイトル編集・削除ボタンはできあがっています。
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

// MARK: - サブタスク（完成済み）

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
        // TODO: id が todoID()、タイトルが空のサブタスクを state.subtasks の末尾に追加する
        return .none
      case .subtasks:
        // TODO: サブタスクが .delegate(.deleteRequested) を送ってきたら、そのサブタスクだけを取り除く
        //       （ヒント: case let .subtasks(.element(id: id, action: .delegate(.deleteRequested)))）
        return .none
      }
    }
    // TODO: .forEach(\.subtasks, action: \.subtasks) { SubtaskFeature() } で各サブタスクをつなぐ
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
      case .todos:
        // TODO: Todo が .delegate(.deleteRequested) を送ってきたら、その Todo だけを取り除く
        //       （ヒント: case let .todos(.element(id: id, action: .delegate(.deleteRequested)))）
        return .none
      }
    }
    // TODO: .forEach(\.todos, action: \.todos) { TodoFeature() } で各 Todo をつなぐ
  }
}
