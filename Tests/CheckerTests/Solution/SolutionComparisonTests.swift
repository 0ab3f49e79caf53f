import Curriculum
import Foundation
import Testing

@testable import Checker

@Suite("The solution next to the learner's files")
struct SolutionComparisonTests {
  @Test("files pair by name; each side's extra file is kept; the diff goes from the learner's to the solution")
  func pairs() throws {
    let root = try LearnerFixture.make()
    try root.write("// mine\n", to: "Exercises/phase1/counter/Sources/Helpers.swift")
    try root.write("// theirs\n", to: "Exercises/phase1/counter/Solution/Sub/Extra.swift")
    let comparison = SolutionComparison.load(LearnerFixture.counter, layout: root.layout)
    #expect(comparison.hasSolution)
    #expect(comparison.solutionFolder == "Exercises/phase1/counter/Solution")
    #expect(comparison.files.map(\.name) == ["Feature.swift", "Sub/Extra.swift", "Helpers.swift"])
    let feature = comparison.files[0]
    #expect(feature.diff.hunks.flatMap(\.lines).contains(.removed("    // TODO")))
    #expect(feature.diff.hunks.flatMap(\.lines).contains(.added("    count += 1")))
    #expect(comparison.files[1].learner == nil)
    #expect(comparison.files[2].solution == nil)
  }

  @Test("an exercise without a Solution folder has no solution")
  func missing() throws {
    let root = try LearnerFixture.make()
    try FileManager.default.removeItem(at: root.layout.solutionSources(LearnerFixture.toggle))
    #expect(!SolutionComparison.load(LearnerFixture.toggle, layout: root.layout).hasSolution)
  }
}
