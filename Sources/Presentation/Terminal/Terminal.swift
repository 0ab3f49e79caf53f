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
}

/// A terminal with fixed properties: for tests, and for output that goes to a file.
public struct FixedTerminal: Terminal, Equatable {
  /// The columns to wrap to.
  public let width: Int
  /// Whether ANSI styling is written.
  public let supportsColor: Bool

  /// Makes a terminal `width` columns wide, with or without colour.
  public init(width: Int = 80, supportsColor: Bool = false) {
    self.width = width
    self.supportsColor = supportsColor
  }
}

/// The process's real standard output: colour only on a TTY without `NO_COLOR` or `TERM=dumb`,
/// width from the TTY, else `COLUMNS`, else 80 columns.
public struct SystemTerminal: Terminal, Equatable {
  /// The columns to wrap to.
  public let width: Int
  /// Whether ANSI styling is written.
  public let supportsColor: Bool
  /// Whether the file descriptor is a terminal.
  public let isTTY: Bool

  /// The columns used when neither the TTY nor `COLUMNS` says.
  public static let fallbackWidth = 80

  /// Inspects `fileDescriptor` (standard output by default) and the environment.
  public init(
    fileDescriptor: Int32 = STDOUT_FILENO,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    let isTTY = isatty(fileDescriptor) == 1
    self.init(
      isTTY: isTTY, ttyWidth: isTTY ? Self.ttyColumns(fileDescriptor) : nil,
      environment: environment
    )
  }

  /// The decision itself, separated from the system calls so it can be tested.
  public init(isTTY: Bool, ttyWidth: Int?, environment: [String: String]) {
    self.isTTY = isTTY
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

  private static func ttyColumns(_ fileDescriptor: Int32) -> Int? {
    var size = winsize()
    #if canImport(Glibc)
      let request = UInt(TIOCGWINSZ)
    #else
      let request = TIOCGWINSZ
    #endif
    guard ioctl(fileDescriptor, request, &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
