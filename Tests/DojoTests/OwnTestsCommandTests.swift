import Checker
import Curriculum
import Foundation
import Testing

/// The learner's own tests end to end: `dojo check` on phase1/settings's starter with a
/// `Tests/` folder holding one passing and one failing test of the learner's, then with a file
/// that does not compile. The hidden verdict is the starter's in every run.
///
/// Unlike the other end-to-end suites this one writes into the checkout: own tests live only at
/// `Exercises/<id>/Tests`. It refuses to start when that folder exists (a learner's own tests are
/// never overwritten) and removes it when it ends. The check names the learner's `Sources/`
/// through `--exercise-sources`, so the developer's progress file is not touched. The exercise is
/// one no other end-to-end suite checks in this checkout (they check phase1/counter and phase 4
/// there), so no other suite's check meets the folder while it exists.
@Suite("dojo check runs the learner's own tests apart", .serialized)
struct OwnTestsCommandTests {
  let checkout = CheckCheckout()
  let id = ExerciseID("phase1/settings")!

  @Test("a passing and a failing own test are reported apart; a compile error in them leaves the verdict", .timeLimit(.minutes(30)))
  func ownTests() async throws {
    let folder = checkout.layout.learnerTests(id)
    try #require(!FileManager.default.fileExists(atPath: folder.path), "\(folder.path) exists: a learner's own tests are never overwritten")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      """
      import Composable
      import Testing

      @testable import Phase1Settings

      struct OwnSettingsTests {
        @Test("starts at size 16") func startsAt16() { #expect(SettingsFeature.State().fontSize == 16) }
        @Test("my failing test") func fails() { #expect(SettingsFeature.State().fontSize == 42) }
      }

      """.utf8
    ).write(to: folder.appendingPathComponent("OwnSettingsTests.swift"))
    let sources = ["--exercise-sources", "\(id)=\(checkout.layout.starterSources(id).path)"]

    let run = try await checkout.dojo(["check", id.rawValue, "--json", "--no-cache"] + sources)
    let verdict = try #require(try run.result().exercises.first, "\(run.standardError)")
    #expect(run.status == .exited(1), "the starter fails its hidden tests")
    #expect(verdict.status == .fail)
    let hiddenNames = HiddenTestListing.names(in: checkout.layout.hiddenTests(id))
    #expect(Set(verdict.tests.map(\.name)) == Set(hiddenNames), "the verdict lists the hidden tests only")
    let report = try #require(verdict.ownTests, "\(run.standardOutput)")
    #expect(report.passed == 1 && report.failed == 1 && report.error == nil)
    let failure = try #require(report.tests.first { $0.status == .fail })
    #expect(failure.name == "my failing test")
    #expect(failure.message?.contains("Exercises/phase1/settings/Tests/OwnSettingsTests.swift:8") == true, "\(failure.message ?? "")")

    try Data("let broken: Int = \"x\"\n".utf8).write(to: folder.appendingPathComponent("Broken.swift"))
    let broken = try await checkout.dojo(["check", id.rawValue, "--lang", "en", "--no-cache"] + sources)
    #expect(broken.status == .exited(1))
    #expect(broken.standardOutput.contains("✗ phase1/settings"), "\(broken.standardOutput)")
    #expect(broken.standardOutput.contains("Your own tests (Tests/, not graded): 0 passed, 0 failed"))
    #expect(
      broken.standardOutput.contains(
        "Exercises/phase1/settings/Tests/Broken.swift:1: Your own tests do not compile (the verdict above stands):"),
      "\(broken.standardOutput)")
    #expect(!broken.standardOutput.contains("error: compile"), "the verdict is the hidden tests' failure, not a compile error")
  }
}
