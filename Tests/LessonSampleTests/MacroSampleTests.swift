import Foundation
import Testing

/// Lessons are written in TCA 1.x's spelling: the sample compiler must load every macro plugin
/// that spelling needs, and still reject a sample that does not type-check.
@Suite("Lesson samples in TCA 1.x spelling")
struct MacroSampleTests {
  static let spelledAsTCA = """
    import Composable

    @DependencyClient
    struct QuoteClient: Sendable {
      var fetch: @Sendable (_ id: Int) async throws -> String
    }

    @Reducer
    struct QuoteFeature {
      @ObservableState
      struct State: Equatable {
        var quote: String?
        @Presents var alert: AlertState<Action.Alert>?
      }
      enum Action {
        case alert(PresentationAction<Alert>)
        case loaded(String)
        enum Alert: Equatable { case retry }
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .alert: return .none
          case let .loaded(quote):
            state.quote = quote
            return .none
          }
        }
        .ifLet(\\.$alert, action: \\.alert)
      }
    }
    """

  @Test("@Reducer, @ObservableState, @Presents and @DependencyClient type-check")
  func todaysSpellingTypechecks() throws {
    let result = try typecheck(Self.spelledAsTCA)
    #expect(result.status == 0, "\(result.output)")
  }

  @Test("A sample with a type error is rejected")
  func brokenSampleIsRejected() throws {
    let result = try typecheck(Self.spelledAsTCA + "\nlet wrong: Int = QuoteFeature.State()\n")
    #expect(result.status != 0)
  }

  private func typecheck(_ source: String) throws -> SampleCompiler.Result {
    let compiler = try SampleCompiler.locate()
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("macro-sample-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    return try compiler.typecheck(file)
  }
}
