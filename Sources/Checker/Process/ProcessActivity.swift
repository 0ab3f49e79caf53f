import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How busy a child's process group was just before it was stopped: what tells a hang (asleep,
/// waiting for something that never comes) from a slow computation or an endless loop.
///
/// A test that waits on a `TestClock` nobody advances, a semaphore nobody signals or a response
/// that never arrives uses next to no CPU; a `while` without an exit uses a whole core. More time
/// helps only the second, and only on a slow machine.
public struct ProcessActivity: Sendable, Equatable {
  /// CPU seconds the group used over ``window`` (user + system, all its processes).
  public var recentCPU: Double
  /// The wall time the last measurement covers (the end of the run).
  public var window: Duration
  /// The share of samples over the window in which some thread of the group was running or
  /// waiting for a CPU (state `R`): on a loaded machine a spinning test gets little CPU time, but
  /// it is always runnable, while a waiting one sleeps.
  public var runnableShare: Double

  /// Makes a measurement.
  public init(recentCPU: Double, window: Duration, runnableShare: Double) {
    self.recentCPU = recentCPU
    self.window = window
    self.runnableShare = runnableShare
  }

  /// CPU seconds per wall second over the window (1.0: one core busy all the time).
  public var load: Double {
    let seconds = window.seconds
    return seconds > 0 ? recentCPU / seconds : 0
  }

  /// Whether the group mostly slept: runnable in under half the samples and using under a
  /// quarter of one core.
  public var isIdle: Bool { runnableShare < 0.5 && load < 0.25 }
}

extension Duration {
  /// The duration in seconds, as a `Double`.
  var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}

/// Reads the CPU time a process group has used so far.
///
/// Linux: the sum of `utime + stime` over `/proc/<pid>/stat` of every process whose group is
/// `group` (a test binary and anything it started). Elsewhere (macOS) it answers `nil`, and the
/// timeout advice then names both causes, a hang and a busy loop.
enum ProcessGroupCPU {
  /// One reading of a group.
  struct Reading {
    /// CPU seconds its live processes used so far.
    var seconds: Double
    /// Whether one of their threads was running or runnable.
    var runnable: Bool
  }

  /// A reading of the live processes of `group`, or `nil` when this platform cannot say.
  static func read(group: pid_t) -> Reading? {
    #if os(Linux)
      guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
      let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
      guard ticks > 0 else { return nil }
      var reading = Reading(seconds: 0, runnable: false)
      var found = false
      for entry in entries where entry.first?.isNumber == true {
        guard let pid = pid_t(entry), let stat = ProcessStat.read(pid: pid), stat.group == group else { continue }
        found = true
        reading.seconds += Double(stat.userTicks + stat.systemTicks) / ticks
        if !reading.runnable { reading.runnable = anyThreadRunnable(pid) }
      }
      return found ? reading : nil
    #else
      return nil
    #endif
  }

  /// Whether a thread of `pid` is in state `R` (`/proc/<pid>/task/<tid>/stat`).
  static func anyThreadRunnable(_ pid: pid_t) -> Bool {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    return tasks.contains { task in
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/task/\(task)/stat") else { return false }
      return ProcessStat.state(of: String(decoding: data, as: UTF8.self)) == "R"
    }
  }
}

/// The few fields of Linux's `/proc/<pid>/stat` the checker uses.
struct ProcessStat: Equatable {
  /// Field 4, the parent.
  var parent: pid_t
  /// Field 5, the process group.
  var group: pid_t
  /// Field 14, user time in clock ticks.
  var userTicks: Int
  /// Field 15, system time in clock ticks.
  var systemTicks: Int
  /// Field 22, when it started, in clock ticks since boot: with the pid, an identity that a
  /// reused pid does not share.
  var startTicks: UInt64

  /// Field 3, the state letter (`R` running, `S` sleeping, `Z` zombie…), of a stat file's text.
  static func state(of text: String) -> Character? {
    guard let close = text.lastIndex(of: ")") else { return nil }
    return text[text.index(after: close)...].split(separator: " ").first?.first
  }

  /// Parses the text of a stat file; the command name (field 2) may hold spaces and parentheses,
  /// so fields are counted from its closing parenthesis.
  static func parse(_ text: String) -> ProcessStat? {
    guard let close = text.lastIndex(of: ")") else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    // fields[0] is field 3 (the state).
    guard fields.count > 19, let parent = pid_t(fields[1]), let group = pid_t(fields[2]),
      let user = Int(fields[11]), let system = Int(fields[12]), let start = UInt64(fields[19])
    else { return nil }
    return ProcessStat(parent: parent, group: group, userTicks: user, systemTicks: system, startTicks: start)
  }

  /// The stat of `pid`, or `nil` when it does not exist (or this is not Linux).
  static func read(pid: pid_t) -> ProcessStat? {
    guard pid > 0, let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
    return parse(String(decoding: data, as: UTF8.self))
  }
}

/// CPU samples taken while waiting for a child, kept just long enough to measure the end of the run.
struct ActivitySampler {
  private var samples: [(at: ContinuousClock.Instant, reading: ProcessGroupCPU.Reading)] = []
  /// How far back the measurement reaches.
  let window: Duration

  init(window: Duration) { self.window = window }

  /// Records the group's CPU time now; drops samples older than the window needs.
  mutating func sample(group: pid_t, at now: ContinuousClock.Instant = .now) {
    guard let reading = ProcessGroupCPU.read(group: group) else { return }
    add(reading, at: now)
  }

  /// Records one reading taken at `now`.
  mutating func add(_ reading: ProcessGroupCPU.Reading, at now: ContinuousClock.Instant) {
    samples.append((now, reading))
    // Keep the newest sample at least `window` old, and everything after it.
    while samples.count > 2, now - samples[1].at >= window { samples.removeFirst() }
  }

  /// The activity between the oldest kept sample and the newest, or `nil` with fewer than two.
  var activity: ProcessActivity? {
    guard let first = samples.first, let last = samples.last, samples.count >= 2, last.at > first.at
    else { return nil }
    let later = samples.dropFirst()
    return ProcessActivity(
      recentCPU: max(0, last.reading.seconds - first.reading.seconds), window: last.at - first.at,
      runnableShare: Double(later.filter(\.reading.runnable).count) / Double(later.count))
  }
}
