#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Switches a terminal to single-key input without echo, and back.
///
/// Signals stay on (Ctrl-C still interrupts); the caller restores the mode on exit and in its
/// SIGINT handler. On a stream that is not a terminal nothing changes.
public final class RawTerminalMode: @unchecked Sendable {
  private let descriptor: Int32
  private var original = termios()
  private var isRaw = false

  /// Prepares `descriptor` (standard input by default); call ``enable()`` to switch.
  public init(descriptor: Int32 = STDIN_FILENO) { self.descriptor = descriptor }

  /// Whether the descriptor is a terminal.
  public var isTerminal: Bool { isatty(descriptor) == 1 }

  /// Turns off line buffering and echo. Returns `false` when the descriptor is not a terminal.
  @discardableResult
  public func enable() -> Bool {
    guard isTerminal, !isRaw, tcgetattr(descriptor, &original) == 0 else { return false }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else { return false }
    isRaw = true
    return true
  }

  /// Puts back the mode found by ``enable()``; safe to call more than once.
  public func restore() {
    guard isRaw else { return }
    _ = tcsetattr(descriptor, TCSAFLUSH, &original)
    isRaw = false
  }
}
