import Checker
import Curriculum
import Foundation
import Testing

/// Runs the built `dojo verify` as CI does: every starter compiles and fails, every reference
/// solution passes (a test-writing exercise's reference tests catch every mutant), every mutant
/// fails, and the lint is clean.
///
/// The whole curriculum (33 exercises, 2 + the most mutants of one exercise = 15 rounds) takes
/// half an hour on two cores, so CI verifies a representative part: phase 1 (plain exercises, whole
/// rounds) and phase 5's test-writing exercise. `DOJO_VERIFY_ALL=1` runs the whole curriculum.
///
/// dojo builds in `.build-e2e` (shared with the `dojo check` end-to-end tests; never `.build`,
/// whose lock the surrounding `swift test` holds). A cold first build takes minutes. How verify
/// judges a surviving mutant, a passing starter or a failing solution is pinned down in
/// ClassroomTests' VerifierTests (a stand-in checker), so this suite never edits the curriculum's
/// files.
@Suite("dojo verify end to end", .serialized)
struct VerifyCommandTests {
  let checkout = CheckCheckout()

  /// What CI verifies; `[nil]` (the whole curriculum) when `DOJO_VERIFY_ALL=1`.
  static let targets: [String?] =
    ProcessInfo.processInfo.environment["DOJO_VERIFY_ALL"] == "1" ? [nil] : ["phase1", "phase5/autosave"]

  @Test("dojo verify passes: every exercise of the target is sound", .timeLimit(.minutes(60)), arguments: targets)
  func verify(_ target: String?) async throws {
    let expected = try exercises(of: target)
    let run = try await checkout.dojo(["verify", "--lang", "en"] + (target.map { [$0] } ?? []))
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    let failures = lines.filter { $0.hasPrefix("✗") || $0.hasPrefix("    - ") }
    #expect(run.status == .exited(0), "verify failed:\n\(failures.joined(separator: "\n"))\n\(run.standardError)")
    #expect(lines.last == "verify: \(expected.count) passed, 0 failed", "\(run.standardOutput)\n\(run.standardError)")
    let verified = lines.filter { $0.hasPrefix("✓ ") || $0.hasPrefix("✗ ") }
    #expect(Set(verified.compactMap { $0.split(separator: " ").dropFirst().first.map(String.init) }) == expected)
    #expect(verified.allSatisfy { $0.hasPrefix("✓ ") && $0.contains("starter fails, solution passes") })
    // Each exercise's verdicts came from rounds: starters, solutions, then mutants.
    #expect(run.standardOutput.contains("1. starters: "))
    #expect(run.standardOutput.contains("2. solutions: "))
  }

  /// The exercise folders `target` names (a phase, one exercise, or every one).
  func exercises(of target: String?) throws -> Set<String> {
    if let target, target.contains("/") { return [target] }
    let folder = checkout.root.appendingPathComponent("Exercises")
    var ids: Set<String> = []
    for phase in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where phase.hasPrefix("phase") && (target == nil || phase == target) {
      for slug in try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(phase).path)
      where !slug.hasPrefix(".") {
        ids.insert("\(phase)/\(slug)")
      }
    }
    return ids
  }
}
