import Presentation

/// How `dojo watch` puts a screen on its output: redrawn in place on a terminal that takes
/// screen control, cut to its height; one frame after another, separated by a rule, where it
/// does not (`TERM=dumb`, a log file, a pipe) — and then without a single control code.
public struct WatchDisplay: Sendable {
  /// Where the screen goes.
  public var terminal: any Terminal

  /// Writes to `terminal`.
  public init(terminal: any Terminal) { self.terminal = terminal }

  /// Clears the screen and moves the cursor to its top-left corner (ANSI).
  static let clearScreen = "\u{1B}[2J\u{1B}[H"
  /// Between two frames where the screen cannot be cleared.
  static let separator = "────────"

  /// The text to write for `screen`.
  public func frame(_ screen: WatchScreen) -> String {
    var text = screen.render()
    if let height = terminal.height {
      text = screen.render(width: terminal.width, height: terminal.supportsScreenControl ? height : height - 1)
    }
    // What the learner's code printed can hold control codes of its own; they are shown, not run.
    text = Self.visibleControls(text)
    if terminal.supportsScreenControl { return Self.clearScreen + text + "\n" }
    return text + "\n" + Self.separator + "\n"
  }

  /// `text` with every control character but the newline and the tab written in caret notation
  /// (`ESC` becomes `^[`), so nothing in it moves the cursor, clears or colours.
  static func visibleControls(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A, 0x09: result.unicodeScalars.append(scalar)
      case 0x00..<0x20: result += "^" + String(UnicodeScalar(UInt8(scalar.value + 0x40)))
      case 0x7F: result += "^?"
      case 0x80..<0xA0: result += "^[" + String(UnicodeScalar(UInt8(scalar.value - 0x40)))
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
