import Checker
import Curriculum
import Localization

/// Renders a lesson, or one of its practice problems, for `dojo show`.
public struct LessonRenderer: Sendable {
  /// Where the output goes: its width and whether it takes colour.
  public var terminal: any Terminal
  /// The language of the chrome around the lesson (the lesson itself is as written).
  public var messages: Messages
  /// Whether hints are shown in full (`dojo show --hints`); otherwise each problem's hints are one
  /// line saying how many there are and the command that reveals them one at a time.
  public var showsHints: Bool
  /// How the suggested commands start (`dojo`, `Scripts/dojo`, `swift run dojo`).
  public var command: String

  /// Makes a renderer for `terminal`.
  public init(
    terminal: any Terminal, messages: Messages = .current, showsHints: Bool = false,
    command: String = CommandSpelling.current
  ) {
    self.terminal = terminal
    self.messages = messages
    self.showsHints = showsHints
    self.command = command
  }

  /// The whole lesson, each problem's heading followed by its exercise id.
  public func render(_ lesson: Lesson) -> String {
    var notes: [Int: [StyledRun]] = [:]
    for problem in lesson.problems {
      notes[problem.line] = exerciseNote(problem)
    }
    var renderer = MarkdownRenderer(
      width: terminal.width, color: terminal.supportsColor, headingNotes: notes,
      linkTarget: Self.lessonCommand
    )
    for problem in lesson.problems { renderer.replacedBlocks.merge(foldedHints(problem)) { $1 } }
    return renderer.render(lesson.document.blocks).rendered(color: terminal.supportsColor)
  }

  /// One problem: the lesson title, the problem's heading, its exercise id and its content.
  public func render(_ problem: PracticeProblem, of lesson: Lesson) -> String {
    var renderer = MarkdownRenderer(
      width: terminal.width, color: terminal.supportsColor, linkTarget: Self.lessonCommand
    )
    renderer.replacedBlocks = foldedHints(problem)
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

  /// The hint blocks of `problem` folded into 「ヒント 4 件: dojo hint phase4/retry」 (nothing when
  /// hints are shown in full, or the problem has none).
  func foldedHints(_ problem: PracticeProblem) -> [Int: [StyledRun]?] {
    guard !showsHints, let first = problem.hintLines.first, !problem.hints.isEmpty else { return [:] }
    var replaced: [Int: [StyledRun]?] = [:]
    for line in problem.hintLines { replaced[line] = .some(nil) }
    let target = problem.exercise.map { " \($0.rawValue)" } ?? ""
    replaced[first] = [
      StyledRun(messages(.showHintCount, ["count": problem.hints.count]), MarkdownRenderer.Palette.note),
      StyledRun("\(command) hint\(target)", MarkdownRenderer.Palette.marker),
    ]
    return replaced
  }

  /// `演習: phase4/retry  (dojo check phase4/retry)` under a problem's heading.
  private func exerciseNote(_ problem: PracticeProblem) -> [StyledRun] {
    if let exercise = problem.exercise {
      return [
        StyledRun(messages(.showExercise), MarkdownRenderer.Palette.note),
        StyledRun(exercise.rawValue, MarkdownRenderer.Palette.marker),
        StyledRun("  (\(command) check \(exercise.rawValue))", MarkdownRenderer.Palette.note),
      ]
    }
    return [StyledRun(messages(.showExercise) + messages(.showNoMarker), MarkdownRenderer.Palette.note)]
  }
}
