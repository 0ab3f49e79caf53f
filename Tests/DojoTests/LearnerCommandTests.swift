import Checker
import Curriculum
import Foundation
import Testing

/// The learner's commands run as a learner runs them, against a small checkout in a temporary
/// folder (phase 1's lesson and its two exercises). Nothing here builds: the hidden tests are
/// marked as changed in the fixture's checksums, so `dojo check` answers `tamper` at once, and
/// every other command reads files only. Needs the `dojo` binary (`swift build --build-tests`).
@Suite("Learner commands: language, exit codes, defaults, dojo solution")
struct LearnerCommandTests {
  /// The throwaway checkout.
  final class Checkout: @unchecked Sendable {
    let root: URL
    let dojo: URL

    init() throws {
      let source = CheckCheckout()
      dojo = source.dojoBinary
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("dojo-learner-\(UUID().uuidString)", isDirectory: true).standardizedFileURL
      let fileManager = FileManager.default
      try fileManager.createDirectory(at: root.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
      try fileManager.createDirectory(at: root.appendingPathComponent("Exercises/phase1"), withIntermediateDirectories: true)
      try Data("// fixture\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
      try fileManager.copyItem(
        at: source.root.appendingPathComponent("Lessons/phase1-basics.md"),
        to: root.appendingPathComponent("Lessons/phase1-basics.md"))
      var checksums = ""
      for slug in ["counter", "settings"] {
        let folder = "Exercises/phase1/\(slug)"
        try fileManager.copyItem(at: source.root.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        for file in try fileManager.contentsOfDirectory(atPath: root.appendingPathComponent("\(folder)/HiddenTests").path) {
          // A checksum no file has: every check stops at `tamper`, before any build.
          checksums += String(repeating: "0", count: 64) + "  phase1/\(slug)/HiddenTests/\(file)\n"
        }
      }
      try Data(checksums.utf8).write(to: root.appendingPathComponent("Exercises/checksums.sha256"))
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Marks exercises as passed in `.dojo/progress.json`.
    func pass(_ ids: [String]) throws {
      let entries = ids.map { "\"\($0)\": {\"lastStatus\": \"pass\", \"lastChecked\": \"2026-11-24T00:00:00Z\", \"hintsShown\": 0}" }
      try FileManager.default.createDirectory(at: root.appendingPathComponent(".dojo"), withIntermediateDirectories: true)
      try Data("{\"version\": 1, \"exercises\": {\(entries.joined(separator: ", "))}}".utf8)
        .write(to: root.appendingPathComponent(".dojo/progress.json"))
    }

    /// Runs dojo in `folder` (the root by default; `directory` when given, which may lie outside
    /// the checkout) with only `environment` (plus PATH and HOME), standard input not a terminal.
    func run(
      _ arguments: [String], environment: [String: String] = [:], in folder: String = "", directory: URL? = nil
    ) throws
      -> (status: Int32, output: String, error: String)
    {
      #expect(FileManager.default.isExecutableFile(atPath: dojo.path), "build dojo first: swift build --build-tests")
      let process = Process()
      process.executableURL = dojo
      process.arguments = arguments
      process.currentDirectoryURL = directory ?? (folder.isEmpty ? root : root.appendingPathComponent(folder))
      let inherited = ProcessInfo.processInfo.environment
      process.environment = environment.merging(
        ["PATH": inherited["PATH"] ?? "/usr/bin:/bin", "HOME": inherited["HOME"] ?? "/tmp"]) { mine, _ in mine }
      let output = Pipe()
      let error = Pipe()
      process.standardOutput = output
      process.standardError = error
      process.standardInput = FileHandle.nullDevice
      try process.run()
      let outData = output.fileHandleForReading.readDataToEndOfFile()
      let errData = error.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
  }

  static let japanese = ["LANG": "ja_JP.UTF-8"]

  @Test("hint speaks Japanese with LANG=ja_JP.UTF-8 and with no locale, English with --lang en")
  func hintLanguage() throws {
    let checkout = try Checkout()
    let ja = try checkout.run(["hint", "phase1/counter"], environment: Self.japanese)
    #expect(ja.status == 0)
    #expect(ja.output.contains("ヒント 1/"))
    #expect(ja.output.contains("ヒントはあと"))
    let bare = try checkout.run(["hint", "phase1/counter"])
    #expect(bare.output.contains("ヒント 2/"), "no locale at all is Japanese: \(bare.output)")
    let en = try checkout.run(["hint", "phase1/counter", "--lang", "en"], environment: Self.japanese)
    #expect(en.output.contains("Hint 3/") || en.output.contains("No more hints"), "\(en.output)")
    #expect(!en.output.contains("ヒント "))
    let dojoLang = try checkout.run(["hint", "phase1/settings"], environment: ["DOJO_LANG": "en", "LANG": "ja_JP.UTF-8"])
    #expect(dojoLang.output.contains("Hint 1/"))
  }

  @Test("suggested commands are spelled as the learner started dojo (Scripts/dojo sets DOJO_COMMAND)")
  func suggestedCommandSpelling() throws {
    let checkout = try Checkout()
    let installed = try checkout.run(
      ["hint", "phase1/counter", "--lang", "en"], environment: ["DOJO_COMMAND": "dojo"])
    #expect(installed.output.contains("`dojo hint phase1/counter`"), "\(installed.output)")
    #expect(!installed.output.contains("swift run dojo"))
    let plain = try checkout.run(["next", "--lang", "en"])
    #expect(plain.output.contains("swift run dojo"), "\(plain.output)")
  }

  @Test("check's report speaks the same language; the error kind is translated, JSON is not")
  func checkLanguage() throws {
    let checkout = try Checkout()
    let ja = try checkout.run(["check", "phase1/counter"], environment: Self.japanese)
    #expect(ja.status == 1)
    #expect(ja.output.contains("✗ phase1/counter  カウンター  エラー: 隠しテストの改変"), "\(ja.output)\(ja.error)")
    #expect(ja.output.contains("行き詰まったら: dojo hint phase1/counter"))
    #expect(ja.output.contains("phase1/counter の隠しテストが記録されたチェックサム（Exercises/checksums.sha256）と違うため、実行しませんでした:"))
    let en = try checkout.run(["--lang", "en", "check", "phase1/counter"])
    #expect(en.output.contains("✗ phase1/counter  カウンター  error: tamper"))
    #expect(en.output.contains("The hidden tests of phase1/counter differ from their recorded checksums"))
    let json = try checkout.run(["check", "phase1/counter", "--json"], environment: Self.japanese)
    #expect(json.output.contains("\"kind\" : \"tamper\"") || json.output.contains("\"kind\": \"tamper\""), "\(json.output)")
    #expect(json.output.contains("differ from their recorded checksums"), "--json keeps the English message")
    #expect(!json.output.contains("localized"))
  }

  @Test("an unknown exercise: the same message and exit status 1 from every learner command")
  func unknownExercise() throws {
    let checkout = try Checkout()
    for command in [["check"], ["hint"], ["reset", "--yes"], ["watch"], ["solution"]] {
      let ja = try checkout.run(command + ["phase1/countr"], environment: Self.japanese)
      #expect(ja.status == 1, "\(command): \(ja.status)")
      #expect(ja.error.hasPrefix("エラー: 演習 phase1/countr はありません。もしかして phase1/counter ですか？"), "\(command): \(ja.error)")
      #expect(!ja.error.contains("Usage:"), "\(command): \(ja.error)")
      let en = try checkout.run(command + ["phase1/countr", "--lang", "en"])
      #expect(en.status == 1)
      #expect(en.error.hasPrefix("Error: There is no exercise phase1/countr. Did you mean phase1/counter?"), "\(command): \(en.error)")
    }
    let slug = try checkout.run(["check", "countr", "--lang", "en"])
    #expect(slug.error.contains("Did you mean phase1/counter?"))
    let path = try checkout.run(["hint", "../../etc", "--lang", "en"])
    #expect(path.status == 1)
    #expect(path.error.hasPrefix("Error: ../../etc is a path, and not inside any exercise's folder"))
  }

  @Test("an exercise whose lesson is gone: hint says so and how to restore it (exit 1)")
  func lessonDeleted() throws {
    let checkout = try Checkout()
    try FileManager.default.removeItem(at: checkout.root.appendingPathComponent("Lessons/phase1-basics.md"))
    try Data("# Phase 2: テスト\n".utf8).write(to: checkout.root.appendingPathComponent("Lessons/phase2-testing.md"))
    let hint = try checkout.run(["hint", "phase1/counter", "--lang", "en"])
    #expect(hint.status == 1)
    #expect(hint.error.hasPrefix("Error: No lesson in Lessons/ names phase1/counter, so it has no hints."), "\(hint.error)")
    #expect(hint.error.contains("git checkout -- Lessons/"))
  }

  @Test("inside an exercise's folder, bare check and hint take that exercise")
  func currentFolder() throws {
    let checkout = try Checkout()
    let check = try checkout.run(["check"], environment: Self.japanese, in: "Exercises/phase1/settings/Sources")
    #expect(check.output.contains("phase1/settings"))
    #expect(!check.output.contains("phase1/counter"))
    let hint = try checkout.run(["hint", "--lang", "en"], in: "Exercises/phase1/settings")
    #expect(hint.status == 0)
    #expect(hint.output.hasPrefix("phase1/settings — "))
    let show = try checkout.run(["show", "Exercises/phase1/settings/Sources", "--lang", "en"])
    #expect(show.status == 0)
    #expect(show.output.contains("Exercise: phase1/settings"), "a path names its exercise: \(show.error)")
    let elsewhere = try checkout.run(["hint", "--lang", "en"])
    #expect(elsewhere.output.hasPrefix("phase1/counter — "), "the first unsolved one from the root")
  }

  @Test("bare check and bare hint when every exercise passes: good news, exit 0")
  func finished() throws {
    let checkout = try Checkout()
    try checkout.pass(["phase1/counter", "phase1/settings"])
    let check = try checkout.run(["check"], environment: Self.japanese)
    #expect(check.status == 0)
    #expect(check.output.hasPrefix("🎉 すべての演習に合格しています。"))
    #expect(check.error.isEmpty)
    let hint = try checkout.run(["hint", "--lang", "en"])
    #expect(hint.status == 0)
    #expect(hint.output.hasPrefix("🎉 Every exercise passes"))
  }

  @Test("bare dojo without a terminal prints help: learner commands first, instructors' apart")
  func bareDojo() throws {
    let checkout = try Checkout()
    let help = try checkout.run([], environment: Self.japanese)
    #expect(help.status == 0)
    let text = help.output
    let learner = try #require(text.range(of: "SUBCOMMANDS:"))
    let instructors = try #require(text.range(of: "講師向け SUBCOMMANDS:") ?? text.range(of: "講師向け"))
    #expect(learner.lowerBound < instructors.lowerBound)
    for command in ["watch", "check", "hint", "solution", "reset"] {
      let line = try #require(text.range(of: "  \(command) "))
      #expect(line.lowerBound < instructors.lowerBound, "\(command) is a learner command")
    }
    for command in ["verify", "seal", "grade"] {
      let line = try #require(text.range(of: "  \(command) "))
      #expect(line.lowerBound > instructors.lowerBound, "\(command) is an instructors' command")
    }
    #expect(text.contains("演習を隠しテストでチェックします。"))

    // A subcommand's help is ArgumentParser's to print (exit 0), in the same language.
    let checkHelp = try checkout.run(["check", "--help"], environment: Self.japanese)
    #expect(checkHelp.status == 0)
    #expect(checkHelp.output.hasPrefix("OVERVIEW: 演習を隠しテストでチェックします。"))
    #expect(checkHelp.output.contains("フェーズ（phase4）または演習（phase4/retry）"))
    #expect(checkHelp.error.isEmpty, "\(checkHelp.error)")
    let hintHelp = try checkout.run(["help", "hint", "--lang", "en"])
    #expect(hintHelp.status == 0)
    #expect(hintHelp.output.hasPrefix("OVERVIEW: Show the next hint for an exercise"))
    // A command line ArgumentParser cannot read: exit 1 like every learner mistake, a lead
    // sentence in the learner's language over ArgumentParser's own words (H7).
    let unknownOption = try checkout.run(["check", "--bogus"], environment: Self.japanese)
    #expect(unknownOption.status == 1, "\(unknownOption.error)")
    #expect(unknownOption.error.contains("コマンドラインを読み取れませんでした"), "\(unknownOption.error)")
    #expect(unknownOption.error.contains("--bogus"), "\(unknownOption.error)")
    #expect(unknownOption.error.contains("`dojo check --help`"), "\(unknownOption.error)")
    // The help it points to is the command's that was typed.
    let watchOption = try checkout.run(["watch", "--bogus", "--lang", "en"])
    #expect(watchOption.status == 1)
    #expect(watchOption.error.contains("`dojo watch --help`") && !watchOption.error.contains("dojo check"), "\(watchOption.error)")
    let twoIDs = try checkout.run(["check", "phase1/counter", "phase4/retry", "--lang", "en"])
    #expect(twoIDs.status == 1)
    #expect(twoIDs.error.contains("the command line could not be read"), "\(twoIDs.error)")
  }

  @Test("solution: refused before a pass without a terminal, --yes shows it, after a pass it just shows")
  func solution() throws {
    let checkout = try Checkout()
    let refused = try checkout.run(["solution", "phase1/counter"], environment: Self.japanese)
    #expect(refused.status == 1)
    #expect(refused.error.contains("参考解答を見ると答えがわかってしまう"))
    #expect(refused.error.contains("`dojo solution phase1/counter --yes`"))
    #expect(!refused.output.contains("count += 1"))

    let forced = try checkout.run(["solution", "phase1/counter", "--yes", "--lang", "en"])
    #expect(forced.status == 0)
    #expect(forced.output.hasPrefix("Reference solution of phase1/counter — "))
    #expect(forced.output.contains("── Exercises/phase1/counter/Solution/"))
    #expect(forced.output.contains("--- Exercises/phase1/counter/Sources/"))
    #expect(forced.output.contains("\n@@ -"))

    try checkout.pass(["phase1/counter"])
    let after = try checkout.run(["solution"], environment: Self.japanese)
    #expect(after.status == 0, "the last checked exercise by default: \(after.error)")
    #expect(after.output.hasPrefix("phase1/counter の参考解答 — "))
  }

  @Test("a first pass points at dojo solution once; progress remembers it")
  func firstPassOffersTheSolution() throws {
    let checkout = try Checkout()
    // A real seal and a cached passing verdict: `dojo check` answers from the cache, no build.
    let layout = ProjectLayout(root: checkout.root)
    let id = ExerciseID("phase1/counter")!
    _ = try Sealer(layout: layout).seal([id, ExerciseID("phase1/settings")!])
    let key = CacheKey.make(
      id: id, sourceFolder: layout.starterSources(id), layout: layout,
      toolchain: ToolchainFingerprint.current(swift: "swift"), timeLimit: .seconds(20),
      shared: CacheKey.SharedInputs(layout: layout))
    VerdictCache(layout: layout).store(
      ExerciseVerdict(id: id, title: "カウンター", status: .pass, tests: [TestOutcome(name: "増える", status: .pass)]),
      key: key)

    let first = try checkout.run(["check", "phase1/counter"], environment: Self.japanese)
    #expect(first.status == 0, "\(first.output)\(first.error)")
    #expect(first.output.contains("✓ phase1/counter  カウンター  （1 件のテストに合格）"))
    #expect(first.output.contains("参考解答と自分の答えを比べてみましょう: dojo solution phase1/counter"))
    let progress = try String(contentsOf: checkout.root.appendingPathComponent(".dojo/progress.json"), encoding: .utf8)
    #expect(progress.contains("\"solutionOffered\" : true"))

    let second = try checkout.run(["check", "phase1/counter"], environment: Self.japanese)
    #expect(second.status == 0)
    #expect(second.output.contains("✓ phase1/counter"))
    #expect(!second.output.contains("dojo solution"))

    // Now that it passes, the solution is shown without asking.
    let solution = try checkout.run(["solution", "phase1/counter"], environment: Self.japanese)
    #expect(solution.status == 0)
    #expect(solution.output.hasPrefix("phase1/counter の参考解答 — "))
  }
}
