/// A piece of text in one style.
public struct StyledRun: Sendable, Equatable {
  /// The text (no newlines inside a rendered line).
  public var text: String
  /// How it looks in colour mode.
  public var style: TextStyle

  /// Makes a run.
  public init(_ text: String, _ style: TextStyle = .plain) {
    self.text = text
    self.style = style
  }
}

/// One output line made of styled runs; rendered with or without ANSI codes.
public struct StyledLine: Sendable, Equatable {
  /// The runs, left to right.
  public var runs: [StyledRun]

  /// Makes a line.
  public init(_ runs: [StyledRun] = []) {
    self.runs = runs
  }

  /// A line of one run.
  public init(_ text: String, _ style: TextStyle = .plain) {
    self.runs = text.isEmpty ? [] : [StyledRun(text, style)]
  }

  /// The columns the line occupies.
  public var width: Int { runs.reduce(0) { $0 + DisplayWidth.of($1.text) } }

  /// The text without styling.
  public var plainText: String { runs.map(\.text).joined() }

  /// The line with `prefix` runs in front.
  public func prefixed(by prefix: [StyledRun]) -> StyledLine {
    StyledLine(prefix + runs)
  }

  /// The line as terminal text: ANSI codes around styled runs when `color`, bare text otherwise.
  /// Trailing spaces are dropped either way.
  public func rendered(color: Bool) -> String {
    var trimmedRuns = runs
    while let last = trimmedRuns.last {
      let stripped = String(last.text.reversed().drop(while: { $0 == " " }).reversed())
      if stripped.isEmpty {
        trimmedRuns.removeLast()
      } else {
        trimmedRuns[trimmedRuns.count - 1].text = stripped
        break
      }
    }
    guard color else { return trimmedRuns.map(\.text).joined() }
    var output = ""
    for run in trimmedRuns {
      if run.style.isPlain || run.text.allSatisfy({ $0 == " " }) {
        output += run.text
      } else {
        output += run.style.ansiPrefix + run.text + TextStyle.ansiReset
      }
    }
    return output
  }
}

extension Array where Element == StyledLine {
  /// The lines joined with newlines, ending with one.
  public func rendered(color: Bool) -> String {
    map { $0.rendered(color: color) }.joined(separator: "\n") + (isEmpty ? "" : "\n")
  }
}
