import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The channel a test process writes Swift Testing's event stream to, kept apart from anything
/// the code under test can print, and gone from the file system before the first test runs.
///
/// The verdict is read from this stream, so code under test must not be able to write to it. It
/// is a FIFO in a folder only this user can enter; its path has to be on the test process's
/// command line (`--event-stream-output-path`), but Swift Testing opens it while it configures the
/// run, before any test (and so any of the learner's code) runs, and the reader removes the FIFO
/// and its folder the moment that open happens. A path read later from `CommandLine.arguments`
/// then names nothing. Standard output goes elsewhere (a terminal), so a printed line that looks
/// like an event record is only printed text.
///
/// What remains possible is deliberate: code that finds the already open descriptor and writes
/// well-formed records for every test of the suite. ``VerdictClassifier`` refuses a run whose
/// records contradict each other or leave out a test the hidden sources declare, which with
/// private hidden tests (`dojo grade --hidden`) the learner cannot even name.
final class PrivateEventChannel: @unchecked Sendable {
  /// The path to pass to the test process.
  let path: String
  private let folder: String
  private let lock = NSLock()
  private var stream = TestEventStream()
  private var partial: [UInt8] = []
  private var readEnd: Int32 = -1
  private var opened = false
  private var abandoned = false
  private let done = DispatchSemaphore(value: 0)

  private init(path: String, folder: String) {
    self.path = path
    self.folder = folder
  }

  /// A new channel in a private folder under the temporary directory, or `nil` where FIFOs
  /// cannot be made (the caller falls back to a file).
  static func make() -> PrivateEventChannel? {
    var template = Array((NSTemporaryDirectory() + "/dojo-run-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard made != nil else { return nil }
    let folder = String(cString: template)
    let path = folder + "/events"
    guard mkfifo(path, 0o600) == 0 else {
      rmdir(folder)
      return nil
    }
    return PrivateEventChannel(path: path, folder: folder)
  }

  /// Starts reading on a thread of its own; call before the test process starts.
  func start() {
    Thread { [self] in
      // Blocks until the test process opens its end.
      let fd = open(path, O_RDONLY)
      forget()
      guard fd >= 0 else {
        done.signal()
        return
      }
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
      lock.withLock {
        readEnd = fd
        opened = true
      }
      var chunk = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { break }
        take(chunk[0..<count])
      }
      lock.withLock {
        if !partial.isEmpty { stream.read(line: Substring(String(decoding: partial, as: UTF8.self))) }
        partial.removeAll()
        if !abandoned { close(fd) }
      }
      done.signal()
    }.start()
  }

  /// The records read, once the test process has ended. A process that never opened the channel
  /// (it failed to start, or died first) leaves an empty stream.
  func finish() -> TestEventStream {
    if !lock.withLock({ opened }) {
      // Release a reader still waiting in `open`: a writer that opens and closes at once.
      let writer = open(path, O_WRONLY | O_NONBLOCK)
      if writer >= 0 { close(writer) }
    }
    // A grandchild that inherited the write end keeps the stream open; the process group has
    // been killed by now, so this wait is short, and bounded.
    if done.wait(timeout: .now() + .seconds(2)) != .success {
      lock.withLock {
        abandoned = true
        if readEnd >= 0 { close(readEnd) }
      }
    }
    forget()
    return lock.withLock { stream }
  }

  private func take(_ bytes: ArraySlice<UInt8>) {
    lock.withLock {
      for byte in bytes {
        if byte == UInt8(ascii: "\n") {
          if !partial.isEmpty { stream.read(line: Substring(String(decoding: partial, as: UTF8.self))) }
          partial.removeAll(keepingCapacity: true)
        } else if partial.count < Self.recordLimit {
          partial.append(byte)
        }
      }
    }
  }

  /// Removes the FIFO and its folder; safe to call more than once.
  private func forget() {
    unlink(path)
    rmdir(folder)
  }

  /// The longest record kept (failure messages with whole diffs are long, never this long).
  static let recordLimit = 8 * 1024 * 1024
}
