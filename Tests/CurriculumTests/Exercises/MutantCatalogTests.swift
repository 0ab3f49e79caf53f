import Foundation
import Testing

@testable import Curriculum

@Suite("Mutant catalog")
struct MutantCatalogTests {
  @Test func readsMutantsWithTheirReplacements() throws {
    let catalog = try MutantCatalog.parse(contentsOf: Fixture.url("Mutants.md"))
    #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics.map(\.rendered))")
    #expect(catalog.exercise == ExerciseID("phase4/retry"))
    #expect(catalog.mutants.map(\.name) == ["off-by-one", "no-cancel"])
    let offByOne = try #require(catalog.mutant(named: "off-by-one"))
    #expect(offByOne.description == "Retries one time too many: <= where < belongs.")
    #expect(offByOne.line == 3)
    #expect(offByOne.replacements == [
      Mutant.Replacement(
        file: "RetryFeature.swift", find: "attempt < maxAttempts", replace: "attempt <= maxAttempts",
        line: 6
      )
    ])
    let noCancel = try #require(catalog.mutant(named: "no-cancel"))
    #expect(noCancel.replacements.map(\.file) == ["RetryFeature.swift", "RetryClient.swift"])
    #expect(noCancel.replacements[0].replace == "")
  }

  @Test func reportsMalformedMutantsWithFileAndLine() throws {
    let url = URL(fileURLWithPath: "Exercises/phase4/retry/Mutants.md")
    let catalog = MutantCatalog.parse(markdown: try Fixture.text("MutantsMalformed.md"), file: url)
    let expected = [
      "3: a code block before the first",
      "7: mutant `off-by-one` has no replacements",
      "10: `replace in RetryFeature.swift` has no ```swift with",
      "14: mutant name `Bad Name` should be lowercase-with-dashes",
      "17: missing file name",
      "21: a ```swift with block without a ```swift replace in",
      "14: mutant `Bad Name` has no replacements",
      "25: duplicate mutant name `off-by-one` (also on line 7)",
      "28: a ```swift with block without",
      "25: mutant `off-by-one` has no replacements",
    ]
    let found = catalog.diagnostics.map { "\($0.line): \($0.message)" }
    try #require(found.count == expected.count, "\(found)")
    for start in expected {
      #expect(found.contains { $0.hasPrefix(start) }, "missing \(start) in \(found)")
    }
    #expect(catalog.diagnostics.allSatisfy { $0.rendered.hasPrefix("Exercises/phase4/retry/Mutants.md:") })
  }

  @Test func appliesEveryReplacementInOrder() throws {
    let catalog = try MutantCatalog.parse(contentsOf: Fixture.url("Mutants.md"))
    let mutant = try #require(catalog.mutant(named: "no-cancel"))
    let files = [
      "RetryFeature.swift": "return .run { _ in }\n  .cancellable(id: CancelID.request)\n",
      "RetryClient.swift": "let delay = 1\n",
      "Other.swift": "untouched\n",
    ]
    let mutated = try mutant.apply(to: files)
    #expect(mutated["RetryFeature.swift"] == "return .run { _ in }\n  \n")
    #expect(mutated["RetryClient.swift"] == "let delay = 0\n")
    #expect(mutated["Other.swift"] == "untouched\n")
  }

  @Test func applyingFailsWhenTheTextIsMissingOrAmbiguous() throws {
    let catalog = try MutantCatalog.parse(contentsOf: Fixture.url("Mutants.md"))
    let mutant = try #require(catalog.mutant(named: "off-by-one"))
    #expect(throws: MutantError.self) {
      try mutant.apply(to: ["RetryFeature.swift": "attempt > 0"])
    }
    do {
      _ = try mutant.apply(
        to: ["RetryFeature.swift": "attempt < maxAttempts; attempt < maxAttempts"]
      )
      Issue.record("an ambiguous edit must fail")
    } catch let error as MutantError {
      #expect(error.description.contains("occurs 2 times in RetryFeature.swift"))
      #expect(error.description.contains("Mutants.md:6:"))
    }
    do {
      _ = try mutant.apply(to: ["Other.swift": ""])
      Issue.record("a missing file must fail")
    } catch let error as MutantError {
      #expect(error.description.contains("has no such file (it has: Other.swift)"))
    }
  }
}
