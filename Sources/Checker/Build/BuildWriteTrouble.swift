import Foundation
import Localization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A build that failed because files could not be written — the disk is full, the shell limits
/// file sizes (`ulimit -f`), or the build folder is not writable — told in one located line
/// instead of what SwiftPM printed (with a file-size limit, its own 46-line crash backtrace;
/// learner trial 2026-11-b, H13).
public struct BuildWriteTrouble: Equatable, Sendable {
  /// What kept the build from writing.
  public enum Cause: Equatable, Sendable {
    /// No space left on the device (or the user's quota is used up).
    case diskFull
    /// The process may not write files over `blocks` 512-byte blocks (`ulimit -f`).
    case fileSizeLimit(blocks: UInt64)
    /// The folder or a file in it is not writable (permissions, a read-only file system).
    case permissionDenied
  }

  /// What kept the build from writing.
  public var cause: Cause
  /// The file or folder that could not be written, relative to the checkout when inside it.
  public var path: String

  /// The state of the machine a build writes to; a seam, so tests can stand in a full disk or a
  /// file-size limit without making one.
  public struct System: Sendable {
    /// Free bytes on the file system holding a folder, when known.
    public var freeBytes: @Sendable (URL) -> Int64?
    /// Whether this process may create files in a folder.
    public var isWritable: @Sendable (URL) -> Bool
    /// The file-size limit in 512-byte blocks, `nil` when there is none.
    public var fileSizeLimit: @Sendable () -> UInt64?

    /// Makes a system from its three probes.
    public init(
      freeBytes: @escaping @Sendable (URL) -> Int64?, isWritable: @escaping @Sendable (URL) -> Bool,
      fileSizeLimit: @escaping @Sendable () -> UInt64?
    ) {
      self.freeBytes = freeBytes
      self.isWritable = isWritable
      self.fileSizeLimit = fileSizeLimit
    }

    /// This machine.
    public static let live = System(
      freeBytes: { url in
        var stats = statvfs()
        guard statvfs(url.path, &stats) == 0 else { return nil }
        return Int64(stats.f_bavail) * Int64(stats.f_frsize)
      },
      isWritable: { url in access(url.path, W_OK) == 0 },
      fileSizeLimit: {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        // RLIM_INFINITY is all ones. RLIMIT_FSIZE is in bytes; `ulimit -f` shows 512-byte blocks.
        return UInt64(limit.rlim_cur) / 512
      })
  }

  /// Less free space than this is a full disk for a build (one object file can take megabytes).
  public static let lowSpace: Int64 = 64 * 1024 * 1024

  /// The trouble behind a failed build whose `output` no compiler error explains, when there is
  /// one: first what the output says (`No space left on device`, `Permission denied` with the
  /// path it names), then the machine's own state at `scratchPath` (the build folder, or the
  /// checkout's root when it does not exist yet).
  public static func diagnose(
    output: String, scratchPath: URL, root: URL, system: System = .live
  ) -> BuildWriteTrouble? {
    let relative = { (path: String) -> String in
      let base = root.standardizedFileURL.path + "/"
      return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
    let lines = output.split(whereSeparator: \.isNewline).map(String.init)
    let said: [(Cause, [String])] = [
      (.diskFull, ["No space left on device", "Disk quota exceeded"]),
      (.fileSizeLimit(blocks: system.fileSizeLimit() ?? 0), ["File too large", "File size limit exceeded"]),
      (.permissionDenied, ["Permission denied", "Read-only file system", "Operation not permitted", "permission to"]),
    ]
    for (cause, phrases) in said {
      if let line = lines.first(where: { line in phrases.contains { line.contains($0) } }) {
        return BuildWriteTrouble(cause: cause, path: relative(firstPath(in: line) ?? scratchPath.path))
      }
    }
    var folder = scratchPath
    if !FileManager.default.fileExists(atPath: folder.path) { folder = root }
    let place = relative(folder.standardizedFileURL.path)
    if let blocks = system.fileSizeLimit() { return BuildWriteTrouble(cause: .fileSizeLimit(blocks: blocks), path: place) }
    if !system.isWritable(folder) { return BuildWriteTrouble(cause: .permissionDenied, path: place) }
    if let free = system.freeBytes(folder), free < lowSpace { return BuildWriteTrouble(cause: .diskFull, path: place) }
    return nil
  }

  /// The first absolute path in `line` (quoted or followed by `:`), if any.
  static func firstPath(in line: String) -> String? {
    guard let start = line.firstIndex(of: "/") else { return nil }
    let rest = line[start...]
    let end = rest.firstIndex { $0 == "'" || $0 == "\"" || $0 == ":" || $0 == "," || $0 == ")" || $0 == " " } ?? rest.endIndex
    let path = String(rest[..<end])
    return path.count > 1 ? path : nil
  }

  /// The one-line error a verdict carries: where, what happened, what to do.
  public var error: CheckError {
    let text: LocalizedText
    switch cause {
    case .diskFull: text = LocalizedText([.message(.buildDiskFull, ["path": path])])
    case .fileSizeLimit(let blocks): text = LocalizedText([.message(.buildFileSizeLimit, ["path": path, "blocks": "\(blocks)"])])
    case .permissionDenied: text = LocalizedText([.message(.buildPermissionDenied, ["path": path])])
    }
    // No `file`: the verdict is not about the learner's code, and must not be cached.
    return CheckError(kind: .compile, localized: text)
  }
}
