import Curriculum
import Localization

/// Renders a lesson, or one of its practice problems, for `dojo show`.
public struct LessonRenderer: Sendable {
  /// Where the output goes: its width and whether it takes colour.
  public var terminal: any Terminal
  /// The language of the chrome around the lesson (the lesson itself is as written).
  public var messages: Messages

  /// Makes a renderer for `terminal`.
  public init(terminal: any Terminal, messages: Messages = .current) {
    self.terminal = terminal
    self.messages = messages
  }

  /// The whole lesson, each problem's heading followed by its exercise id.
  public func render(_ lesson: Lesson) -> String {
    var notes: [Int: [StyledRun]] = [:]
    for problem in lesson.problems {
      notes[problem.line] = exerciseNote(problem)
    }
    let renderer = MarkdownRenderer(
      width: terminal.width, color: terminal.supportsColor, headingNotes: notes,
      linkTarget: Self.lessonCommand
    )
    return renderer.render(lesson.document.blocks).rendered(color: terminal.supportsColor)
  }

  /// One problem: the lesson title, the problem's heading, its exercise id and its content.
  public func render(_ problem: PracticeProblem, of lesson: Lesson) -> String {
    let renderer = MarkdownRenderer(
      width: terminal.width, color: terminal.supportsColor, linkTarget: Self.lessonCommand
    )
    var lines = TextWrapper.wrap(
      [StyledRun(lesson.title, MarkdownRenderer.Palette.note)], width: terminal.width
    )
    lines.append(StyledLine())
    let heading = "\(problem.number). \(problem.title)"
    lines += TextWrapper.wrap(
      [StyledRun("### " + heading, MarkdownRenderer.Palette.subsection)], width: terminal.width
    )
    lines += TextWrapper.wrap(exerciseNote(problem), width: terminal.width)
    let body = renderer.render(problem.blocks)
    if !body.isEmpty {
      lines.append(StyledLine())
      lines += body
    }
    return lines.rendered(color: terminal.supportsColor)
  }

  /// For a link to another lesson file (`./phase5-testing.md`), the command that shows it in the
  /// terminal: `dojo show phase5`.
  static func lessonCommand(_ destination: String) -> String? {
    guard !destination.contains("://") else { return nil }
    let name = destination.split(separator: "/").last.map(String.init) ?? destination
    guard Course.isLessonFileName(name) else { return nil }
    let stem = name.dropLast(3).lowercased()
    let digits = stem.dropFirst(5).prefix { $0.isASCII && $0.isNumber }
    return "dojo show " + (digits.isEmpty ? String(stem) : "phase" + digits)
  }

  /// `演習: phase4/retry  (dojo check phase4/retry)` under a problem's heading.
  private func exerciseNote(_ problem: PracticeProblem) -> [StyledRun] {
    if let exercise = problem.exercise {
      return [
        StyledRun(messages(.showExercise), MarkdownRenderer.Palette.note),
        StyledRun(exercise.rawValue, MarkdownRenderer.Palette.marker),
        StyledRun("  (dojo check \(exercise.rawValue))", MarkdownRenderer.Palette.note),
      ]
    }
    return [StyledRun(messages(.showExercise) + messages(.showNoMarker), MarkdownRenderer.Palette.note)]
  }
}
