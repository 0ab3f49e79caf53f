import Foundation
import Localization

/// `Exercises/checksums.sha256`: one `<sha256 hex>  <path relative to Exercises/>` line per
/// hidden test file and starter file, sorted by path — `sha256sum`'s own format, so
/// `cd Exercises && sha256sum -c checksums.sha256` checks it without dojo.
public struct ChecksumFile: Equatable, Sendable {
  /// Path relative to `Exercises/` → lowercase hex digest.
  public var entries: [String: String]

  /// A file with these entries.
  public init(entries: [String: String] = [:]) { self.entries = entries }

  /// Parses the text of a checksum file.
  ///
  /// - Throws: ``ChecksumFileError/malformedLine(_:text:)`` naming the first bad line.
  public static func parse(_ text: String) throws -> ChecksumFile {
    var entries: [String: String] = [:]
    // `isNewline` splits `\r\n` too (one Character in Swift, which `split(separator: "\n")` misses).
    for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
      if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
      let hex = line.prefix(64)
      let rest = line.dropFirst(64)
      // `sha256sum` writes two spaces (text mode) or a space and `*` (binary mode).
      guard hex.count == 64, hex.allSatisfy(\.isHexDigit), rest.hasPrefix("  ") || rest.hasPrefix(" *"),
        rest.count > 2
      else { throw ChecksumFileError.malformedLine(index + 1, text: String(line)) }
      entries[String(rest.dropFirst(2))] = hex.lowercased()
    }
    return ChecksumFile(entries: entries)
  }

  /// Reads `url`; a missing file reads as `nil`.
  ///
  /// - Throws: ``ChecksumFileError`` when it exists but cannot be read or parsed.
  public static func read(_ url: URL) throws -> ChecksumFile? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    guard let data = FileManager.default.contents(atPath: url.path),
      let text = String(data: data, encoding: .utf8)
    else { throw ChecksumFileError.unreadable(url.path) }
    return try parse(text)
  }

  /// The file's text: sorted lines, each ending in a newline.
  public var text: String {
    entries.keys.sorted().map { "\(entries[$0]!)  \($0)\n" }.joined()
  }

  /// Writes ``text`` to `url` atomically.
  public func write(to url: URL) throws {
    try Data(text.utf8).write(to: url, options: .atomic)
  }

  /// The entries whose path starts with `prefix` (`phase4/retry/HiddenTests/`).
  public func entries(under prefix: String) -> [String: String] {
    entries.filter { $0.key.hasPrefix(prefix) }
  }
}

/// Why a checksum file could not be used.
public enum ChecksumFileError: Error, Equatable, CustomStringConvertible {
  /// Line `n` is not `<64 hex digits>  <path>`.
  case malformedLine(Int, text: String)
  /// The file exists but is not readable UTF-8.
  case unreadable(String)

  public var description: String {
    switch self {
    case .malformedLine(let line, let text):
      return """
        Exercises/checksums.sha256:\(line): expected `<64 hex digits>  <path>`, found `\(text)`. \
        Restore the file with `git checkout -- Exercises/checksums.sha256` (instructors: `dojo seal`).
        """
    case .unreadable(let path):
      return "\(path) cannot be read as UTF-8 text. Restore it with `git checkout -- Exercises/checksums.sha256`."
    }
  }

  /// The message in the reader's language: what is wrong with the file and how to restore it.
  public var localized: LocalizedText {
    switch self {
    case .malformedLine(let line, let text):
      return LocalizedText([.message(.checksumsMalformedLine, ["line": "\(line)", "text": text])])
    case .unreadable(let path):
      return LocalizedText([.message(.checksumsNotText, ["path": path])])
    }
  }
}
