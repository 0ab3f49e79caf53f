import Curriculum
import Localization

/// Renders `dojo list`: each phase in order with its problems and exercise ids.
///
/// Every problem row goes through ``problemRow(_:titleWidth:status:)``, the one place a status
/// column (✓/✗ from the learner's progress) plugs in.
public struct CourseListRenderer: Sendable {
  /// Where the output goes.
  public var terminal: any Terminal
  /// The language of the list's own words.
  public var messages: Messages

  /// Makes a renderer for `terminal`.
  public init(terminal: any Terminal, messages: Messages = .current) {
    self.terminal = terminal
    self.messages = messages
  }

  /// Styles used in colour mode.
  public enum Palette {
    /// A lesson's title row.
    public static let phase = TextStyle(bold: true, foreground: .cyan)
    /// The slug and file path after the title.
    public static let file = TextStyle(dim: true)
    /// Problem numbers.
    public static let number = TextStyle(foreground: .cyan)
    /// Exercise ids.
    public static let exercise = TextStyle(foreground: .green)
    /// The placeholder of a problem without an exercise marker.
    public static let unmapped = TextStyle(foreground: .red)
  }

  /// The course as lines; `status` gives the optional status cell of each problem (shown in a
  /// column before the number when any problem has one).
  public func render(
    _ course: Course, status: (PracticeProblem) -> StyledRun? = { _ in nil }
  ) -> String {
    var lines: [StyledLine] = []
    let titles = course.lessons.flatMap(\.problems).map { "\($0.number). \($0.title)" }
    let titleWidth = min(titles.map { DisplayWidth.of($0) }.max() ?? 0, max(terminal.width / 2, 20))
    let statuses = course.lessons.flatMap(\.problems).map(status)
    let statusWidth = statuses.compactMap { $0.map { DisplayWidth.of($0.text) } }.max()
    for lesson in course.lessons {
      if !lines.isEmpty { lines.append(StyledLine()) }
      lines.append(lessonRow(lesson, layout: course.layout))
      if lesson.problems.isEmpty {
        lines.append(StyledLine("    " + messages(.listNoProblems), Palette.file))
      }
      for problem in lesson.problems {
        var cell = status(problem)
        if let statusWidth {
          let text = DisplayWidth.padded(cell?.text ?? "", to: statusWidth)
          cell = StyledRun(text, cell?.style ?? .plain)
        }
        lines.append(problemRow(problem, titleWidth: titleWidth, status: cell))
      }
    }
    if course.lessons.isEmpty {
      lines.append(
        StyledLine(messages(.listNoLessons, ["folder": course.layout.relativePath(of: course.layout.lessons)])))
    }
    return lines.rendered(color: terminal.supportsColor)
  }

  /// `Phase 4: Effect（副作用）の扱い  [phase4]  Lessons/phase4-effects.md`.
  public func lessonRow(_ lesson: Lesson, layout: ProjectLayout) -> StyledLine {
    StyledLine([
      StyledRun(lesson.title, Palette.phase),
      StyledRun("  [\(lesson.slug)]", Palette.file),
      StyledRun("  \(layout.relativePath(of: lesson.file))", Palette.file),
    ])
  }

  /// `  ✓ 1. 検索機能            phase4/search-debounce`: one problem, its title padded to
  /// `titleWidth` columns, with an optional status cell in front.
  public func problemRow(
    _ problem: PracticeProblem, titleWidth: Int, status: StyledRun? = nil
  ) -> StyledLine {
    var runs: [StyledRun] = [StyledRun("  ")]
    if let status { runs += [status, StyledRun(" ")] }
    let number = "\(problem.number). "
    runs.append(StyledRun(number, Palette.number))
    let title = DisplayWidth.padded(number + problem.title, to: titleWidth)
    runs.append(StyledRun(String(title.dropFirst(number.count))))
    runs.append(StyledRun("  "))
    if let exercise = problem.exercise {
      runs.append(StyledRun(exercise.rawValue, Palette.exercise))
    } else {
      runs.append(StyledRun(messages(.listNoMarker), Palette.unmapped))
    }
    return StyledLine(runs)
  }
}
