import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a file, shared by every dojo process on the machine.
///
/// Used where two dojo processes must take turns: the progress file's read-modify-write, and a
/// check's build-then-run on one scratch folder (otherwise another check could relink the test
/// bundle between this check's build and its test run).
final class FileLock {
  private var descriptor: Int32?

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Waits for the lock on `url` (creating the file and its folder), or `nil` when the file
  /// cannot be opened (a read-only folder): callers then go on without the lock.
  static func acquire(at url: URL) -> FileLock? {
    guard let descriptor = open(url) else { return nil }
    while flock(descriptor, LOCK_EX) != 0 {
      if errno != EINTR {
        close(descriptor)
        return nil
      }
    }
    return FileLock(descriptor: descriptor)
  }

  /// Waits for the lock on `url` without blocking a thread: tries, and while another process
  /// holds it calls `waiting` once and polls every `interval`. `nil` as for ``acquire(at:)``, or
  /// when the task is cancelled while waiting.
  static func acquire(
    at url: URL, polling interval: Duration = .milliseconds(200), waiting: () -> Void
  ) async -> FileLock? {
    guard let descriptor = open(url) else { return nil }
    var announced = false
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else {
        close(descriptor)
        return nil
      }
      if !announced {
        announced = true
        waiting()
      }
      do { try await Task.sleep(for: interval) } catch {
        close(descriptor)
        return nil
      }
    }
    return FileLock(descriptor: descriptor)
  }

  private static func open(_ url: URL) -> Int32? {
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let descriptor = Foundation.open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    return descriptor >= 0 ? descriptor : nil
  }

  /// Gives the lock up (also on deinit; call it from a `defer` so the lock lives that long).
  func release() {
    guard let descriptor else { return }
    flock(descriptor, LOCK_UN)
    close(descriptor)
    self.descriptor = nil
  }

  deinit { release() }
}
