import Testing

@testable import Presentation

@Suite("Terminal detection")
struct TerminalTests {
  @Test func colourOnlyOnATTYWithoutNoColorOrDumbTerm() {
    #expect(SystemTerminal(isTTY: true, ttyWidth: 100, environment: [:]).supportsColor)
    #expect(!SystemTerminal(isTTY: false, ttyWidth: nil, environment: [:]).supportsColor)
    #expect(!SystemTerminal(isTTY: true, ttyWidth: 100, environment: ["NO_COLOR": "1"]).supportsColor)
    #expect(SystemTerminal(isTTY: true, ttyWidth: 100, environment: ["NO_COLOR": ""]).supportsColor)
    #expect(!SystemTerminal(isTTY: true, ttyWidth: 100, environment: ["TERM": "dumb"]).supportsColor)
  }

  @Test func widthFromTTYThenColumnsThenFallback() {
    #expect(SystemTerminal(isTTY: true, ttyWidth: 132, environment: ["COLUMNS": "50"]).width == 132)
    #expect(SystemTerminal(isTTY: false, ttyWidth: nil, environment: ["COLUMNS": "50"]).width == 50)
    #expect(SystemTerminal(isTTY: false, ttyWidth: nil, environment: ["COLUMNS": "x"]).width == 80)
    #expect(SystemTerminal(isTTY: true, ttyWidth: 0, environment: [:]).width == 80)
  }

  @Test func plainModeHasNoEscapeCodes() {
    let line = StyledLine([StyledRun("a", TextStyle(bold: true)), StyledRun("b")])
    #expect(line.rendered(color: false) == "ab")
    #expect(line.rendered(color: true) == "\u{1B}[1ma\u{1B}[0mb")
  }
}

@Suite struct TerminalHeightTests {
  @Test func heightAndScreenControlOnlyOnATerminalThatCanTakeThem() {
    let tty = SystemTerminal(isTTY: true, ttyWidth: 80, ttyHeight: 24, environment: ["TERM": "xterm"])
    #expect(tty.height == 24)
    #expect(tty.supportsScreenControl)
    #expect(!SystemTerminal(isTTY: true, ttyWidth: 80, ttyHeight: 24, environment: ["TERM": "dumb"]).supportsScreenControl)
    #expect(!SystemTerminal(isTTY: true, ttyWidth: 80, ttyHeight: 24, environment: [:]).supportsScreenControl)
    let pipe = SystemTerminal(isTTY: false, ttyWidth: nil, ttyHeight: nil, environment: ["TERM": "xterm", "LINES": "30"])
    #expect(pipe.height == nil, "a pipe or a file has no bottom to keep in view")
    #expect(!pipe.supportsScreenControl)
    #expect(SystemTerminal(isTTY: true, ttyWidth: 80, ttyHeight: nil, environment: ["LINES": "30"]).height == 30)
    #expect(FixedTerminal().height == nil)
    #expect(!FixedTerminal().supportsScreenControl)
  }
}
