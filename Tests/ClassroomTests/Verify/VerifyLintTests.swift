import Checker
import Curriculum
import Foundation
import Testing

@testable import Classroom

@Suite("VerifyLint")
struct VerifyLintTests {
  typealias F = VerifyFixture

  func messages(_ result: VerifyLint.Result, _ id: ExerciseID) -> [String] {
    (result.problems[id] ?? []).map(\.description)
  }

  @Test("a complete fixture has no problems; its mutants are materialized")
  func clean() throws {
    let root = try F.make()
    let result = try F.lint(root)
    #expect(result.exercises == [F.counter, F.toggle])
    #expect(result.problems.isEmpty)
    #expect(result.courseProblems.isEmpty)
    #expect(result.buildable == [F.counter, F.toggle])
    #expect(result.variants[F.counter]?.map(\.mutant.name) == ["no-increment", "double-decrement", "no-reset"])
    #expect(result.titles[F.counter] == "カウンター")
  }

  @Test("an exercise folder that no lesson names is an error")
  func unnamedFolder() throws {
    let root = try F.make()
    try root.write(F.lesson().replacingOccurrences(of: "<!-- exercise: toggle -->", with: ""),
      to: "Lessons/phase1-basics.md")
    let result = try F.lint(root)
    #expect(messages(result, F.toggle).contains { $0.contains("no lesson problem names this exercise") })
    // …and the problem that lost its marker is a course-level error.
    #expect(result.courseProblems.map(\.problem.message).contains { $0.contains("problem 2 (トグル) names no exercise") })
  }

  @Test("a problem naming a missing folder, and an exercise missing from Package.swift, are errors")
  func missingFolderAndManifest() throws {
    let root = try F.make()
    try root.write(
      F.lesson(extraProblem: "\n### 3. 幽霊\n\n<!-- exercise: ghost -->\n\n説明。\n\n**ヒント**:\n\n- ある。\n"),
      to: "Lessons/phase1-basics.md")
    try root.write(F.manifest(["phase1/counter"]), to: "Package.swift")
    let result = try F.lint(root)
    let ghost = ExerciseID("phase1/ghost")!
    #expect(result.exercises.contains(ghost))
    #expect(messages(result, ghost).contains { $0.contains("Exercises/phase1/ghost/ does not exist") })
    #expect(messages(result, F.toggle).contains {
      $0.hasPrefix("Package.swift:5:") && $0.contains("not declared in Package.swift's `exercises` list")
    })
    #expect(!result.buildable.contains(ghost))
  }

  @Test("a problem without hints, a starter without TODO, and differing file names are errors")
  func hintsTodoAndFileNames() throws {
    let root = try F.make()
    try root.write(F.lesson(counterHints: false), to: "Lessons/phase1-basics.md")
    try root.write(F.solution, to: "Exercises/phase1/counter/Sources/Counter.swift")
    try root.write("struct Extra {}\n", to: "Exercises/phase1/toggle/Solution/Extra.swift")
    let result = try F.lint(root)
    let counter = messages(result, F.counter)
    #expect(counter.contains { $0.contains("has no hints") && $0.hasPrefix("Lessons/phase1-basics.md:") })
    #expect(counter.contains { $0.contains("the starter has no `TODO`") })
    #expect(messages(result, F.toggle).contains { $0.contains("only in Solution/: Extra.swift") })
  }

  @Test("fewer than three mutants, a malformed Mutants.md and a replacement that does not apply once are errors")
  func mutantProblems() throws {
    let root = try F.make()
    try root.write(F.mutants(F.counter, names: ["no-increment", "double-decrement"]),
      to: "Exercises/phase1/counter/Mutants.md")
    var toggle = F.mutants(F.toggle)
    toggle = toggle.replacingOccurrences(of: "count -= 1\n", with: "count\n")  // occurs 4 times
    toggle += "\n## Bad Name\nNo edits.\n"
    try root.write(toggle, to: "Exercises/phase1/toggle/Mutants.md")
    let result = try F.lint(root)
    #expect(messages(result, F.counter).contains { $0.contains("has 2 mutants; every exercise needs at least 3") })
    let toggleProblems = messages(result, F.toggle)
    #expect(toggleProblems.contains {
      $0.hasPrefix("Exercises/phase1/toggle/Mutants.md:") && $0.contains("double-decrement")
        && $0.contains("occurs 4 times")
    })
    #expect(toggleProblems.contains { $0.contains("lowercase-with-dashes") })
    #expect(toggleProblems.contains { $0.contains("has no replacements") })
    // The mutant that did not apply is not built; the others are.
    #expect(result.variants[F.toggle]?.map(\.mutant.name) == ["no-increment", "no-reset"])
  }

  @Test("a starter that differs from its seal, or is not sealed, is an error")
  func seal() throws {
    let root = try F.make()
    try root.write(F.starter + "// edited\n", to: "Exercises/phase1/counter/Sources/Counter.swift")
    let checksums = try #require(try ChecksumFile.read(root.layout.checksums))
    try ChecksumFile(entries: checksums.entries.filter { !$0.key.hasPrefix("phase1/toggle/Sources/") })
      .write(to: root.layout.checksums)
    let result = try F.lint(root)
    #expect(messages(result, F.counter) == [
      "Exercises/checksums.sha256: the starter differs from its seal in Exercises/checksums.sha256 "
        + "(Exercises/phase1/counter/Sources/Counter.swift): if you changed it on purpose run "
        + "`dojo seal phase1/counter`, otherwise restore it with `git checkout`"
    ])
    #expect(messages(result, F.toggle).first?.contains("the starter is not sealed") == true)
  }

  @Test("a new exercise that nothing seals yet is not a problem: it is listed as unsealed")
  func newExerciseIsUnsealed() throws {
    let root = try F.make()
    let checksums = try #require(try ChecksumFile.read(root.layout.checksums))
    try ChecksumFile(entries: checksums.entries.filter { !$0.key.hasPrefix("phase1/toggle/") })
      .write(to: root.layout.checksums)
    let result = try F.lint(root)
    #expect(messages(result, F.toggle).isEmpty)
    #expect(result.unsealed == [F.toggle])
    #expect(result.buildable.contains(F.toggle))
  }

  @Test("a missing Mutants.md or hidden tests folder is reported; the exercise is not built")
  func missingParts() throws {
    let root = try F.make()
    try FileManager.default.removeItem(at: root.layout.mutants(F.toggle))
    try FileManager.default.removeItem(at: root.layout.hiddenTests(F.toggle))
    let result = try F.lint(root)
    let toggle = messages(result, F.toggle)
    #expect(toggle.contains { $0.contains("Mutants.md is missing") })
    #expect(toggle.contains { $0.contains("HiddenTests/ has no .swift files") })
    #expect(!result.buildable.contains(F.toggle))
    #expect(result.buildable.contains(F.counter))
  }
}

@Suite("ManifestExercises")
struct VerifyManifestTests {
  @Test("reads the ids of `let exercises: [String] = [...]` with their lines, skipping comments")
  func parse() {
    let manifest = ManifestExercises.parse(VerifyFixture.manifest(["phase1/counter", "phase4/retry"]))
    #expect(manifest.ids == ["phase1/counter", "phase4/retry"])
    #expect(manifest.entries.map(\.line) == [6, 7])
    #expect(manifest.listLine == 5)
  }

  @Test("several ids on one line, and the list closing on the same line")
  func compact() {
    let manifest = ManifestExercises.parse("let exercises = [\"a/b\", \"c/d\"] // \"e/f\"\nlet x = [\"z\"]")
    #expect(manifest.ids == ["a/b", "c/d"])
  }

  @Test("a manifest without the list has no entries")
  func missing() {
    let manifest = ManifestExercises.parse("let package = Package(name: \"x\")")
    #expect(manifest.ids.isEmpty)
    #expect(manifest.listLine == nil)
  }

  @Test("the repository's own Package.swift declares at least the first 14 exercises, phase1/counter first")
  func repository() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()  // Verify
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let manifest = try ManifestExercises.read(ProjectLayout(root: root))
    #expect(manifest.ids.count >= 14)
    #expect(manifest.ids.first == "phase1/counter")
  }
}
