import Foundation

/// Notices changes by comparing ``FileSnapshot``s taken every `interval`: works everywhere,
/// including network mounts where inotify stays silent.
public final class PollingWatcher: FileWatcher, @unchecked Sendable {
  public let changes: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation
  private let task: Task<Void, Never>

  /// Polls `folders` every `interval`.
  public convenience init(folders: [URL], interval: Duration) {
    self.init(folders: folders, ticks: Self.ticks(every: interval), snapshot: { FileSnapshot.take(folders) })
  }

  /// Polls whenever `ticks` yields, with `snapshot` reading the files: the seam tests use to poll
  /// deterministically, without sleeping.
  /// Changes not yet consumed collapse into one (`buffering` defaults to keeping the newest).
  public init(
    folders: [URL], ticks: AsyncStream<Void>, snapshot: @escaping @Sendable () -> FileSnapshot,
    buffering: AsyncStream<Void>.Continuation.BufferingPolicy = .bufferingNewest(1)
  ) {
    let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: buffering)
    changes = stream
    self.continuation = continuation
    task = Task {
      var last = snapshot()
      for await _ in ticks {
        let now = snapshot()
        if now != last { continuation.yield() }
        last = now
      }
      continuation.finish()
    }
  }

  public func stop() {
    task.cancel()
    continuation.finish()
  }

  deinit { stop() }

  /// Yields every `interval` until cancelled.
  public static func ticks(every interval: Duration) -> AsyncStream<Void> {
    AsyncStream { continuation in
      let task = Task {
        while !Task.isCancelled {
          try? await Task.sleep(for: interval)
          continuation.yield()
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}
