import Classroom
import Curriculum
import DojoTestSupport
import Foundation
import Testing

/// `Scripts/check-against-tca --dry-run`: the package that would be built against TCA 1.25.5,
/// checked on any OS (building it needs a Mac: `.github/workflows/real-tca.yml`).
@Suite("check-against-tca writes the package it would build")
struct CheckAgainstTCATests {
  /// What the dry run reported as not portable (a Composable-only API such as `EffectQueue`):
  /// exercise ids and lesson paths, read from its `not portable: <what> uses …` lines.
  static func notPortable(_ output: String) -> Set<String> {
    Set(output.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("not portable: "), let uses = line.range(of: " uses ") else { return nil }
      return String(line[line.index(line.startIndex, offsetBy: "not portable: ".count)..<uses.lowerBound])
    })
  }

  /// The dry run's package and what the script printed.
  struct DryRun {
    let folder: ScratchFolder
    let run: ScriptRun
    var url: URL { folder.url }
    func text(_ relative: String) throws -> String { try folder.read(relative) }
  }

  func dryRun() async throws -> DryRun {
    let folder = try ScratchFolder("tca-package")
    let run = try await runScript("Scripts/check-against-tca", ["--dry-run", folder.url.path])
    try #require(run.status == 0, "check-against-tca --dry-run failed:\n\(run.output)")
    return DryRun(folder: folder, run: run)
  }

  func manifestExercises() throws -> ManifestExercises {
    try ManifestExercises.read(ProjectLayout(root: repositoryRoot))
  }

  /// Every file the package must hold, copied from the checkout: relative path in both.
  func copiedFiles(leavingOut notPortable: Set<String>) throws -> [String] {
    let manifest = try manifestExercises()
    var folders: [String] = []
    for id in manifest.ids where !notPortable.contains(id) {
      folders += ["Exercises/\(id)/Solution", "Exercises/\(id)/HiddenTests"]
    }
    for id in manifest.testWritingEntries.map(\.id) {
      folders += ["Exercises/\(id)/Sources", "Exercises/\(id)/Solution"]
    }
    folders += ["Examples/TCASpelling/Sources/Features", "Examples/TCASpelling/Tests/FeaturesTests"]
    return try folders.flatMap { folder in
      try FileManager.default.contentsOfDirectory(
        atPath: repositoryRoot.appendingPathComponent(folder).path
      ).filter { $0.hasSuffix(".swift") }.sorted().map { "\(folder)/\($0)" }
    }
  }

  @Test("The manifest depends on TCA exactly 1.25.5 and declares every exercise of Package.swift")
  func manifestDeclaresEveryExercise() async throws {
    let dry = try await dryRun()
    let manifest = try dry.text("Package.swift")
    #expect(
      manifest.contains(
        #".package(url: "https://github.com/pointfreeco/swift-composable-architecture", exact: "1.25.5")"#))
    let exercises = try manifestExercises()
    let notPortable = Self.notPortable(dry.run.output)
    #expect(exercises.ids.count >= 30)
    for id in exercises.ids where !notPortable.contains(id) {
      let module = try #require(ExerciseID(id)).moduleName
      #expect(manifest.contains(#".target(name: "\#(module)", dependencies: [tca]"#), "\(id)")
      #expect(manifest.contains(#".testTarget(name: "\#(module)HiddenTests""#), "\(id)")
    }
    for id in exercises.testWritingEntries.map(\.id) {
      let module = try #require(ExerciseID(id)).moduleName
      #expect(manifest.contains(#".testTarget(name: "\#(module)Tests", dependencies: ["\#(module)", tca, testSupport], path: "Exercises/\#(id)/Solution")"#), "\(id)")
    }
    for id in notPortable { #expect(!manifest.contains("\"Exercises/\(id)/"), "\(id)") }
  }

  /// SwiftPM evaluates the generated manifest (no dependency is fetched for this), every target's
  /// folder exists in the package, and `TCA_CHECK_SKIP` leaves a unit out.
  @Test("SwiftPM reads the manifest; every target's folder holds Swift files")
  func swiftPMReadsTheManifest() async throws {
    let dry = try await dryRun()
    let swift = try #require(findOnPath("swift"), "swift is not on PATH")
    let all = try await runScript(swift, ["package", "dump-package"], in: dry.url)
    try #require(all.status == 0, "\(all.output)")
    let targets = try targets(inDump: all.output)
    let notPortable = Self.notPortable(dry.run.output)
    let manifest = try manifestExercises()
    let exercises = manifest.ids.filter { !notPortable.contains($0) }.count
    let lessons = try lessonNames().filter { !notPortable.contains("Lessons/\($0)") }.count
    #expect(targets.count == 2 * (exercises + manifest.testWritingEntries.count + 1) + lessons)
    for (name, path) in targets {
      let files = try FileManager.default.contentsOfDirectory(atPath: dry.url.appendingPathComponent(path).path)
      #expect(files.contains { $0.hasSuffix(".swift") }, "\(name): \(path)")
    }
    let skipped = try await runScript(
      swift, ["package", "dump-package"], in: dry.url,
      environment: ["TCA_CHECK_SKIP": "phase4/retry,Examples/TCASpelling"])
    try #require(skipped.status == 0, "\(skipped.output)")
    let left = try self.targets(inDump: skipped.output).map(\.name)
    #expect(left.count == targets.count - 4)
    #expect(!left.contains("Phase4Retry") && !left.contains("FeaturesTests"))
  }

  @Test("Every solution, hidden test, test-writing feature and TCASpelling file is there, by name")
  func fileList() async throws {
    let dry = try await dryRun()
    let expected = try copiedFiles(leavingOut: Self.notPortable(dry.run.output))
    #expect(expected.count > 60)
    for file in expected {
      #expect(FileManager.default.fileExists(atPath: dry.url.appendingPathComponent(file).path), "\(file)")
    }
    let written = try swiftFiles(under: dry.url).filter { !$0.hasPrefix("Lessons/") }
    #expect(Set(written) == Set(expected))
  }

  @Test("The only change to any copied file is its `import Composable` line")
  func onlyTheImportChanges() async throws {
    let dry = try await dryRun()
    var changedImports = 0
    for file in try copiedFiles(leavingOut: Self.notPortable(dry.run.output)) {
      let original = try String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)
      let copy = try dry.text(file)
      let before = original.split(separator: "\n", omittingEmptySubsequences: false)
      let after = copy.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(before.count == after.count, "\(file): line count changed")
      for (old, new) in zip(before, after) where old != new {
        let isImport = old.trimmingCharacters(in: .whitespaces).hasSuffix("import Composable")
        #expect(isImport && new == old.replacingOccurrences(of: "import Composable", with: "import ComposableArchitecture"),
                "\(file): \(old) → \(new)")
        changedImports += 1
      }
    }
    #expect(changedImports > 60)
  }

  /// The lesson files hold what LessonSampleTests compiles (Curriculum's parser, not the script's).
  @Test("Each lesson's samples are joined as LessonSampleTests joins them, import changed")
  func lessonSamples() async throws {
    let dry = try await dryRun()
    var checked = 0
    for name in try lessonNames() {
      let display = "Lessons/\(name)"
      let lesson = try LessonParser.parse(contentsOf: repositoryRoot.appendingPathComponent(display))
      let samples = lesson.codeSamples.filter { $0.isSwift && !$0.isSkipped }
      let stem = String(name.dropLast(".md".count))
      let written = dry.url.appendingPathComponent("Lessons/\(stem)/main.swift")
      if samples.contains(where: { $0.code.contains("EffectQueue") }) {
        #expect(!FileManager.default.fileExists(atPath: written.path), "\(display) is not portable")
        continue
      }
      var expected = ""
      for sample in samples {
        expected += "#sourceLocation(file: \"\(display)\", line: \(sample.line))\n" + sample.code
        if !sample.code.hasSuffix("\n") { expected += "\n" }
      }
      expected += "#sourceLocation()\n"
      expected = expected.replacingOccurrences(of: "\nimport Composable\n", with: "\nimport ComposableArchitecture\n")
      #expect(try String(contentsOf: written, encoding: .utf8) == expected, "\(display)")
      checked += 1
    }
    #expect(checked >= 9)
  }

  @Test("What uses EffectQueue (today only the phase 6 lesson's optional section) is reported as not portable, by name, and left out")
  func effectQueueIsNotPortable() async throws {
    let dry = try await dryRun()
    let lesson = "Lessons/phase6-effect-queues.md"
    #expect(dry.run.output.contains("not portable: \(lesson) uses EffectQueue"), "\(dry.run.output)")
    #expect(!FileManager.default.fileExists(atPath: dry.url.appendingPathComponent("Lessons/phase6-effect-queues").path))
    // No graded exercise needs EffectQueue (issue 21).
    #expect(Self.notPortable(dry.run.output).allSatisfy { $0.hasPrefix("Lessons/") }, "\(dry.run.output)")
  }

  /// `--stand-in` (the rehearsal on any OS) swaps only the dependency: a package named like TCA
  /// whose ComposableArchitecture re-exports this checkout's Composable.
  @Test("--stand-in: TCA's place taken by a package re-exporting Composable, nothing else differs")
  func standIn() async throws {
    let plain = try await dryRun()
    let folder = try ScratchFolder("tca-stand-in")
    let run = try await runScript("Scripts/check-against-tca", ["--dry-run", folder.url.path, "--stand-in"])
    try #require(run.status == 0, "\(run.output)")
    #expect(run.output.contains("the stand-in (Composable, not TCA)"))
    let manifest = try folder.read("Package.swift")
    #expect(manifest.contains(#".package(path: "StandIn/swift-composable-architecture")"#))
    #expect(
      manifest.replacingOccurrences(
        of: #".package(path: "StandIn/swift-composable-architecture")"#,
        with: #".package(url: "https://github.com/pointfreeco/swift-composable-architecture", exact: "1.25.5")"#)
        == (try plain.text("Package.swift")))
    let standIn = try folder.read("StandIn/swift-composable-architecture/Package.swift")
    #expect(standIn.contains(#".package(path: "\#(repositoryRoot.path)")"#), "\(standIn)")
    #expect(standIn.contains(#"package: "\#(repositoryRoot.lastPathComponent.lowercased())""#), "\(standIn)")
    #expect(
      try folder.read("StandIn/swift-composable-architecture/Sources/ComposableArchitecture/Exports.swift")
        == "@_exported import Composable\n")
  }

  /// A checkout of its own: the exercise list really comes from Package.swift, a hidden suite
  /// that uses a Composable-only TestStore API is not portable, a missing folder is an error
  /// message (exit 2), not a Python traceback.
  @Test("A small checkout: list from Package.swift, not portable by name, missing folder named")
  func smallCheckout() async throws {
    let checkout = try ScratchFolder("tca-checkout")
    let script = try String(contentsOf: repositoryRoot.appendingPathComponent("Scripts/check-against-tca"), encoding: .utf8)
    let copied = try checkout.write(script, to: "Scripts/check-against-tca")
    try makeExecutable(copied)
    try checkout.write(
      """
      let exercises: [String] = [
        "phase1/plain",
        // "phase1/commented-out",
        "phase1/counts-effects",
      ]
      let testWritingExercises: [String] = []
      """, to: "Package.swift")
    for id in ["phase1/plain", "phase1/counts-effects"] {
      try checkout.write("import Composable\nstruct Feature {}\n", to: "Exercises/\(id)/Solution/Feature.swift")
      try checkout.write("@testable import Composable\n", to: "Exercises/\(id)/HiddenTests/Tests.swift")
    }
    try checkout.write("import Composable\n// store.inFlightEffectCount\n", to: "Exercises/phase1/counts-effects/HiddenTests/More.swift")
    let out = checkout.url.appendingPathComponent("out")
    let run = try await runScript(copied.path, ["--dry-run", out.path], in: checkout.url)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("not portable: phase1/counts-effects uses inFlightEffectCount"), "\(run.output)")
    #expect(run.output.contains("wrote \(out.path) (1 units"), "\(run.output)")
    #expect(try checkout.read("out/Exercises/phase1/plain/HiddenTests/Tests.swift") == "@testable import ComposableArchitecture\n")

    try FileManager.default.removeItem(at: checkout.url.appendingPathComponent("Exercises/phase1/plain/HiddenTests"))
    let broken = try await runScript(copied.path, ["--dry-run", out.path], in: checkout.url)
    #expect(broken.status == 2)
    #expect(broken.output.contains("Exercises/phase1/plain/HiddenTests: folder missing"), "\(broken.output)")
    #expect(!broken.output.contains("Traceback"), "\(broken.output)")
  }

  @Test("It never writes into a folder it did not make")
  func refusesAForeignFolder() async throws {
    let folder = try ScratchFolder("tca-foreign")
    try folder.write("mine\n", to: "notes.txt")
    let run = try await runScript("Scripts/check-against-tca", ["--dry-run", folder.url.path])
    #expect(run.status == 2)
    #expect(run.output.contains("not empty and not written by check-against-tca"), "\(run.output)")
    #expect(try folder.read("notes.txt") == "mine\n")
  }

  #if !os(macOS)
    @Test("Without --dry-run, off a Mac it says TCA needs one and writes nothing")
    func needsAMac() async throws {
      let folder = try ScratchFolder("tca-linux")
      let run = try await runScript("Scripts/check-against-tca", ["--folder", folder.url.path])
      #expect(run.status == 2)
      #expect(run.output.contains("TCA builds only on Apple platforms"), "\(run.output)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }
  #endif

  /// The ➕ rows of Composable's comparison with TCA (its DocC article) are what the script looks for.
  @Test("Every Composable-only (➕) API of the comparison with TCA is one the script reports")
  func composableOnlyListFollowsTheComparison() throws {
    let script = try String(contentsOf: repositoryRoot.appendingPathComponent("Scripts/check-against-tca"), encoding: .utf8)
    let names = script.split(separator: "\n").compactMap { line -> String? in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("\""), trimmed.contains("\": r\"") else { return nil }
      let name = trimmed.dropFirst().prefix { $0 != "\"" }
      return String(name.split(separator: ".").last ?? name)
    }
    #expect(names.count >= 5)
    let comparison = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Sources/Composable/Documentation.docc/ComposableVsTCA.md"),
      encoding: .utf8)
    let rows = comparison.split(separator: "\n").filter { $0.contains("| ➕ |") }
    #expect(!rows.isEmpty)
    for row in rows {
      let api = row.split(separator: "|").first.map(String.init) ?? ""
      #expect(names.contains { api.contains($0) }, "➕ row not in check-against-tca's COMPOSABLE_ONLY: \(api)")
    }
  }

  // MARK: - Helpers

  func lessonNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Lessons").path)
      .filter { $0.hasPrefix("phase") && $0.hasSuffix(".md") }.sorted()
  }


  func swiftFiles(under folder: URL) throws -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".swift") && path != "Package.swift" { files.append(path) }
    }
    return files
  }

  func targets(inDump json: String) throws -> [(name: String, path: String)] {
    let start = try #require(json.firstIndex(of: "{"), "no JSON in: \(json)")
    let object = try JSONSerialization.jsonObject(with: Data(json[start...].utf8)) as? [String: Any]
    let targets = try #require(object?["targets"] as? [[String: Any]])
    return targets.compactMap { target in
      guard let name = target["name"] as? String, let path = target["path"] as? String else { return nil }
      return (name, path)
    }
  }

  func findOnPath(_ tool: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(folder)/\(tool)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
