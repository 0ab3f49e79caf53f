/// SwiftPM's `[12/345] Compiling Foo Bar.swift` progress counter.
public struct BuildProgressLine: Equatable, Sendable {
  /// Steps done.
  public var completed: Int
  /// Steps known so far (SwiftPM's total grows while it plans).
  public var total: Int
  /// The rest of the line: `Compiling Foo Bar.swift`.
  public var activity: String

  /// Makes a progress line.
  public init(completed: Int, total: Int, activity: String) {
    self.completed = completed
    self.total = total
    self.activity = activity
  }

  /// Parses `[n/m] activity`; `nil` for any other line.
  public init?(_ line: String) {
    guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
    let numbers = line[line.index(after: line.startIndex)..<close].split(separator: "/")
    guard numbers.count == 2, let completed = Int(numbers[0]), let total = Int(numbers[1]) else {
      return nil
    }
    self.init(
      completed: completed, total: total,
      activity: line[line.index(after: close)...].trimmingCharacters(in: .whitespaces))
  }
}

import Foundation
