import Checker
import Curriculum
import Foundation
import Localization
import Testing

@testable import Presentation

@Suite("What dojo check says while it works, in both languages")
struct CheckProgressDisplayLanguageTests {
  final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    func append(_ more: String) { lock.withLock { text += more } }
    var all: String { lock.withLock { text } }
  }

  @Test("plain lines (not a terminal) and the spinner's text")
  func plain() {
    let id = ExerciseID("phase4/retry")!
    let japanese = Lines()
    let display = CheckProgressDisplay(interactive: false, width: 80, messages: .japanese) { japanese.append($0) }
    display.observe(.waitingForBuildFolder)
    display.observe(.buildStarted([id]))
    display.observe(.testsStarted(id))
    #expect(display.statusText() == "phase4/retry の隠しテストを実行しています")
    display.finish()
    #expect(japanese.all.contains("dojo: 同じビルドフォルダーを使っている別の dojo check が終わるのを待っています…"))
    #expect(japanese.all.contains("dojo: phase4/retry の隠しテストをビルドしています…"))

    let english = Lines()
    let englishDisplay = CheckProgressDisplay(interactive: false, width: 80, messages: .english) { english.append($0) }
    englishDisplay.observe(.buildStarted([id]))
    englishDisplay.finish()
    #expect(english.all.contains("dojo: Building the hidden tests of phase4/retry…"))
  }

  @Test("a moved checkout: one plain line before the long build, in the learner's language")
  func checkoutMoved() {
    for (messages, expected) in [
      (Messages.japanese, "dojo: このチェックアウトは /old/dojo から移動しています。最初のビルドには数分かかります。\n"),
      (Messages.english, "dojo: the checkout moved from /old/dojo; the first build takes a few minutes.\n"),
    ] {
      let lines = Lines()
      let display = CheckProgressDisplay(interactive: false, width: 80, messages: messages) { lines.append($0) }
      display.observe(.checkoutMoved(from: "/old/dojo"))
      display.finish()
      #expect(lines.all == expected)
    }
  }
}
