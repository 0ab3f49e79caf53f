import Composable
import Testing

@MainActor
@Suite struct IfLetTests {
  @Test func childRunsWhilePresent() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.showDetail) { $0.detail = Row.State(id: 1) }
    await store.send(.detail(.toggle)) { $0.detail?.isOn = true }
    await store.send(.dismissDetail) { $0.detail = nil }
  }

  @Test func dismissingCancelsChildEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.showDetail) { $0.detail = Row.State(id: 1) }
    await store.send(.detail(.startTicking))
    await clock.advance(by: .seconds(1))
    await store.receive(.detail(.tick)) { $0.detail?.ticks = 1 }
    await store.send(.dismissDetail) { $0.detail = nil }
    #expect(store.inFlightEffectCount == 0)
    await clock.advance(by: .seconds(5))
  }

  @Test func childActionWhileNilIsReported() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await withKnownIssue {
      await store.send(.detail(.toggle))
    } matching: { issue in
      issue.description.contains("received a child action when child state was \"nil\"")
    }
  }
}
