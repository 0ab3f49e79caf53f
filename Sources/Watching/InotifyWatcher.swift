#if os(Linux)
  import Foundation
  import Glibc

  /// Notices changes through Linux's inotify: immediate and free while nothing happens.
  ///
  /// Watches every folder under the given ones (inotify is not recursive). Events for hidden
  /// names and editor backups (`.Foo.swift.swp`, `Foo.swift~`, `4913`-style probes are hidden or
  /// numeric) are ignored, so opening a file in vim does not trigger a check.
  ///
  /// Folders come and go: `git checkout` or `git stash` of an exercise deletes and recreates its
  /// `Sources`, and an inotify watch dies with the folder it was on. So the parent of each given
  /// folder is watched too (for that folder's name only), and every folder created under a
  /// watched one — the given folder itself included — is watched as soon as it appears, then
  /// reported as a change: the first save after a folder was recreated is noticed like any other
  /// (learner trial 2026-11-b, H30).
  public final class InotifyWatcher: FileWatcher, @unchecked Sendable {
    public let changes: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation
    private let descriptor: Int32
    private let lock = NSLock()
    private var stopped = false
    /// The folder of each watch on a folder tree.
    private var folders: [Int32: URL] = [:]
    /// The watches on the given folders' parents, with the given folders' names under each.
    private var parents: [Int32: (folder: URL, names: Set<String>)] = [:]

    /// What a folder tree is watched for.
    static let treeMask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM)
      | UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MODIFY)
    /// What a given folder's parent is watched for: the folder appearing or going.
    static let parentMask = UInt32(IN_CREATE) | UInt32(IN_MOVED_TO) | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM)
      | UInt32(IN_ONLYDIR)

    /// Watches `folders` and their subfolders; `nil` when inotify is unavailable or none of the
    /// folders could be watched.
    public init?(folders roots: [URL]) {
      let descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      self.descriptor = descriptor
      (changes, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
      for root in roots {
        let parent = root.deletingLastPathComponent()
        let watch = inotify_add_watch(descriptor, parent.path, Self.parentMask)
        if watch >= 0 {
          parents[watch, default: (parent, [])].names.insert(root.lastPathComponent)
        }
      }
      guard addTrees(roots) > 0 else {
        close(descriptor)
        return nil
      }
      let thread = Thread { [self] in readLoop() }
      thread.name = "dojo-inotify"
      thread.start()
    }

    public func stop() {
      lock.lock()
      defer { lock.unlock() }
      stopped = true
    }

    /// The folders watched now (their trees, not the parents) by watch descriptor: for tests.
    var watchedFolders: [Int32: String] {
      lock.withLock { folders.mapValues(\.standardizedFileURL.path) }
    }

    private var isStopped: Bool {
      lock.lock()
      defer { lock.unlock() }
      return stopped
    }

    /// Watches `roots` and every folder under them; returns how many folders are now watched.
    @discardableResult
    private func addTrees(_ roots: [URL]) -> Int {
      var added = 0
      for folder in Self.folderTree(roots) {
        let watch = inotify_add_watch(descriptor, folder.path, Self.treeMask)
        guard watch >= 0 else { continue }
        let path = folder.standardizedFileURL.path
        let stale = lock.withLock {
          // A folder deleted (or moved away) and made again at the same path: the old watch follows
          // the old folder, and the kernel may report its end (IN_IGNORED) only later. The path is
          // what is watched, so the old watch is dropped now.
          let stale = folders.filter { $0.key != watch && $0.value.standardizedFileURL.path == path }.map(\.key)
          for old in stale { folders.removeValue(forKey: old) }
          folders[watch] = folder
          return stale
        }
        for old in stale { inotify_rm_watch(descriptor, old) }
        added += 1
      }
      return added
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
        var relevant = false
        for event in Self.events(in: buffer, count: count) where react(to: event) {
          relevant = true
        }
        if relevant { continuation.yield() }
      }
      close(descriptor)
      continuation.finish()
    }

    /// Keeps the watches in step with `event` (a folder that appeared is watched, a removed
    /// watch is forgotten); returns whether the event is a change worth a check.
    private func react(to event: Event) -> Bool {
      let (parent, folder) = lock.withLock { (parents[event.watch], folders[event.watch]) }
      if event.mask & UInt32(IN_IGNORED) != 0 {
        lock.withLock {
          _ = folders.removeValue(forKey: event.watch)
          _ = parents.removeValue(forKey: event.watch)
        }
        return false
      }
      let appeared = event.mask & (UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) != 0
        && event.mask & UInt32(IN_ISDIR) != 0
      if let parent {
        // The parent's other entries (Solution, HiddenTests, …) are not the learner's files.
        guard parent.names.contains(event.name) else { return false }
        if appeared { addTrees([parent.folder.appendingPathComponent(event.name, isDirectory: true)]) }
        return true
      }
      guard Self.isRelevant(event.name) else { return false }
      if appeared, let folder {
        // Files written into it before its watch existed are covered by the change this reports.
        addTrees([folder.appendingPathComponent(event.name, isDirectory: true)])
      }
      return true
    }

    /// One inotify event: the watch it came from, what happened, and the name it concerns.
    struct Event: Equatable {
      /// The watch descriptor.
      var watch: Int32
      /// `IN_…` bits.
      var mask: UInt32
      /// The file name inside the watched folder; empty for the folder itself.
      var name: String
    }

    /// The events in `buffer[0..<count]` (`inotify_event` records: wd, mask, cookie, len, then
    /// `len` bytes of NUL-padded name).
    static func events(in buffer: [UInt8], count: Int) -> [Event] {
      var events: [Event] = []
      var offset = 0
      let header = MemoryLayout<inotify_event>.size
      while offset + header <= count {
        let (watch, mask, length) = buffer.withUnsafeBytes {
          (
            $0.loadUnaligned(fromByteOffset: offset, as: Int32.self),
            $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
            Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
          )
        }
        let start = offset + header
        let end = min(start + length, count)
        let bytes = buffer[start..<end].prefix { $0 != 0 }
        events.append(Event(watch: watch, mask: mask, name: String(decoding: bytes, as: UTF8.self)))
        offset = start + length
      }
      return events
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
