import Foundation

/// One `path:line:column: error: message` from the compiler, with the source excerpt Swift prints
/// under it.
public struct CompilerDiagnostic: Equatable, Sendable {
  /// `error`, `warning` or `note`.
  public enum Severity: String, Sendable, Equatable {
    /// Stops the build.
    case error
    /// Does not stop the build.
    case warning
    /// Explains the diagnostic before it.
    case note
  }

  /// The absolute path the compiler named.
  public var path: String
  /// 1-based line.
  public var line: Int
  /// 1-based column.
  public var column: Int
  /// Its severity.
  public var severity: Severity
  /// The message after `error: `.
  public var message: String
  /// The excerpt lines (`2 | let x = …`, `  | `- error: …`) that followed it.
  public var excerpt: [String]

  /// Makes a diagnostic.
  public init(
    path: String, line: Int, column: Int, severity: Severity, message: String, excerpt: [String] = []
  ) {
    self.path = path
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
    self.excerpt = excerpt
  }

  /// Reads every diagnostic in a build's output, in order, without duplicates (the compiler
  /// reports an error once while emitting the module and again while compiling the file).
  public static func parseAll(_ output: String) -> [CompilerDiagnostic] {
    var found: [CompilerDiagnostic] = []
    var seen: Set<String> = []
    var current: CompilerDiagnostic?
    func flush() {
      guard let diagnostic = current else { return }
      let key = "\(diagnostic.path):\(diagnostic.line):\(diagnostic.column):\(diagnostic.severity):\(diagnostic.message)"
      if seen.insert(key).inserted { found.append(diagnostic) }
      current = nil
    }
    for rawLine in output.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let line = String(rawLine)
      if let diagnostic = parseHeader(line) {
        flush()
        current = diagnostic
      } else if current != nil, isExcerptLine(line) {
        current?.excerpt.append(line)
      } else {
        flush()
      }
    }
    flush()
    return found
  }

  /// Parses `path:line:col: severity: message`; `nil` for any other line.
  public static func parseHeader(_ line: String) -> CompilerDiagnostic? {
    for severity in [Severity.error, .warning, .note] {
      guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
      let location = line[..<marker.lowerBound]
      // From the right: `…/File.swift:12:5` (a path may itself contain colons).
      let parts = location.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count >= 3, let column = Int(parts[parts.count - 1]),
        let lineNumber = Int(parts[parts.count - 2])
      else { continue }
      let path = parts[0..<(parts.count - 2)].joined(separator: ":")
      guard !path.isEmpty, !path.hasPrefix("[") else { continue }
      return CompilerDiagnostic(
        path: path, line: lineNumber, column: column, severity: severity,
        message: String(line[marker.upperBound...]))
    }
    return nil
  }

  /// Whether `line` belongs to the excerpt Swift 6 prints under a diagnostic (`12 | code`,
  /// `   | `- error: …`).
  static func isExcerptLine(_ line: String) -> Bool {
    let trimmed = line.drop { $0 == " " }
    guard !trimmed.isEmpty else { return false }
    let digits = trimmed.prefix { $0.isNumber }
    let rest = trimmed.dropFirst(digits.count)
    return rest.hasPrefix(" |") || rest.hasPrefix("|")
  }
}
