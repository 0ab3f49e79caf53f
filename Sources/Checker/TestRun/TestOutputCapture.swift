import Foundation

/// Splits a test process's standard output (a terminal) into what each test printed.
///
/// Swift Testing writes its console report (`◇ Test "x" started.`, `✔ Test "x" passed after …`)
/// to standard error, which shares the terminal with the code under test's standard output, so both arrive in the order they were written: a
/// line printed between "x started" and "x passed/failed" is x's. A line printed while no test
/// runs (an effect finishing late) belongs to the test that ended last. Tests run one at a time
/// (`--no-parallel`), which is what makes this attribution exact.
///
/// This is presentation only: the verdict comes from the event stream, which travels through a
/// ``PrivateEventChannel`` the code under test cannot print into. A printed line that imitates a
/// console line can only move printed text from one test to another.
final class TestOutputCapture: @unchecked Sendable {
  private let lock = NSLock()
  private var running: String?
  private var lastEnded: String?
  private var printed: [String: PrintedLines] = [:]
  private var crashed = false
  /// Whether the lines now are the indented details of an issue the console report just named.
  private var inIssueDetails = false

  /// The most lines and bytes kept per test; the rest is counted.
  static let lineLimit = 40
  static let byteLimit = 4_000

  /// Takes one line of the terminal.
  func take(_ line: String) {
    lock.withLock {
      if Self.isTestingConsoleLine(line) {
        // `↳ message` lines continue the issue line above them; their details follow indented.
        let plain = Self.withoutEscapes(line)
        if !plain.hasPrefix("↳") { inIssueDetails = plain.contains(" recorded an issue") }
        switch Self.consoleEvent(line) {
        case .started(let name)?: running = name
        case .ended(let name)?:
          if running == name { running = nil }
          lastEnded = name
        case nil: break
        }
        return
      }
      // An issue's details (its diff, its comments) follow its console line, indented.
      let plain = Self.withoutEscapes(line)
      if inIssueDetails, plain.hasPrefix(" ") || plain.trimmingCharacters(in: .whitespaces).isEmpty { return }
      inIssueDetails = false
      // A crash report (standard error shares the terminal) is not something a test printed.
      if line.hasPrefix("💣") || line.contains("Fatal error:") { crashed = true }
      guard !crashed, let owner = running ?? lastEnded else { return }
      printed[owner, default: PrintedLines()].append(line)
    }
  }

  /// A test starting or ending, as Swift Testing's console report says it.
  enum ConsoleEvent: Equatable {
    case started(String)
    case ended(String)
  }

  /// `◇ Test "name" started.` → `.started("name")`; `✔ Test f() passed after 0.1 seconds.` →
  /// `.ended("f()")`; suites, issues and the run's summary → `nil`.
  static func consoleEvent(_ line: String) -> ConsoleEvent? {
    let text = withoutEscapes(line)
    guard let range = text.range(of: " Test ") else { return nil }
    // Only the symbol (and a space) may stand before "Test": not "Test run with …", not a suite.
    guard text[..<range.lowerBound].unicodeScalars.count <= 2 else { return nil }
    let rest = text[range.upperBound...]
    // `Test run with …` is the summary; `Test case passing 1 argument … to "x" started.` is one
    // case of a parameterized test, which stays the running test.
    if rest.hasPrefix("run ") || rest.hasPrefix("case ") { return nil }
    if rest.hasSuffix(" started.") {
      return .started(unquoted(rest.dropLast(" started.".count)))
    }
    for verb in [" passed after ", " failed after ", " passed with ", " failed with "] {
      if let end = rest.range(of: verb, options: .backwards) {
        var name = rest[..<end.lowerBound]
        // `Test f(x:) with 3 test cases passed after …`.
        if let cases = name.range(of: " with ", options: .backwards),
          name[cases.upperBound...].hasSuffix(" test cases") || name[cases.upperBound...].hasSuffix(" test case")
        {
          name = name[..<cases.lowerBound]
        }
        return .ended(unquoted(name))
      }
    }
    if rest.hasSuffix(" skipped.") { return .ended(unquoted(rest.dropLast(" skipped.".count))) }
    return nil
  }

  private static func unquoted(_ name: Substring) -> String {
    name.count >= 2 && name.hasPrefix("\"") && name.hasSuffix("\"") ? String(name.dropFirst().dropLast()) : String(name)
  }

  /// The line without ANSI colour codes (Swift Testing colours its report unless `NO_COLOR`).
  static func withoutEscapes(_ line: String) -> String {
    guard line.contains("\u{1B}[") else { return line }
    var result = ""
    var inEscape = false
    for scalar in line.unicodeScalars {
      if inEscape {
        if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
        continue
      }
      if scalar == "\u{1B}" {
        inEscape = true
        continue
      }
      result.unicodeScalars.append(scalar)
    }
    return result
  }

  /// Swift Testing's own console report (`◇ Test x() started.`, `✔ Test run with 3 tests passed`),
  /// which it writes to standard output.
  static func isTestingConsoleLine(_ line: String) -> Bool {
    guard let first = withoutEscapes(line).unicodeScalars.first else { return false }
    // ◇ ✔ ✘ ↳ ⚠︎ 􀟈… : the symbols Swift Testing starts its lines with (plain and SF Symbols).
    let symbols: Set<UInt32> = [0x25C7, 0x2714, 0x2718, 0x21B3, 0x26A0, 0x2192, 0x2139, 0x2298, 0x25CC]
    return symbols.contains(first.value) || (0x100000...0x10FFFF).contains(first.value)
  }

  /// What each test printed, by the name Swift Testing's console report gives it.
  var printedByName: [String: String] { lock.withLock { printed.mapValues(\.text) } }

  /// What each test printed, by test id: names matched to the ids `events` describes.
  func printed(byIDIn events: TestEventStream) -> [String: String] {
    let byName = printedByName
    var result: [String: String] = [:]
    for id in events.described where events.isFunction(id) {
      if let text = byName[events.name(of: id)] { result[id] = text }
    }
    return result
  }
}

/// A test's printed lines within ``TestOutputCapture``'s limits.
struct PrintedLines {
  private(set) var lines: [String] = []
  private(set) var bytes = 0
  private(set) var dropped = 0

  mutating func append(_ line: String) {
    guard lines.count < TestOutputCapture.lineLimit, bytes + line.utf8.count <= TestOutputCapture.byteLimit else {
      dropped += 1
      return
    }
    lines.append(line)
    bytes += line.utf8.count + 1
  }

  var text: String {
    (lines + (dropped > 0 ? ["… (\(dropped) more lines not kept)"] : [])).joined(separator: "\n")
  }
}
