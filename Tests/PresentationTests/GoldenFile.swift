import Foundation
import Testing

/// Compares output with a file in `Tests/PresentationTests/Golden/`.
///
/// Set `DOJO_UPDATE_GOLDEN=1` to rewrite the files from the current output (then review the diff).
enum GoldenFile {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden", isDirectory: true)

  static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

  static func text(_ name: String) throws -> String {
    try String(contentsOf: url(name), encoding: .utf8)
  }

  static func assertMatches(
    _ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = url(name)
    if ProcessInfo.processInfo.environment["DOJO_UPDATE_GOLDEN"] == "1" {
      try Data(actual.utf8).write(to: url)
      return
    }
    let expected = try #require(
      try? String(contentsOf: url, encoding: .utf8),
      "missing golden file \(name): run with DOJO_UPDATE_GOLDEN=1 to create it",
      sourceLocation: sourceLocation
    )
    if actual != expected {
      let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
      let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let index =
        Array(zip(actualLines, expectedLines)).firstIndex { $0 != $1 }
        ?? min(actualLines.count, expectedLines.count)
      let got = index < actualLines.count ? String(actualLines[index]) : "<end>"
      let want = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
      Issue.record(
        "output differs from \(name) at line \(index + 1):\n  got:  \(got.debugDescription)\n  want: \(want.debugDescription)",
        sourceLocation: sourceLocation
      )
    }
  }
}
