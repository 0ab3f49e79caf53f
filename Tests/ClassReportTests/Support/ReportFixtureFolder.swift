import Foundation

/// A throwaway folder under the system's temporary directory for a class's results files, removed
/// when the value goes away.
final class ReportFixtureFolder: @unchecked Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("dojo-report-tests-\(UUID().uuidString)", isDirectory: true)
      .standardizedFileURL
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Writes `text` at `relativePath`, creating folders on the way.
  @discardableResult
  func write(_ text: String, to relativePath: String) throws -> URL {
    let file = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file
  }
}
