@_spi(Internals) import Composable
import Foundation
import Testing

/// A feature that holds rows of itself, in the shape of TCA's "Recursion" case study: a
/// `@Reducer` struct whose `@ObservableState` State holds `IdentifiedArrayOf<State>`, whose
/// Action has an `indirect` case of its own identified actions, and whose body runs `Self()` for
/// every row with `forEach`.
@Reducer
struct Nested {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var name = ""
    var ticks = 0
    var rows: IdentifiedArrayOf<State> = []
  }

  enum Action {
    case addRowButtonTapped
    case deleteRow(UUID)
    case nameChanged(String)
    case startTicking
    case tick
    indirect case rows(IdentifiedActionOf<Nested>)
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addRowButtonTapped:
        state.rows.append(State(id: uuid()))
        return .none
      case let .deleteRow(id):
        state.rows.remove(id: id)
        return .none
      case let .nameChanged(name):
        state.name = name
        return .none
      case .startTicking:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) {
      Self()
    }
  }
}

/// Recursion as TCA supports it: the macros accept the recursive shapes, actions reach any depth
/// through nested `IdentifiedAction`s and case key paths, and removing a row cancels the effects
/// of every row under it, however deep.
@MainActor
@Suite struct RecursionTests {
  @Test func actionsReachARowThreeLevelsDown() async {
    let store = TestStore(initialState: Nested.State(id: UUID(100))) {
      Nested()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addRowButtonTapped) {
      $0.rows = [Nested.State(id: UUID(0))]
    }
    await store.send(.rows(.element(id: UUID(0), action: .addRowButtonTapped))) {
      $0.rows[id: UUID(0)]?.rows = [Nested.State(id: UUID(1))]
    }
    await store.send(\.rows[id: UUID(0)].rows[id: UUID(1)].addRowButtonTapped) {
      $0.rows[id: UUID(0)]?.rows[id: UUID(1)]?.rows = [Nested.State(id: UUID(2))]
    }
    await store.send(\.rows[id: UUID(0)].rows[id: UUID(1)].rows[id: UUID(2)].nameChanged, "deep") {
      $0.rows[id: UUID(0)]?.rows[id: UUID(1)]?.rows[id: UUID(2)]?.name = "deep"
    }
  }

  @Test func anEffectThreeLevelsDownIsReceivedByItsKeyPath() async {
    let clock = TestClock()
    let store = TestStore(initialState: deepState()) {
      Nested()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.rows[id: UUID(1)].rows[id: UUID(2)].rows[id: UUID(3)].startTicking)
    await clock.advance(by: .seconds(1))
    await store.receive(\.rows[id: UUID(1)].rows[id: UUID(2)].rows[id: UUID(3)].tick) {
      $0.rows[id: UUID(1)]?.rows[id: UUID(2)]?.rows[id: UUID(3)]?.ticks = 1
    }
    await store.send(\.rows[id: UUID(1)].rows[id: UUID(2)].deleteRow, UUID(3)) {
      $0.rows[id: UUID(1)]?.rows[id: UUID(2)]?.rows = []
    }
    #expect(store.inFlightEffectCount == 0)
  }

  @Test func removingARowCancelsTheEffectsOfItsGrandchildren() async {
    let clock = TestClock()
    let store = TestStore(initialState: deepState()) {
      Nested()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.rows[id: UUID(1)].rows[id: UUID(2)].rows[id: UUID(3)].startTicking)
    await store.send(\.rows[id: UUID(1)].rows[id: UUID(2)].startTicking)
    await store.send(\.rows[id: UUID(4)].startTicking)
    #expect(store.inFlightEffectCount == 3)
    await clock.advance(by: .seconds(1))
    await store.receive(\.rows[id: UUID(1)].rows[id: UUID(2)].rows[id: UUID(3)].tick) {
      $0.rows[id: UUID(1)]?.rows[id: UUID(2)]?.rows[id: UUID(3)]?.ticks = 1
    }
    await store.receive(\.rows[id: UUID(1)].rows[id: UUID(2)].tick) {
      $0.rows[id: UUID(1)]?.rows[id: UUID(2)]?.ticks = 1
    }
    await store.receive(\.rows[id: UUID(4)].tick) {
      $0.rows[id: UUID(4)]?.ticks = 1
    }

    // Deleting the top row takes its child and grandchild with it, and their timers.
    await store.send(.deleteRow(UUID(1))) {
      $0.rows.remove(id: UUID(1))
    }
    #expect(store.inFlightEffectCount == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(\.rows[id: UUID(4)].tick) {
      $0.rows[id: UUID(4)]?.ticks = 2
    }
    await store.send(.deleteRow(UUID(4))) {
      $0.rows = []
    }
    #expect(store.inFlightEffectCount == 0)
  }

  @Test func removingANestedRowLeavesItsSiblingsEffectsRunning() async {
    let clock = TestClock()
    var state = deepState()
    state.rows[id: UUID(1)]?.rows[id: UUID(2)]?.rows.append(Nested.State(id: UUID(5)))
    let store = TestStore(initialState: state) {
      Nested()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.rows[id: UUID(1)].rows[id: UUID(2)].rows[id: UUID(3)].startTicking)
    await store.send(\.rows[id: UUID(1)].rows[id: UUID(2)].rows[id: UUID(5)].startTicking)
    await store.send(\.rows[id: UUID(1)].rows[id: UUID(2)].deleteRow, UUID(3)) {
      $0.rows[id: UUID(1)]?.rows[id: UUID(2)]?.rows.remove(id: UUID(3))
    }
    #expect(store.inFlightEffectCount == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(\.rows[id: UUID(1)].rows[id: UUID(2)].rows[id: UUID(5)].tick) {
      $0.rows[id: UUID(1)]?.rows[id: UUID(2)]?.rows[id: UUID(5)]?.ticks = 1
    }
    await store.skipInFlightEffects()
  }

  @Test func aRecursiveStateIsObservedPerRow() {
    var state = deepState()
    let deepNameChanges = changes {
      _ = state.rows[id: UUID(1)]?.rows[id: UUID(2)]?.rows[id: UUID(3)]?.name
    }
    let otherNameChanges = changes { _ = state.rows[id: UUID(4)]?.name }
    state.rows[id: UUID(1)]?.rows[id: UUID(2)]?.rows[id: UUID(3)]?.name = "changed"
    #expect(deepNameChanges.value == 1)
    #expect(otherNameChanges.value == 0)
  }

  @Test func rowStoresScopeIntoRowsOfRows() {
    let store = Store(initialState: deepState()) { Nested() }
    let top = Array(store.scope(\.rows, action: \.rows))
    #expect(top.map(\.state.id) == [UUID(1), UUID(4)])
    let middle = Array(top[0].scope(\.rows, action: \.rows))
    let bottom = Array(middle[0].scope(\.rows, action: \.rows))
    #expect(bottom.map(\.state.id) == [UUID(3)])
    bottom[0].send(.nameChanged("from a row store"))
    #expect(store.rows[id: UUID(1)]?.rows[id: UUID(2)]?.rows[id: UUID(3)]?.name == "from a row store")
    #expect(bottom[0].name == "from a row store")
  }

  /// root(0) ─┬─ 1 ─ 2 ─ 3
  ///          └─ 4
  func deepState() -> Nested.State {
    Nested.State(
      id: UUID(0),
      rows: [
        Nested.State(
          id: UUID(1),
          rows: [Nested.State(id: UUID(2), rows: [Nested.State(id: UUID(3))])]
        ),
        Nested.State(id: UUID(4)),
      ]
    )
  }
}
