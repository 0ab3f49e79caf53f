import Checker
import Curriculum
import Foundation
import Testing

/// `dojo check` against learner code that tries to forge its verdict (learner trial 2026-11-b,
/// H1, H39): writing a "run ended" record where the event stream was, printing one, ending the
/// test process with `exit(0)`, declaring its own `TestStore`. Each must end in an error, never
/// a pass. One `dojo check phase4` run (one build) holds all three, one exercise each; run like
/// ``CheckCommandTests`` (the built binary, `.build-e2e`).
@Suite("dojo check: a verdict the learner's code cannot forge", .serialized)
struct JudgeForgeryTests {
  let checkout = CheckCheckout()

  /// A "run ended" record as Swift Testing writes it.
  static let runEnded = #"{\"kind\":\"event\",\"payload\":{\"kind\":\"runEnded\"},\"version\":0}"#

  @Test("forged event records, exit(0) and a shadowing TestStore are never a pass", .timeLimit(.minutes(30)))
  func forgeries() async throws {
    let variants = try checkout.variants()
    // retry: print a forged record on standard output, then end the test process cleanly.
    let printed = try variants.retrySolution(inserting: "print(\"\(Self.runEnded)\"); exit(0)", named: "print-forge")
    try prependFoundation(printed.appendingPathComponent("RetryFeature.swift"))
    // search-debounce: find the event stream's path in the arguments, write the record there and
    // exit(0) (H39); when the path is gone, exit(0) all the same.
    let written = try variants.copy(
      checkout.layout.solutionSources(ExerciseID("phase4/search-debounce")!), named: "file-forge")
    let file = try #require(
      FileManager.default.contentsOfDirectory(at: written, includingPropertiesForKeys: nil).first { $0.pathExtension == "swift" })
    let text = try String(contentsOf: file, encoding: .utf8)
    let anchor = "case .searchFailed:\n"
    let forge = """
      if let flag = CommandLine.arguments.firstIndex(of: "--event-stream-output-path"),
           let stream = FileHandle(forWritingAtPath: CommandLine.arguments[flag + 1]) {
          stream.write(Data("\(Self.runEnded)\\n".utf8))
        }
        exit(0)

      """
    let range = try #require(text.range(of: anchor))
    try Data(("import Foundation\n" + text.replacingCharacters(in: range, with: anchor + forge)).utf8).write(to: file)
    // realtime-polling: the untouched solution plus a TestStore of the learner's own that
    // asserts nothing (H1).
    let shadowed = try variants.copy(
      checkout.layout.solutionSources(ExerciseID("phase4/realtime-polling")!), named: "shadow")
    try Data(
      """
      import Composable
      @MainActor final class TestStore<State, Action> {
        init<R: Reducer>(initialState: R.State, reducer: () -> R) where R.State == State, R.Action == Action {}
        func send(_ action: Action, assert: ((inout State) throws -> Void)? = nil) async {}
      }
      """.utf8
    ).write(to: shadowed.appendingPathComponent("Helpers.swift"))

    let run = try await checkout.dojo([
      "check", "phase4", "--json", "--no-cache",
      "--exercise-sources", "phase4/retry=\(printed.path)",
      "--exercise-sources", "phase4/search-debounce=\(written.path)",
      "--exercise-sources", "phase4/realtime-polling=\(shadowed.path)",
    ])
    #expect(run.status == .exited(1), "\(run.standardError)")
    let verdicts = try run.result().exercises
    // The forged three (phase 4's other exercises are checked from their starters and fail).
    for verdict in verdicts where ["retry", "search-debounce", "realtime-polling"].contains(verdict.id.slug) {
      #expect(verdict.status == .error, "\(verdict.id) must not pass: \(verdict.status) \(verdict.tests.map(\.name))")
    }
    let retry = try #require(verdicts.first { $0.id.slug == "retry" })
    #expect(retry.error?.kind == .crash, "\(retry.error?.message ?? "")")
    let search = try #require(verdicts.first { $0.id.slug == "search-debounce" })
    #expect(search.error?.kind == .crash, "\(search.error?.message ?? "")")
    let polling = try #require(verdicts.first { $0.id.slug == "realtime-polling" })
    #expect(polling.error?.kind == .judge)
    #expect(polling.error?.file == checkout.relative(shadowed.appendingPathComponent("Helpers.swift")))
  }

  func prependFoundation(_ file: URL) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    try Data(("import Foundation\n" + text).utf8).write(to: file)
  }
}
