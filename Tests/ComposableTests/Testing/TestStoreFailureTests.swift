import Composable
import Testing

@MainActor
@Suite struct TestStoreFailureTests {
  @Test func stateMismatchFails() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 2 }
    } matching: { issue in
      print("ISSUE DESCRIPTION:", issue.description)
      return issue.description.contains("A state change does not match expectation")
        && issue.description.contains("−   count: 2")
        && issue.description.contains("+   count: 1")
    }
  }
}
