import Foundation
import Testing

/// P4: every learner command that loads progress says when it set a corrupt progress file aside
/// — which file, where it went, that re-checking brings the passes back — once, in the learner's
/// language. Nothing here builds (see ``LearnerCommandTests``).
@Suite("A corrupt progress file is reported by every command that loads progress")
struct CorruptProgressCommandTests {
  typealias Checkout = LearnerCommandTests.Checkout

  func corrupt(_ checkout: Checkout) throws {
    try FileManager.default.createDirectory(at: checkout.root.appendingPathComponent(".dojo"), withIntermediateDirectories: true)
    try Data("{ garbage".utf8).write(to: checkout.root.appendingPathComponent(".dojo/progress.json"))
  }

  func backups(_ checkout: Checkout) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: checkout.root.appendingPathComponent(".dojo").path)
      .filter { $0.hasPrefix("progress.corrupt-") }
  }

  @Test("list, next, check and hint say it once, in Japanese, with no English reason")
  func japanese() throws {
    for arguments in [["list"], ["next"], ["check", "phase1/counter"], ["hint", "phase1/counter"]] {
      let checkout = try Checkout()
      try corrupt(checkout)
      let first = try checkout.run(arguments, environment: LearnerCommandTests.japanese)
      let backup = try #require(try backups(checkout).first, "\(arguments): the file was moved aside")
      #expect(first.error.contains("注意: .dojo/progress.json を読めませんでした（進捗ファイルとして読める JSON ではありません）"), "\(arguments): \(first.error)")
      #expect(first.error.contains(".dojo/\(backup) に移し"), "\(arguments)")
      #expect(first.error.contains("チェックし直すと戻ります"), "\(arguments)")
      #expect(!first.error.contains("The given data"), "\(arguments): the decoder's English stays out")
      #expect(first.error.components(separatedBy: "注意: .dojo/progress.json").count == 2, "\(arguments): once")
      let again = try checkout.run(arguments, environment: LearnerCommandTests.japanese)
      #expect(!again.error.contains("progress.json"), "\(arguments): nothing to say the second time")
    }
  }

  @Test("in English with --lang en")
  func english() throws {
    let checkout = try Checkout()
    try corrupt(checkout)
    let result = try checkout.run(["list", "--lang", "en"])
    let backup = try #require(try backups(checkout).first)
    #expect(result.error.contains(
      "warning: .dojo/progress.json could not be read (not valid progress JSON); it was moved to .dojo/\(backup)"))
    #expect(result.error.contains("re-check them (`dojo check`) to get their passes back"))
  }
}
