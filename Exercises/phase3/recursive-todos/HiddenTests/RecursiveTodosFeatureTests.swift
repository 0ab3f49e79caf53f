import Composable
import Foundation
import Testing

@testable import Phase3RecursiveTodos

/// 4 段の Todo。
///
///     10 引っ越し
///       20 荷造り
///         30 本
///           40 漫画
///         31 食器
///       21 住所変更（完了済み）
///     11 旅行
///       22 切符
///
/// id は `UUID(10)` 番台から `UUID(40)` 番台。`uuid` 依存は `UUID(500)`, `UUID(501)`… と配るので、
/// `UUID()` や件数から id を作った解答はテストの id と一致しない。
private func sampleState() -> RecursiveTodosFeature.State {
  RecursiveTodosFeature.State(todos: [
    TodoItemFeature.State(
      id: UUID(10), title: "引っ越し",
      subtodos: [
        TodoItemFeature.State(
          id: UUID(20), title: "荷造り",
          subtodos: [
            TodoItemFeature.State(
              id: UUID(30), title: "本",
              subtodos: [TodoItemFeature.State(id: UUID(40), title: "漫画")]
            ),
            TodoItemFeature.State(id: UUID(31), title: "食器"),
          ]
        ),
        TodoItemFeature.State(id: UUID(21), title: "住所変更", isDone: true),
      ]
    ),
    TodoItemFeature.State(
      id: UUID(11), title: "旅行",
      subtodos: [TodoItemFeature.State(id: UUID(22), title: "切符")]
    ),
  ])
}

extension UUIDGenerator {
  /// `UUID(start)`, `UUID(start + 1)`… と配る生成器（テストごとに新しく数え始める）。
  static func incrementing(from start: Int) -> Self {
    let next = LockIsolated(start)
    return Self {
      next.withValue { value in
        defer { value += 1 }
        return UUID(value)
      }
    }
  }
}

@MainActor
private func makeStore(
  _ state: RecursiveTodosFeature.State = sampleState(),
  clock: TestClock<Duration> = TestClock()
) -> TestStore<RecursiveTodosFeature.State, RecursiveTodosFeature.Action> {
  TestStore(initialState: state) {
    RecursiveTodosFeature()
  } withDependencies: {
    $0.uuid = .incrementing(from: 500)
    $0.continuousClock = clock
  }
}

@MainActor
@Suite("発展: 再帰するTodoリスト（何段でも入れ子）")
struct RecursiveTodosFeatureTests {
  @Test("いちばん上に Todo を追加すると uuid() の id・空のタイトルで一覧の末尾に入る")
  func addTopLevelTodo() async {
    let store = makeStore()
    await store.send(.addTodoButtonTapped) {
      $0.todos.append(TodoItemFeature.State(id: UUID(500), title: ""))
    }
  }

  @Test("2 段目・3 段目・4 段目の Todo にも、uuid() の id・空のタイトルでサブ Todo を末尾に追加できる")
  func addSubtodosAtEveryDepth() async {
    let store = makeStore()
    await store.send(\.todos[id: UUID(11)].addSubtodoButtonTapped) {
      $0.todos[id: UUID(11)]?.subtodos.append(TodoItemFeature.State(id: UUID(500), title: ""))
    }
    await store.send(\.todos[id: UUID(10)].subtodos[id: UUID(20)].subtodos[id: UUID(30)].addSubtodoButtonTapped) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(30)]?.subtodos
        .append(TodoItemFeature.State(id: UUID(501), title: ""))
    }
    // 4 段目の「漫画」の下に、5 段目ができる。
    await store.send(
      \.todos[id: UUID(10)].subtodos[id: UUID(20)].subtodos[id: UUID(30)].subtodos[id: UUID(40)]
        .addSubtodoButtonTapped
    ) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(30)]?.subtodos[id: UUID(40)]?
        .subtodos = [TodoItemFeature.State(id: UUID(502), title: "")]
    }
    // できたばかりの 5 段目にも、さらに追加できる。
    await store.send(
      \.todos[id: UUID(10)].subtodos[id: UUID(20)].subtodos[id: UUID(30)].subtodos[id: UUID(40)]
        .subtodos[id: UUID(502)].addSubtodoButtonTapped
    ) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(30)]?.subtodos[id: UUID(40)]?
        .subtodos[id: UUID(502)]?.subtodos = [TodoItemFeature.State(id: UUID(503), title: "")]
    }
  }

  @Test("削除の後に追加しても、id は uuid() が配る重ならない値になる")
  func idsComeFromTheDependencyAndNeverRepeat() async {
    let store = makeStore()
    await store.send(\.todos[id: UUID(10)].subtodos[id: UUID(20)].addSubtodoButtonTapped) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos
        .append(TodoItemFeature.State(id: UUID(500), title: ""))
    }
    await store.send(\.todos[id: UUID(10)].subtodos[id: UUID(20)].subtodos[id: UUID(500)].deleteButtonTapped)
    await store.receive(\.todos[id: UUID(10)].subtodos[id: UUID(20)].subtodos[id: UUID(500)].delegate.deleteRequested) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos.remove(id: UUID(500))
    }
    await store.send(\.todos[id: UUID(10)].subtodos[id: UUID(20)].addSubtodoButtonTapped) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos
        .append(TodoItemFeature.State(id: UUID(501), title: ""))
    }
  }

  @Test("完了済みの Todo に追加したサブ Todo は未完了で入り、親の完了はそのまま")
  func newSubtodoUnderADoneTodoIsNotDone() async {
    let store = makeStore()
    await store.send(\.todos[id: UUID(10)].subtodos[id: UUID(21)].addSubtodoButtonTapped) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(21)]?.subtodos = [
        TodoItemFeature.State(id: UUID(500), title: "")
      ]
    }
  }

  @Test("タイトルの編集は、その id の Todo にだけ届く（4 段目でも）")
  func editTitleAtDepthFour() async {
    let store = makeStore()
    await store.send(
      \.todos[id: UUID(10)].subtodos[id: UUID(20)].subtodos[id: UUID(30)].subtodos[id: UUID(40)].titleChanged,
      "漫画を売る"
    ) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(30)]?.subtodos[id: UUID(40)]?
        .title = "漫画を売る"
    }
    await store.send(\.todos[id: UUID(11)].titleChanged, "夏の旅行") {
      $0.todos[id: UUID(11)]?.title = "夏の旅行"
    }
  }

  @Test("サブ Todo のない Todo を完了にすると、その Todo だけが完了になり、親は変わらない")
  func completingALeafChangesOnlyItself() async {
    let store = makeStore()
    await store.send(
      \.todos[id: UUID(10)].subtodos[id: UUID(20)].subtodos[id: UUID(30)].subtodos[id: UUID(40)].toggleCompleted
    ) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(30)]?.subtodos[id: UUID(40)]?
        .isDone = true
    }
    // 子を全部完了にしても、親の「本」は自動では完了にならない。
    await store.send(\.todos[id: UUID(11)].subtodos[id: UUID(22)].toggleCompleted) {
      $0.todos[id: UUID(11)]?.subtodos[id: UUID(22)]?.isDone = true
    }
  }

  @Test("Todo を完了にすると、その下のすべての段のサブ Todo も完了になる（上の段と兄弟は変わらない）")
  func completingATodoCompletesEveryDescendant() async {
    let store = makeStore()
    await store.send(\.todos[id: UUID(10)].subtodos[id: UUID(20)].toggleCompleted) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.isDone = true
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(30)]?.isDone = true
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(30)]?.subtodos[id: UUID(40)]?
        .isDone = true
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(31)]?.isDone = true
    }
  }

  @Test("すでに完了のサブ Todo は、親を完了にしても完了のまま（反転しない）")
  func completingKeepsAlreadyDoneDescendantsDone() async {
    let store = makeStore()
    await store.send(\.todos[id: UUID(10)].toggleCompleted) {
      $0.todos[id: UUID(10)]?.isDone = true
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.isDone = true
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(30)]?.isDone = true
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(30)]?.subtodos[id: UUID(40)]?
        .isDone = true
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(31)]?.isDone = true
      // 住所変更（21）ははじめから完了。
    }
  }

  @Test("完了の Todo を未完了に戻すと、戻るのはその Todo だけで、サブ Todo は完了のまま")
  func uncompletingChangesOnlyItself() async {
    let store = makeStore()
    await store.send(\.todos[id: UUID(10)].subtodos[id: UUID(20)].subtodos[id: UUID(30)].toggleCompleted) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(30)]?.isDone = true
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(30)]?.subtodos[id: UUID(40)]?
        .isDone = true
    }
    await store.send(\.todos[id: UUID(10)].subtodos[id: UUID(20)].subtodos[id: UUID(30)].toggleCompleted) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(30)]?.isDone = false
    }
    // 完了済みで始まる「住所変更」も、戻すのは自分だけ。
    await store.send(\.todos[id: UUID(10)].subtodos[id: UUID(21)].toggleCompleted) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(21)]?.isDone = false
    }
  }

  @Test("削除ボタンを押したサブ Todo だけが、親の Todo が delegate Action を受けた時点で消える（3 段目・4 段目）")
  func deleteSubtodosAtDepth() async {
    let store = makeStore()
    await store.send(\.todos[id: UUID(10)].subtodos[id: UUID(20)].subtodos[id: UUID(31)].deleteButtonTapped)
    await store.receive(\.todos[id: UUID(10)].subtodos[id: UUID(20)].subtodos[id: UUID(31)].delegate.deleteRequested) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos.remove(id: UUID(31))
    }
    // 最後の 1 件を消しても、親の「本」は残る。
    await store.send(
      \.todos[id: UUID(10)].subtodos[id: UUID(20)].subtodos[id: UUID(30)].subtodos[id: UUID(40)].deleteButtonTapped
    )
    await store.receive(
      \.todos[id: UUID(10)].subtodos[id: UUID(20)].subtodos[id: UUID(30)].subtodos[id: UUID(40)].delegate
        .deleteRequested
    ) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(30)]?.subtodos = []
    }
  }

  @Test("サブ Todo を持つ Todo を消すと、その下のすべての段も一緒に消え、兄弟の順番はそのまま")
  func deletingATodoRemovesItsDescendants() async {
    let store = makeStore()
    await store.send(\.todos[id: UUID(10)].subtodos[id: UUID(20)].deleteButtonTapped)
    await store.receive(\.todos[id: UUID(10)].subtodos[id: UUID(20)].delegate.deleteRequested) {
      $0.todos[id: UUID(10)]?.subtodos = [
        TodoItemFeature.State(id: UUID(21), title: "住所変更", isDone: true)
      ]
    }
    await store.send(\.todos[id: UUID(10)].deleteButtonTapped)
    await store.receive(\.todos[id: UUID(10)].delegate.deleteRequested) {
      $0.todos.remove(id: UUID(10))
    }
  }

  @Test("集中タイマーは 1 秒ごとに数え、もう一度押すと止まる（3 段目でも）")
  func focusTimerCountsAndStops() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(\.todos[id: UUID(10)].subtodos[id: UUID(20)].subtodos[id: UUID(31)].focusButtonTapped) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(31)]?.isFocusing = true
    }
    await clock.advance(by: .milliseconds(999))
    #expect(store.state.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(31)]?.focusSeconds == 0)
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.todos[id: UUID(10)].subtodos[id: UUID(20)].subtodos[id: UUID(31)].focusTicked) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(31)]?.focusSeconds = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.todos[id: UUID(10)].subtodos[id: UUID(20)].subtodos[id: UUID(31)].focusTicked) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(31)]?.focusSeconds = 2
    }
    await store.send(\.todos[id: UUID(10)].subtodos[id: UUID(20)].subtodos[id: UUID(31)].focusButtonTapped) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(31)]?.isFocusing = false
    }
    await clock.advance(by: .seconds(5))
  }

  @Test("Todo を消すと、その Todo と下のすべての段の集中タイマーが止まり、ほかの Todo のタイマーは動き続ける")
  func deletingATodoStopsTheTimersBelowIt() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    // 4 段目の「漫画」と 3 段目の「食器」（どちらも「荷造り」の下）、別の枝の「切符」の順に、
    // 0.3 秒ずつずらしてタイマーを動かす（1 秒ごとの音が同じ時刻に重ならないように）。
    await store.send(
      \.todos[id: UUID(10)].subtodos[id: UUID(20)].subtodos[id: UUID(30)].subtodos[id: UUID(40)].focusButtonTapped
    ) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(30)]?.subtodos[id: UUID(40)]?
        .isFocusing = true
    }
    await clock.advance(by: .milliseconds(300))
    await store.send(\.todos[id: UUID(10)].subtodos[id: UUID(20)].subtodos[id: UUID(31)].focusButtonTapped) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(31)]?.isFocusing = true
    }
    await clock.advance(by: .milliseconds(300))
    await store.send(\.todos[id: UUID(11)].subtodos[id: UUID(22)].focusButtonTapped) {
      $0.todos[id: UUID(11)]?.subtodos[id: UUID(22)]?.isFocusing = true
    }
    await clock.advance(by: .milliseconds(400))
    await store.receive(
      \.todos[id: UUID(10)].subtodos[id: UUID(20)].subtodos[id: UUID(30)].subtodos[id: UUID(40)].focusTicked
    ) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(30)]?.subtodos[id: UUID(40)]?
        .focusSeconds = 1
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.todos[id: UUID(10)].subtodos[id: UUID(20)].subtodos[id: UUID(31)].focusTicked) {
      $0.todos[id: UUID(10)]?.subtodos[id: UUID(20)]?.subtodos[id: UUID(31)]?.focusSeconds = 1
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.todos[id: UUID(11)].subtodos[id: UUID(22)].focusTicked) {
      $0.todos[id: UUID(11)]?.subtodos[id: UUID(22)]?.focusSeconds = 1
    }

    // 「荷造り」を消すと、その下の「漫画」と「食器」のタイマーも止まる。
    await store.send(\.todos[id: UUID(10)].subtodos[id: UUID(20)].deleteButtonTapped)
    await store.receive(\.todos[id: UUID(10)].subtodos[id: UUID(20)].delegate.deleteRequested) {
      $0.todos[id: UUID(10)]?.subtodos.remove(id: UUID(20))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.todos[id: UUID(11)].subtodos[id: UUID(22)].focusTicked) {
      $0.todos[id: UUID(11)]?.subtodos[id: UUID(22)]?.focusSeconds = 2
    }

    // いちばん上の「旅行」を消すと、その下の「切符」のタイマーも止まる。
    await store.send(\.todos[id: UUID(11)].deleteButtonTapped)
    await store.receive(\.todos[id: UUID(11)].delegate.deleteRequested) {
      $0.todos.remove(id: UUID(11))
    }
    await clock.advance(by: .seconds(1))
    // ここで動いている Effect が残っていれば、TestStore が終わるときに失敗になる。
  }
}
