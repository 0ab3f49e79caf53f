import Curriculum
import DojoTestSupport
import Foundation
import Testing

@testable import Checker

@Suite("TestWritingVariants")
struct TestWritingVariantsTests {
  static let mutants = """
    # Mutants: phase2/vote

    ## adds-two
    Adds two votes.

    ```swift replace in Vote.swift
    count += 1
    ```

    ```swift with
    count += 2
    ```

    ## never-counts
    Never counts.

    ```swift replace in Vote.swift
    count += 1
    ```

    ```swift with
    _ = count
    ```
    """

  func fixture() throws -> ScratchFolder {
    let folder = try ScratchFolder("checker-tests")
    try folder.write("func tap() { count += 1 }\n", to: "Exercises/phase2/vote/Sources/Vote.swift")
    try folder.write("@Test func t() { #expect(true) }\n", to: "Exercises/phase2/vote/Tests/VoteTests.swift")
    try folder.write(Self.mutants, to: "Exercises/phase2/vote/Mutants.md")
    return folder
  }

  @Test("the feature and each mutant get a numbered folder with a copy of the tests; the numbering hides which is which")
  func materialize() throws {
    let folder = try fixture()
    let id = ExerciseID("phase2/vote")!
    #expect(folder.layout.kind(of: id) == .testWriting)
    #expect(folder.layout.starterSources(id).lastPathComponent == "Tests")
    #expect(folder.layout.hiddenTests(id).lastPathComponent == "Sources")
    let variants = try TestWritingVariants(layout: folder.layout).materialize(id, tests: folder.layout.starterSources(id))
    #expect(variants.map(\.number) == [1, 2, 3])
    #expect(Set(variants.map { $0.mutant?.name ?? "feature" }) == ["feature", "adds-two", "never-counts"])
    for variant in variants {
      #expect(folder.layout.relativePath(of: variant.folder) == ".dojo/variants/phase2/vote/tests/\(variant.number)")
      let code = try String(contentsOf: variant.folder.appendingPathComponent("Sources/Vote.swift"), encoding: .utf8)
      switch variant.mutant?.name {
      case nil: #expect(code == "func tap() { count += 1 }\n")
      case "adds-two"?: #expect(code == "func tap() { count += 2 }\n")
      default: #expect(code == "func tap() { _ = count }\n")
      }
      let tests = try String(contentsOf: variant.folder.appendingPathComponent("Tests/VoteTests.swift"), encoding: .utf8)
      #expect(tests == "@Test func t() { #expect(true) }\n")
    }
    // Stable in one checkout (a re-check recompiles nothing it need not)…
    let again = try TestWritingVariants(layout: folder.layout).materialize(id, tests: folder.layout.starterSources(id))
    #expect(again == variants)
  }

  @Test("the feature's number is drawn from the checkout's seed: over many seeds it takes every place")
  func numbering() {
    let id = ExerciseID("phase2/vote")!
    var featurePlaces: Set<Int> = []
    for seed in UInt64(0)..<64 {
      let numbers = TestWritingVariants.numbering(count: 6, seed: seed, id: id)
      #expect(numbers.sorted() == Array(1...6))
      featurePlaces.insert(numbers[0])
    }
    #expect(featurePlaces == Set(1...6))
  }

  @Test("a test file the learner deleted is deleted from every copy")
  func removedFile() throws {
    let folder = try fixture()
    let id = ExerciseID("phase2/vote")!
    try folder.write("// more\n", to: "Exercises/phase2/vote/Tests/Extra.swift")
    let writer = TestWritingVariants(layout: folder.layout)
    _ = try writer.materialize(id, tests: folder.layout.starterSources(id))
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Exercises/phase2/vote/Tests/Extra.swift"))
    let variants = try writer.materialize(id, tests: folder.layout.starterSources(id))
    let copy = variants[1].folder.appendingPathComponent("Tests/Extra.swift")
    #expect(!FileManager.default.fileExists(atPath: copy.path))
  }

  @Test("a mutant that does not apply is an error naming Mutants.md and the mutant")
  func badMutant() throws {
    let folder = try fixture()
    try folder.write("func tap() { total += 1 }\n", to: "Exercises/phase2/vote/Sources/Vote.swift")
    #expect {
      try TestWritingVariants(layout: folder.layout).materialize(
        ExerciseID("phase2/vote")!, tests: folder.layout.starterSources(ExerciseID("phase2/vote")!))
    } throws: { error in
      let error = error as? CheckError
      return error?.file == "Exercises/phase2/vote/Mutants.md" && error?.message.contains("adds-two") == true
    }
  }

  @Test("the build is told about every mutant folder of the exercises it builds")
  func environment() throws {
    let folder = try fixture()
    let id = ExerciseID("phase2/vote")!
    var workspace = ExerciseWorkspace(layout: folder.layout, sources: .learner)
    let variants = try TestWritingVariants(layout: folder.layout).materialize(id, tests: folder.layout.starterSources(id))
    workspace.mutantFolders[id] = variants.map(\.folder)
    let environment = workspace.environment(for: [id])
    #expect(environment["DOJO_HIDDEN_TESTS"] == "phase2/vote")
    #expect(
      environment["DOJO_MUTANT_TESTS"]
        == "phase2/vote=.dojo/variants/phase2/vote/tests/1,.dojo/variants/phase2/vote/tests/2,.dojo/variants/phase2/vote/tests/3")
    #expect(environment["DOJO_EXERCISE_SOURCES"] == nil)
    #expect(workspace.environment(for: [ExerciseID("phase1/counter")!])["DOJO_MUTANT_TESTS"] == nil)
  }

  @Test("an error in a copy of the learner's tests is read at the learner's file, once")
  func attribution() throws {
    let id = ExerciseID("phase2/vote")!
    let root = "/checkout"
    let sources = URL(fileURLWithPath: "\(root)/Exercises/phase2/vote/Tests")
    let variant = URL(fileURLWithPath: "\(root)/.dojo/variants/phase2/vote/tests/2")
    let attribution = DiagnosticAttribution(folders: [
      id: .init(sources: sources, hiddenTests: URL(fileURLWithPath: "\(root)/Exercises/phase2/vote/Sources"), variants: [variant])
    ])
    let original = CompilerDiagnostic(path: "\(root)/Exercises/phase2/vote/Tests/VoteTests.swift", line: 3, column: 5, severity: .error, message: "cannot find 'x'")
    var copy = original
    copy.path = "\(variant.path)/Tests/VoteTests.swift"
    let shares = attribution.attribute([original, copy])
    #expect(shares[id]?.sourceErrors == [original])
  }
}

@Suite("Test-writing exercises: sealing")
struct TestWritingSealTests {
  @Test("the given feature is sealed as the judge, the learner's tests as the starter; an edited feature is refused")
  func sealAndTamper() throws {
    let folder = try ScratchFolder("checker-tests")
    let id = ExerciseID("phase2/vote")!
    try folder.write("func tap() { count += 1 }\n", to: "Exercises/phase2/vote/Sources/Vote.swift")
    try folder.write("@Test func t() {}\n", to: "Exercises/phase2/vote/Tests/VoteTests.swift")
    let changes = try Sealer(layout: folder.layout).seal([id])
    #expect(changes.map(\.path).sorted() == ["phase2/vote/Sources/Vote.swift", "phase2/vote/Tests/VoteTests.swift"])
    let checksums = try ChecksumFile.read(folder.layout.checksums)
    #expect(IntegrityCheck(layout: folder.layout).verify(id, checksums: checksums) == nil)
    // The learner edits their tests: still fine. Editing the feature is refused.
    try folder.write("@Test func t() { #expect(true) }\n", to: "Exercises/phase2/vote/Tests/VoteTests.swift")
    #expect(IntegrityCheck(layout: folder.layout).verify(id, checksums: checksums) == nil)
    try folder.write("func tap() { count += 2 }\n", to: "Exercises/phase2/vote/Sources/Vote.swift")
    let tamper = try #require(IntegrityCheck(layout: folder.layout).verify(id, checksums: checksums))
    #expect(tamper.kind == .tamper)
    #expect(tamper.file == "Exercises/phase2/vote/Sources/Vote.swift")
    #expect(tamper.text(.english).contains("edit your tests in Exercises/phase2/vote/Tests instead"))
  }
}

extension TestWritingVariantsTests {
  @Test("a Mutants.md that cannot be used is told in the learner's language, naming the file and the fix")
  func unusableMutants() throws {
    let folder = try fixture()
    let id = ExerciseID("phase2/vote")!
    let file = "Exercises/phase2/vote/Mutants.md"
    var errors: [CheckError] = []
    // No file; a file with no mutant; a mutant whose code is not in the feature.
    let unmatched = Self.mutants.replacingOccurrences(
      of: "count += 1\n```\n\n```swift with\n_ = count", with: "nowhere()\n```\n\n```swift with\n_ = count")
    #expect(unmatched != Self.mutants)
    for contents in [nil, "# Mutants: phase2/vote\n", unmatched] {
      if let contents { try folder.write(contents, to: file) } else { try FileManager.default.removeItem(at: folder.url.appendingPathComponent(file)) }
      let variants = TestWritingVariants(layout: folder.layout)
      let tests = folder.layout.starterSources(id)
      do throws(CheckError) {
        _ = try variants.materialize(id, tests: tests)
        Issue.record("\(contents ?? "no file"): refused")
      } catch {
        errors.append(error)
      }
    }
    for error in errors {
      #expect(error.file == file)
      // The last line is the curriculum's own diagnostic (data); dojo's words lead, in Japanese.
      let japanese = error.text(.japanese).split(separator: "\n").first.map(String.init) ?? ""
      #expect(japanese.contains(file), "\(japanese)")
      #expect(LanguageLeaks.englishSentences(in: japanese).isEmpty, "\(japanese)")
    }
    #expect(errors.count == 3)
  }
}
