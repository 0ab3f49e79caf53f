import Composable
import Testing

@MainActor
@Suite struct ForEachTests {
  @Test func elementActionsReachTheElement() async {
    let store = TestStore(initialState: RowList.State()) { RowList() }
    await store.send(.addRow(1)) { $0.rows = [Row.State(id: 1)] }
    await store.send(.addRow(2)) { $0.rows.append(Row.State(id: 2)) }
    await store.send(.rows(.element(id: 2, action: .toggle))) { $0.rows[id: 2]?.isOn = true }
  }

  @Test func removingAnElementCancelsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: RowList.State()) {
      RowList()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.addRow(1)) { $0.rows = [Row.State(id: 1)] }
    await store.send(.addRow(2)) { $0.rows.append(Row.State(id: 2)) }
    await store.send(.rows(.element(id: 1, action: .startTicking)))
    await store.send(.rows(.element(id: 2, action: .startTicking)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.rows[id: 1].tick) { $0.rows[id: 1]?.ticks = 1 }
    await store.receive(\.rows[id: 2].tick) { $0.rows[id: 2]?.ticks = 1 }
    #expect(store.inFlightEffectCount == 2)
    await store.send(.removeRow(1)) { $0.rows.remove(id: 1) }
    #expect(store.inFlightEffectCount == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 2, action: .tick))) { $0.rows[id: 2]?.ticks = 2 }
    await store.send(.removeRow(2)) { $0.rows = [] }
    #expect(store.inFlightEffectCount == 0)
  }

  @Test func cancelIDsAreScopedPerElement() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: RowList.State(rows: [Row.State(id: 1), Row.State(id: 2)])
    ) {
      RowList()
    } withDependencies: {
      $0.continuousClock = clock
    }
    // Each row uses the same CancelID.ticking; starting row 2 must not affect row 1.
    await store.send(.rows(.element(id: 1, action: .startTicking)))
    await store.send(.rows(.element(id: 2, action: .startTicking)))
    #expect(store.inFlightEffectCount == 2)
    await store.skipInFlightEffects()
  }

  @Test func actionForMissingElementIsReportedNotCrashed() async {
    let store = TestStore(initialState: RowList.State()) { RowList() }
    await withKnownIssue {
      await store.send(.rows(.element(id: 42, action: .toggle)))
    } matching: { issue in
      issue.description.contains("received an action for a missing element")
        && issue.description.contains("42")
    }
  }
}
