// 練習問題: phase3/todo-list — Todo リスト
//
// Todo の一覧を、親（`TodoListFeature`）と行（`TodoFeature`）の 2 つの Reducer で作ります。
// TodoFeature（行）はできあがっています。
//
// 型:
//   TodoListFeature（一覧）
//     └ todos: IdentifiedArrayOf<TodoFeature.State> … forEach でつなぐ
//
// 求める動き:
//   1. 行の完了切り替え・タイトル編集は、その id の行にだけ届く（ほかの行は変わらない）。
//   2. 削除: 行は自分を消せない。削除ボタンで行が `.delegate(.deleteRequested)` を送り、受け取った親が
//      その行だけを一覧から取り除く（残りの行の順番はそのまま）。
//   3. 削除ボタンを押しただけでは消えない。消えるのは親が知らせを受け取ったとき。
//   4. 一覧にない id への Action は何も変えない。
//
// ヒント: `// TODO:` は 2 か所です。
//   - TodoListFeature: 行からの `.delegate(.deleteRequested)` で、その行だけを取り除く
//   - TodoListFeature: `forEach` で各行に TodoFeature をつなぐ
import Composable
import Foundation

// MARK: - Todo（1 行、完成済み）

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
      case .todos:
        // TODO: 行が .delegate(.deleteRequested) を送ってきたら、その行だけを取り除く
        return .none
      }
    }
    // TODO: forEach で各行に TodoFeature をつなぐ
  }
}
