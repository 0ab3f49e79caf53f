import Composable

/// Fetches a fact about a number; tests override `fetch`, and an endpoint a test forgot to
/// override fails that test.
@DependencyClient
struct NumberFactClient: Sendable {
  var fetch: @Sendable (_ number: Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = NumberFactClient(fetch: { number in "\(number) is a number." })
  static let testValue = NumberFactClient()
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
