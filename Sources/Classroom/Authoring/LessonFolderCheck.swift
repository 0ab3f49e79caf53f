import Curriculum
import Foundation

/// The check `dojo lesson inspect` adds inside a checkout: every `<!-- exercise: slug -->` marker
/// must name an exercise folder that exists, or the problem can never be checked.
public enum LessonFolderCheck {
  /// An error per problem whose marker names no folder of `layout`, at the marker's line.
  public static func diagnostics(for lesson: Lesson, in layout: ProjectLayout) -> [Diagnostic] {
    let lines = (try? String(contentsOf: lesson.file, encoding: .utf8))?.components(separatedBy: "\n") ?? []
    var found: [Diagnostic] = []
    for problem in lesson.problems {
      guard let id = problem.exercise else { continue }
      var isDirectory: ObjCBool = false
      let folder = layout.exerciseDirectory(id)
      if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue {
        continue
      }
      // The marker's own line, the first one naming the slug below the problem's heading.
      let start = max(problem.line - 1, 0)
      let markerIndex = lines.indices.dropFirst(start).first {
        lines[$0].contains("exercise:") && lines[$0].contains(id.slug)
      }
      found.append(
        Diagnostic(
          file: lesson.file, line: markerIndex.map { $0 + 1 } ?? problem.line,
          message: "problem \(problem.number)'s marker names \(id), but \(layout.relativePath(of: folder)) "
            + "does not exist: fix the slug, or create the exercise with `dojo new \(id.phase) \(id.slug)`"))
    }
    return found
  }
}
