import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `dojo watch` through a real pseudo-terminal (tmux): first check, a save that fixes the code,
/// keys, quitting with `q` and with Ctrl-C, and the terminal's mode afterwards.
///
/// Opt-in, because it builds and runs the exercises (minutes on a cold build) and edits a learner
/// file: set `DOJO_WATCH_PTY_ROOT` to a *throwaway copy* of the checkout and `DOJO_WATCH_PTY_DOJO`
/// to a built `dojo` binary (optionally `DOJO_WATCH_PTY_SCRATCH`, default `.build`).
///
/// `DOJO_WATCH_PTY_SCRATCH` must not be the build folder of the test bundle running this test: the checker
/// relinks the test product there with only hidden tests in it. Build the bundle with another
/// `--scratch-path`, or copy it (with its `.so` files) elsewhere before running it.
@Suite(.serialized, .enabled(if: watchPTYConfiguration() != nil, "set DOJO_WATCH_PTY_ROOT and DOJO_WATCH_PTY_DOJO"))
struct WatchPTYTests {
  static var configuration: WatchPTYConfiguration? { watchPTYConfiguration() }

  /// Runs tmux and returns what it printed. Spawned and reaped directly (posix_spawn, waitpid):
  /// the first command forks tmux's server, and Foundation's `Process` was seen never to notice
  /// that such a client had exited.
  @discardableResult
  static func tmux(_ arguments: [String]) throws -> String {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-pane-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = (["tmux"] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, "/usr/bin/tmux", &actions, nil, argv, environ)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
  }

  /// Waits (polling the pane, up to `seconds`) until it shows `text`; an end-to-end test of a
  /// real terminal has no virtual clock to advance.
  static func waitFor(_ text: String, in session: String, seconds: Int) throws -> String {
    var screen = ""
    for _ in 0..<(seconds * 4) {
      screen = try tmux(["capture-pane", "-p", "-t", session])
      if screen.contains(text) { return screen }
      Thread.sleep(forTimeInterval: 0.25)
    }
    Issue.record("the pane never showed “\(text)”:\n\(screen)")
    return screen
  }

  func start(_ configuration: WatchPTYConfiguration, extra: String = "") throws -> String {
    let session = "dojo-watch-\(UUID().uuidString.prefix(8))"
    let command = "cd '\(configuration.root.path)' && '\(configuration.dojo)' watch phase1/counter --lang en "
      + "--scratch-path '\(configuration.scratch)' \(extra); echo EXITED=$?; "
      + "stty -a | grep -o -- '-\\?icanon'; sleep 600"
    try Self.tmux(["new-session", "-d", "-s", session, "-x", "120", "-y", "50", command])
    return session
  }

  @Test(.timeLimit(.minutes(15))) func savesRecheckKeysWorkAndQuittingRestoresTheTerminal() throws {
    let configuration = try #require(Self.configuration)
    let file = configuration.root.appendingPathComponent("Exercises/phase1/counter/Sources/CounterFeature.swift")
    let solution = configuration.root.appendingPathComponent("Exercises/phase1/counter/Solution/CounterFeature.swift")
    let starter = try Data(contentsOf: file)
    defer { try? starter.write(to: file) }

    let session = try start(configuration)
    defer { _ = try? Self.tmux(["kill-session", "-t", session]) }
    _ = try Self.waitFor("✗ fail", in: session, seconds: 600)
    #expect(!(try Self.tmux(["capture-pane", "-p", "-t", session])).contains("n next"), "n is offered before passing")

    try Data(contentsOf: solution).write(to: file)
    let passed = try Self.waitFor("✓ pass", in: session, seconds: 120)
    #expect(passed.contains("n next"))

    try Self.tmux(["send-keys", "-t", session, "h"])
    _ = try Self.waitFor("Hint 1/", in: session, seconds: 10)
    try Self.tmux(["send-keys", "-t", session, "r"])
    _ = try Self.waitFor("Press y to reset", in: session, seconds: 10)
    try Self.tmux(["send-keys", "-t", session, "x"])
    _ = try Self.waitFor("Reset cancelled", in: session, seconds: 10)
    #expect(try Data(contentsOf: file) == Data(contentsOf: solution), "declining the reset kept the file")

    // n moves on once the exercise passes: the header names another exercise.
    try Self.tmux(["send-keys", "-t", session, "n"])
    var moved = false
    for _ in 0..<40 where !moved {
      moved = !(try Self.tmux(["capture-pane", "-p", "-t", session])).contains("dojo watch — phase1/counter")
      if !moved { Thread.sleep(forTimeInterval: 0.25) }
    }
    #expect(moved, "n did not move to the next exercise")

    try Self.tmux(["send-keys", "-t", session, "q"])
    _ = try Self.waitFor("EXITED=0", in: session, seconds: 10)
    let after = try Self.waitFor("icanon", in: session, seconds: 10)
    #expect(after.split(separator: "\n").contains("icanon"), "the terminal is back in line mode")
  }

  @Test(.timeLimit(.minutes(15))) func ctrlCQuitsWithTheTerminalRestoredEvenWhilePolling() throws {
    let configuration = try #require(Self.configuration)
    let session = try start(configuration, extra: "--poll")
    defer { _ = try? Self.tmux(["kill-session", "-t", session]) }
    let screen = try Self.waitFor("hidden tests", in: session, seconds: 600)
    #expect(screen.contains("(polling)"))
    try Self.tmux(["send-keys", "-t", session, "C-c"])
    _ = try Self.waitFor("EXITED=130", in: session, seconds: 10)
    let after = try Self.waitFor("icanon", in: session, seconds: 10)
    #expect(after.split(separator: "\n").contains("icanon"))
  }
}

/// Where the opt-in PTY test finds its throwaway checkout and `dojo` binary.
struct WatchPTYConfiguration {
  var root: URL
  var dojo: String
  var scratch: String
}

func watchPTYConfiguration() -> WatchPTYConfiguration? {
  let environment = ProcessInfo.processInfo.environment
  guard let root = environment["DOJO_WATCH_PTY_ROOT"], let dojo = environment["DOJO_WATCH_PTY_DOJO"],
    FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
  else { return nil }
  return WatchPTYConfiguration(
    root: URL(fileURLWithPath: root), dojo: dojo, scratch: environment["DOJO_WATCH_PTY_SCRATCH"] ?? ".build")
}

