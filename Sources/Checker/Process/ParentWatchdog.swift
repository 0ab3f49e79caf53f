import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny `/bin/sh` process in a child's process group that kills the group once this process
/// is gone, however it went (`kill -9`, the OOM killer, a cancelled CI job).
///
/// A child runs in a group of its own so a time limit can end all of it; the limit, though, lives
/// in this process, and a test spinning in a loop would otherwise outlive a killed `dojo` at
/// 100 % CPU for ever. The watchdog reads a pipe whose only writer is this process: the kernel
/// closes it when this process dies, `read` returns, and `kill -9 0` ends the group, watchdog
/// included. Unlike Linux's `PR_SET_PDEATHSIG` (which `posix_spawn` cannot set, and which fires
/// when the spawning *thread* ends) this works the same on Linux and macOS and needs no helper
/// binary. If dojo dies in the instant between spawning the child and its watchdog,
/// ``ChildProcessLedger`` lets the next dojo end the leftover.
final class ParentWatchdog: @unchecked Sendable {
  /// The watchdog's own pid.
  let pid: pid_t
  private var lifeline: Int32

  private init(pid: pid_t, lifeline: Int32) {
    self.pid = pid
    self.lifeline = lifeline
  }

  /// Starts a watchdog in the group of `child` (a group leader); `nil` when it cannot start (no
  /// `/bin/sh`): the child then runs unguarded, as before.
  static func start(guarding child: pid_t) -> ParentWatchdog? {
    var lifeline: [Int32] = [0, 0]
    guard ChildProcess.makePipe(&lifeline) else { return nil }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_adddup2(&actions, lifeline[0], 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, child)
    // `read` returns at end of file: when the write end closes, because dojo released the child
    // or died. Either way the group has nothing left to do.
    let words: [String] = ["/bin/sh", "-c", "read _ ; kill -9 0", "dojo-watchdog"]
    let argv = words.map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = [strdup("PATH=/usr/bin:/bin"), nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
    close(lifeline[0])
    guard status == 0 else {
      close(lifeline[1])
      return nil
    }
    return ParentWatchdog(pid: pid, lifeline: lifeline[1])
  }

  /// Ends the watchdog (the child is done) and reaps it; the group is left alone.
  func release() {
    guard lifeline >= 0 else { return }
    // Killed before its lifeline closes, so it cannot act on the end of file.
    kill(pid, SIGKILL)
    close(lifeline)
    lifeline = -1
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  }

  /// Closes the lifeline as the kernel does when this process dies, leaving the watchdog to do
  /// its work; for tests.
  func simulateParentDeath() {
    guard lifeline >= 0 else { return }
    close(lifeline)
    lifeline = -1
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  }

  deinit { release() }
}
