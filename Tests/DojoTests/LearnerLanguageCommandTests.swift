import Checker
import DojoTestSupport
import Foundation
import Localization
import Testing

/// The learner's commands speak one language in the situations that go wrong: outside a
/// checkout, checksums missing or unreadable, a progress file that cannot be read or saved, a
/// refused link, a long list of names the judge refuses, no `swift` to build with, and argument
/// mistakes. Run with the Japanese language, nothing prints an English sentence (paths, ids,
/// code and the system's quoted words excepted); with `--lang en`, nothing prints Japanese.
/// Nothing here builds (see ``LearnerCommandTests``): without `swift` on the PATH the build
/// cannot even start.
@Suite("Learner commands in one language when things go wrong")
struct LearnerLanguageCommandTests {
  typealias Checkout = LearnerCommandTests.Checkout

  /// One staged situation: what it prints, the exit status expected, and a phrase each language
  /// must contain.
  struct Situation: Sendable {
    var name: String
    var arguments: [String]
    var status: Int32
    var japanese: String
    var english: String
    var environment: [String: String] = [:]
    var stage: @Sendable (Checkout) throws -> URL? = { _ in nil }
  }

  /// Seals phase 1's hidden tests and starters with their real digests, so `check` gets past
  /// the integrity check and `reset` finds the starters sealed.
  static func seal(_ checkout: Checkout) throws {
    var lines: [String] = []
    for slug in ["counter", "settings"] {
      for folder in ["HiddenTests", "Sources"] {
        let url = checkout.root.appendingPathComponent("Exercises/phase1/\(slug)/\(folder)")
        for file in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() {
          let digest = try #require(FileDigest.hex(of: url.appendingPathComponent(file)))
          lines.append("\(digest)  phase1/\(slug)/\(folder)/\(file)")
        }
      }
    }
    try Data((lines.sorted { $0.dropFirst(66) < $1.dropFirst(66) }.joined(separator: "\n") + "\n").utf8)
      .write(to: checkout.root.appendingPathComponent("Exercises/checksums.sha256"))
  }

  static let sources = "Exercises/phase1/counter/Sources"

  static let situations: [Situation] = [
    Situation(
      name: "outside a checkout", arguments: ["list"], status: 1,
      japanese: "ComposableDojo のチェックアウトの中ではありません", english: "is not inside a ComposableDojo checkout",
      stage: { _ in
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        return outside
      }),
    Situation(
      name: "checksums missing, check", arguments: ["check", "phase1/counter"], status: 1,
      japanese: "Exercises/checksums.sha256", english: "Exercises/checksums.sha256",
      stage: { checkout in
        try FileManager.default.removeItem(at: checkout.root.appendingPathComponent("Exercises/checksums.sha256"))
        return nil
      }),
    Situation(
      name: "checksums missing, reset", arguments: ["reset", "phase1/counter", "--yes"], status: 1,
      japanese: "何も変更していません", english: "Nothing was changed",
      stage: { checkout in
        try FileManager.default.removeItem(at: checkout.root.appendingPathComponent("Exercises/checksums.sha256"))
        return nil
      }),
    Situation(
      name: "checksums unreadable, check", arguments: ["check", "phase1/counter"], status: 1,
      japanese: "Exercises/checksums.sha256:1: `<64 桁の 16 進数>  <パス>` の形の行のはずが",
      english: "Exercises/checksums.sha256:1: expected `<64 hex digits>  <path>`",
      stage: { checkout in
        try Data("not a checksum line\n".utf8).write(to: checkout.root.appendingPathComponent("Exercises/checksums.sha256"))
        return nil
      }),
    Situation(
      name: "checksums unreadable, reset", arguments: ["reset", "phase1/counter", "--yes"], status: 1,
      japanese: "でした。`git checkout -- Exercises/checksums.sha256` でファイルを元に戻してください（講師の方は `dojo seal`）。\n何も変更していません。",
      english: "(instructors: `dojo seal`).\nNothing was changed.",
      stage: { checkout in
        try Data("not a checksum line\n".utf8).write(to: checkout.root.appendingPathComponent("Exercises/checksums.sha256"))
        return nil
      }),
    Situation(
      name: "progress.json is a folder", arguments: ["list"], status: 0,
      japanese: "注意: .dojo/progress.json を読めませんでした（ファイルのはずの場所がフォルダーです（EISDIR））",
      english: "warning: .dojo/progress.json could not be read (a folder is where a file should be (EISDIR))",
      stage: { checkout in
        try FileManager.default.createDirectory(
          at: checkout.root.appendingPathComponent(".dojo/progress.json/inside"), withIntermediateDirectories: true)
        return nil
      }),
    Situation(
      name: "progress cannot be saved", arguments: ["hint", "phase1/counter"], status: 0,
      japanese: "注意: 進捗を .dojo/progress.json に保存できませんでした（同じ名前のファイルやフォルダーがすでにあります（EEXIST））",
      english: "warning: could not save progress to .dojo/progress.json (something of that name is already there (EEXIST))",
      stage: { checkout in
        // `.dojo` is a file: no folder can be made there (root may write anywhere, so
        // permissions cannot stage this).
        try Data("not a folder".utf8).write(to: checkout.root.appendingPathComponent(".dojo"))
        return nil
      }),
    Situation(
      name: "reset refuses a link", arguments: ["reset", "phase1/counter", "--yes"], status: 1,
      japanese: "\(sources)/link.swift は /etc/passwd を指すシンボリックリンクで、チェックアウトの外にあります",
      english: "\(sources)/link.swift is a symbolic link to /etc/passwd, outside the checkout",
      stage: { checkout in
        try seal(checkout)
        try FileManager.default.createSymbolicLink(
          atPath: checkout.root.appendingPathComponent("\(sources)/link.swift").path, withDestinationPath: "/etc/passwd")
        return nil
      }),
    Situation(
      name: "reset outside a git clone", arguments: ["reset", "phase1/counter", "--yes"], status: 1,
      japanese: "ここでは git で読めませんでした（git の出力: `", english: "but git could not read it here (git said: `",
      // Wherever the temporary folder is, git finds no repository.
      environment: ["GIT_DIR": "/nonexistent-dojo-git"],
      stage: { checkout in
        try seal(checkout)
        try Data("// the learner's own\n".utf8).write(to: checkout.root.appendingPathComponent("\(sources)/CounterFeature.swift"))
        return nil
      }),
    Situation(
      name: "the judge refuses many names", arguments: ["check", "phase1/counter"], status: 1,
      japanese: "`Int` の extension にある `subscript`", english: "`subscript` in an extension of `Int`",
      stage: { checkout in
        try seal(checkout)
        try Data(
          """
          import Composable
          final class TestStore {}
          extension TestStore { func send(_ action: Int) async {} }
          extension CounterFeature.State { static func == (l: Self, r: Self) -> Bool { true } }
          @_silgen_name("swift_task_yield") func y()
          extension Int { subscript(x: Int) -> Int { x } }
          extension Int { @_disfavoredOverload func f() {} }
          extension String { @_disfavoredOverload func g() {} }

          """.utf8
        ).write(to: checkout.root.appendingPathComponent("\(sources)/Helpers.swift"))
        return nil
      }),
    Situation(
      name: "no swift to build with", arguments: ["check", "phase1/counter"], status: 1,
      japanese: "演習をビルドするための `swift` を起動できなかったため", english: "dojo could not start `swift` to build the exercises",
      environment: ["PATH": "/usr/bin:/bin"],
      stage: { checkout in
        try seal(checkout)
        return nil
      }),
    Situation(
      name: "a malformed --exercise-sources", arguments: ["check", "phase1/counter", "--exercise-sources", "nonsense"],
      status: 1, japanese: "--exercise-sources には <id>=<folder> の形で", english: "--exercise-sources expects <id>=<folder>"),
    Situation(
      name: "watch's poll interval out of range", arguments: ["watch", "--poll-interval", "1"], status: 1,
      japanese: "--poll-interval には 50 以上 60000 以下", english: "--poll-interval must be between 50 and 60000"),
  ]

  /// What `situation` printed in `language` (standard output and error), with the checkout's and
  /// the staged folder's paths taken out: they are the machine's, not words.
  func run(_ situation: Situation, language: String) throws -> String {
    let checkout = try Checkout()
    let directory = try situation.stage(checkout)
    defer { if let directory { try? FileManager.default.removeItem(at: directory) } }
    var environment = situation.environment
    environment["LANG"] = language == "ja" ? "ja_JP.UTF-8" : "en_US.UTF-8"
    let result = try checkout.run(situation.arguments + ["--lang", language], environment: environment, directory: directory)
    #expect(result.status == situation.status, "\(situation.name) (\(language)): \(result.output)\(result.error)")
    let paths = [checkout.root.path, directory?.path].compactMap { $0 }
    return paths.reduce(result.output + "\n" + result.error) { $0.replacingOccurrences(of: $1, with: "") }
  }

  @Test("in Japanese: no English sentence", arguments: situations.indices)
  func japanese(_ index: Int) throws {
    let situation = Self.situations[index]
    let text = try run(situation, language: "ja")
    #expect(
      LanguageLeaks.englishSentences(in: text).isEmpty,
      "\(situation.name): \(LanguageLeaks.englishSentences(in: text))\n\(text)")
    #expect(text.contains(situation.japanese), "\(situation.name): \(text)")
  }

  /// Whether every Japanese run of `line` is the course's own text (an exercise's title, a hint,
  /// the lesson's title): the curriculum is written in Japanese, only dojo's words change.
  static func isCourseText(_ line: String, course: String) -> Bool {
    var runs: [String] = []
    var run = ""
    for scalar in line.unicodeScalars {
      if (0x3000...0x30FF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value)
        || (0xFF00...0xFFEF).contains(scalar.value)
      {
        run.unicodeScalars.append(scalar)
      } else if !run.isEmpty {
        runs.append(run)
        run = ""
      }
    }
    if !run.isEmpty { runs.append(run) }
    return runs.allSatisfy { course.contains($0) }
  }

  @Test("in English: no Japanese but the course's own text", arguments: situations.indices)
  func english(_ index: Int) throws {
    let situation = Self.situations[index]
    let text = try run(situation, language: "en")
    let course = try String(
      contentsOf: CheckCheckout().root.appendingPathComponent("Lessons/phase1-basics.md"), encoding: .utf8)
    #expect(!Self.isCourseText(Messages.japanese(.resetNothingChanged), course: course), "dojo's words are not the course's")
    let leaks = LanguageLeaks.japaneseLines(in: text).filter { !Self.isCourseText($0, course: course) }
    #expect(leaks.isEmpty, "\(situation.name): \(leaks)")
    #expect(text.contains(situation.english), "\(situation.name): \(text)")
  }

  /// `Scripts/dojo` (the everyday command) run from a copy with no runner built and a `swift`
  /// that fails: its own two lines, about building the runner, in `language`.
  func scriptLines(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, error: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-script-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("Scripts"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("bin"), withIntermediateDirectories: true)
    let script = folder.appendingPathComponent("Scripts/dojo")
    try FileManager.default.copyItem(at: CheckCheckout().root.appendingPathComponent("Scripts/dojo"), to: script)
    let swift = folder.appendingPathComponent("bin/swift")
    try Data("#!/bin/sh\nexit 1\n".utf8).write(to: swift)
    try makeExecutable(swift)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [script.path] + arguments
    process.currentDirectoryURL = folder
    process.environment = environment.merging(["PATH": folder.appendingPathComponent("bin").path + ":/usr/bin:/bin"]) { $1 }
    let error = Pipe()
    process.standardError = error
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test("Scripts/dojo says it builds the runner, and that the build failed, in the learner's language")
  func everydayScript() throws {
    let japanese = try scriptLines(["list"], environment: ["LANG": "ja_JP.UTF-8"])
    #expect(japanese.status == 1)
    #expect(japanese.error.contains("dojo: ランナーをビルドしています"), "\(japanese.error)")
    #expect(japanese.error.contains("dojo: ランナーをビルドできませんでした"), "\(japanese.error)")
    #expect(LanguageLeaks.englishSentences(in: japanese.error).isEmpty, "\(japanese.error)")
    let unset = try scriptLines(["list"], environment: [:])
    #expect(unset.error.contains("dojo: ランナーをビルドしています"), "Japanese by default, as the runner")
    for (arguments, environment) in [(["list", "--lang", "en"], ["LANG": "ja_JP.UTF-8"]), (["list"], ["LANG": "en_US.UTF-8"]),
      (["list", "--lang=en"], [:]), (["list"], ["DOJO_LANG": "en", "LANG": "ja_JP.UTF-8"])]
    {
      let english = try scriptLines(arguments, environment: environment)
      #expect(english.status == 1)
      #expect(english.error.contains("dojo: building the runner"), "\(arguments) \(environment): \(english.error)")
      #expect(english.error.contains("dojo: the runner did not build"), "\(english.error)")
      #expect(LanguageLeaks.japaneseLines(in: english.error).isEmpty, "\(english.error)")
    }
  }
}
