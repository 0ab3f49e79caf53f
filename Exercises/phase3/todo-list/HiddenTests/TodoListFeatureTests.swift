import Composable
import Foundation
import Testing

@testable import Phase3TodoList

/// 4 件の Todo（id は `UUID(10)`〜`UUID(13)`）。2 件目の「掃除」だけ完了済み。
private func sampleState() -> TodoListFeature.State {
  TodoListFeature.State(todos: [
    TodoFeature.State(id: UUID(10), title: "買い物"),
    TodoFeature.State(id: UUID(11), title: "掃除", isDone: true),
    TodoFeature.State(id: UUID(12), title: "勉強"),
    TodoFeature.State(id: UUID(13), title: "散歩"),
  ])
}

@MainActor
private func makeStore(
  _ state: TodoListFeature.State = sampleState()
) -> TestStore<TodoListFeature.State, TodoListFeature.Action> {
  TestStore(initialState: state) {
    TodoListFeature()
  }
}

@MainActor
@Suite("Todoリスト")
struct TodoListFeatureTests {
  @Test("行の完了切り替えが、その行にだけ届く（もう一度で元に戻る）")
  func toggleReachesOnlyThatRow() async {
    let store = makeStore()
    await store.send(.todos(.element(id: UUID(12), action: .toggleCompleted))) {
      $0.todos[id: UUID(12)]?.isDone = true
    }
    await store.send(.todos(.element(id: UUID(11), action: .toggleCompleted))) {
      $0.todos[id: UUID(11)]?.isDone = false
    }
    await store.send(.todos(.element(id: UUID(12), action: .toggleCompleted))) {
      $0.todos[id: UUID(12)]?.isDone = false
    }
  }

  @Test("行のタイトル編集が、その行にだけ届く")
  func editReachesOnlyThatRow() async {
    let store = makeStore()
    await store.send(.todos(.element(id: UUID(13), action: .titleChanged("夜の散歩")))) {
      $0.todos[id: UUID(13)]?.title = "夜の散歩"
    }
  }

  @Test("削除ボタンを押した行だけが消える（親が delegate Action を受けて取り除く）")
  func deleteRemovesOnlyThatRow() async {
    let store = makeStore()
    await store.send(.todos(.element(id: UUID(12), action: .deleteButtonTapped)))
    await store.receive(.todos(.element(id: UUID(12), action: .delegate(.deleteRequested)))) {
      $0.todos.remove(id: UUID(12))
    }
    #expect(store.state.todos.ids == [UUID(10), UUID(11), UUID(13)], "残りの行の順番は変えません")
  }

  @Test("先頭・末尾・完了済みの行も、頼まれた行だけが消える")
  func deleteFirstLastAndDone() async {
    let store = makeStore()
    await store.send(.todos(.element(id: UUID(13), action: .deleteButtonTapped)))
    await store.receive(.todos(.element(id: UUID(13), action: .delegate(.deleteRequested)))) {
      $0.todos.remove(id: UUID(13))
    }
    await store.send(.todos(.element(id: UUID(10), action: .deleteButtonTapped)))
    await store.receive(.todos(.element(id: UUID(10), action: .delegate(.deleteRequested)))) {
      $0.todos.remove(id: UUID(10))
    }
    await store.send(.todos(.element(id: UUID(11), action: .deleteButtonTapped)))
    await store.receive(.todos(.element(id: UUID(11), action: .delegate(.deleteRequested)))) {
      $0.todos.remove(id: UUID(11))
    }
    #expect(store.state.todos.ids == [UUID(12)])
  }

  @Test("全部の行を消すと、一覧は空になる")
  func deleteEveryRow() async {
    let store = makeStore(TodoListFeature.State(todos: [TodoFeature.State(id: UUID(20), title: "ひとつだけ")]))
    await store.send(.todos(.element(id: UUID(20), action: .deleteButtonTapped)))
    await store.receive(.todos(.element(id: UUID(20), action: .delegate(.deleteRequested)))) {
      $0.todos = []
    }
    await store.finish()
  }

  @Test("削除以外の操作では、行は消えない")
  func otherActionsNeverDelete() async {
    let store = makeStore()
    await store.send(.todos(.element(id: UUID(10), action: .toggleCompleted))) {
      $0.todos[id: UUID(10)]?.isDone = true
    }
    await store.send(.todos(.element(id: UUID(10), action: .titleChanged("")))) {
      $0.todos[id: UUID(10)]?.title = ""
    }
    #expect(store.state.todos.count == 4, "完了にしても、タイトルを空にしても、行は残ります")
  }

  @Test("存在しない id の行への Action は何も変えない")
  func unknownIDsChangeNothing() async {
    let store = makeStore()
    let before = store.state
    let unknown = UUID(99)
    let actions: [TodoListFeature.Action] = [
      .todos(.element(id: unknown, action: .toggleCompleted)),
      .todos(.element(id: unknown, action: .titleChanged("?"))),
      .todos(.element(id: unknown, action: .deleteButtonTapped)),
      .todos(.element(id: unknown, action: .delegate(.deleteRequested))),
    ]
    for action in actions {
      // forEach は存在しない要素への Action を問題として報告する（TCA と同じ）。ここで確かめたいのは状態だけ。
      await withKnownIssue(isIntermittent: true) {
        await store.send(action)
      }
      #expect(store.state == before, "\(action) で状態が変わってしまった")
    }
  }
}
