import Foundation

/// Reads earlier versions of a file from the git history of a checkout, to find the exact starter
/// that `Exercises/checksums.sha256` sealed even after the learner has rewritten it.
public struct GitFileHistory: Sendable {
  /// The folder git runs in (`git -C <directory>`); paths are relative to it.
  public let directory: URL
  /// The `git` program: a path, or a name looked up in `PATH`.
  public let git: String

  /// History of the repository that contains `directory`.
  public init(directory: URL, git: String = "git") {
    self.directory = directory
    self.git = git
  }

  /// A version of a file found in history.
  public struct Version: Equatable, Sendable {
    /// The commit it was read from.
    public var commit: String
    /// Its exact bytes.
    public var contents: Data
  }

  /// The newest committed version of `path` (relative to ``directory``) whose SHA-256 is
  /// `sha256`, or `nil` when no commit holds that content.
  ///
  /// - Throws: ``ResetError/gitUnavailable(reason:)`` when git cannot run here (not installed,
  ///   not a repository, unreadable repository).
  public func newestVersion(of path: String, sha256: String) throws -> Version? {
    let log = try run(["log", "--format=%H", "--", path])
    let commits = String(decoding: log, as: UTF8.self)
      .split(whereSeparator: \.isNewline).map(String.init)
    for commit in commits {
      // `./` makes the path relative to `directory`, not to the repository's top level.
      guard let contents = try? run(["show", "\(commit):./\(path)"]) else { continue }
      if SHA256.hex(contents) == sha256.lowercased() {
        return Version(commit: commit, contents: contents)
      }
    }
    return nil
  }

  /// Runs git and returns its standard output; throws with git's own message on failure.
  private func run(_ arguments: [String]) throws -> Data {
    let request = ChildProcess.Request(
      executable: git, arguments: ["-C", directory.path] + arguments,
      environment: ProcessInfo.processInfo.environment.merging(
        ["GIT_TERMINAL_PROMPT": "0", "GIT_PAGER": "cat", "LC_ALL": "C"]
      ) { _, new in new },
      timeLimit: .seconds(60))
    let result: ChildProcess.Result
    do {
      result = try ChildProcess.runBlocking(request)
    } catch {
      throw ResetError.gitUnavailable(reason: "\(error)")
    }
    guard result.termination.isSuccess, !result.timedOut else {
      let message = result.error.text.trimmingCharacters(in: .whitespacesAndNewlines)
      throw ResetError.gitUnavailable(
        reason: message.isEmpty ? "`git \(arguments.joined(separator: " "))` failed" : message)
    }
    guard result.output.dropped == 0, result.output.tail.count <= result.output.tailLimit else {
      throw ResetError.gitUnavailable(reason: "git printed more than dojo keeps for one file")
    }
    return Data(result.output.head + result.output.tail)
  }
}
