import Composable
import Testing

@MainActor
@Suite struct PresentationReducerTests {
  @Test func childRunsBeforeParent() async {
    let store = TestStore(initialState: Nav.Items.State()) { Nav.Items() }
    await store.send(.addButtonTapped) { $0.destination = .add(Nav.AddItem.State()) }
    await store.send(.destination(.presented(.add(.nameChanged("Milk"))))) {
      $0.$destination[case: \.add]?.name = "Milk"
      $0.nameSeenByParent = "Milk"
    }
  }

  @Test func dismissActionSetsStateToNil() async {
    let store = TestStore(initialState: Nav.Items.State()) { Nav.Items() }
    await store.send(.addButtonTapped) { $0.destination = .add(Nav.AddItem.State()) }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func childDismissesItselfThroughTheDismissDependency() async {
    let store = TestStore(initialState: Nav.Items.State()) { Nav.Items() }
    await store.send(.addButtonTapped) { $0.destination = .add(Nav.AddItem.State()) }
    await store.send(.destination(.presented(.add(.nameChanged("Milk"))))) {
      $0.$destination[case: \.add]?.name = "Milk"
      $0.nameSeenByParent = "Milk"
    }
    await store.send(.destination(.presented(.add(.saveButtonTapped))))
    await store.receive(\.destination.presented.add.delegate.saved, "Milk") {
      $0.items = ["Milk"]
    }
    await store.receive(\.destination.dismiss) { $0.destination = nil }
  }

  @Test func caseKeyPathsReachThroughPresentedWithoutSpellingIt() async {
    let store = TestStore(initialState: Nav.Items.State()) { Nav.Items() }
    await store.send(.addButtonTapped) { $0.destination = .add(Nav.AddItem.State()) }
    await store.send(.destination(.presented(.add(.saveButtonTapped))))
    // TCA's short spelling: `\.destination.add` means `\.destination.presented.add`.
    await store.receive(\.destination.add.delegate.saved) { $0.items = [""] }
    await store.receive(\.destination.dismiss) { $0.destination = nil }
  }

  @Test func isPresentedIsTrueInsideAPresentedChild() async {
    let store = TestStore(initialState: Nav.Items.State()) { Nav.Items() }
    await store.send(.addButtonTapped) { $0.destination = .add(Nav.AddItem.State()) }
    await store.send(.destination(.presented(.add(.isPresentedButtonTapped))))
    await store.receive(\.destination.add.isPresentedResponse, true)
  }

  @Test func dismissOutsideAPresentationIsReported() async {
    let store = Store(initialState: Nav.AddItem.State()) { Nav.AddItem() }
    await withKnownIssue {
      await store.send(.cancelButtonTapped).finish()
    } matching: { issue in
      issue.description.contains("requested dismissal")
    }
  }

  @Test func aTestStoresRootFeatureIsPresentedAndItsDismissalRecorded() async {
    // As in TCA, whose `TestStore` gives its root feature a `\.dismiss` of its own (so
    // `\.isPresented` is true there too) that records the dismissal.
    let store = TestStore(initialState: Nav.AddItem.State()) { Nav.AddItem() }
    await store.send(.isPresentedButtonTapped)
    await store.receive(\.isPresentedResponse, true)
    await store.send(.cancelButtonTapped).finish()
    #expect(store.isDismissed)
  }

  @Test func dismissingCancelsChildEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Nav.Items.State()) {
      Nav.Items()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.addButtonTapped) { $0.destination = .add(Nav.AddItem.State()) }
    await store.send(.destination(.presented(.add(.startTimer))))
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.add.tick) { $0.$destination[case: \.add]?.ticks = 1 }
    // The timer never ends on its own: dismissing must count it as cancelled, so the test
    // ends without an "effect still running" failure.
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    #expect(store.inFlightEffectCount == 0)
    await clock.advance(by: .seconds(5))
  }

  @Test func parentSettingNilCancelsChildEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Nav.Items.State()) {
      Nav.Items()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.addButtonTapped) { $0.destination = .add(Nav.AddItem.State()) }
    await store.send(.destination(.presented(.add(.startTimer))))
    await store.send(.closeFromParent) { $0.destination = nil }
    #expect(store.inFlightEffectCount == 0)
    await clock.advance(by: .seconds(5))
  }

  @Test func replacingThePresentationCancelsTheOldChildsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Nav.Items.State()) {
      Nav.Items()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.addButtonTapped) { $0.destination = .add(Nav.AddItem.State()) }
    await store.send(.destination(.presented(.add(.startTimer))))
    // Another case of the destination enum is another presentation.
    await store.send(.editButtonTapped) { $0.destination = .edit(Nav.AddItem.State()) }
    #expect(store.inFlightEffectCount == 0)
    await clock.advance(by: .seconds(5))
  }

  @Test func changingThePresentedStateKeepsChildEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Nav.Items.State()) {
      Nav.Items()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.addButtonTapped) { $0.destination = .add(Nav.AddItem.State()) }
    await store.send(.destination(.presented(.add(.startTimer))))
    await store.send(.destination(.presented(.add(.nameChanged("A"))))) {
      $0.$destination[case: \.add]?.name = "A"
      $0.nameSeenByParent = "A"
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.add.tick) { $0.$destination[case: \.add]?.ticks = 1 }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func actionWhileNothingIsPresentedIsReportedNotFatal() async {
    let store = TestStore(initialState: Nav.Items.State()) { Nav.Items() }
    await withKnownIssue {
      await store.send(.destination(.presented(.add(.nameChanged("x")))))
    } matching: { issue in
      issue.description.contains("received a presentation action when destination state was absent")
    }
  }

  @Test func nonExhaustiveStoreSkipsPresentationDetails() async {
    let store = TestStore(initialState: Nav.Items.State()) { Nav.Items() }
    store.exhaustivity = .off
    await store.send(.addButtonTapped)
    await store.send(.destination(.presented(.add(.saveButtonTapped))))
    await store.receive(\.destination.dismiss) { $0.destination = nil }
    #expect(store.state.items == [""])
  }

  @Test func stateMismatchDiffShowsThePresentedValueNotTheWrapper() async {
    let store = TestStore(initialState: Nav.Items.State()) { Nav.Items() }
    await withKnownIssue {
      await store.send(.addButtonTapped) { $0.destination = .edit(Nav.AddItem.State()) }
    } matching: { issue in
      let text = issue.description
      return text.contains("destination: .edit(") && text.contains("destination: .add(")
        && !text.contains("PresentationState")
    }
  }
}
