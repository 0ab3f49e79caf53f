@_spi(Internals) import Composable
import Testing

/// `Effect`: none, send, run (+ catch), merge, concatenate, map; errors reported, not crashed.
@MainActor
@Suite struct EffectTests {
  struct Feature: Reducer {
    struct State: Equatable { var log: [String] = [] }

    @CasePathable
    enum Action: Equatable {
      case start(Kind)
      case record(String)
      case child(ChildAction)
      case failed(String)
    }

    enum ChildAction: Equatable { case said(String) }

    enum Kind: Equatable {
      case none, send, merge, mergeSequence, concatenate, map, throwing, throwingWithCatch
      case cancelledSend
    }

    struct Failure: Error, Equatable { let reason: String }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .start(kind):
        switch kind {
        case .none:
          return .none
        case .send:
          return .send(.record("sent"))
        case .merge:
          return .merge(
            .run { send in
              try await clock.sleep(for: .seconds(2))
              await send(.record("slow"))
            },
            .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.record("fast"))
            }
          )
        case .mergeSequence:
          return .merge((1...3).map { index in .send(.record("m\(index)")) })
        case .concatenate:
          return .concatenate(
            .run { send in
              try await clock.sleep(for: .seconds(2))
              await send(.record("first"))
            },
            .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.record("second"))
            }
          )
        case .map:
          let child: Effect<ChildAction> = .run { send in await send(.said("hi")) }
          return child.map(Action.child)
        case .throwing:
          return .run { _ in throw Failure(reason: "boom") }
        case .throwingWithCatch:
          return .run { _ in
            throw Failure(reason: "boom")
          } catch: { error, send in
            await send(.failed((error as? Failure)?.reason ?? "?"))
          }
        case .cancelledSend:
          return .run { send in
            // Ignores cancellation on purpose: Send must still drop the action.
            try? await clock.sleep(for: .seconds(1))
            await send(.record("too late"))
          }
          .cancellable(id: "cancelledSend")
        }
      case let .record(entry):
        state.log.append(entry)
        return .none
      case let .child(.said(text)):
        state.log.append("child: \(text)")
        return .none
      case let .failed(reason):
        state.log.append("failed: \(reason)")
        return .none
      }
    }
  }

  func makeStore(_ clock: TestClock<Duration> = TestClock()) -> TestStore<Feature.State, Feature.Action> {
    TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func noneStartsNothing() async {
    let store = makeStore()
    let task = await store.send(.start(.none))
    #expect(task.isCancelled)
    #expect(store.inFlightEffectCount == 0)
  }

  @Test func sendIsProcessedSynchronouslyBeforeSendReturns() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.start(.send))
    #expect(store.currentState.log == ["sent"])
  }

  @Test func sendMustBeReceivedInTestStore() async {
    let store = makeStore()
    await store.send(.start(.send))
    await store.receive(.record("sent")) { $0.log = ["sent"] }
  }

  @Test func mergeRunsConcurrently() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.start(.merge))
    await clock.advance(by: .seconds(1))
    await store.receive(.record("fast")) { $0.log = ["fast"] }
    await clock.advance(by: .seconds(1))
    await store.receive(.record("slow")) { $0.log = ["fast", "slow"] }
  }

  @Test func mergeOfSequenceKeepsOrder() async {
    let store = makeStore()
    await store.send(.start(.mergeSequence))
    await store.receive(.record("m1")) { $0.log = ["m1"] }
    await store.receive(.record("m2")) { $0.log = ["m1", "m2"] }
    await store.receive(.record("m3")) { $0.log = ["m1", "m2", "m3"] }
  }

  @Test func concatenateRunsOneAfterAnother() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.start(.concatenate))
    await clock.advance(by: .seconds(1))
    #expect(store.state.log.isEmpty)
    await clock.advance(by: .seconds(1))
    await store.receive(.record("first")) { $0.log = ["first"] }
    await clock.advance(by: .seconds(1))
    await store.receive(.record("second")) { $0.log = ["first", "second"] }
  }

  @Test func mapEmbedsChildActions() async {
    let store = makeStore()
    await store.send(.start(.map))
    await store.receive(.child(.said("hi"))) { $0.log = ["child: hi"] }
  }

  @Test func unhandledErrorIsReportedNotCrashed() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.start(.throwing))
      await store.finish()
    } matching: { issue in
      issue.description.contains("threw an unhandled error")
        && issue.description.contains("boom")
    }
  }

  @Test func errorGoesToCatchHandler() async {
    let store = makeStore()
    await store.send(.start(.throwingWithCatch))
    await store.receive(.failed("boom")) { $0.log = ["failed: boom"] }
  }

  @Test func sendDropsActionsAfterCancellation() async {
    await withSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: Feature.State()) {
        Feature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let task = store.send(.start(.cancelledSend))
      await Task.megaYield()
      task.cancel()
      await clock.advance(by: .seconds(1))
      await task.finish()
      #expect(store.currentState.log.isEmpty)
    }
  }

  @Test func errorThrownBecauseOfCancellationIsNotReported() async {
    struct Mapper: Reducer {
      struct State: Equatable {}
      enum Action: Equatable { case start, stop }
      struct ClientError: Error {}
      @Dependency(\.continuousClock) var clock
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start:
          return .run { _ in
            // A client that turns cancellation into its own error type.
            do { try await clock.sleep(for: .seconds(1)) } catch { throw ClientError() }
          }
          .cancellable(id: "request")
        case .stop:
          return .cancel(id: "request")
        }
      }
    }
    let store = TestStore(initialState: Mapper.State()) {
      Mapper()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.start)
    await store.send(.stop)
    await store.finish()
  }

  @Test func effectRunsWithDependenciesOfTheStore() async {
    struct Reader: Reducer {
      struct State: Equatable { var value = "" }
      enum Action: Equatable { case read, value(String) }
      @Dependency(\.context) var context
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .read:
          return .run { send in
            @Dependency(\.continuousClock) var clock
            try await clock.sleep(for: .seconds(5))
            await send(.value("slept"))
          }
        case let .value(value):
          state.value = value
          return .none
        }
      }
    }
    let store = TestStore(initialState: Reader.State()) {
      Reader()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.read)
    await store.receive(.value("slept")) { $0.value = "slept" }
  }
}
