import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends the processes a child left behind when they escaped its process group.
///
/// A test process runs in a group of its own, which the time limit kills as one. Code under test
/// can start processes that leave the group (`Process` starts its child in a new group; `setsid`
/// a new session) and block SIGTERM; once the test process is gone they would run on under
/// init. On Linux a program that calls ``adoptOrphans(sweepingAll:)`` becomes a *child
/// subreaper* (`PR_SET_CHILD_SUBREAPER`): such orphans are re-parented to it instead of to init,
/// and after each child ends they are killed with SIGKILL (which cannot be blocked) and reaped.
/// `dojo` sweeps every child it did not start itself; a program that starts other children of
/// its own (a test bundle) sweeps only those carrying the ended child's environment marker.
/// On other systems it does nothing: there the group kill is all there is.
public enum OrphanSweep {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var sweepsAll = false
  nonisolated(unsafe) private static var adopting = false

  /// Makes this process the subreaper of its descendants. With `sweepingAll`, every child that
  /// belongs to no running ``ChildProcess`` is an orphan to end (for `dojo`, which starts no
  /// other children); otherwise only those carrying a marker.
  public static func adoptOrphans(sweepingAll: Bool) {
    #if os(Linux)
      lock.withLock {
        adopting = enabled
        sweepsAll = sweepsAll || sweepingAll
      }
    #endif
  }

  /// The environment entry (`NAME=value`) that marks a child's descendants; unique per child.
  static func marker() -> String { "DOJO_CHILD_RUN=\(UUID().uuidString)" }

  #if os(Linux)
    /// `prctl(PR_SET_CHILD_SUBREAPER, 1)`, looked up at run time: Swift does not import the
    /// variadic `prctl`.
    private static let enabled: Bool = {
      guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, "prctl") else { return false }
      typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
      let prctl = unsafeBitCast(symbol, to: Prctl.self)
      let setChildSubreaper: Int32 = 36
      return prctl(setChildSubreaper, 1, 0, 0, 0) == 0
    }()
  #endif

  /// Kills and reaps this process's children whose process group is not that of a running
  /// ``ChildProcess`` (other than `ended`, the one just finished). Repeats briefly, since a dying
  /// orphan's own children are re-parented here in turn.
  public static func sweep(excluding ended: pid_t? = nil, marker: String? = nil) {
    #if os(Linux)
      let (adopting, sweepsAll) = lock.withLock { (self.adopting, self.sweepsAll) }
      guard adopting, sweepsAll || marker != nil else { return }
      let me = getpid()
      // No child can be started (and not yet registered) while a pass looks for orphans.
      ChildProcessGroups.spawnLock.lock()
      defer { ChildProcessGroups.spawnLock.unlock() }
      for _ in 0..<20 {
        var groups = ChildProcessGroups.running
        if let ended { groups.remove(ended) }
        let orphans = children(of: me).filter { child in
          if groups.contains(child.group) || groups.contains(child.pid) { return false }
          return sweepsAll || marker.map { carries(child.pid, $0) } ?? false
        }
        if orphans.isEmpty { return }
        for orphan in orphans {
          kill(orphan.pid, SIGKILL)
          var status: Int32 = 0
          _ = waitpid(orphan.pid, &status, 0)
        }
      }
    #endif
  }

  /// Whether process `pid`'s environment holds `marker`.
  static func carries(_ pid: pid_t, _ marker: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
    return data.split(separator: 0).contains { $0.elementsEqual(marker.utf8) }
  }

  /// The direct children of `parent`, from `/proc/<pid>/stat`, with their process groups.
  static func children(of parent: pid_t) -> [(pid: pid_t, group: pid_t)] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
    var found: [(pid: pid_t, group: pid_t)] = []
    for name in names {
      guard let pid = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      // `pid (comm) state ppid pgrp …`; comm may hold spaces and parentheses.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 2, let ppid = pid_t(fields[1]), let group = pid_t(fields[2]), ppid == parent else { continue }
      found.append((pid, group))
    }
    return found
  }
}
