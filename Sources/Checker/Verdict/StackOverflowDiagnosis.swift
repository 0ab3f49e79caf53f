import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells a stack overflow (unbounded recursion: `func spin(_ n: Int) -> Int { spin(n + 1) + 1 }`)
/// from other crashes, and finds the learner's function that keeps calling itself.
///
/// A stack overflow ends in SIGSEGV (SIGBUS on some systems) on the stack's guard page. Swift's
/// crash reporter then either prints a backtrace thousands of frames deep whose frames repeat, or,
/// on a thread without an alternate signal stack (Swift Testing runs tests on such threads), has
/// no stack left to run on and prints nothing at all — a bad pointer, the other cause of SIGSEGV,
/// always gets its report. The place comes from the backtrace when there is one, else from the
/// compiler's own warning about the recursion.
public struct StackOverflowDiagnosis: Equatable, Sendable {
  /// The learner's file (relative to the checkout) and line of the recursion, when known.
  public var file: String?
  /// The line in ``file``.
  public var line: Int?

  /// The diagnosis of a test process that ended with `signal` and printed `standardError`; `nil`
  /// when it is not a stack overflow.
  ///
  /// - Parameters:
  ///   - learnerFolder: the learner's folder as the backtrace names it (absolute, standardized).
  ///   - relativeFolder: the same folder relative to the checkout, for the location shown.
  ///   - warnings: the compiler's warnings in the learner's files.
  public static func diagnose(
    signal: Int32, standardError: String, learnerFolder: String, relativeFolder: String,
    warnings: [LearnerWarning]
  ) -> StackOverflowDiagnosis? {
    guard signal == SIGSEGV || signal == SIGBUS else { return nil }
    let frames = standardError.split(whereSeparator: \.isNewline).compactMap { Frame(String($0)) }
    let reported = standardError.contains("*** Program crashed") || standardError.contains("Backtracing from")
    guard !reported || isRunaway(frames) else { return nil }
    var diagnosis = StackOverflowDiagnosis()
    let base = learnerFolder.hasSuffix("/") ? learnerFolder : learnerFolder + "/"
    // The learner's frame seen most often is the recursion (the innermost one may be a helper
    // the recursion calls once).
    var counts: [String: Int] = [:]
    var order: [String] = []
    for frame in frames {
      guard let location = frame.location, location.hasPrefix(base) else { continue }
      if counts[location] == nil { order.append(location) }
      counts[location, default: 0] += 1
    }
    if let busiest = order.max(by: { counts[$0]! < counts[$1]! }) {
      let parts = busiest.dropFirst(base.count).split(separator: ":")
      if parts.count >= 2, let line = Int(parts[1]) {
        diagnosis.file = relativeFolder + "/" + parts[0]
        diagnosis.line = line
        return diagnosis
      }
    }
    if let warning = warnings.first(where: { isRecursionWarning($0.message) }) {
      diagnosis.file = warning.file
      diagnosis.line = warning.line
    }
    return diagnosis
  }

  /// Whether the compiler's `message` says that code calls itself without end.
  static func isRecursionWarning(_ message: String) -> Bool {
    message.contains("infinite recursion") || message.contains("will call itself")
      || message.contains("within its own getter") || message.contains("within its own setter")
  }

  /// Whether a backtrace is a runaway recursion: thousands of frames deep, or one frame repeated
  /// many times in what was printed.
  static func isRunaway(_ frames: [Frame]) -> Bool {
    if let deepest = frames.map(\.index).max(), deepest >= 5_000 { return true }
    var counts: [String: Int] = [:]
    for frame in frames { counts[frame.description, default: 0] += 1 }
    return counts.values.contains { $0 >= 32 }
  }

  /// One line of Swift's backtrace: `   12 [ra] 0x000055… spin(_:) + 58 in Tests at /path/File.swift:1:30`.
  struct Frame: Equatable {
    /// Its number, 0 for the innermost.
    var index: Int
    /// What follows the address (function, offset, image, location).
    var description: String
    /// `/path/File.swift:line:column` (or `:line`), when the frame names one.
    var location: String?

    init?(_ line: String) {
      let words = line.split(separator: " ", omittingEmptySubsequences: true)
      guard let first = words.first, let index = Int(first),
        let address = words.firstIndex(where: { $0.hasPrefix("0x") })
      else { return nil }
      self.index = index
      description = words[(address + 1)...].joined(separator: " ")
      if let at = line.range(of: " at ", options: .backwards) {
        location = String(line[at.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
      }
    }
  }
}
