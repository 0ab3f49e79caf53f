import Checker
import Curriculum
import Foundation
import Testing

/// Runs the built `dojo verify` over the whole curriculum, as CI does: every starter compiles and
/// fails, every reference solution passes, every mutant fails, and the lint is clean.
///
/// dojo builds in `.build-e2e` (shared with the `dojo check` end-to-end tests; never `.build`,
/// whose lock the surrounding `swift test` holds). A cold first build takes minutes; a whole run
/// is 2 + (most mutants of one exercise) rounds, one build each. How verify judges a surviving
/// mutant, a passing starter or a failing solution is pinned down in CheckerTests' VerifierTests
/// (a stand-in checker), so this suite never edits the curriculum's files.
@Suite("dojo verify end to end", .serialized)
struct VerifyCommandTests {
  let checkout = CheckCheckout()

  @Test("dojo verify passes over the whole curriculum: 14 exercises", .timeLimit(.minutes(30)))
  func wholeCurriculum() async throws {
    let run = try await checkout.dojo(["verify"])
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    let failures = lines.filter { $0.hasPrefix("✗") || $0.hasPrefix("    - ") }
    #expect(run.status == .exited(0), "verify failed:\n\(failures.joined(separator: "\n"))\n\(run.standardError)")
    #expect(lines.last == "verify: 14 passed, 0 failed", "\(run.standardOutput)\n\(run.standardError)")
    let exercises = lines.filter { $0.hasPrefix("✓ ") || $0.hasPrefix("✗ ") }
    #expect(exercises.count == 14)
    #expect(exercises.allSatisfy { $0.hasPrefix("✓ ") && $0.contains("starter fails, solution passes") })
    // Each exercise's verdicts came from rounds: starters, solutions, then mutants.
    #expect(run.standardOutput.contains("1. starters: 14 exercises"))
    #expect(run.standardOutput.contains("2. solutions: 14 exercises"))
    #expect(run.standardOutput.contains("3. mutants #1: 14 exercises"))
  }
}
