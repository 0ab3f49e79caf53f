import Foundation

/// inotify for speed, with polling as a safety net: when a poll sees a change that inotify did
/// not report (network mounts, some container file systems), the watcher switches to polling
/// for good and says so through ``usesPolling``.
public final class HybridWatcher: FileWatcher, @unchecked Sendable {
  public let changes: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation
  private let primary: any FileWatcher
  private let fallback: any FileWatcher
  private let lock = NSLock()
  private var primaryReported = false
  private var fellBack = false
  private var tasks: [Task<Void, Never>] = []

  /// Whether inotify missed a change and polling took over.
  public var usesPolling: Bool {
    lock.lock()
    defer { lock.unlock() }
    return fellBack
  }

  /// inotify plus polling every `pollInterval`; `nil` where inotify is unavailable.
  public convenience init?(folders: [URL], pollInterval: Duration) {
    #if os(Linux)
      guard let inotify = InotifyWatcher(folders: folders) else { return nil }
      self.init(primary: inotify, fallback: PollingWatcher(folders: folders, interval: pollInterval))
    #else
      return nil
    #endif
  }

  /// Combines a fast `primary` watcher with a `fallback` that is trusted only when the primary
  /// stays silent about a change the fallback saw.
  public init(primary: any FileWatcher, fallback: any FileWatcher) {
    self.primary = primary
    self.fallback = fallback
    (changes, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    tasks.append(Task { [self] in
      for await _ in primary.changes {
        if noteFromPrimary() { continuation.yield() }
      }
    })
    tasks.append(Task { [self] in
      for await _ in fallback.changes {
        if noteFromFallback() { continuation.yield() }
      }
      continuation.finish()
    })
  }

  /// Whether to pass a primary event on (not once polling has taken over).
  func noteFromPrimary() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    primaryReported = true
    return !fellBack
  }

  /// Whether to pass a fallback event on: only when the primary said nothing since the last one.
  func noteFromFallback() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    defer { primaryReported = false }
    if fellBack { return true }
    if primaryReported { return false }
    fellBack = true
    return true
  }

  public func stop() {
    primary.stop()
    fallback.stop()
    continuation.finish()
    for task in tasks { task.cancel() }
  }
}
