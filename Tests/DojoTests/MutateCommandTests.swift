import Foundation
import Testing

/// `dojo mutate --list` as an instructor runs it before a long run: the deterministic sample per
/// exercise, and test-writing exercises named as left to `dojo verify`. Builds nothing.
@Suite("dojo mutate --list")
struct MutateCommandTests {
  let checkout = CheckCheckout()

  @Test func listsTheSameSampleEveryTimeAndLeavesTestWritingExercisesToVerify() async throws {
    let first = try await checkout.dojo(["mutate", "phase5", "--list", "--max-per-exercise", "3", "--lang", "en"])
    #expect(first.status == .exited(0), "\(first.standardError)")
    let lines = first.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains("phase5/autosave: a test-writing exercise — its wrong features are Mutants.md's, run by dojo verify"))
    let headers = lines.filter { !$0.hasPrefix(" ") && $0.hasSuffix(" mutants") }
    #expect(headers.map { String($0.prefix { $0 != ":" }) } == ["phase5/refresh-with-await", "phase5/timer"], "\(lines)")
    for header in headers { #expect(header.contains(": 3 of "), "\(header)") }
    // Each sampled mutant is a `File.swift:line operator: …` line under its exercise.
    let mutants = lines.filter { $0.hasPrefix("  ") }
    #expect(mutants.count == 6)
    #expect(mutants.allSatisfy { $0.contains(".swift:") }, "\(mutants)")

    let second = try await checkout.dojo(["mutate", "phase5", "--list", "--max-per-exercise", "3", "--lang", "en"])
    #expect(second.standardOutput == first.standardOutput, "the sample is deterministic")
  }
}
