#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// What rendering needs to know about where output goes: how wide it is and whether it takes
/// ANSI colours. Renderers take one of these so tests can pin both.
public protocol Terminal: Sendable {
  /// The number of columns to wrap text to.
  var width: Int { get }
  /// Whether ANSI styling (colour, bold, underline) may be written.
  var supportsColor: Bool { get }
  /// The number of rows, when known (a terminal); `nil` for files and pipes, which do not end.
  var height: Int? { get }
  /// Whether screen control (clear the screen, move the cursor) may be written: a terminal that
  /// does not call itself `dumb`.
  var supportsScreenControl: Bool { get }
}

extension Terminal {
  /// Unknown unless the terminal says.
  public var height: Int? { nil }
  /// Off unless the terminal says.
  public var supportsScreenControl: Bool { false }
}

/// A terminal with fixed properties: for tests, and for output that goes to a file.
public struct FixedTerminal: Terminal, Equatable {
  /// The columns to wrap to.
  public let width: Int
  /// Whether ANSI styling is written.
  public let supportsColor: Bool
  /// The rows, if any.
  public let height: Int?
  /// Whether screen control is written.
  public let supportsScreenControl: Bool

  /// Makes a terminal `width` columns wide (and `height` rows high, if given), with or without
  /// colour and screen control.
  public init(width: Int = 80, supportsColor: Bool = false, height: Int? = nil, supportsScreenControl: Bool = false) {
    self.width = width
    self.supportsColor = supportsColor
    self.height = height
    self.supportsScreenControl = supportsScreenControl
  }
}

/// The process's real standard output: colour only on a TTY without `NO_COLOR` or `TERM=dumb`,
/// width from the TTY, else `COLUMNS`, else 80 columns; height from the TTY, else `LINES`, on a
/// TTY only; screen control only on a TTY whose `TERM` is set and not `dumb`.
public struct SystemTerminal: Terminal, Equatable {
  /// The columns to wrap to.
  public let width: Int
  /// Whether ANSI styling is written.
  public let supportsColor: Bool
  /// Whether the file descriptor is a terminal.
  public let isTTY: Bool
  /// The rows of the terminal; `nil` when the output is not one.
  public let height: Int?
  /// Whether clearing the screen and moving the cursor may be written.
  public let supportsScreenControl: Bool

  /// The columns used when neither the TTY nor `COLUMNS` says.
  public static let fallbackWidth = 80

  /// Inspects `fileDescriptor` (standard output by default) and the environment.
  public init(
    fileDescriptor: Int32 = STDOUT_FILENO,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    let isTTY = isatty(fileDescriptor) == 1
    let size = isTTY ? Self.ttySize(fileDescriptor) : nil
    self.init(isTTY: isTTY, ttyWidth: size?.columns, ttyHeight: size?.rows, environment: environment)
  }

  /// The decision itself, separated from the system calls so it can be tested.
  public init(isTTY: Bool, ttyWidth: Int?, ttyHeight: Int? = nil, environment: [String: String]) {
    self.isTTY = isTTY
    let term = environment["TERM"] ?? ""
    supportsScreenControl = isTTY && !term.isEmpty && term != "dumb"
    if !isTTY {
      height = nil
    } else if let ttyHeight, ttyHeight > 0 {
      height = ttyHeight
    } else {
      height = environment["LINES"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    }
    // https://no-color.org: any non-empty NO_COLOR turns colour off.
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let dumb = environment["TERM"] == "dumb"
    supportsColor = isTTY && !noColor && !dumb
    if let ttyWidth, ttyWidth > 0 {
      width = ttyWidth
    } else if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 {
      width = columns
    } else {
      width = Self.fallbackWidth
    }
  }

  private static func ttySize(_ fileDescriptor: Int32) -> (columns: Int?, rows: Int?)? {
    var size = winsize()
    #if canImport(Glibc)
      let request = UInt(TIOCGWINSZ)
    #else
      let request = TIOCGWINSZ
    #endif
    guard ioctl(fileDescriptor, request, &size) == 0 else { return nil }
    return (size.ws_col > 0 ? Int(size.ws_col) : nil, size.ws_row > 0 ? Int(size.ws_row) : nil)
  }
}
