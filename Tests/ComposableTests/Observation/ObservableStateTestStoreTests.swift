import Composable
import Testing

/// `TestStore` with `@ObservableState` state: assertions pass, and failure diffs show the
/// stored fields (under their storage names `_count`, as in TCA) without the registrar.
@MainActor
@Suite struct ObservableStateTestStoreTests {
  @Test func assertsChangesOfObservableState() async {
    let store = TestStore(initialState: ObservedParent.State()) { ObservedParent() }
    await store.send(.increment) { $0.count = 1 }
    await store.send(.child(.rename("Blob"))) { $0.child.name = "Blob" }
    await store.send(.presentOptionalChild) { $0.optionalChild = ObservedChild.State() }
    await store.send(.optionalChild(.increment)) { $0.optionalChild?.count = 1 }
    await store.send(.showNotice("Saved")) { $0.notice = Notice(title: "Saved") }
    await store.send(.reset) { $0 = ObservedParent.State() }
  }

  @Test func failureDiffShowsStoredFieldsWithoutObservationNoise() async {
    let store = TestStore(initialState: ObservedParent.State()) { ObservedParent() }
    await withKnownIssue {
      await store.send(.child(.increment)) { $0.child.count = 2 }
    } matching: { issue in
      let message = issue.description
      return message.contains("A state change does not match expectation")
        // Storage names, as TCA's diffs show them.
        && message.contains("−     _count: 2")
        && message.contains("+     _count: 1")
        && !message.contains("_$")
        && !message.contains("Registrar")
    }
  }
}
