import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process groups of the children running right now, so that Ctrl-C can end them too.
///
/// Each child runs in a group of its own (so a time limit can kill all of it), which also means the
/// terminal's Ctrl-C no longer reaches it: without this, interrupting `dojo check` would leave a
/// build or a hung test running.
public enum ChildProcessGroups {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var groups: Set<pid_t> = []
  nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

  static func register(_ pid: pid_t) { lock.withLock { _ = groups.insert(pid) } }
  static func unregister(_ pid: pid_t) { lock.withLock { _ = groups.remove(pid) } }

  /// Held from a child's spawn until its group is registered, and by every orphan sweep: a sweep
  /// must never see a child that was just started but is not registered yet (it would take it for
  /// an orphan and kill it — a mutant run killed that way looked as if the tests passed).
  static let spawnLock = NSLock()

  /// The groups of the children running now.
  static var running: Set<pid_t> { lock.withLock { groups } }

  /// Kills every running child's group.
  public static func killAll() {
    for pid in lock.withLock({ groups }) { kill(-pid, SIGKILL) }
  }

  /// Makes SIGINT and SIGTERM kill the running children's groups, then exit with 130/143.
  /// For command-line programs; call once at start.
  public static func killOnInterrupt() {
    lock.withLock {
      guard sources.isEmpty else { return }
      for signalNumber in [SIGINT, SIGTERM] {
        signal(signalNumber, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
        source.setEventHandler {
          killAll()
          // What those groups started outside them (a compiler in a group of its own) is
          // re-parented here as they die.
          for _ in 0..<10 {
            OrphanSweep.sweep()
            usleep(30_000)
          }
          exit(128 + signalNumber)
        }
        source.resume()
        sources.append(source)
      }
    }
  }
}
