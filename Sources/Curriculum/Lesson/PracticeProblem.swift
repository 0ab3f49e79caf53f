/// One numbered problem of a lesson's practice section (`### 1. 検索機能`).
public struct PracticeProblem: Sendable, Equatable {
  /// The number in the heading, `1` for `### 1. 検索機能` (full-width digits accepted).
  public var number: Int
  /// The heading's text after the number, `検索機能`.
  public var title: String
  /// The description: the problem's text before its hints, paragraphs separated by blank lines,
  /// inline code in backquotes.
  public var description: String
  /// The hints, one per list item, in order, inline code in backquotes.
  public var hints: [String]
  /// The exercise named by `<!-- exercise: slug -->` under the heading; `nil` when unmapped.
  public var exercise: ExerciseID?
  /// The 1-based line of the problem's heading.
  public var line: Int
  /// Everything under the heading up to the next problem or section, markers included: what
  /// `dojo show --problem N` renders.
  public var blocks: [MarkdownBlock]
  /// The lines of the blocks that hold the hints (the `**ヒント**:` label and its list): what
  /// `dojo show` folds into one line unless asked for `--hints`.
  public var hintLines: [Int] = []

  /// Makes a problem.
  public init(
    number: Int, title: String, description: String, hints: [String], exercise: ExerciseID?,
    line: Int, blocks: [MarkdownBlock] = []
  ) {
    self.number = number
    self.title = title
    self.description = description
    self.hints = hints
    self.exercise = exercise
    self.line = line
    self.blocks = blocks
  }
}
