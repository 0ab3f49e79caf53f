import Composable
import Testing

/// A dependency client written with `@DependencyClient`, as TCA apps write them, through
/// `import Composable` alone.
@DependencyClient
struct FactClient: Sendable {
  var fetch: @Sendable (_ number: Int) async throws -> String
  var record: @Sendable (_ fact: String) -> Void
  /// The default is what an unimplemented call returns after reporting the issue.
  var count: @Sendable () -> Int = { 0 }
}

extension FactClient: TestDependencyKey {
  static let testValue = FactClient()
}

extension DependencyValues {
  var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}

/// A feature that fetches a fact through the client and records it.
struct FactFeature: Reducer {
  struct State: Equatable {
    var number = 0
    var fact: String?
    var error: String?
  }

  @CasePathable
  enum Action: Equatable {
    case factButtonTapped
    case factResponse(String)
    case factFailed
  }

  @Dependency(\.factClient) var factClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .factButtonTapped:
        return .run { [number = state.number] send in
          do {
            let fact = try await factClient.fetch(number: number)
            factClient.record(fact: fact)
            await send(.factResponse(fact))
          } catch {
            await send(.factFailed)
          }
        }
      case let .factResponse(fact):
        state.fact = fact
        return .none
      case .factFailed:
        state.error = "failed"
        return .none
      }
    }
  }
}

@MainActor
@Suite struct DependencyClientTests {
  @Test func overriddenEndpointsRunWithTheirArgumentLabels() async {
    let recorded = LockIsolated<[String]>([])
    let store = TestStore(initialState: FactFeature.State(number: 42)) {
      FactFeature()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is the answer" }
      $0.factClient.record = { fact in recorded.withValue { $0.append(fact) } }
    }
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse, "42 is the answer") { $0.fact = "42 is the answer" }
    #expect(recorded.value == ["42 is the answer"])
  }

  @Test func anEndpointTheTestDidNotOverrideReportsAnIssueAndThrows() async {
    let store = TestStore(initialState: FactFeature.State()) {
      FactFeature()
    } withDependencies: {
      $0.factClient.record = { _ in }
    }
    await withKnownIssue {
      await store.send(.factButtonTapped)
      await store.receive(\.factFailed) { $0.error = "failed" }
    } matching: { issue in
      issue.description.contains("Unimplemented: 'FactClient.fetch'")
    }
  }

  @Test func aNonThrowingEndpointNotOverriddenReportsAnIssue() async {
    let client = FactClient()
    withKnownIssue {
      client.record(fact: "x")
    } matching: { issue in
      issue.description.contains("Unimplemented: 'FactClient.record'")
    }
  }

  @Test func anEndpointWithADefaultReportsAndReturnsTheDefault() {
    let client = FactClient()
    withKnownIssue {
      #expect(client.count() == 0)
    } matching: { issue in
      issue.description.contains("Unimplemented: 'FactClient.count'")
    }
  }
}
