import Foundation

/// Turns a lesson's markdown into a ``Lesson``: finds the title and phase, goals, sections, the
/// practice problems with their hints and exercise markers, and every code sample, and reports
/// what is malformed as ``Diagnostic``s with cmark's line numbers.
///
/// The format instructors write:
/// `# Phase 4: …`, `## 学習目標` with a bullet list, teaching sections, then `## 練習問題`
/// (or `## Exercises` / `## Practice`) whose `### 1. Title` headings are problems, each with
/// `<!-- exercise: slug -->`, a description, and hints after `**ヒント**:` or `#### ヒント`.
public enum LessonParser {
  /// Reads and parses a lesson file.
  ///
  /// - Throws: ``CurriculumError/unreadable(_:reason:)`` when the file cannot be read as UTF-8.
  public static func parse(contentsOf url: URL) throws -> Lesson {
    parse(markdown: try CurriculumError.readText(url), file: url)
  }

  /// Parses lesson markdown; `file` names it in diagnostics and gives the fallback slug.
  public static func parse(markdown: String, file: URL) -> Lesson {
    var builder = LessonBuilder(file: file, document: MarkdownDocument.parse(markdown))
    return builder.build()
  }
}

/// The state of one parse: which section the walk is in and the problem being collected.
private struct LessonBuilder {
  let file: URL
  let document: MarkdownDocument

  var title: String?
  var titleLine = 1
  var phase: Int?
  var goals: [String] = []
  var sections: [String] = []
  var problems: [PracticeProblem] = []
  var diagnostics: [Diagnostic] = []

  private enum Section { case preamble, goals, practice, other }
  private var section = Section.preamble
  private var draft: ProblemDraft?
  /// The line of a hints label still waiting for its list, and whether it has received any.
  private var pendingHints: (line: Int, received: Bool)?

  private struct ProblemDraft {
    var number: Int
    var title: String
    var line: Int
    var descriptionParts: [String] = []
    var hints: [String] = []
    var exercise: ExerciseID?
    var markerLine: Int?
    var blocks: [MarkdownBlock] = []
    var hintLines: [Int] = []
  }

  init(file: URL, document: MarkdownDocument) {
    self.file = file
    self.document = document
  }

  mutating func build() -> Lesson {
    for block in document.blocks { visit(block) }
    finishProblem()
    if title == nil {
      // Not a lesson at all (a stray file, junk): `dojo lesson inspect` exits 1 on it.
      report(1, "no `# Phase N: タイトル` heading: the lesson has no title")
    } else if phase == nil {
      report(
        titleLine, "the title `# \(title!)` has no phase number (write `# Phase 4: …`)", .warning
      )
    }
    checkDuplicates()
    return Lesson(
      title: title ?? fileStem, phase: phase, slug: slug, file: file, goals: goals,
      sections: sections, problems: problems, codeSamples: Self.codeSamples(in: document.blocks),
      diagnostics: diagnostics.sorted { $0.line < $1.line }, document: document
    )
  }

  private var fileStem: String { file.deletingPathExtension().lastPathComponent }

  /// `phase4` from the title, else the file name's `phaseN` prefix, else the file stem.
  private var slug: String {
    if let phase { return "phase\(phase)" }
    let stem = fileStem.lowercased()
    if stem.hasPrefix("phase") {
      let digits = stem.dropFirst(5).prefix(while: { $0.isASCII && $0.isNumber })
      if !digits.isEmpty { return "phase" + digits }
    }
    return fileStem
  }

  private mutating func report(
    _ line: Int, _ message: String, _ severity: Diagnostic.Severity = .error
  ) {
    diagnostics.append(Diagnostic(file: file, line: line, message: message, severity: severity))
  }

  // MARK: Walking the top-level blocks

  private mutating func visit(_ block: MarkdownBlock) {
    if case .heading(let level, let inlines) = block.kind, level <= 2 {
      finishProblem()
      let text = HeadingText.trimmed(inlines.plainText)
      if level == 1 {
        if title == nil {
          title = text
          titleLine = block.line
          phase = HeadingText.phaseNumber(text)
        } else {
          report(
            block.line, "a second H1 `# \(text)`: a lesson has one title; use `##` for sections",
            .warning
          )
        }
        section = .other
      } else {
        sections.append(text)
        if HeadingText.isPracticeSection(text) {
          section = .practice
        } else if HeadingText.isGoalsSection(text) {
          section = .goals
        } else {
          section = .other
        }
      }
      return
    }
    switch section {
    case .goals:
      if case .list(let list) = block.kind, goals.isEmpty {
        goals = list.items.map { item in
          item.blocks.map(\.plainText).joined(separator: " ")
        }
      }
    case .practice:
      visitPractice(block)
    case .preamble, .other:
      break
    }
  }

  // MARK: The practice section

  private mutating func visitPractice(_ block: MarkdownBlock) {
    switch block.kind {
    case .heading(let level, let inlines) where level == 3:
      finishProblem()
      startProblem(inlines, line: block.line)
      return
    case .heading(let level, let inlines) where level >= 4 && isHintHeading(inlines):
      openHints(line: block.line)
      draft?.blocks.append(block)
      draft?.hintLines.append(block.line)
      return
    case .paragraph(let inlines):
      if let remainder = hintLabelRemainder(inlines) {
        openHints(line: block.line)
        if !remainder.isEmpty, draft != nil {
          draft?.hints.append(remainder)
          pendingHints?.received = true
        }
        draft?.blocks.append(block)
        draft?.hintLines.append(block.line)
        return
      }
    case .list(let list) where pendingHints != nil:
      if draft != nil {
        let hints = list.items.map { item in
          item.blocks.map(\.textMarkingCode).filter { !$0.isEmpty }.joined(separator: "\n")
        }
        draft?.hints += hints
        pendingHints?.received = true
        draft?.blocks.append(block)
        draft?.hintLines.append(block.line)
      }
      return
    case .html(let html):
      readMarker(html, line: block.line)
      draft?.blocks.append(block)
      return
    default:
      break
    }
    guard draft != nil else { return }  // Introductory text before the first problem.
    draft?.blocks.append(block)
    if let pending = pendingHints, pending.received {
      // Text after the hints still belongs to the problem, but is not part of its description.
      return
    }
    switch block.kind {
    case .paragraph, .list, .blockQuote:
      let text = block.textMarkingCode
      if !text.isEmpty { draft?.descriptionParts.append(text) }
    default:
      break
    }
  }

  private mutating func startProblem(_ inlines: [MarkdownInline], line: Int) {
    let text = HeadingText.trimmed(inlines.plainText)
    guard let (number, title) = HeadingText.numberedTitle(text) else {
      report(
        line,
        "practice problem heading `### \(text)` has no number: write `### 1. タイトル` "
          + "(every `###` under the practice section is a problem)"
      )
      return
    }
    if title.isEmpty {
      report(line, "practice problem \(number) has no title: write `### \(number). タイトル`")
    }
    draft = ProblemDraft(number: number, title: title, line: line)
    for inline in inlines {
      if case .html(let html) = inline.kind { readMarker(html, line: inline.line) }
    }
  }

  private mutating func openHints(line: Int) {
    closeHints()
    if draft == nil {
      report(line, "a hint list with no problem: hints belong under a `### N. タイトル` problem")
      pendingHints = nil
      return
    }
    pendingHints = (line, false)
  }

  private mutating func closeHints() {
    if let pending = pendingHints, !pending.received, draft != nil {
      report(pending.line, "a hints label with no list after it: add `- ヒント` items below it")
    }
    pendingHints = nil
  }

  private mutating func finishProblem() {
    closeHints()
    guard let draft else { return }
    self.draft = nil
    if draft.exercise == nil, draft.markerLine == nil {
      report(
        draft.line,
        "practice problem \(draft.number) is unmapped: add `<!-- exercise: slug -->` under its "
          + "heading (the exercise becomes \(slug)/slug)"
      )
    }
    var problem = PracticeProblem(
      number: draft.number, title: draft.title,
      description: draft.descriptionParts.joined(separator: "\n\n"), hints: draft.hints,
      exercise: draft.exercise, line: draft.line, blocks: draft.blocks
    )
    problem.hintLines = draft.hintLines
    problems.append(problem)
  }

  private mutating func readMarker(_ html: String, line: Int) {
    switch ExerciseMarker.read(html) {
    case .notAMarker:
      return
    case .invalid(let value):
      report(
        line,
        "exercise marker `\(value)` is not a slug: write `<!-- exercise: search-debounce -->` "
          + "(lowercase letters, digits, dashes)"
      )
      if draft != nil { draft?.markerLine = line }
    case .exercise(let reference):
      guard draft != nil else {
        report(line, "exercise marker `\(reference)` is not under a `### N. タイトル` problem")
        return
      }
      if let markerLine = draft?.markerLine {
        report(
          line,
          "problem \(draft!.number) has a second exercise marker (the first is on line \(markerLine))"
        )
        return
      }
      draft?.markerLine = line
      let lessonSlug = slug
      if let id = ExerciseID(reference) {
        if id.phase != lessonSlug {
          report(
            line,
            "exercise marker names \(id), but this lesson is \(lessonSlug): "
              + "write `<!-- exercise: \(id.slug) -->`"
          )
        }
        draft?.exercise = id
      } else {
        draft?.exercise = ExerciseID(phase: lessonSlug, slug: reference)
      }
    }
  }

  private func isHintHeading(_ inlines: [MarkdownInline]) -> Bool {
    HeadingText.isHintLabel(inlines.plainText)
  }

  /// For a hints label paragraph (`**ヒント**:`, `ヒント：`, `**Hints**: first hint`), the text
  /// after the label (often empty); `nil` for any other paragraph.
  private func hintLabelRemainder(_ inlines: [MarkdownInline]) -> String? {
    // A label is one short paragraph: a few inlines at most (`**ヒント**`, `:`).
    if inlines.count <= 3, HeadingText.isHintLabel(inlines.plainText) { return "" }
    guard let first = inlines.first, case .strong(let label) = first.kind,
      HeadingText.isHintLabel(label.plainText)
    else { return nil }
    let labelText = HeadingText.trimmed(label.plainText)
    let rest = Array(inlines.dropFirst()).textMarkingCode
    if labelText.hasSuffix(":") || labelText.hasSuffix("：") {
      return HeadingText.trimmed(rest)
    }
    guard HeadingText.startsWithColon(rest) else { return nil }
    return HeadingText.droppingLeadingColon(rest)
  }

  // MARK: Whole-lesson checks

  private mutating func checkDuplicates() {
    var numbers: [Int: Int] = [:]
    var exercises: [ExerciseID: PracticeProblem] = [:]
    // Learners and `dojo list` read "problem 3" by its number: 1, 2, 3, … in the order written.
    var highest: (number: Int, line: Int)?
    for problem in problems where problems.first(where: { $0.number == problem.number })?.line == problem.line {
      if let highest, problem.number < highest.number {
        report(
          problem.line,
          "problem \(problem.number) is out of order: it comes after problem \(highest.number) (line "
            + "\(highest.line)); number problems 1, 2, 3, … in the order they appear"
        )
      } else if problem.number > (highest?.number ?? 0) + 1,
        !problems.contains(where: { $0.number == (highest?.number ?? 0) + 1 })
      {
        report(
          problem.line,
          "problem \(problem.number) skips number \((highest?.number ?? 0) + 1): number problems 1, 2, 3, … "
            + "in the order they appear"
        )
      }
      if problem.number > (highest?.number ?? 0) { highest = (problem.number, problem.line) }
    }
    for problem in problems {
      if let first = numbers[problem.number] {
        report(
          problem.line,
          "duplicate problem number \(problem.number) (also on line \(first)): number problems 1, 2, 3, …"
        )
      } else {
        numbers[problem.number] = problem.line
      }
      guard let exercise = problem.exercise else { continue }
      if let first = exercises[exercise] {
        report(
          problem.line,
          "duplicate exercise id \(exercise): problems \(first.number) (line \(first.line)) and "
            + "\(problem.number) both name it; each problem needs its own exercise"
        )
      } else {
        exercises[exercise] = problem
      }
    }
  }

  /// Every code block, nested ones included, in source order.
  static func codeSamples(in blocks: [MarkdownBlock]) -> [CodeSample] {
    var samples: [CodeSample] = []
    func walk(_ blocks: [MarkdownBlock]) {
      for block in blocks {
        switch block.kind {
        case .codeBlock(let code):
          samples.append(
            CodeSample(
              info: code.info, code: code.literal, line: code.isFenced ? block.line + 1 : block.line
            )
          )
        case .blockQuote(let children):
          walk(children)
        case .list(let list):
          for item in list.items { walk(item.blocks) }
        default:
          break
        }
      }
    }
    walk(blocks)
    return samples
  }
}
