import Checker
import Curriculum
import Localization
import Presentation
import Testing

@testable import Watching

/// #14, #15, H41: at 80×24 the verdict line and the first failure stay on the screen whatever
/// follows them (a huge state dump, the list of every exercise); H24: no control codes where the
/// terminal cannot take them.
@Suite struct WatchScreenFittingTests {
  let id = ExerciseID(phase: "phase4", slug: "search-debounce")

  /// What a failing `#expect(store.state == …)` on an observable state prints: one enormous line.
  var stateDump: String {
    "Expectation failed: (store.state → SearchFeature.State(_query: \"sw\", "
      + String(repeating: "_$observationRegistrar: Composable.ObservationStateRegistrar(registrar: "
        + "Perception.PerceptionRegistrar(_rawValue: (unknown context at $55ac103d5f20)), ", count: 300)
      + ")) == (expected → …)"
  }

  func failing(_ message: String, _ messages: Messages) -> WatchScreen {
    let verdict = ExerciseVerdict(id: id, title: "検索", status: .fail, tests: [
      TestOutcome(name: "typing waits for the debounce", status: .fail, message: message),
      TestOutcome(name: "cancels the previous search", status: .pass),
    ])
    return WatchScreen(
      exercise: id, title: "検索のデバウンス", editedFolder: "Exercises/phase4/search-debounce/Sources",
      verdict: verdict, messages: messages)
  }

  /// The rows `text` takes on a terminal `width` columns wide.
  func rows(_ text: String, width: Int) -> Int {
    text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) {
      $0 + max(1, (DisplayWidth.of($1) + width - 1) / width)
    }
  }

  @Test(arguments: [Messages.english, Messages.japanese])
  func aHugeStateDumpIsCutAndTheVerdictStaysVisibleAt80x24(messages: Messages) {
    var screen = failing(stateDump, messages)
    screen.note = (1...33).map { "  · phase\($0 / 10 + 1)/exercise-\($0) 練習問題 \($0)" }.joined(separator: "\n")
    let text = screen.render(width: 80, height: 24)
    #expect(rows(text, width: 80) <= 23, "one row stays free")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let status = messages(.watchFail, ["passed": 1, "total": 2])
    #expect(lines.contains(status))
    #expect(lines.contains(messages(.watchFirstFailure, ["name": "typing waits for the debounce"])))
    #expect(text.contains(messages(.watchCutToFit, ["command": "\(CommandSpelling.current) check phase4/search-debounce"])))
    #expect(lines.last == screen.legend, "the keys stay at the bottom")
    #expect(text.contains("_$observationRegistrar"), "the start of the message is still shown")
  }

  @Test func theListInANoteIsCutWithACountAndTheVerdictStays() {
    var screen = failing("Expectation failed: count == 1", .english)
    screen.note = (1...33).map { "  · phase1/exercise-\($0)" }.joined(separator: "\n")
    let text = screen.render(width: 80, height: 24)
    #expect(rows(text, width: 80) <= 23)
    #expect(text.contains("✗ fail — 1/2 hidden tests pass."))
    #expect(text.contains("First failure: typing waits for the debounce\nExpectation failed: count == 1"))
    #expect(text.contains("  · phase1/exercise-1\n"))
    #expect(!text.contains("exercise-33"))
    #expect(text.range(of: #"… \(\d+ more lines: make the terminal taller to see them\)"#, options: .regularExpression) != nil)
  }

  @Test func aScreenThatFitsIsDrawnWhole() {
    let screen = failing("Expectation failed: count == 1", .english)
    #expect(screen.render(width: 80, height: 24) == screen.render())
  }

  @Test func aTinyTerminalStillShowsTheVerdictAndTheKeys() {
    let screen = failing(stateDump, .english)
    let text = screen.render(width: 40, height: 8)
    #expect(rows(text, width: 40) <= 7)
    #expect(text.contains("✗ fail"))
    #expect(text.contains("First failure"))
    #expect(text.hasSuffix(screen.legend.prefix(10) + "…") || text.hasSuffix(screen.legend))
  }

  @Test func dumbTerminalsAndLogsGetNoControlCodes() {
    // A learner's test that printed colour codes and a clear-screen into its failure message.
    let screen = failing("Expectation failed: \u{1B}[31mred\u{1B}[0m \u{1B}[2J", .english)
    let dumb = SystemTerminal(isTTY: true, ttyWidth: 80, ttyHeight: 24, environment: ["TERM": "dumb"])
    let log = SystemTerminal(isTTY: false, ttyWidth: nil, environment: ["TERM": "xterm-256color"])
    for terminal in [dumb, log] {
      let frame = WatchDisplay(terminal: terminal).frame(screen)
      #expect(!frame.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
      #expect(frame.contains("^[[31mred^[[0m ^[[2J"), "shown, not run")
      #expect(frame.hasSuffix("\n────────\n"))
    }
    #expect(!dumb.supportsScreenControl && !dumb.supportsColor)
    #expect(rows(WatchDisplay(terminal: dumb).frame(failing(stateDump, .english)), width: 80) <= 24)
  }

  @Test func aRealTerminalIsClearedAndRedrawnToItsHeight() {
    let terminal = SystemTerminal(isTTY: true, ttyWidth: 80, ttyHeight: 24, environment: ["TERM": "xterm-256color"])
    #expect(terminal.supportsScreenControl)
    #expect(terminal.height == 24)
    let frame = WatchDisplay(terminal: terminal).frame(failing(stateDump, .english))
    #expect(frame.hasPrefix("\u{1B}[2J\u{1B}[H"))
    #expect(frame.dropFirst(7).unicodeScalars.allSatisfy { $0.value >= 0x20 || $0 == "\n" })
    #expect(rows(String(frame.dropFirst(7)), width: 80) <= 24)
  }
}

@Suite struct WatchScreenPassTests {
  @Test func aPassHasNoEmptyDetailLines() {
    let id = ExerciseID(phase: "phase1", slug: "counter")
    let verdict = ExerciseVerdict(id: id, title: "t", status: .pass, tests: [TestOutcome(name: "a", status: .pass)])
    let screen = WatchScreen(exercise: id, title: "t", editedFolder: "E", verdict: verdict, messages: .english)
    #expect(screen.render().contains("✓ pass — all 1 hidden tests passed. Press n for the next exercise.\n\nh hint"))
  }
}
