import Foundation

/// inotify for speed, with polling as a safety net: every change either notices is passed on, and
/// when a poll sees a change that inotify did not report (network mounts, some container file
/// systems), the watcher says it relies on polling through ``usesPolling`` and stops passing
/// inotify's events on.
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

  /// A fallback event is always passed on (the watch session ignores a change it has already
  /// seen on disk); polling takes over when the primary said nothing since the last one.
  ///
  /// It used to be dropped when the primary had reported something: but a primary event the poll
  /// never sees as a change (the event of a deleted folder's watch going away) then stayed
  /// "reported", and the next save — which the primary missed — was dropped with it (H30).
  func noteFromFallback() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    defer { primaryReported = false }
    if !primaryReported { fellBack = true }
    return true
  }

  public func stop() {
    primary.stop()
    fallback.stop()
    continuation.finish()
    for task in tasks { task.cancel() }
  }
}
