import Checker
import Curriculum
import Foundation

/// The exercise ids Package.swift declares, read from the manifest's text: the string literals of
/// `let exercises: [String] = [ … ]` (and of `let testWritingExercises`), each with its line.
///
/// Reading the text (rather than asking SwiftPM to dump the package) keeps `dojo verify`'s lint
/// instant and lets it name the line to edit.
public struct ManifestExercises: Equatable, Sendable {
  /// Each declared id as written, with its 1-based line in Package.swift.
  public var entries: [(id: String, line: Int)]
  /// The line of `let exercises`, or `nil` when the manifest has no such list.
  public var listLine: Int?
  /// The test-writing exercises of `let testWritingExercises`, with their lines (empty when the
  /// manifest has no such list).
  public var testWritingEntries: [(id: String, line: Int)] = []
  /// The line of `let testWritingExercises`, or `nil`.
  public var testWritingListLine: Int?

  public static func == (lhs: ManifestExercises, rhs: ManifestExercises) -> Bool {
    lhs.listLine == rhs.listLine && lhs.entries.map(\.id) == rhs.entries.map(\.id)
      && lhs.entries.map(\.line) == rhs.entries.map(\.line)
      && lhs.testWritingListLine == rhs.testWritingListLine
      && lhs.testWritingEntries.map(\.id) == rhs.testWritingEntries.map(\.id)
  }

  /// Makes a list.
  public init(entries: [(id: String, line: Int)], listLine: Int?) {
    self.entries = entries
    self.listLine = listLine
  }

  /// The ids, in manifest order.
  public var ids: [String] { entries.map(\.id) }

  /// Reads `Package.swift` of `layout`; a missing list reads as no entries and no `listLine`.
  public static func read(_ layout: ProjectLayout) throws -> ManifestExercises {
    parse(try String(contentsOf: layout.manifest, encoding: .utf8))
  }

  /// Parses manifest text: from the line declaring `let exercises` to the `]` that closes it,
  /// every `"…"` literal outside `//` comments.
  public static func parse(_ text: String) -> ManifestExercises {
    let main = parse(text, list: "exercises")
    let testWriting = parse(text, list: "testWritingExercises")
    var manifest = ManifestExercises(entries: main.entries, listLine: main.listLine)
    manifest.testWritingEntries = testWriting.entries
    manifest.testWritingListLine = testWriting.listLine
    return manifest
  }

  /// The literals of the list `let <list> … = [ … ]`.
  static func parse(_ text: String, list: String) -> (entries: [(id: String, line: Int)], listLine: Int?) {
    var entries: [(id: String, line: Int)] = []
    var listLine: Int?
    var inside = false
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var line = Substring(rawLine)
      if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
      if !inside {
        // `[String]` in the type annotation is not the list: the list opens after `=`.
        guard line.range(of: #"\blet\s+"# + list + #"\b"#, options: .regularExpression) != nil,
          let equals = line.firstIndex(of: "="), let listOpen = line[equals...].firstIndex(of: "[")
        else { continue }
        inside = true
        listLine = index + 1
        line = line[line.index(after: listOpen)...]
      }
      var closed = false
      if let close = line.firstIndex(of: "]") {
        line = line[..<close]
        closed = true
      }
      var rest = line
      while let start = rest.firstIndex(of: "\"") {
        let afterStart = rest.index(after: start)
        guard let end = rest[afterStart...].firstIndex(of: "\"") else { break }
        entries.append((String(rest[afterStart..<end]), index + 1))
        rest = rest[rest.index(after: end)...]
      }
      if closed { break }
    }
    return (entries, listLine)
  }
}
