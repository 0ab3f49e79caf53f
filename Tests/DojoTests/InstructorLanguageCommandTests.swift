import Checker
import DojoTestSupport
import Foundation
import Testing

/// The instructor commands speak the run's language from the first line to the last: `dojo
/// mutate --list`, `dojo grade` on a missing submission (its terminal lines and its results file)
/// and `dojo grade --class` on an empty class, run with `--lang ja`, print no English sentence;
/// with `--lang en`, no Japanese. None of them builds anything.
@Suite("instructor commands in one language")
struct InstructorLanguageCommandTests {
  let checkout = CheckCheckout()

  /// Everything each command printed (and the results file it wrote) in `language`.
  func outputs(_ language: String) async throws -> [String] {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-lang-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work.appendingPathComponent("class"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    let list = try await checkout.dojo(["mutate", "phase5", "--list", "--max-per-exercise", "2", "--lang", language])
    #expect(list.status == .exited(0), "\(list.standardError)")
    let results = work.appendingPathComponent("results.json")
    let grade = try await checkout.dojo([
      "grade", "--submission", work.appendingPathComponent("nobody").path, "--out", results.path, "--lang", language,
    ])
    #expect(grade.status == .exited(0), "\(grade.standardError)")
    let emptyClass = try await checkout.dojo([
      "grade", "--class", work.appendingPathComponent("class").path, "--out", work.appendingPathComponent("out").path,
      "--lang", language,
    ])
    #expect(emptyClass.status == .exited(2), "\(emptyClass.standardError)")
    let file = try JSONSerialization.jsonObject(with: Data(contentsOf: results)) as? [String: Any]
    let message = try #require(file?["message"] as? String)
    // Paths are the machine's, not words: only the sentences around them are checked.
    let paths = [work.path, checkout.root.path]
    func clean(_ text: String) -> String { paths.reduce(text) { $0.replacingOccurrences(of: $1, with: "") } }
    // The indented lines of --list are the mutants themselves: code, in no language.
    let listed = list.standardOutput.split(separator: "\n").filter { !$0.hasPrefix("  ") }.joined(separator: "\n")
    return [listed, list.standardError, grade.standardOutput, grade.standardError, emptyClass.standardError, message]
      .map(clean)
  }

  @Test func japaneseFromStartToEnd() async throws {
    let texts = try await outputs("ja")
    for text in texts {
      #expect(LanguageLeaks.englishSentences(in: text).isEmpty, "\(LanguageLeaks.englishSentences(in: text))\n\(text)")
    }
    #expect(texts[0].contains("phase5/autosave: テストを書く演習です"), "\(texts[0])")
    #expect(texts[5].contains("提出フォルダがありません"), "\(texts[5])")
    #expect(texts[4].contains("クラスのフォルダに学生のフォルダがありません"), "\(texts[4])")
    // A usage mistake: the lead sentence and the reason in Japanese (ArgumentParser adds its usage).
    let usage = try await checkout.dojo(["grade", "--submission", ".", "--format", "csv", "--lang", "ja"])
    #expect(usage.status == .exited(1))
    #expect(usage.standardError.contains("--format は exercism・gradescope・junit のどれかです（指定: csv）"), "\(usage.standardError)")
    // dojo new refuses a bad slug before touching anything, in Japanese.
    let new = try await ChildProcess.run(
      .init(
        executable: "/bin/sh",
        arguments: ["-c", "cd '\(checkout.root.path)' && exec '\(checkout.dojoBinary.path)' new phase1 Bad_Slug --title t --lang ja"],
        timeLimit: .seconds(60)))
    #expect(new.termination == .exited(1), "a refused argument exits 1 like every usage mistake")
    #expect(new.error.text.contains("スラッグは小文字の英字・数字・1 つずつのダッシュで書いてください"), "\(new.error.text)")
  }

  @Test func englishFromStartToEnd() async throws {
    let texts = try await outputs("en")
    for text in texts {
      #expect(LanguageLeaks.japaneseLines(in: text).isEmpty, "\(LanguageLeaks.japaneseLines(in: text))")
    }
    #expect(texts[0].contains("phase5/autosave: a test-writing exercise"), "\(texts[0])")
    #expect(texts[5].contains("The submission folder does not exist"), "\(texts[5])")
    let usage = try await checkout.dojo(["mutate", "--min-score", "2", "--lang", "en"])
    #expect(usage.status == .exited(1))
    #expect(usage.standardError.contains("--min-score is a fraction between 0 and 1 (e.g. 0.9), got 2.0."), "\(usage.standardError)")
    #expect(LanguageLeaks.japaneseLines(in: usage.standardError).isEmpty, "\(usage.standardError)")
  }
}
