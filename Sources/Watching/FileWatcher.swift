import Foundation

/// Something that notices when files under some folders change.
///
/// Implementations only say *that* something changed (editors save in too many ways — write in
/// place, write a temporary file and rename it, touch swap files — for the details to matter);
/// the watch loop re-checks and coalesces.
public protocol FileWatcher: Sendable {
  /// One element per batch of changes noticed; finishes when the watcher stops.
  var changes: AsyncStream<Void> { get }
  /// Stops watching and finishes ``changes``. Safe to call more than once.
  func stop()
}

/// How `dojo watch` finds out about saves.
public enum FileWatching {
  /// The watcher for `folders`: inotify on Linux with a polling safety net that takes over when a
  /// change shows up that inotify did not report (network mounts, some containers), or plain
  /// polling when `forcePolling` is set or inotify is unavailable.
  public static func make(
    folders: [URL], forcePolling: Bool = false, pollInterval: Duration = .milliseconds(500)
  ) -> any FileWatcher {
    if !forcePolling, let watcher = HybridWatcher(folders: folders, pollInterval: pollInterval) {
      return watcher
    }
    return PollingWatcher(folders: folders, interval: pollInterval)
  }
}
