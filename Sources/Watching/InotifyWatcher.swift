#if os(Linux)
  import Foundation
  import Glibc

  /// Notices changes through Linux's inotify: immediate and free while nothing happens.
  ///
  /// Watches every folder under the given ones (inotify is not recursive). Events for hidden
  /// names and editor backups (`.Foo.swift.swp`, `Foo.swift~`, `4913`-style probes are hidden or
  /// numeric) are ignored, so opening a file in vim does not trigger a check.
  public final class InotifyWatcher: FileWatcher, @unchecked Sendable {
    public let changes: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation
    private let descriptor: Int32
    private let lock = NSLock()
    private var stopped = false

    /// Watches `folders` and their subfolders; `nil` when inotify is unavailable or none of the
    /// folders could be watched.
    public init?(folders: [URL]) {
      let descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM)
        | UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MODIFY)
      var watched = 0
      for folder in Self.folderTree(folders) where inotify_add_watch(descriptor, folder.path, mask) >= 0 {
        watched += 1
      }
      guard watched > 0 else {
        close(descriptor)
        return nil
      }
      self.descriptor = descriptor
      (changes, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
      let thread = Thread { [self] in readLoop() }
      thread.name = "dojo-inotify"
      thread.start()
    }

    public func stop() {
      lock.lock()
      defer { lock.unlock() }
      stopped = true
    }

    private var isStopped: Bool {
      lock.lock()
      defer { lock.unlock() }
      return stopped
    }

    /// Waits for events in slices of 200 ms so that ``stop()`` is noticed promptly.
    private func readLoop() {
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while !isStopped {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&request, 1, 200)
        if ready < 0 && errno != EINTR { break }
        guard ready > 0 else { continue }
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count <= 0 { continue }
        if Self.names(in: buffer, count: count).contains(where: Self.isRelevant) {
          continuation.yield()
        }
      }
      close(descriptor)
      continuation.finish()
    }

    /// The file names of the events in `buffer[0..<count]` (`inotify_event` records: wd, mask,
    /// cookie, len, then `len` bytes of NUL-padded name). An event without a name (on the watched
    /// folder itself) gives an empty name.
    static func names(in buffer: [UInt8], count: Int) -> [String] {
      var names: [String] = []
      var offset = 0
      let header = MemoryLayout<inotify_event>.size
      while offset + header <= count {
        let length = buffer.withUnsafeBytes {
          Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
        }
        let start = offset + header
        let end = min(start + length, count)
        let bytes = buffer[start..<end].prefix { $0 != 0 }
        names.append(String(decoding: bytes, as: UTF8.self))
        offset = start + length
      }
      return names
    }

    /// Whether a change to `name` can matter: not a hidden file, not an editor backup.
    static func isRelevant(_ name: String) -> Bool {
      if name.isEmpty { return true }
      if name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx") {
        return false
      }
      return !name.allSatisfy(\.isNumber)
    }

    /// `folders` and every folder below them that is not hidden.
    static func folderTree(_ folders: [URL]) -> [URL] {
      var result: [URL] = []
      for folder in folders {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
          isDirectory.boolValue
        else { continue }
        result.append(folder)
        let enumerator = FileManager.default.enumerator(
          at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
          if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true { result.append(url) }
        }
      }
      return result
    }
  }
#endif
