import Foundation

/// Splits one terminal stream, where a test process writes both Swift Testing's event records
/// and whatever the code under test prints, into the event stream and each test's printed lines.
///
/// Both go to the same terminal (``PseudoTerminal``), so they arrive in the order they were
/// written: a line printed between "test A started" and "test A ended" is test A's. A line printed
/// while no test runs (an effect finishing late) belongs to the test that ended last. Tests run
/// one at a time (`--no-parallel`), which is what makes this attribution exact.
final class TestOutputCapture: @unchecked Sendable {
  private let lock = NSLock()
  private var stream = TestEventStream()
  private var running: String?
  private var lastEnded: String?
  private var printed: [String: PrintedLines] = [:]
  private var order: [String] = []

  /// The most lines and bytes kept per test; the rest is counted.
  static let lineLimit = 40
  static let byteLimit = 4_000

  /// Takes one line of the terminal.
  func take(_ line: String) {
    lock.withLock {
      if line.hasPrefix("{\"kind\":") {
        let started = stream.started.count
        let ended = stream.ended.count
        stream.read(line: Substring(line))
        if stream.started.count > started, let id = stream.started.last, stream.isFunction(id) {
          running = id
        }
        if stream.ended.count > ended, let id = stream.ended.last, stream.isFunction(id) {
          if running == id { running = nil }
          lastEnded = id
        }
        // A record that parsed is never output; one that did not (cut short) is dropped too.
        return
      }
      guard let owner = running ?? lastEnded, !Self.isTestingConsoleLine(line) else { return }
      if printed[owner] == nil { order.append(owner) }
      printed[owner, default: PrintedLines()].append(line)
    }
  }

  /// Swift Testing's own console report (`◇ Test x() started.`, `✔ Test run with 3 tests passed`),
  /// which it writes to standard output too.
  static func isTestingConsoleLine(_ line: String) -> Bool {
    guard let first = line.unicodeScalars.first else { return false }
    // ◇ ✔ ✘ ↳ ⚠︎ 􀟈… : the symbols Swift Testing starts its lines with (plain and SF Symbols).
    let symbols: Set<UInt32> = [0x25C7, 0x2714, 0x2718, 0x21B3, 0x26A0, 0x2192, 0x2139, 0x2298, 0x25CC]
    return symbols.contains(first.value) || (0x100000...0x10FFFF).contains(first.value)
  }

  /// The events read so far.
  var events: TestEventStream { lock.withLock { stream } }

  /// What each test printed, by test id.
  var printedByTest: [String: String] { lock.withLock { printed.mapValues(\.text) } }
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
