import Checker
import Curriculum
import Foundation
import Localization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Shows what a check is doing on standard error while it runs: on a terminal, one redrawn line
/// with a spinner and SwiftPM's `[n/m]` counter (and, during a long first build, that minutes are
/// expected); otherwise a plain line when the build starts and one every 20 seconds after.
public final class CheckProgressDisplay: @unchecked Sendable {
  private let lock = NSLock()
  private let interactive: Bool
  private let width: Int
  private let write: @Sendable (String) -> Void
  private var activity: String?
  private var step: BuildProgressLine?
  private var buildStart: ContinuousClock.Instant?
  private var lastPlainLine: ContinuousClock.Instant?
  private var frame = 0
  private var drawn = false
  private var timer: Thread?
  private var stopped = false
  private let messages: Messages

  /// How long a build may take before the "first build takes minutes" note appears.
  static let slowBuildNote: Duration = .seconds(8)
  static let frames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

  /// A display for standard error, interactive when it is a terminal.
  public convenience init(
    environment: [String: String] = ProcessInfo.processInfo.environment, messages: Messages = .current
  ) {
    let terminal = SystemTerminal(fileDescriptor: STDERR_FILENO, environment: environment)
    self.init(interactive: terminal.isTTY && environment["TERM"] != "dumb", width: terminal.width, messages: messages) {
      FileHandle.standardError.write(Data($0.utf8))
    }
  }

  /// A display writing through `write` (tests capture it).
  public init(
    interactive: Bool, width: Int, messages: Messages = .current, write: @escaping @Sendable (String) -> Void
  ) {
    self.messages = messages
    self.interactive = interactive
    self.width = max(20, width)
    self.write = write
  }

  /// Feeds one check event; pass this as the checker's observer.
  public func observe(_ event: CheckEvent) {
    lock.lock()
    defer { lock.unlock() }
    switch event {
    case .waitingForBuildFolder:
      activity = messages(.progressWaiting)
      step = nil
      if !interactive { plain("dojo: \(activity!)…") }
      startTimerIfNeeded()
    case .buildStarted(let ids):
      buildStart = buildStart ?? .now
      activity = messages(.progressBuilding, ["ids": ids.map(\.rawValue).joined(separator: ", ")])
      step = nil
      if !interactive { plain("dojo: \(activity!)…") }
      startTimerIfNeeded()
    case .buildProgress(let line):
      step = line
      if !interactive, let last = lastPlainLine, ContinuousClock.now - last >= .seconds(20) {
        var text = messages(.progressStillBuilding, ["completed": line.completed, "total": line.total])
        if isSlow { text += messages(.progressFirstBuildLong) }
        plain(text)
      }
    case .buildFinished:
      step = nil
      activity = nil
    case .checkoutMoved(let root):
      if interactive && drawn { write("\r\u{1B}[2K") }
      drawn = false
      plain("dojo: " + messages.checkoutMoved(from: root))
    case .buildFolderRepaired(let repair):
      if interactive && drawn { write("\r\u{1B}[2K") }
      drawn = false
      plain(repair.line(messages))
    case .testsStarted(let id):
      activity = messages(.progressRunning, ["id": id])
      step = nil
    case .ownTestsStarted(let ids):
      activity = messages(.progressBuildingOwnTests, ["ids": ids.map(\.rawValue).joined(separator: ", ")])
      step = nil
      if !interactive { plain("dojo: \(activity!)…") }
      startTimerIfNeeded()
    case .ownTestsRunning(let id):
      activity = messages(.progressRunningOwnTests, ["id": id])
      step = nil
    case .inputsChanged(let ids):
      if interactive && drawn { write("\r\u{1B}[2K") }
      drawn = false
      plain("dojo: " + messages(.progressInputsChanged, ["ids": ids.map(\.rawValue).joined(separator: ", ")]))
    case .verdict, .cached:
      break
    }
    if interactive { redraw() }
  }

  /// Clears the line and stops the spinner; call before printing the report.
  public func finish() {
    lock.lock()
    stopped = true
    if interactive && drawn { write("\r\u{1B}[2K") }
    drawn = false
    lock.unlock()
  }

  private var isSlow: Bool {
    guard let buildStart else { return false }
    return ContinuousClock.now - buildStart > Self.slowBuildNote || (step?.total ?? 0) > 300
  }

  /// The interactive line, without the spinner frame.
  func statusText() -> String? {
    guard let activity else { return nil }
    var text = activity
    if let step { text += "  [\(step.completed)/\(step.total)]" }
    if isSlow && step != nil {
      text += "  " + messages(.progressFirstBuildShort)
    }
    return text
  }

  private func redraw() {
    guard !stopped, let text = statusText() else {
      if drawn { write("\r\u{1B}[2K") }
      drawn = false
      return
    }
    let line = "\(Self.frames[frame % Self.frames.count]) \(text)"
    write("\r\u{1B}[2K" + truncated(line))
    drawn = true
  }

  private func plain(_ text: String) {
    lastPlainLine = .now
    write(text + "\n")
  }

  private func truncated(_ text: String) -> String {
    var result = ""
    var columns = 0
    for character in text {
      let next = DisplayWidth.of(character)
      if columns + next > width - 2 { return result + "…" }
      result.append(character)
      columns += next
    }
    return result
  }

  private func startTimerIfNeeded() {
    guard interactive, timer == nil else { return }
    let thread = Thread { [weak self] in
      while let self {
        Thread.sleep(forTimeInterval: 0.1)
        self.lock.lock()
        if self.stopped {
          self.lock.unlock()
          return
        }
        self.frame += 1
        if self.drawn || self.activity != nil { self.redraw() }
        self.lock.unlock()
      }
    }
    timer = thread
    thread.start()
  }
}
