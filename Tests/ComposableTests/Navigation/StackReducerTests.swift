import Composable
import Testing

@MainActor
@Suite struct StackReducerTests {
  @Test func pushingAppendsWithTheNextID() async {
    let store = TestStore(initialState: Nav.Root.State()) { Nav.Root() }
    await store.send(.openDetail("A")) {
      $0.path.append(.detail(Nav.Detail.State(title: "A")))
    }
    await store.send(.openDetail("B")) {
      $0.path[id: 1] = .detail(Nav.Detail.State(title: "B"))
    }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test func pushActionFromANavigationLink() async {
    let store = TestStore(initialState: Nav.Root.State()) { Nav.Root() }
    await store.send(.path(.push(id: 0, state: .detail(Nav.Detail.State(title: "A"))))) {
      $0.path[id: 0] = .detail(Nav.Detail.State(title: "A"))
    }
    // The counter moved past the pushed id.
    await store.send(.openDetail("B")) {
      $0.path.append(.detail(Nav.Detail.State(title: "B")))
    }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test func pushWithAnUnexpectedIDIsReported() async {
    let store = TestStore(initialState: Nav.Root.State()) { Nav.Root() }
    await withKnownIssue {
      await store.send(.path(.push(id: 5, state: .detail(Nav.Detail.State(title: "A"))))) {
        $0.path[id: 5] = .detail(Nav.Detail.State(title: "A"))
      }
    } matching: { issue in
      issue.description.contains("unexpected id: #5, where the next id is #0")
    }
  }

  @Test func elementRunsBeforeParent() async {
    let store = TestStore(initialState: Nav.Root.State()) { Nav.Root() }
    await store.send(.openDetail("A")) {
      $0.path.append(.detail(Nav.Detail.State(title: "A")))
    }
    await store.send(.path(.element(id: 0, action: .detail(.saveButtonTapped)))) {
      $0.path[id: 0, case: \.detail]?.title = "A (saved)"
      $0.savedTitles = ["A (saved)"]
    }
  }

  @Test func popFromRemovesTheElementAndEverythingAbove() async {
    let store = TestStore(
      initialState: Nav.Root.State(
        path: StackState([
          .detail(Nav.Detail.State(title: "A")),
          .detail(Nav.Detail.State(title: "B")),
          .detail(Nav.Detail.State(title: "C")),
        ])
      )
    ) {
      Nav.Root()
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.removeLast(2)
    }
    #expect(store.state.path.ids == [0])
  }

  @Test func elementDismissesItselfByPopping() async {
    let store = TestStore(initialState: Nav.Root.State()) { Nav.Root() }
    await store.send(.openDetail("A")) {
      $0.path.append(.detail(Nav.Detail.State(title: "A")))
    }
    await store.send(.path(.element(id: 0, action: .detail(.closeButtonTapped))))
    await store.receive(\.path.popFrom, 0) { $0.path = StackState() }
  }

  @Test func poppingCancelsTheElementsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Nav.Root.State()) {
      Nav.Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.openDetail("A")) { $0.path.append(.detail(Nav.Detail.State(title: "A"))) }
    await store.send(.openDetail("B")) { $0.path.append(.detail(Nav.Detail.State(title: "B"))) }
    await store.send(.path(.element(id: 0, action: .detail(.startTimer))))
    await store.send(.path(.element(id: 1, action: .detail(.startTimer))))
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].detail.tick) { $0.path[id: 0, case: \.detail]?.ticks = 1 }
    await store.receive(\.path[id: 1].detail.tick) { $0.path[id: 1, case: \.detail]?.ticks = 1 }
    // Popping B cancels only B's timer.
    await store.send(.path(.popFrom(id: 1))) { $0.path.removeLast() }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].detail.tick) { $0.path[id: 0, case: \.detail]?.ticks = 2 }
    // Removing elements in the parent (not through popFrom) cancels too.
    await store.send(.popToRoot) { $0.path.removeAll() }
    #expect(store.inFlightEffectCount == 0)
    await clock.advance(by: .seconds(5))
  }

  @Test func actionForAMissingElementIsReportedNotFatal() async {
    let store = TestStore(initialState: Nav.Root.State()) { Nav.Root() }
    await withKnownIssue {
      await store.send(.path(.element(id: 3, action: .detail(.saveButtonTapped))))
    } matching: { issue in
      issue.description.contains("received an action for a missing element")
    }
    await withKnownIssue {
      await store.send(.path(.popFrom(id: 3)))
    } matching: { issue in
      issue.description.contains("\"popFrom\" action for the missing element #3")
    }
  }

  @Test func receiveByElementCaseKeyPath() async {
    let store = TestStore(initialState: Nav.Root.State()) { Nav.Root() }
    await store.send(.openDetail("A")) { $0.path.append(.detail(Nav.Detail.State(title: "A"))) }
    await store.send(.path(.element(id: 0, action: .detail(.closeButtonTapped))))
    await store.receive(\.path.popFrom) { $0.path.removeAll() }
  }

  @Test func idsCountFromZeroInEachTest() async {
    // Same steps as `pushingAppendsWithTheNextID`: a test never sees another test's ids.
    let store = TestStore(initialState: Nav.Root.State()) { Nav.Root() }
    await store.send(.openDetail("A")) { $0.path[id: 0] = .detail(Nav.Detail.State(title: "A")) }
  }

  @Test func nonExhaustiveStoreWithAStack() async {
    let clock = TestClock()
    let store = TestStore(initialState: Nav.Root.State()) {
      Nav.Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off
    await store.send(.openDetail("A"))
    await store.send(.path(.element(id: 0, action: .detail(.startTimer))))
    await clock.advance(by: .seconds(3))
    await store.receive(\.path[id: 0].detail.tick) { $0.path[id: 0, case: \.detail]?.ticks = 1 }
    await store.send(.path(.element(id: 0, action: .detail(.closeButtonTapped))))
    await store.receive(\.path.popFrom) { $0.path = StackState() }
  }

  @Test func stateMismatchDiffNamesElementIDs() async {
    let store = TestStore(initialState: Nav.Root.State()) { Nav.Root() }
    await withKnownIssue {
      await store.send(.openDetail("A")) {
        $0.path.append(.detail(Nav.Detail.State(title: "B")))
      }
    } matching: { issue in
      issue.description.contains("#0: .detail(")
    }
  }
}
