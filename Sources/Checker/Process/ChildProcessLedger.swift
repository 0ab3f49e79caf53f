import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder of one small file per running child (`.dojo/children/<pid>`), so that a dojo process
/// can end the children of one that was killed before it could.
///
/// ``ParentWatchdog`` ends a killed dojo's children at once; this is the second line, for the
/// instant between spawning a child and its watchdog, or a platform without `/bin/sh`. A record
/// names the child and its owner, each with its start time where the platform tells it (Linux),
/// so a pid the system has since reused is never killed; an owner that is still alive (another
/// `dojo check` running now) keeps its children.
public struct ChildProcessLedger: Sendable {
  /// The folder of records.
  public let folder: URL

  /// A ledger in `folder` (created on first use).
  public init(folder: URL) { self.folder = folder }

  /// `.dojo/children` of a checkout's state folder.
  public init(stateFolder: URL) { self.init(folder: stateFolder.appendingPathComponent("children")) }

  /// One recorded child.
  struct Record: Codable, Equatable {
    var pid: Int32
    var start: UInt64?
    var owner: Int32
    var ownerStart: UInt64?
    var command: String
  }

  /// A leftover child that was ended.
  public struct Leftover: Equatable, Sendable {
    /// Its pid (also its process group).
    public var pid: Int32
    /// The program it ran.
    public var command: String
  }

  private func file(_ pid: pid_t) -> URL { folder.appendingPathComponent("\(pid).json") }

  /// Records `pid` as a child of this process; silently does nothing when the folder is not writable.
  func record(_ pid: pid_t, command: String) {
    let me = getpid()
    let record = Record(
      pid: pid, start: ProcessStat.read(pid: pid)?.startTicks, owner: me,
      ownerStart: ProcessStat.read(pid: me)?.startTicks, command: command)
    guard let data = try? JSONEncoder().encode(record) else { return }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? data.write(to: file(pid), options: .atomic)
  }

  /// Forgets `pid` (it ended normally).
  func remove(_ pid: pid_t) { try? FileManager.default.removeItem(at: file(pid)) }

  /// Ends the process group of every recorded child whose owner is gone and that still runs, and
  /// forgets records that no longer describe a running child. Returns what it ended.
  @discardableResult
  public func reapLeftovers() -> [Leftover] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var ended: [Leftover] = []
    for name in names where name.hasSuffix(".json") {
      let url = folder.appendingPathComponent(name)
      guard let data = FileManager.default.contents(atPath: url.path),
        let record = try? JSONDecoder().decode(Record.self, from: data)
      else {
        try? FileManager.default.removeItem(at: url)
        continue
      }
      if Self.isAlive(record.owner, start: record.ownerStart) { continue }
      if Self.isAlive(record.pid, start: record.start), getpgid(record.pid) == record.pid {
        kill(-record.pid, SIGKILL)
        kill(record.pid, SIGKILL)
        ended.append(Leftover(pid: record.pid, command: record.command))
      }
      try? FileManager.default.removeItem(at: url)
    }
    return ended
  }

  /// Whether `pid` runs and, where start times are known, is the same process that was recorded.
  static func isAlive(_ pid: pid_t, start: UInt64?) -> Bool {
    guard pid > 0, kill(pid, 0) == 0 || errno == EPERM else { return false }
    #if os(Linux)
      guard let stat = ProcessStat.read(pid: pid) else { return false }
      if let start, stat.startTicks != start { return false }
      // A zombie has ended; only its parent has not collected it yet.
      if let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
        ProcessStat.state(of: String(decoding: data, as: UTF8.self)) == "Z"
      {
        return false
      }
    #endif
    return true
  }
}
