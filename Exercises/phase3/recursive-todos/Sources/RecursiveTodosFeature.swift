// 練習問題: phase3/recursive-todos — 発展: 再帰する Todo リスト
//
// ネストした Todo リスト（phase3/nested-todos）では、Todo とサブタスクが別の Reducer でした。ここでは
// 1 件の Todo（TodoItemFeature）が、自分と同じ形のサブ Todo の一覧 `subtodos` を持ちます。サブ Todo も
// またサブ Todo を持てるので、段の数に上限はありません。RecursiveTodosFeature（いちばん上の一覧）、
// タイトル編集、削除ボタン、集中タイマーはできあがっています。
//
// 型:
//   RecursiveTodosFeature（一覧）                          … できあがっている
//     └ todos: IdentifiedArrayOf<TodoItemFeature.State>
//          └ subtodos: IdentifiedArrayOf<TodoItemFeature.State>  … ここを自分自身につなぐ
//               └ subtodos: …（何段でも同じ）
//
// 求める動き（どの段の Todo でも同じ）:
//   - `.addSubtodoButtonTapped`: id が `uuid()`、タイトルが空、未完了のサブ Todo を、その Todo の
//     `subtodos` の末尾に追加する。完了済みの Todo に追加しても、新しいサブ Todo は未完了で入り、親の完了もそのまま。
//   - id は必ず `@Dependency(\.uuid)` の `uuid()` でもらう。削除の後に追加しても、id は重ならない。
//   - 削除: Todo は自分を消せない。削除ボタンで `.delegate(.deleteRequested)` を送り、受け取った親
//     （一覧、または 1 つ上の Todo）がその Todo だけを取り除く。下の段のサブ Todo も一緒に消える。
//     ほかの Todo の順番はそのまま。最後の 1 件のサブ Todo を消しても、親の Todo は残る。
//   - 完了の切り替え:
//       - 未完了の Todo を完了にすると、その Todo と、下のすべての段のサブ Todo が完了になる。
//         すでに完了のサブ Todo は完了のまま（反転しない）。
//       - 完了の Todo を未完了に戻すと、戻るのはその Todo だけ。サブ Todo は今の状態のまま。
//       - 子の操作で親は変わらない: サブ Todo を全部完了にしても、親の Todo は自動では完了にならない。
//   - タイトルの編集は、その id の Todo にだけ届く。
//   - いちばん上の一覧（できあがっている）は、`.addTodoButtonTapped` で id が `uuid()`、タイトルが空の Todo を
//     末尾に加え、いちばん上の Todo からの削除依頼でその Todo を取り除く。
//   - 集中タイマー（できあがっている）: ボタンで動き出し、1 秒ごとに `focusSeconds` を 1 増やす。もう一度押すと止まる。
//     Todo を消すと、その Todo と、下のすべての段のサブ Todo のタイマーが止まる。ほかの Todo のタイマーは動き続ける。
//
// ヒント: `// TODO:` は 4 か所で、どれも TodoItemFeature の中です。
//   - `.addSubtodoButtonTapped` でサブ Todo を末尾に追加する
//   - サブ Todo からの `.delegate(.deleteRequested)` で、そのサブ Todo だけを取り除く
//   - `.toggleCompleted` で、完了にするときは下のすべての段も完了にする（戻すときは自分だけ）
//   - 各サブ Todo に、この TodoItemFeature 自身をつなぐ
//   消した Todo のタイマーを止めるコードは、書かなくても済むはずです。なぜそうなるのかを考えてみましょう。
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
    /// 各サブ Todo からの Action。中身が自分と同じ `Action` を含む入れ子の enum になるので、
    /// `indirect` を付けないとコンパイラが大きさを決められない（付けてあります）。
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
        // TODO: 完了にするときは、この Todo と下のすべての段のサブ Todo を完了にする。
        //       未完了に戻すときは、この Todo だけを戻す。
        state.isDone.toggle()
        return .none
      case let .titleChanged(title):
        state.title = title
        return .none
      case .addSubtodoButtonTapped:
        // TODO: id が uuid()、タイトルが空のサブ Todo を state.subtodos の末尾に追加する
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
      case .subtodos:
        // TODO: サブ Todo が .delegate(.deleteRequested) を送ってきたら、そのサブ Todo だけを取り除く
        return .none
      }
    }
    // TODO: 各サブ Todo に、この TodoItemFeature 自身をつなぐ
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
