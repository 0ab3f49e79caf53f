import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program in its own process group under a time limit, so that the program and anything
/// it starts can be killed together, and keeps its output within a fixed budget.
///
/// `Foundation.Process` can neither start a process group nor bound its output, and `swift test`
/// leaves a hung test process behind when only it is killed (PLATFORM-NOTES), hence posix_spawn.
public enum ChildProcess {
  /// What to run.
  public struct Request: Sendable {
    /// The program: a path, or a name looked up in `PATH`.
    public var executable: String
    /// Its arguments (without the program name).
    public var arguments: [String]
    /// The full environment of the child.
    public var environment: [String: String]
    /// When to kill the whole process group; `nil` waits for ever.
    public var timeLimit: Duration?
    /// How long the child may go without printing a line (on either stream) before its group is
    /// killed (``Result/idledOut``): a build that stopped making progress; `nil` for no limit.
    public var idleLimit: Duration?
    /// Called with each complete line of standard output, as it arrives.
    public var onOutputLine: (@Sendable (String) -> Void)?
    /// Called with each complete line of standard error, as it arrives.
    public var onErrorLine: (@Sendable (String) -> Void)?
    /// Whether the child's group is killed when this process dies, even by `kill -9` (a
    /// ``ParentWatchdog`` joins the group). On by default: a test spinning in a loop must not
    /// outlive a killed `dojo check`.
    public var diesWithParent: Bool
    /// Where the running child is recorded, so that the next dojo can end it if this one is
    /// killed before it could (``ChildProcessLedger/reapLeftovers()``); `nil` records nothing.
    public var ledger: ChildProcessLedger?
    /// A terminal to use as the child's standard output instead of a pipe (line-buffered
    /// `print`); its master side is read and closed by the run.
    var outputTerminal: PseudoTerminal?
    /// The longest line reported to ``onOutputLine``/``onErrorLine``; longer ones are cut.
    var lineLimit = 16 * 1024
    /// Whether standard error goes to ``outputTerminal`` too (Swift Testing writes its console
    /// report to standard error; in the same terminal it stays in order with printed lines).
    var errorToTerminal = false
    /// Whether processes the child starts outside its group are ended with it
    /// (``OrphanSweep``): on for test processes, which run the learner's code.
    public var sweepsOrphans = false

    /// Makes a request; the environment defaults to this process's.
    public init(
      executable: String, arguments: [String],
      environment: [String: String] = ProcessInfo.processInfo.environment,
      timeLimit: Duration? = nil,
      onOutputLine: (@Sendable (String) -> Void)? = nil,
      onErrorLine: (@Sendable (String) -> Void)? = nil,
      diesWithParent: Bool = true,
      ledger: ChildProcessLedger? = nil
    ) {
      self.executable = executable
      self.arguments = arguments
      self.environment = environment
      self.timeLimit = timeLimit
      self.onOutputLine = onOutputLine
      self.onErrorLine = onErrorLine
      self.diesWithParent = diesWithParent
      self.ledger = ledger
    }
  }

  /// How a child ended.
  public struct Result: Sendable, Equatable {
    /// The exit status, or the signal that ended it.
    public var termination: Termination
    /// Whether the time limit ran out (the group was then killed).
    public var timedOut: Bool
    /// Standard output, capped.
    public var output: CappedOutput
    /// Standard error, capped.
    public var error: CappedOutput
    /// Wall time from spawn to exit.
    public var duration: Duration
    /// How busy the group was at the end, measured when the time limit ran out (`nil` otherwise,
    /// or where the platform cannot tell).
    public var activity: ProcessActivity?
    /// Whether the waiting task was cancelled while the child ran (its group was then killed):
    /// what the child produced says nothing about the files it was given.
    public var wasCancelled: Bool
    /// Whether ``Request/idleLimit`` passed without a line of output (the group was then killed).
    public var idledOut = false

    /// Makes a result.
    public init(
      termination: Termination, timedOut: Bool, output: CappedOutput, error: CappedOutput,
      duration: Duration, activity: ProcessActivity? = nil, wasCancelled: Bool = false
    ) {
      self.wasCancelled = wasCancelled
      self.termination = termination
      self.timedOut = timedOut
      self.output = output
      self.error = error
      self.duration = duration
      self.activity = activity
    }
  }

  /// Exit status or signal.
  public enum Termination: Sendable, Equatable {
    /// `exit(code)`.
    case exited(Int32)
    /// Ended by this signal.
    case signaled(Int32)

    /// Whether it exited with status 0.
    public var isSuccess: Bool { self == .exited(0) }
  }

  /// Why a child could not start.
  public struct SpawnError: Error, CustomStringConvertible, Equatable {
    /// The program.
    public var executable: String
    /// `strerror` of the failure.
    public var reason: String
    /// The errno of the failure, so ``SystemReason`` can tell it in the learner's language.
    public var code: Int32?

    /// An error for `executable`, whose start failed with errno `code`.
    public init(executable: String, code: Int32) {
      self.executable = executable
      self.reason = String(cString: strerror(code))
      self.code = code
    }

    public var description: String { "could not start \(executable): \(reason)" }
  }

  /// Runs the request to its end (or its time limit) without blocking the caller's thread.
  ///
  /// Cancelling the calling task kills the child's process group at once (the result then has
  /// ``Result/wasCancelled`` set); a task cancelled before the child started throws
  /// `CancellationError` without starting it.
  public static func run(_ request: Request) async throws -> Result {
    let cancellation = ChildCancellation()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
          do { continuation.resume(returning: try runBlocking(request, cancellation: cancellation)) } catch {
            continuation.resume(throwing: error)
          }
        }
        thread.start()
      }
    } onCancel: {
      cancellation.cancel()
    }
  }

  /// Runs the request on the calling thread.
  public static func runBlocking(_ request: Request) throws -> Result {
    try runBlocking(request, cancellation: nil)
  }

  static func runBlocking(_ request: Request, cancellation: ChildCancellation?) throws -> Result {
    if cancellation?.isCancelled == true { throw CancellationError() }
    var outPipe: [Int32] = [0, 0]
    var errPipe: [Int32] = [0, 0]
    guard makePipe(&outPipe), makePipe(&errPipe) else {
      throw SpawnError(executable: request.executable, code: errno)
    }

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
    posix_spawn_file_actions_addclose(&actions, outPipe[0])
    posix_spawn_file_actions_addclose(&actions, errPipe[0])
    if let terminal = request.outputTerminal {
      posix_spawn_file_actions_addopen(&actions, 1, terminal.slavePath, O_WRONLY | O_NOCTTY, 0)
    } else {
      posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
    }
    if let terminal = request.outputTerminal, request.errorToTerminal {
      posix_spawn_file_actions_addopen(&actions, 2, terminal.slavePath, O_WRONLY | O_NOCTTY, 0)
    } else {
      posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
    }
    posix_spawn_file_actions_addclose(&actions, outPipe[1])
    posix_spawn_file_actions_addclose(&actions, errPipe[1])
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    // A group of its own (pgid = its pid): one kill(-pid) ends the test binary and its children.
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)

    let argv = ([request.executable] + request.arguments).map { strdup($0) } + [nil]
    // Descendants inherit the marker, so a sweep can tell them from other children.
    let marker = request.sweepsOrphans ? OrphanSweep.marker() : nil
    let envp = request.environment.map { strdup("\($0.key)=\($0.value)") } + (marker.map { [strdup($0)] } ?? []) + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let start = ContinuousClock.now
    let status: Int32
    ChildProcessGroups.spawnLock.lock()
    if request.executable.contains("/") {
      status = posix_spawn(&pid, request.executable, &actions, &attributes, argv, envp)
    } else {
      // posix_spawnp searches the PATH of *this* process; give it the child's PATH instead.
      status = spawnSearchingPath(&pid, request, &actions, &attributes, argv, envp)
    }
    close(outPipe[1])
    close(errPipe[1])
    request.outputTerminal?.closeSlave()
    if request.outputTerminal != nil { close(outPipe[0]) }
    if status == 0 { ChildProcessGroups.register(pid) }
    ChildProcessGroups.spawnLock.unlock()
    guard status == 0 else {
      if let terminal = request.outputTerminal { close(terminal.master) } else { close(outPipe[0]) }
      close(errPipe[0])
      throw SpawnError(executable: request.executable, code: status)
    }

    defer { ChildProcessGroups.unregister(pid) }
    cancellation?.started(pid)
    let watchdog = request.diesWithParent ? ParentWatchdog.start(guarding: pid) : nil
    request.ledger?.record(pid, command: request.executable)
    defer {
      request.ledger?.remove(pid)
      watchdog?.release()
    }
    // Each line, on either stream, is a sign of progress for the idle limit.
    let lastLine = LastLine()
    var onOutputLine = request.onOutputLine
    var onErrorLine = request.onErrorLine
    if request.idleLimit != nil {
      onOutputLine = { [request] line in
        lastLine.touch()
        request.onOutputLine?(line)
      }
      onErrorLine = { [request] line in
        lastLine.touch()
        request.onErrorLine?(line)
      }
    }
    let stdoutReader = PipeReader(
      fd: request.outputTerminal?.master ?? outPipe[0], onLine: onOutputLine, lineLimit: request.lineLimit)
    let stderrReader = PipeReader(fd: errPipe[0], onLine: onErrorLine, lineLimit: request.lineLimit)
    stdoutReader.start()
    stderrReader.start()

    let waiter = ExitWaiter(pid: pid)
    waiter.start()
    var timedOut = false
    var idledOut = false
    var activity: ProcessActivity?
    if request.timeLimit != nil || request.idleLimit != nil {
      // Wait in steps, sampling the group's CPU time, so a timeout can say whether it was busy.
      let limit = request.timeLimit ?? request.idleLimit!
      let deadline = request.timeLimit.map { start + $0 }
      let step = min(.seconds(1), max(.milliseconds(100), min(limit, request.idleLimit ?? limit) / 10))
      var sampler = ActivitySampler(window: min(.seconds(5), max(.milliseconds(200), limit / 2)))
      sampler.sample(group: pid)
      var exited = false
      while !exited {
        let now = ContinuousClock.now
        if let idle = request.idleLimit, now - lastLine.instant >= idle {
          idledOut = true
          break
        }
        let remaining = deadline.map { $0 - now } ?? step
        if remaining <= .zero { break }
        exited = waiter.wait(for: min(step, remaining))
        if !exited { sampler.sample(group: pid) }
      }
      if !exited {
        timedOut = !idledOut
        activity = sampler.activity
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
        _ = waiter.wait(for: nil)
      }
    } else {
      _ = waiter.wait(for: nil)
    }
    cancellation?.exited()
    // Anything else in the group (a test's own children) goes with it, and so does anything it
    // started outside the group.
    kill(-pid, SIGKILL)
    if let marker { OrphanSweep.sweep(excluding: pid, marker: marker) }
    // A grandchild holding the pipe open would keep the readers waiting: give them a moment,
    // then close the pipes from this side.
    if !stdoutReader.finish(within: .seconds(2)) || !stderrReader.finish(within: .seconds(2)) {
      stdoutReader.abandon()
      stderrReader.abandon()
    }
    var result = Result(
      termination: waiter.termination ?? .signaled(SIGKILL), timedOut: timedOut,
      output: stdoutReader.collected, error: stderrReader.collected,
      duration: ContinuousClock.now - start, activity: activity,
      wasCancelled: cancellation?.isCancelled ?? false)
    result.idledOut = idledOut
    return result
  }

  /// When the child last printed a line, shared with the readers' threads.
  final class LastLine: @unchecked Sendable {
    private let lock = NSLock()
    private var last = ContinuousClock.now
    /// The last line's time (the spawn's, before any line).
    var instant: ContinuousClock.Instant { lock.withLock { last } }
    /// A line arrived now.
    func touch() { lock.withLock { last = ContinuousClock.now } }
  }

  /// A pipe whose ends are not inherited by other children this process starts meanwhile.
  static func makePipe(_ fds: inout [Int32]) -> Bool {
    guard pipe(&fds) == 0 else { return false }
    _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
    return true
  }

  #if canImport(Darwin)
    private typealias Actions = posix_spawn_file_actions_t?
    private typealias Attributes = posix_spawnattr_t?
  #else
    private typealias Actions = posix_spawn_file_actions_t
    private typealias Attributes = posix_spawnattr_t
  #endif

  private static func spawnSearchingPath(
    _ pid: inout pid_t, _ request: Request, _ actions: inout Actions, _ attributes: inout Attributes,
    _ argv: [UnsafeMutablePointer<CChar>?], _ envp: [UnsafeMutablePointer<CChar>?]
  ) -> Int32 {
    let path = request.environment["PATH"] ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    var lastError = ENOENT
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/\(request.executable)"
      guard access(candidate, X_OK) == 0 else { continue }
      let status = posix_spawn(&pid, candidate, &actions, &attributes, argv, envp)
      if status == 0 { return 0 }
      lastError = status
    }
    return lastError
  }
}

/// Reads one pipe on its own thread into a ``CappedOutput``, reporting complete lines.
private final class PipeReader: @unchecked Sendable {
  private let fd: Int32
  private let onLine: (@Sendable (String) -> Void)?
  private let lock = NSLock()
  private var buffer = CappedOutput()
  private var partialLine: [UInt8] = []
  private let done = DispatchSemaphore(value: 0)
  private var abandoned = false

  private let lineLimit: Int

  init(fd: Int32, onLine: (@Sendable (String) -> Void)?, lineLimit: Int) {
    self.fd = fd
    self.onLine = onLine
    self.lineLimit = lineLimit
  }

  func start() {
    Thread { [self] in
      var chunk = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { break }
        let bytes = chunk[0..<count]
        lock.withLock { buffer.append(bytes) }
        if let onLine { emitLines(bytes, onLine) }
      }
      if let onLine, !partialLine.isEmpty { onLine(String(decoding: partialLine, as: UTF8.self)) }
      lock.withLock { if !abandoned { close(fd) } }
      done.signal()
    }.start()
  }

  private func emitLines(_ bytes: ArraySlice<UInt8>, _ onLine: @Sendable (String) -> Void) {
    for byte in bytes {
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        if !partialLine.isEmpty { onLine(String(decoding: partialLine, as: UTF8.self)) }
        partialLine.removeAll(keepingCapacity: true)
      } else if partialLine.count < lineLimit {
        partialLine.append(byte)
      }
    }
  }

  func finish(within limit: Duration) -> Bool {
    let nanoseconds = limit.components.seconds * 1_000_000_000 + limit.components.attoseconds / 1_000_000_000
    return done.wait(timeout: .now() + .nanoseconds(Int(nanoseconds))) == .success
  }

  func abandon() {
    lock.withLock {
      abandoned = true
      close(fd)
    }
  }

  var collected: CappedOutput { lock.withLock { buffer } }
}

/// Waits for one child on its own thread, so the caller can wait with a deadline.
private final class ExitWaiter: @unchecked Sendable {
  private let pid: pid_t
  private let exited = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var result: ChildProcess.Termination?

  init(pid: pid_t) { self.pid = pid }

  func start() {
    Thread { [self] in
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 {
        if errno != EINTR {
          lock.withLock { result = .signaled(SIGKILL) }
          exited.signal()
          return
        }
      }
      // WIFEXITED / WEXITSTATUS / WTERMSIG are C macros Swift cannot import.
      let termination: ChildProcess.Termination =
        (status & 0x7f) == 0 ? .exited((status >> 8) & 0xff) : .signaled(status & 0x7f)
      lock.withLock { result = termination }
      exited.signal()
    }.start()
  }

  /// Whether the child exited within `limit` (`nil`: wait for ever).
  func wait(for limit: Duration?) -> Bool {
    guard let limit else {
      exited.wait()
      exited.signal()
      return true
    }
    let nanoseconds = limit.components.seconds * 1_000_000_000 + limit.components.attoseconds / 1_000_000_000
    if exited.wait(timeout: .now() + .nanoseconds(Int(nanoseconds))) == .success {
      exited.signal()
      return true
    }
    return false
  }

  var termination: ChildProcess.Termination? { lock.withLock { result } }
}
