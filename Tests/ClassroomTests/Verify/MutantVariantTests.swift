import Checker
import Curriculum
import Foundation
import Testing

@testable import Classroom

@Suite("MutantVariant")
struct VerifyMutantVariantTests {
  typealias F = VerifyFixture

  func mutant(_ find: String, _ replace: String, file: String = "Counter.swift") -> Mutant {
    Mutant(
      name: "wrong", description: "It is wrong.",
      replacements: [Mutant.Replacement(file: file, find: find, replace: replace, line: 3)],
      source: URL(fileURLWithPath: "Exercises/phase1/counter/Mutants.md"), line: 1)
  }

  @Test("a mutant is the solution with its replacement applied, under .dojo/variants/<phase>/<slug>/<name>/")
  func materialize() throws {
    let root = try F.make()
    try root.write("// helper\n", to: "Exercises/phase1/counter/Solution/Nested/Helper.swift")
    let variant = try MutantVariant.materialize(mutant("count += 1", "count += 2"), of: F.counter, in: root.layout)
    #expect(root.layout.relativePath(of: variant.folder) == ".dojo/variants/phase1/counter/wrong")
    let text = try root.read(".dojo/variants/phase1/counter/wrong/Counter.swift")
    #expect(text == F.solution.replacingOccurrences(of: "count += 1", with: "count += 2"))
    #expect(try root.read(".dojo/variants/phase1/counter/wrong/Nested/Helper.swift") == "// helper\n")
    // The solution itself is untouched.
    #expect(try root.read("Exercises/phase1/counter/Solution/Counter.swift") == F.solution)
  }

  @Test("materializing again removes stale files and leaves unchanged files alone")
  func resync() throws {
    let root = try F.make()
    let m = mutant("count += 1", "count += 2")
    let variant = try MutantVariant.materialize(m, of: F.counter, in: root.layout)
    let file = variant.folder.appendingPathComponent("Counter.swift")
    let past = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
    try root.write("stale\n", to: ".dojo/variants/phase1/counter/wrong/Stale.swift")

    _ = try MutantVariant.materialize(m, of: F.counter, in: root.layout)

    let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
    #expect(modified == past)
    #expect(!FileManager.default.fileExists(atPath: variant.folder.appendingPathComponent("Stale.swift").path))
  }

  @Test("a replacement that does not occur exactly once throws and writes nothing")
  func notExactlyOnce() throws {
    let root = try F.make()
    #expect(throws: MutantError.self) {
      try MutantVariant.materialize(mutant("count", "total"), of: F.counter, in: root.layout)
    }
    #expect(throws: MutantError.self) {
      try MutantVariant.materialize(mutant("absent", "x"), of: F.counter, in: root.layout)
    }
    #expect(!FileManager.default.fileExists(atPath: root.url.appendingPathComponent(".dojo/variants").path))
  }
}
