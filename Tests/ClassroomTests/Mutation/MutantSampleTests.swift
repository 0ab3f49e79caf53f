import Testing

@testable import Classroom

@Suite("MutantSample and UnifiedDiff")
struct MutantSampleTests {
  static let source = """
    struct Feature: Reducer {
      static let limit = 4
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .tapped:
            state.count += 1
            if state.count == Self.limit { state.isDone = true }
            return .run { send in
              try await clock.sleep(for: .milliseconds(300))
              await send(.done)
            }
            .cancellable(id: CancelID.timer, cancelInFlight: true)
          case .done:
            return .cancel(id: CancelID.timer)
          }
        }
      }
    }

    """

  @Test("a sample is deterministic, at most N, in source order, and takes every operator in turn")
  func sample() {
    let all = MutantGenerator.mutants(of: Self.source, file: "Feature.swift")
    #expect(all.count > 12)
    let first = MutantSample.pick(all, limit: 8, seed: "phase1/x")
    let again = MutantSample.pick(all, limit: 8, seed: "phase1/x")
    #expect(first == again)
    #expect(first.count == 8)
    #expect(first.map(\.offset) == first.map(\.offset).sorted())
    // 8 picks over more than 8 operators present: no operator twice.
    #expect(Set(first.map(\.operator)).count == 8)
    #expect(MutantSample.pick(all, limit: nil, seed: "x") == all)
    #expect(MutantSample.pick(all, limit: 1000, seed: "x") == all)
    // Another exercise (seed) may pick other mutants of the same operator, still deterministically.
    #expect(MutantSample.pick(all, limit: 8, seed: "phase2/y") == MutantSample.pick(all, limit: 8, seed: "phase2/y"))
  }

  @Test("FNV-1a is stable across runs (not Swift's seeded Hasher)")
  func stableHash() {
    #expect(MutantSample.fnv1a("") == 0xcbf2_9ce4_8422_2325)
    #expect(MutantSample.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
  }

  @Test("a survivor's diff is a unified diff with three lines of context")
  func diff() throws {
    let mutant = try #require(
      MutantGenerator.mutants(of: Self.source, file: "Feature.swift").first { $0.operator == .cancelInFlight })
    let diff = UnifiedDiff.make(path: "Exercises/phase1/x/Solution/Feature.swift", from: Self.source, to: mutant.mutatedText)
    #expect(diff == """
      --- a/Exercises/phase1/x/Solution/Feature.swift
      +++ b/Exercises/phase1/x/Solution/Feature.swift
      @@ -10,7 +10,7 @@
                 try await clock.sleep(for: .milliseconds(300))
                 await send(.done)
               }
      -        .cancellable(id: CancelID.timer, cancelInFlight: true)
      +        .cancellable(id: CancelID.timer, cancelInFlight: false)
             case .done:
               return .cancel(id: CancelID.timer)
             }

      """)
    let removal = try #require(
      MutantGenerator.mutants(of: Self.source, file: "Feature.swift").first { $0.operator == .removeStateAssignment })
    let lines = UnifiedDiff.make(path: "F.swift", from: Self.source, to: removal.mutatedText).split(separator: "\n")
    #expect(lines.contains("-        state.count += 1"))
    #expect(!lines.contains { $0.hasPrefix("+") && !$0.hasPrefix("+++") })  // the whole line goes
    #expect(UnifiedDiff.make(path: "F.swift", from: "a\n", to: "a\n") == "")
  }
}
