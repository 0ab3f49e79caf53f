import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal in raw mode, used as a child's standard output so that what the child prints
/// arrives line by line, in order with anything else it writes to the same terminal.
///
/// C's `stdout` (which Swift's `print` writes through) is line-buffered on a terminal but holds up
/// to 4 KB on a pipe, so over a pipe a test's `print` output would arrive long after the test that
/// printed it. Raw mode keeps the bytes as written (no `\r` added, no echo).
final class PseudoTerminal: @unchecked Sendable {
  /// The side this process reads.
  let master: Int32
  /// The path of the side the child writes (`/dev/pts/N`).
  let slavePath: String
  private var slave: Int32

  private init(master: Int32, slave: Int32, slavePath: String) {
    self.master = master
    self.slave = slave
    self.slavePath = slavePath
  }

  /// A new terminal, or `nil` where the system has none to give (no `/dev/ptmx`).
  static func open() -> PseudoTerminal? {
    guard let calls = Calls.shared else { return nil }
    let master = calls.openpt(O_RDWR | O_NOCTTY)
    guard master >= 0 else { return nil }
    guard calls.grantpt(master) == 0, calls.unlockpt(master) == 0, let name = calls.ptsname(master) else {
      close(master)
      return nil
    }
    let path = String(cString: name)
    // Opened here, and kept open until the child has it, to set raw mode on it.
    let slave = Glibc_open(path, O_RDWR | O_NOCTTY)
    guard slave >= 0 else {
      close(master)
      return nil
    }
    var attributes = termios()
    if tcgetattr(slave, &attributes) == 0 {
      cfmakeraw(&attributes)
      _ = tcsetattr(slave, TCSANOW, &attributes)
    }
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
    return PseudoTerminal(master: master, slave: slave, slavePath: path)
  }

  /// Closes this process's copy of the child's side, once the child has opened its own: the
  /// master then reads end of file (EIO) when the child is gone.
  func closeSlave() {
    guard slave >= 0 else { return }
    close(slave)
    slave = -1
  }

  deinit { closeSlave() }

  /// `posix_openpt`, `grantpt`, `unlockpt` and `ptsname`, looked up at run time: Swift's Glibc
  /// module leaves them out (they need `_XOPEN_SOURCE`), though the C library has them, as
  /// macOS's does.
  private struct Calls {
    let openpt: @convention(c) (Int32) -> Int32
    let grantpt: @convention(c) (Int32) -> Int32
    let unlockpt: @convention(c) (Int32) -> Int32
    let ptsname: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    static let shared: Calls? = {
      guard let library = dlopen(nil, RTLD_NOW),
        let openpt = dlsym(library, "posix_openpt"), let grantpt = dlsym(library, "grantpt"),
        let unlockpt = dlsym(library, "unlockpt"), let ptsname = dlsym(library, "ptsname")
      else { return nil }
      return Calls(
        openpt: unsafeBitCast(openpt, to: (@convention(c) (Int32) -> Int32).self),
        grantpt: unsafeBitCast(grantpt, to: (@convention(c) (Int32) -> Int32).self),
        unlockpt: unsafeBitCast(unlockpt, to: (@convention(c) (Int32) -> Int32).self),
        ptsname: unsafeBitCast(ptsname, to: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self))
    }()
  }
}

/// `open(2)`, which Swift sees as a variadic C function.
private func Glibc_open(_ path: String, _ flags: Int32) -> Int32 {
  #if canImport(Glibc)
    return Glibc.open(path, flags)
  #else
    return Darwin.open(path, flags)
  #endif
}
