import Foundation
import Testing

@testable import Curriculum

/// Every exercise's `Mutants.md` in this repository: well-formed, at least three mutants, and each
/// mutant applies to the reference solution (every find text occurs exactly once); a test-writing
/// exercise's mutants apply to its given feature (`Sources/`).
@Suite("Repository mutants")
struct RepositoryMutantsTests {
  static let layout = RepositoryLessonsTests.layout

  @Test func everyExerciseHasThreeApplicableMutants() throws {
    let course = try Course.load(from: Self.layout)
    try #require(!course.exerciseIDs.isEmpty, "no lesson maps an exercise yet")
    for id in course.exerciseIDs {
      let url = Self.layout.mutants(id)
      guard FileManager.default.fileExists(atPath: url.path) else {
        Issue.record("\(Self.layout.relativePath(of: url)) is missing")
        continue
      }
      let catalog = try MutantCatalog.load(id, in: Self.layout)
      let rendered = catalog.diagnostics.map(\.rendered)
      #expect(rendered.isEmpty, "\(rendered.joined(separator: "\n"))")
      #expect(catalog.mutants.count >= 3, "\(id) has \(catalog.mutants.count) mutant(s); write at least 3")
      let solution = try Self.solutionFiles(id)
      for mutant in catalog.mutants {
        do {
          let mutated = try mutant.apply(to: solution)
          #expect(mutated != solution, "\(id) mutant \(mutant.name) changes nothing")
        } catch {
          Issue.record("\(error)")
        }
      }
    }
  }

  /// `Solution/` files by name (the feature's for a test-writing exercise).
  static func solutionFiles(_ id: ExerciseID) throws -> [String: String] {
    let folder = layout.kind(of: id) == .testWriting ? layout.featureSources(id) : layout.solutionSources(id)
    var files: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
      files[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    return files
  }
}
