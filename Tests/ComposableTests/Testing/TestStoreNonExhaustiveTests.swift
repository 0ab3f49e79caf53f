import Composable
import Testing

/// Non-exhaustive assertions as TCA runs them: the closure mutates the ACTUAL state (so it names
/// only what it checks), and `showSkippedAssertions` re-runs it on the previous state to show,
/// without failing, what an exhaustive store would have said.
@MainActor
@Suite struct TestStoreNonExhaustiveTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var count = 0
      var child: Child?
      struct Child: Equatable { var name = "" }
    }
    enum Action: Equatable { case presentChild, increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .presentChild:
        state.child = State.Child(name: "new")
        state.count += 1
      case .increment:
        state.count += 1
      }
      return .none
    }
  }

  struct Missing: Error {}

  @Test func closureRunsOnTheActualState() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.exhaustivity = .off
    // On the previous state `child` is nil and this would throw; on the actual state it is
    // there, so the assertion holds.
    await store.send(.presentChild) {
      guard $0.child != nil else { throw Missing() }
      $0.child?.name = "new"
    }
    // An issue the closure reports would be seen only if it ran on the previous state.
    await store.send(.increment) {
      if $0.count != 2 { reportIssue("count is \($0.count), not 2") }
    }
  }

  @Test func withExhaustivityOffRunsOnTheActualStateToo() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.withExhaustivity(.off) {
      await store.send(.presentChild) {
        guard $0.child != nil else { throw Missing() }
      }
    }
    #expect(store.exhaustivity == .on)
  }

  @Test func aMismatchOnTheActualStateStillFails() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.exhaustivity = .off
    await withKnownIssue {
      await store.send(.increment) { $0.count += 1 }  // actual is 1; 1 + 1 is not
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.severity == .error
    }
  }

  @Test func showSkippedAssertionsWarnsWithoutFailing() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await withKnownIssue {
      await store.send(.presentChild) {
        if $0.child == nil { reportIssue("ran on the previous state") }  // suppressed there
        guard $0.child != nil else { throw Missing() }
      }
    } matching: { issue in
      issue.severity == .warning
        && issue.description.contains("Skipped assertions")
        && issue.description.contains("Threw error")
    }
  }

  @Test func showSkippedAssertionsShowsTheUnassertedChange() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await withKnownIssue {
      await store.send(.presentChild) { $0.count = 1 }
    } matching: { issue in
      issue.severity == .warning
        && issue.description.contains("Skipped assertions")
        && issue.description.contains("child")
    }
  }
}
