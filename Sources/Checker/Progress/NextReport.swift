import Curriculum
import Localization

/// The text `dojo next` prints: the next unsolved exercise, where its problem is written, and the
/// commands to read, edit and check it; or congratulations when every exercise passes.
public enum NextReport {
  /// Lines to print (no colour).
  ///
  /// - Parameter command: how the learner runs dojo (`swift run dojo`).
  public static func lines(
    course: Course, progress: LearnerProgress, command: String = CommandSpelling.current,
    messages: Messages = .current, current: ExerciseID? = nil
  ) -> [String] {
    let order = course.exerciseIDs
    let solved = NextExercise.solvedCount(in: order, progress: progress)
    guard !order.isEmpty else {
      return [messages(.nextNoExercises)]
    }
    // Where the learner is (the exercise folder they are in, else the one they checked last):
    // the next unsolved exercise after it, so phase 4 continues in phase 4.
    guard let next = NextExercise.select(in: order, progress: progress, from: current, includingCurrent: true),
      let problem = course.problem(for: next)
    else {
      return [
        messages(.nextAllDone, ["count": order.count]),
        messages(.nextRevisit, ["command": command]),
      ]
    }
    let pointer = ProblemPointer(problem, layout: course.layout)
    let status: String
    switch progress[next].lastStatus {
    case nil: status = messages(.nextStatusNew)
    case .fail?: status = messages(.nextStatusFail)
    case .error?: status = messages(.nextStatusError)
    case .pass?: status = messages(.nextStatusPass)
    }
    return [
      messages(.nextHeadline, ["id": next, "heading": pointer.heading, "status": status]),
      messages(.nextLesson, ["where": pointer.description]),
      messages(.nextEdit, ["folder": course.layout.relativePath(of: course.layout.starterSources(next))]),
      messages(.nextRead, ["command": "\(command) show \(pointer.lessonSlug) --problem \(pointer.number)"]),
      messages(.nextCheck, ["command": "\(command) check \(next)"]),
      messages(.nextStuck, ["command": "\(command) hint \(next)"]),
      "",
      messages(.nextProgress, ["solved": solved, "total": order.count]),
    ]
  }
}
