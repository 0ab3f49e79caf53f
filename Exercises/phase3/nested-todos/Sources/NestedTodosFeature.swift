// 練習問題: ネストした Todo リスト（phase3/nested-todos）
//
// サブタスクを持つ Todo の一覧を、3 つの Reducer の組み合わせで作ります。
//
//   NestedTodosFeature（一覧）
//     └ todos: IdentifiedArrayOf<TodoFeature.State>          … forEach でつなぐ
//          └ subtasks: IdentifiedArrayOf<SubtaskFeature.State> … forEach でつなぐ
//
// 求める動き:
//   - `.addSubtaskButtonTapped`: id が `uuid()`、タイトルが空、未完了のサブタスクをその Todo の末尾に追加する。
//     親の Todo が完了済みでも、新しいサブタスクは未完了（`isDone == false`）で入る。
//   - 削除: 子は自分を消せない。削除ボタンで子が `.delegate(.deleteRequested)` を送り、受け取った親が
//     その子だけを配列から取り除く（Todo を消せば、その中のサブタスクも一緒に消える）。
//   - 子の操作で親が黙って変わらない: サブタスクの完了切り替え・編集・削除をしても、Todo 自身の
//     `isDone` と `title` はそのまま。最後の 1 件のサブタスクを消しても Todo は残る。
//   - 一覧にない id へのAction は、何も変えない。
//   - 新しい id は必ず `@Dependency(\.uuid)` の `uuid()` でもらう。テストでは何番から配られるか分からない
//     生成器に差し替えるので、`UUID()` で作った id や、件数などから作った id は合わない。続けて何件追加しても、
//     削除の後に追加しても、id は重ならない。
//
// やること（`// TODO:` の箇所）:
//   1. TodoFeature: `.addSubtaskButtonTapped` でサブタスクを末尾に追加する
//   2. TodoFeature: サブタスクからの `.delegate(.deleteRequested)` で、そのサブタスクだけを取り除く
//   3. TodoFeature: `.forEach(\.subtasks, action: \.subtasks)` で各サブタスクに SubtaskFeature をつなぐ
//   4. NestedTodosFeature: Todo からの `.delegate(.deleteRequested)` で、その Todo だけを取り除く
//   5. NestedTodosFeature: `.forEach(\.todos, action: \.todos)` で各 Todo に TodoFeature をつなぐ
//
// SubtaskFeature、各 Reducer の完了切り替え・タイトル編集・削除ボタン、Todo の追加はできあがっています。
import Composable
import Foundation

// MARK: - サブタスク（完成済み）

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
    /// 各サブタスクからのAction（`forEach` がつなぐ）。
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
        // TODO: id が uuid()、タイトルが空のサブタスクを state.subtasks の末尾に追加する
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
    /// 各 Todo からのAction（`forEach` がつなぐ）。
    case todos(IdentifiedActionOf<TodoFeature>)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        state.todos.append(TodoFeature.State(id: uuid(), title: ""))
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
