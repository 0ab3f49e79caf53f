import Curriculum
import Foundation

/// A fresh folder under the system's temporary directory, removed when the value goes away.
final class ProgressFixtureFolder: @unchecked Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("dojo-progress-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

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

  func read(_ relativePath: String) throws -> String {
    try String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
  }
}

extension ProgressFixtureFolder {
  /// Runs git in the folder with a fixed identity; throws with git's output when it fails.
  func git(_ arguments: String...) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", url.path, "-c", "user.name=Dojo Tests",
      "-c", "user.email=tests@example.com", "-c", "commit.gpgsign=false"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw FixtureError("git \(arguments.joined(separator: " ")) failed: \(String(decoding: output, as: UTF8.self))")
    }
  }

  /// Every file below the folder (except `.git`) with its contents, to prove nothing changed.
  func snapshot() throws -> [String: Data] {
    var files: [String: Data] = [:]
    let base = url.standardizedFileURL.path + "/"
    let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
    while let file = enumerator?.nextObject() as? URL {
      let path = String(file.standardizedFileURL.path.dropFirst(base.count))
      if path.hasPrefix(".git/") || path == ".git" { continue }
      if (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
        files[path] = try Data(contentsOf: file)
      }
    }
    return files
  }
}

/// A fixture set-up step that failed.
struct FixtureError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
