import Composable
import Testing

/// An action sent after its `Effect.run` has finished is reported and dropped, as in TCA: nothing
/// awaits it, so `finish()` would return before it lands.
@MainActor
@Suite struct CompletedEffectSendTests {
  struct Feature: Reducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable { case start, record(String) }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          await send(.record("in time"))
          // A fire-and-forget task the operation does not await: its action arrives after the
          // effect has completed.
          Task {
            try await clock.sleep(for: .seconds(1))
            await send(.record("late"))
          }
        }
      case let .record(value):
        state.log.append(value)
        return .none
      }
    }
  }

  @Test func actionFromACompletedEffectIsReportedAndDropped() async {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    // The whole flow runs inside `withKnownIssue`: the late action is reported from the
    // fire-and-forget task, which inherits its task-local context from the effect's task.
    await withKnownIssue {
      await store.send(.start)
      await store.receive(.record("in time")) { $0.log = ["in time"] }
      await store.finish()
      await clock.advance(by: .seconds(1))
      await Task.megaYield()
    } matching: { issue in
      issue.description.contains("An action was sent from a completed effect")
        && issue.description.contains("late")
    }
    #expect(store.state.log == ["in time"])
  }
}
