import Curriculum
import Foundation

/// A throwaway checkout under the temporary directory for the checker's tests, removed on deinit.
final class CheckerFixtureFolder: @unchecked Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("dojo-checker-tests-\(UUID().uuidString)", isDirectory: true)
      .standardizedFileURL
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  var layout: ProjectLayout { ProjectLayout(root: url) }

  /// Writes `text` at `relativePath`, creating folders on the way.
  @discardableResult
  func write(_ text: String, to relativePath: String) throws -> URL {
    let file = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file
  }

  /// An exercise with one starter file and one hidden test file.
  func makeExercise(_ id: String, starter: String = "let x = 1\n", tests: String = "// tests\n") throws {
    try write(starter, to: "Exercises/\(id)/Sources/Feature.swift")
    try write(tests, to: "Exercises/\(id)/HiddenTests/FeatureTests.swift")
  }
}
