import Dependencies
import Dispatch
import Foundation

/// Where `.fileStorage` keys read and write their files: the real file system in an app, an
/// in-memory one under test (`\.defaultFileStorage`), so tests never touch the learner's disk.
public struct FileStorage: Hashable, Sendable {
  let id: ObjectIdentifier
  let fileExists: @Sendable (URL) -> Bool
  let load: @Sendable (URL) throws -> Data
  /// Replaces the file's contents atomically (a reader never sees half a file).
  let save: @Sendable (Data, URL) throws -> Void
  /// Calls the handler when the file may have changed; returns what stops watching.
  let watch: @Sendable (URL, @escaping @Sendable () -> Void) -> SharedSubscription
  /// Runs `work` after `delay` unless cancelled: the end of a save-coalescing window.
  let asyncAfter: @Sendable (Duration, @escaping @Sendable () -> Void) -> SharedSubscription

  /// The file system: JSON written atomically (`Data.write(to:options: .atomic)`), changes by
  /// other processes noticed by polling the file's modification date and size.
  public static let fileSystem: FileStorage = {
    final class Identity: Sendable {}
    return FileStorage(
      id: ObjectIdentifier(Identity.self),
      fileExists: { FileManager.default.fileExists(atPath: $0.path) },
      load: { try Data(contentsOf: $0) },
      save: { data, url in
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true
        )
        try data.write(to: url, options: .atomic)
      },
      watch: { url, handler in FilePoller.watch(url, every: .milliseconds(500), handler) },
      asyncAfter: { delay, work in
        let item = UncheckedSendable(DispatchWorkItem(block: work))
        let nanoseconds = delay.components.seconds * 1_000_000_000
          + delay.components.attoseconds / 1_000_000_000
        DispatchQueue.global().asyncAfter(
          deadline: .now() + .nanoseconds(Int(nanoseconds)), execute: item.value
        )
        return SharedSubscription { item.value.cancel() }
      }
    )
  }()

  /// A fresh, empty in-memory file system whose coalescing windows close at once.
  public static var inMemory: FileStorage {
    inMemory(files: InMemoryFiles())
  }

  /// An in-memory file system over `files`; `asyncAfter` decides when coalescing windows close
  /// (tests pass one they control).
  static func inMemory(
    files: InMemoryFiles,
    asyncAfter: @escaping @Sendable (Duration, @escaping @Sendable () -> Void) -> SharedSubscription
      = { _, work in
        work()
        return SharedSubscription {}
      }
  ) -> FileStorage {
    FileStorage(
      id: ObjectIdentifier(files),
      fileExists: { files[$0] != nil },
      load: { url in
        guard let data = files[url] else {
          throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        return data
      },
      save: { data, url in files[url] = data },
      watch: { url, handler in files.watch(url, handler) },
      asyncAfter: asyncAfter
    )
  }

  /// The same file system (two in-memory storages are different file systems).
  public static func == (lhs: FileStorage, rhs: FileStorage) -> Bool { lhs.id == rhs.id }
  /// Hashes the file system's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// The files of `FileStorage.inMemory`: writing one tells its watchers, as a write by another
/// process would.
final class InMemoryFiles: @unchecked Sendable {
  private let lock = NSLock()
  private var files: [URL: Data] = [:]
  private var watchers: [URL: [UUID: @Sendable () -> Void]] = [:]

  subscript(url: URL) -> Data? {
    get { lock.withLock { files[url] } }
    set {
      let handlers = lock.withLock {
        files[url] = newValue
        return Array(watchers[url, default: [:]].values)
      }
      for handler in handlers { handler() }
    }
  }

  func watch(_ url: URL, _ handler: @escaping @Sendable () -> Void) -> SharedSubscription {
    let id = UUID()
    lock.withLock { watchers[url, default: [:]][id] = handler }
    return SharedSubscription { [weak self] in
      self?.lock.withLock { self?.watchers[url]?[id] = nil }
    }
  }
}

/// Notices changes to one file by comparing its modification date and size at an interval:
/// portable (Linux has no kqueue file sources), and cheap for the few files an app shares.
enum FilePoller {
  struct Stamp: Equatable {
    let modified: Date?
    let size: Int?
  }

  static func stamp(of url: URL) -> Stamp? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
      return nil
    }
    return Stamp(
      modified: attributes[.modificationDate] as? Date,
      size: (attributes[.size] as? NSNumber)?.intValue
    )
  }

  static func watch(
    _ url: URL, every interval: Duration, _ handler: @escaping @Sendable () -> Void
  ) -> SharedSubscription {
    let last = LockIsolated(stamp(of: url))
    let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global(qos: .utility))
    let milliseconds = Int(
      interval.components.seconds * 1000 + interval.components.attoseconds / 1_000_000_000_000_000
    )
    timer.schedule(
      deadline: .now() + .milliseconds(milliseconds), repeating: .milliseconds(milliseconds)
    )
    timer.setEventHandler {
      let now = stamp(of: url)
      let changed = last.withValue { last in
        defer { last = now }
        return last != now
      }
      if changed { handler() }
    }
    timer.resume()
    let sendableTimer = UncheckedSendable(timer)
    return SharedSubscription { sendableTimer.value.cancel() }
  }
}

extension DependencyValues {
  /// The file storage `.fileStorage` keys use: the file system live, a fresh in-memory one in
  /// each test.
  public var defaultFileStorage: FileStorage {
    get { self[FileStorageDependencyKey.self] }
    set { self[FileStorageDependencyKey.self] = newValue }
  }
}

private enum FileStorageDependencyKey: DependencyKey {
  static var liveValue: FileStorage { .fileSystem }
  static var previewValue: FileStorage { .inMemory }
  static var testValue: FileStorage { .inMemory }
}
