@_spi(Internals) import Composable
import Testing

@Reducer
struct TodoRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title = ""
    var isDone = false
  }

  enum Action {
    case toggle
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.isDone.toggle()
      return .none
    }
  }
}

@Reducer
struct TodoList {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<TodoRow.State> = []
    var filter = ""
  }

  enum Action {
    case rows(IdentifiedActionOf<TodoRow>)
    case add(Int)
    case remove(Int)
    case moveLastToFront
    case filterChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rows:
        return .none
      case let .add(id):
        state.rows.append(TodoRow.State(id: id, title: "#\(id)"))
        return .none
      case let .remove(id):
        state.rows.remove(id: id)
        return .none
      case .moveLastToFront:
        if let last = state.rows.last {
          state.rows.remove(id: last.id)
          state.rows.insert(last, at: 0)
        }
        return .none
      case let .filterChanged(filter):
        state.filter = filter
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { TodoRow() }
  }
}

/// `store.scope(\.rows, action: \.rows)` over an identified array: a store per row, as a list
/// view's `ForEach` uses it.
@MainActor
@Suite struct StoreCollectionTests {
  func makeStore(_ ids: [Int] = [1, 2, 3]) -> StoreOf<TodoList> {
    let store = Store(initialState: TodoList.State()) { TodoList() }
    for id in ids { store.send(.add(id)) }
    return store
  }

  @Test func aStorePerElementInOrder() {
    let store = makeStore()
    let rows = Array(store.scope(\.rows, action: \.rows))
    #expect(rows.count == 3)
    #expect(rows.map(\.title) == ["#1", "#2", "#3"])
    #expect(rows.map(\.state.id) == [1, 2, 3])
  }

  @Test func aRowStoreSendsItsElementAction() {
    let store = makeStore()
    let second = Array(store.scope(\.rows, action: \.rows))[1]
    second.send(.toggle)
    #expect(store.rows[id: 2]?.isDone == true)
    #expect(store.rows[id: 1]?.isDone == false)
    #expect(second.isDone)
  }

  @Test func theSameElementGetsTheSameStore() {
    let store = makeStore()
    let before = Array(store.scope(\.rows, action: \.rows))
    store.send(.moveLastToFront)
    let after = Array(store.scope(\.rows, action: \.rows))
    #expect(after.map(\.state.id) == [3, 1, 2])
    #expect(after[0] === before[2])
    #expect(after[1] === before[0])
  }

  @Test func theOldSpellingGivesTheSameStores() {
    let store = makeStore()
    let new = Array(store.scope(\.rows, action: \.rows))
    let old = Array(store.scope(state: \.rows, action: \.rows))
    #expect(new == old)
  }

  @Test func withoutACollectionContextTheWholeArrayIsOneStore() {
    let store = makeStore()
    let whole = store.scope(\.rows, action: \.rows)
    let all: Store<IdentifiedArrayOf<TodoRow.State>, IdentifiedActionOf<TodoRow>> = whole
    #expect(all.currentState.count == 3)
  }

  @Test func aRemovedRowsStoreReadsItsLastState() {
    let store = makeStore()
    let first = Array(store.scope(\.rows, action: \.rows))[0]
    first.send(.toggle)
    #expect(first.isDone)  // what a row on screen last showed
    store.send(.remove(1))
    #expect(Array(store.scope(\.rows, action: \.rows)).count == 2)
    #expect(first.title == "#1")
    #expect(first.isDone)
  }

  @Test func aRowAddedAgainAfterItsRemovalGetsANewStore() {
    let store = makeStore()
    let first = Array(store.scope(\.rows, action: \.rows))[0]
    first.send(.toggle)
    store.send(.remove(1))
    #expect(Array(store.scope(\.rows, action: \.rows)).count == 2)
    store.send(.add(1))
    let again = Array(store.scope(\.rows, action: \.rows))[2]
    #expect(again !== first)
    #expect(again.isDone == false)
  }

  @Test func readersOfTheCollectionHearAboutNewRowsNotAboutOtherFields() {
    let store = makeStore()
    let unrelated = changes { _ = Array(store.scope(\.rows, action: \.rows)) }
    store.send(.filterChanged("done"))
    #expect(unrelated.value == 0)

    let added = changes { _ = Array(store.scope(\.rows, action: \.rows)) }
    store.send(.add(4))
    #expect(added.value == 1)
  }

  @Test func readersOfOneRowHearAboutThatRowOnly() {
    let store = makeStore()
    let rows = Array(store.scope(\.rows, action: \.rows))
    let firstDone = changes { _ = rows[0].isDone }
    rows[1].send(.toggle)
    #expect(firstDone.value == 0)
    rows[0].send(.toggle)
    #expect(firstDone.value == 1)
  }
}
