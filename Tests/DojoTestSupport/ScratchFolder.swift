import Curriculum
import Foundation

/// A throwaway folder under the system's temporary directory (a checkout, a class of results
/// files…), removed when the value goes away. Shared by the project's test targets.
public final class ScratchFolder: @unchecked Sendable {
  /// The folder, standardized (no symbolic-link spellings of `/tmp`).
  public let url: URL

  /// Creates an empty folder named `dojo-<purpose>-<UUID>`.
  public init(_ purpose: String = "tests") throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("dojo-\(purpose)-\(UUID().uuidString)", isDirectory: true)
      .standardizedFileURL
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// The folder read as a project checkout.
  public var layout: ProjectLayout { ProjectLayout(root: url) }

  /// Writes `text` at `relativePath`, creating folders on the way.
  @discardableResult
  public func write(_ text: String, to relativePath: String) throws -> URL {
    let file = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file
  }

  /// The text at `relativePath`.
  public func read(_ relativePath: String) throws -> String {
    try String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
  }
}
