import Composable
import Testing

/// `Effect.send(_:animation:)`, `.animation(_:)` and `.transaction(_:)`: deprecated in TCA
/// 1.25.5 but still compiled by older TCA code; the effect's actions are unchanged.
@MainActor
@Suite struct DeprecatedEffectAnimationTests {
  struct Feature: Reducer {
    struct State: Equatable { var log: [String] = [] }

    enum Action: Equatable {
      case effectSend
      case animatedRun
      case transactionMerge
      case record(String)
    }

    @available(*, deprecated, message: "exercises TCA's deprecated effect animation API")
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .effectSend:
        return .send(.record("sent"), animation: .default)
      case .animatedRun:
        return .run { send in await send(.record("run")) }.animation(.easeOut)
      case .transactionMerge:
        return .merge(
          .run { send in await send(.record("first")) },
          .send(.record("second"))
        )
        .cancellable(id: "merge")
        .transaction(Transaction(animation: .snappy))
      case let .record(entry):
        state.log.append(entry)
        return .none
      }
    }
  }

  @Test func effectSendWithAnimationSendsSynchronously() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.effectSend)
    await store.receive(.record("sent")) { $0.log = ["sent"] }
  }

  @Test func animationModifierKeepsTheRunEffectsActions() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.animatedRun)
    await store.receive(.record("run")) { $0.log = ["run"] }
  }

  @Test func transactionModifierKeepsMergedAndCancellableEffects() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.transactionMerge)
    await store.receive(.record("second")) { $0.log = ["second"] }
    await store.receive(.record("first")) { $0.log.append("first") }
  }
}
