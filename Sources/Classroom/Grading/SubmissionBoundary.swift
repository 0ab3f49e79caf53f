import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The edge of an untrusted submission: what lies inside it may be graded, nothing outside it
/// may be read, listed or named.
///
/// A submission is a folder a student controls. Any name in it can be a symbolic link (to `/etc`,
/// to another student's folder, to the grader's private tests), and any name can hold bytes that
/// break a build (a newline, an escape code). The grader asks this type before it follows a name,
/// and names everything it reports relative to ``root``, so a results file shown to the student
/// never carries a path of the grading machine.
public struct SubmissionBoundary: Sendable, Equatable {
  /// The submission as given (used only to name paths relative to it).
  public let root: URL
  /// The submission with every link in its own path resolved: the real folder whose inside counts.
  public let realRoot: String

  /// The boundary of `root`; `nil` when `root` does not exist.
  public init?(root: URL) {
    guard let real = Self.realPath(root.path) else { return nil }
    self.root = root.standardizedFileURL
    self.realRoot = real
  }

  /// `path` with every symbolic link resolved, or `nil` when it (or a link on the way) leads to nothing.
  public static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether the real path `path` is the submission or lies below it.
  public func contains(realPath path: String) -> Bool {
    path == realRoot || path.hasPrefix(realRoot == "/" ? "/" : realRoot + "/")
  }

  /// Where `url` really is, when that is inside the submission; `nil` when it does not exist or
  /// lies outside (through a link anywhere on its path).
  public func resolveInside(_ url: URL) -> URL? {
    guard let real = Self.realPath(url.path), contains(realPath: real) else { return nil }
    return URL(fileURLWithPath: real)
  }

  /// Whether anything, even a dangling link, has this name (`lstat`, which follows nothing).
  public static func entryExists(_ url: URL) -> Bool {
    var info = stat()
    return lstat(url.path, &info) == 0
  }

  /// `url` named relative to the submission (`phase4/retry/Retry.swift`), with odd characters
  /// escaped; a path that is not below the submission is named only by its last component, so a
  /// grader path never reaches a message.
  public func displayName(of url: URL) -> String {
    let given = root.path.hasSuffix("/") ? root.path : root.path + "/"
    let real = realRoot.hasSuffix("/") ? realRoot : realRoot + "/"
    let path = url.standardizedFileURL.path
    let relative: String
    if path.hasPrefix(given) {
      relative = String(path.dropFirst(given.count))
    } else if path.hasPrefix(real) {
      relative = String(path.dropFirst(real.count))
    } else if path == root.path || path == realRoot {
      relative = "."
    } else {
      relative = url.lastPathComponent
    }
    return Self.escaped(relative)
  }

  /// Whether `name` holds a character a file name must not have here: a control character (a
  /// newline breaks SwiftPM's output file map and with it the whole build), or bytes that are not
  /// UTF-8 (decoded as U+FFFD), or a bidirectional override that makes a name read as another.
  public static func isOddName(_ name: String) -> Bool {
    name.unicodeScalars.contains { scalar in
      scalar.properties.generalCategory == .control || scalar == "\u{FFFD}"
        || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
  }

  /// `name` with control characters written as escapes (`\n`, `\u{1B}`), so a message shows them
  /// instead of acting on the terminal or breaking a line.
  public static func escaped(_ name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if isOddName(String(scalar)) {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// The first name on the way from the submission down to `url` that is a symbolic link leading
  /// out of the submission or to nothing; `nil` when the whole way stays inside.
  public func escapingLink(on url: URL) -> URL? {
    let given = root.path.hasSuffix("/") ? root.path : root.path + "/"
    let path = url.standardizedFileURL.path
    guard path.hasPrefix(given) else { return nil }
    var current = root.standardizedFileURL
    for component in path.dropFirst(given.count).split(separator: "/") {
      current = current.appendingPathComponent(String(component))
      guard Self.entryExists(current) else { return nil }
      let values = try? current.resourceValues(forKeys: [.isSymbolicLinkKey])
      if values?.isSymbolicLink == true, resolveInside(current) == nil { return current }
    }
    return nil
  }
}
