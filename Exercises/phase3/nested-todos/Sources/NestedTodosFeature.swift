// 練習問題: phase3/nested-todos — ネストした Todo リスト
//
// 前の問題（phase3/todo-list）の Todo リストの各 Todo に、サブタスクの一覧を持たせます。
// 一覧 → Todo の段はできあがっています。同じ形を Todo → サブタスクの 2 段目に作り、
// 新しいサブタスクの id を依存関係からもらいます。SubtaskFeature、NestedTodosFeature（Todo の追加・削除と
// forEach）、各 Reducer の完了切り替え・タイトル編集・削除ボタンはできあがっています。
//
// 型:
//   NestedTodosFeature（一覧）
//     └ todos: IdentifiedArrayOf<TodoFeature.State>          … forEach でつないである
//          └ subtasks: IdentifiedArrayOf<SubtaskFeature.State> … ここをつなぐ
//
// 求める動き:
//   1. `.addSubtaskButtonTapped`: id が `uuid()`、タイトルが空、未完了のサブタスクをその Todo の末尾に追加する。
//      親の Todo が完了済みでも、新しいサブタスクは未完了（`isDone == false`）で入る。
//   2. 削除: サブタスクは自分を消せない。削除ボタンでサブタスクが `.delegate(.deleteRequested)` を送り、
//      受け取った Todo がそのサブタスクだけを取り除く。
//   3. 子の操作で親が黙って変わらない: サブタスクの完了切り替え・編集・削除をしても、Todo 自身の
//      `isDone` と `title` はそのまま。最後の 1 件のサブタスクを消しても Todo は残る。
//   4. 一覧にない id への Action は、何も変えない。
//   5. 新しい id は必ず `@Dependency(\.uuid)` の `uuid()` でもらう。テストでは何番から配られるか分からない
//      生成器に差し替えるので、`UUID()` で作った id や、件数などから作った id は合わない。続けて何件追加しても、
//      削除の後に追加しても、id は重ならない。
//
// ヒント: `// TODO:` は 3 か所で、どれも TodoFeature の中です。
//   - `.addSubtaskButtonTapped` でサブタスクを末尾に追加する
//   - サブタスクからの `.delegate(.deleteRequested)` で、そのサブタスクだけを取り除く
//   - 各サブタスクに SubtaskFeature をつなぐ
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
        // TODO: id が uuid()、タイトルが空のサブタスクを state.subtasks の末尾に追加する
        return .none
      case .subtasks:
        // TODO: サブタスクが .delegate(.deleteRequested) を送ってきたら、そのサブタスクだけを取り除く
        return .none
      }
    }
    // TODO: 各サブタスクに SubtaskFeature をつなぐ
  }
}

// MARK: - Todo リスト（ルート、完成済み）

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
