import Curriculum
import Foundation

/// An exercise's reference solution next to the learner's files: each solution file's text,
/// and for each file name the diff from the learner's version to the solution's.
public struct SolutionComparison: Equatable, Sendable {
  /// One file, by its path relative to the exercise's `Sources/` or `Solution/` folder.
  public struct File: Equatable, Sendable {
    /// `RetryFeature.swift`.
    public var name: String
    /// The solution's text; `nil` when only the learner has this file.
    public var solution: String?
    /// The learner's text; `nil` when only the solution has this file.
    public var learner: String?

    /// Makes a file entry.
    public init(name: String, solution: String?, learner: String?) {
      self.name = name
      self.solution = solution
      self.learner = learner
    }

    /// The diff from the learner's text to the solution's (empty when both are the same).
    public var diff: UnifiedDiff { UnifiedDiff(old: learner ?? "", new: solution ?? "") }
  }

  /// The exercise.
  public var id: ExerciseID
  /// `Exercises/<id>/Solution` relative to the checkout.
  public var solutionFolder: String
  /// `Exercises/<id>/Sources` relative to the checkout.
  public var learnerFolder: String
  /// Every file either side has, the solution's first, sorted by name.
  public var files: [File]

  /// Makes a comparison from files already read.
  public init(id: ExerciseID, solutionFolder: String, learnerFolder: String, files: [File]) {
    self.id = id
    self.solutionFolder = solutionFolder
    self.learnerFolder = learnerFolder
    self.files = files
  }

  /// Whether the exercise has a reference solution at all.
  public var hasSolution: Bool { files.contains { $0.solution != nil } }

  /// Reads both folders of `id` in the checkout at `layout`.
  public static func load(_ id: ExerciseID, layout: ProjectLayout) -> SolutionComparison {
    let solution = read(layout.solutionSources(id))
    let learner = read(layout.starterSources(id))
    let names = Set(solution.keys).union(learner.keys).sorted { lhs, rhs in
      // The solution's files first: they are what the learner asked to see.
      let left = solution[lhs] == nil ? 1 : 0
      let right = solution[rhs] == nil ? 1 : 0
      return left != right ? left < right : lhs < rhs
    }
    return SolutionComparison(
      id: id,
      solutionFolder: layout.relativePath(of: layout.solutionSources(id)),
      learnerFolder: layout.relativePath(of: layout.starterSources(id)),
      files: names.map { File(name: $0, solution: solution[$0], learner: learner[$0]) })
  }

  /// The `.swift` files under `folder`, by relative path, as text (files that are not UTF-8 are
  /// left out: there is nothing to show of them).
  static func read(_ folder: URL) -> [String: String] {
    let base = folder.standardizedFileURL.path
    var texts: [String: String] = [:]
    for url in SourceFileList.swiftFiles(in: folder) {
      guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else { continue }
      var name = url.standardizedFileURL.path
      if name.hasPrefix(base + "/") { name.removeFirst(base.count + 1) }
      texts[name] = text
    }
    return texts
  }
}
