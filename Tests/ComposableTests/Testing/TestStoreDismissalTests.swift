import Composable
import Testing

/// A feature at the root of a `TestStore` that dismisses itself, as in TCA's `TestStore`: the
/// dismissal is recorded (`isDismissed`), the effects it ends do not fail the test, and the store
/// refuses later sends.
@MainActor
@Suite struct TestStoreDismissalTests {
  @Reducer
  struct Editor {
    @ObservableState
    struct State: Equatable { var isSaved = false }

    enum Action: Equatable {
      case listenButtonTapped
      case saveButtonTapped
      case saved
      case tick
    }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .listenButtonTapped:
          // A long-living effect that only the dismissal ends.
          return .run { send in
            while true {
              try await clock.sleep(for: .seconds(60))
              await send(.tick)
            }
          }
        case .saveButtonTapped:
          return .run { send in
            await send(.saved)
            await dismiss()
            await send(.tick)  // cancelled by the dismissal: dropped
          }
        case .saved:
          state.isSaved = true
          return .none
        case .tick:
          return .none
        }
      }
    }
  }

  func makeStore(
    _ prepare: @escaping (inout DependencyValues) -> Void = { _ in }
  ) -> TestStoreOf<Editor> {
    TestStore(initialState: Editor.State()) {
      Editor()
    } withDependencies: {
      $0.continuousClock = TestClock()
      prepare(&$0)
    }
  }

  @Test func rootDismissalIsRecordedAndEndsRunningEffects() async {
    let store = makeStore()
    await store.send(.listenButtonTapped)
    #expect(!store.isDismissed)
    await store.send(.saveButtonTapped)
    await store.receive(.saved) { $0.isSaved = true }
    await store.finish()
    #expect(store.isDismissed)
    #expect(store.inFlightEffectCount == 0)
    // The end of the test reports nothing: the listening effect ended with the dismissal.
  }

  @Test func sendingToADismissedStoreFails() async {
    let store = makeStore()
    await store.send(.saveButtonTapped)
    await store.receive(.saved) { $0.isSaved = true }
    await store.finish()
    await withKnownIssue {
      await store.send(.saveButtonTapped)
    } matching: { issue in
      issue.description.contains("Can't send action to dismissed test store.")
    }
    #expect(store.state.isSaved)
  }

  @Test func aTestsOwnDismissOverrideStillRunsAndIsRecorded() async {
    let calls = LockIsolated(0)
    let store = makeStore {
      $0.dismiss = DismissEffect { calls.withValue { $0 += 1 } }
    }
    await store.send(.saveButtonTapped)
    await store.receive(.saved) { $0.isSaved = true }
    await store.finish()
    #expect(calls.value == 1)
    #expect(store.isDismissed)
  }

  @Test func dismissOverriddenMidTestIsRecordedToo() async {
    let calls = LockIsolated(0)
    let store = makeStore()
    store.dependencies.dismiss = DismissEffect { calls.withValue { $0 += 1 } }
    await store.send(.saveButtonTapped)
    await store.receive(.saved) { $0.isSaved = true }
    await store.finish()
    #expect(calls.value == 1)
    #expect(store.isDismissed)
  }

  @Test func aPlainStoreStillReportsDismissalOfAnUnpresentedFeature() async {
    let store = Store(initialState: Editor.State()) {
      Editor()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await withKnownIssue {
      await store.send(.saveButtonTapped).finish()
    } matching: { issue in
      issue.description.contains("but it is not presented")
    }
  }
}
