import Curriculum
import Foundation

/// Finds the exercise a path points into: `Exercises/phase4/retry/Sources/RetryFeature.swift`,
/// `.` inside an exercise's folder, an absolute path. Lets `dojo check` (and `hint`, `watch`,
/// `solution`) run without an argument inside an exercise, and accept a path as its argument.
public enum ExerciseFolder {
  /// The exercise among `ids` whose folder `Exercises/<phase>/<slug>/` holds `url` (or is it).
  public static func exercise(containing url: URL, layout: ProjectLayout, among ids: [ExerciseID]) -> ExerciseID? {
    let base = layout.exercises.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    let path = url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    guard path.count >= base.count + 2, Array(path.prefix(base.count)) == base else { return nil }
    let id = ExerciseID("\(path[base.count])/\(path[base.count + 1])")
    return id.flatMap { ids.contains($0) ? $0 : nil }
  }

  /// Whether a command-line argument is written as a path rather than an id: it starts with
  /// `.`, `/` or `~`, or names the `Exercises` folder.
  public static func looksLikePath(_ text: String) -> Bool {
    text.hasPrefix(".") || text.hasPrefix("/") || text.hasPrefix("~")
      || text.split(separator: "/").contains("Exercises")
  }

  /// The exercise the path `text` points into, resolved from `workingDirectory` (or, failing
  /// that, read as `…/Exercises/<phase>/<slug>/…`).
  static func exercise(
    named text: String, layout: ProjectLayout?, workingDirectory: URL?, among ids: [ExerciseID]
  ) -> ExerciseID? {
    if let layout, let workingDirectory {
      let url = URL(fileURLWithPath: (text as NSString).expandingTildeInPath, relativeTo: workingDirectory)
      if let id = exercise(containing: url, layout: layout, among: ids) { return id }
    }
    let parts = text.split(separator: "/").map(String.init)
    guard let index = parts.lastIndex(of: "Exercises"), parts.count >= index + 3 else { return nil }
    return ExerciseID("\(parts[index + 1])/\(parts[index + 2])").flatMap { ids.contains($0) ? $0 : nil }
  }
}
