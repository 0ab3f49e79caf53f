import Curriculum

/// The text `dojo next` prints: the next unsolved exercise, where its problem is written, and the
/// commands to read, edit and check it; or congratulations when every exercise passes.
public enum NextReport {
  /// Lines to print (no colour).
  ///
  /// - Parameter command: how the learner runs dojo (`swift run dojo`).
  public static func lines(course: Course, progress: LearnerProgress, command: String = "swift run dojo")
    -> [String]
  {
    let order = course.exerciseIDs
    let solved = NextExercise.solvedCount(in: order, progress: progress)
    guard !order.isEmpty else {
      return ["The lessons name no exercises yet (no `<!-- exercise: slug -->` markers in Lessons/)."]
    }
    guard let next = NextExercise.select(in: order, progress: progress),
      let problem = course.problem(for: next)
    else {
      return [
        "🎉 All \(order.count) exercises pass. おめでとうございます — you have finished the course!",
        "Revisit any of them with `\(command) check <phase>`, or read a lesson again with "
          + "`\(command) show <phase>`.",
      ]
    }
    let pointer = ProblemPointer(problem, layout: course.layout)
    let status: String
    switch progress[next].lastStatus {
    case nil: status = "not checked yet"
    case .fail?: status = "last check: failing tests"
    case .error?: status = "last check: did not build or run"
    case .pass?: status = "passes"
    }
    return [
      "Next: \(next) — \(pointer.heading) (\(status))",
      "  Lesson: \(pointer.description)",
      "  Edit:   \(course.layout.relativePath(of: course.layout.starterSources(next)))/",
      "  Read:   \(command) show \(pointer.lessonSlug) --problem \(pointer.number)",
      "  Check:  \(command) check \(next)",
      "  Stuck?  \(command) hint \(next)",
      "",
      "Progress: \(solved)/\(order.count) exercises pass.",
    ]
  }
}
