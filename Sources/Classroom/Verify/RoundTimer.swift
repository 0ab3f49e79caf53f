import Checker
import Foundation

/// Times one round from the checker's events (called from any thread).
final class RoundTimer: @unchecked Sendable {
  private let lock = NSLock()
  private let start = ContinuousClock.now
  private var buildStart: ContinuousClock.Instant?
  private var buildEnd: ContinuousClock.Instant?

  func note(_ event: CheckEvent) {
    lock.lock()
    defer { lock.unlock() }
    switch event {
    case .buildStarted: if buildStart == nil { buildStart = .now }
    case .buildFinished: buildEnd = .now
    default: break
    }
  }

  var buildSeconds: Double {
    lock.lock()
    defer { lock.unlock() }
    guard let buildStart, let buildEnd else { return 0 }
    return Self.seconds(buildEnd - buildStart)
  }

  var elapsed: Double { Self.seconds(ContinuousClock.now - start) }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
