import Testing

@testable import Composable

/// `._printChanges()` and `.signpost()`: what they print, and that they change nothing else.
@MainActor
@Suite struct DebugReducerTests {
  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var child = Child.State()
    }

    enum Action: Equatable {
      case increment
      case noop
      case child(Child.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Child() }
      Reduce { state, action in
        if action == .increment { state.count += 1 }
        return .none
      }
    }
  }

  @Reducer
  struct Child {
    @ObservableState
    struct State: Equatable { var name = "" }
    enum Action: Equatable { case rename(String) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .rename(name): state.name = name
        }
        return .none
      }
    }
  }

  @Test func aCustomPrinterSeesEveryActionWithTheStatesAround() async {
    let seen = LockIsolated<[(Parent.Action, Int, Int)]>([])
    let printer = _ReducerPrinter<Parent.State, Parent.Action> { action, old, new in
      seen.withValue { $0.append((action, old.count, new.count)) }
    }
    let store = TestStore(initialState: Parent.State()) {
      Parent()._printChanges(printer)
    }
    await store.send(.increment) { $0.count = 1 }
    await store.send(.noop)
    #expect(seen.value.map(\.0) == [.increment, .noop])
    #expect(seen.value.map(\.1) == [0, 1])
    #expect(seen.value.map(\.2) == [1, 1])
  }

  @Test func theDefaultPrinterShowsTheActionAndTheDiff() {
    var old = Parent.State()
    old.count = 1
    var new = old
    new.count = 2
    let output = changeDescription(action: Parent.Action.increment, oldState: old, newState: new)
    #expect(output.hasPrefix("received action:\n  DebugReducerTests.Parent.Action.increment\n"))
    #expect(output.contains("-   _count: 1,\n+   _count: 2,"))
    let unchanged = changeDescription(action: Parent.Action.noop, oldState: old, newState: old)
    #expect(unchanged.hasSuffix("  (No state changes)\n"))
  }

  @Test func actionLabelsNameTheCasesWithoutValues() {
    #expect(caseLabel(of: Parent.Action.increment) == "DebugReducerTests.Parent.Action.increment")
    #expect(
      caseLabel(of: Parent.Action.child(.rename("Blob")))
        == "DebugReducerTests.Parent.Action.child(.rename)"
    )
  }

  @Test func nilPrinterPrintsNothingAndReducesAlike() async {
    let store = TestStore(initialState: Parent.State()) {
      Parent()._printChanges(nil)
    }
    await store.send(.child(.rename("Blob"))) { $0.child.name = "Blob" }
  }

  @Test func signpostRunsTheReducerUnchanged() async {
    let store = TestStore(initialState: Parent.State()) {
      Parent().signpost("Parent")._printChanges(nil)
    }
    await store.send(.increment) { $0.count = 1 }
    await store.send(.child(.rename("Blob"))) { $0.child.name = "Blob" }
  }
}
