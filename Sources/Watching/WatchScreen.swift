import Checker
import Curriculum
import Localization
import Presentation

/// What `dojo watch` shows: a pure function of the session's state, so it can be tested as text.
public struct WatchScreen: Equatable, Sendable {
  /// The exercise being watched.
  public var exercise: ExerciseID
  /// Its practice problem's title.
  public var title: String
  /// The folder the learner edits, relative to the checkout (`Exercises/phase1/counter/Sources`).
  public var editedFolder: String
  /// The latest verdict; `nil` before the first check ends.
  public var verdict: ExerciseVerdict?
  /// Whether a check is running now.
  public var isChecking: Bool
  /// Whether the running check replaced one that a newer save cancelled.
  public var restartedForNewSave = false
  /// A note under the status: a hint, the list, a question, what a key did.
  public var note: String?
  /// Whether polling (not inotify) notices saves.
  public var usesPolling: Bool
  /// The language of the screen.
  public var messages: Messages

  /// Makes a screen.
  public init(
    exercise: ExerciseID, title: String, editedFolder: String, verdict: ExerciseVerdict? = nil,
    isChecking: Bool = false, note: String? = nil, usesPolling: Bool = false,
    messages: Messages = .current
  ) {
    self.messages = messages
    self.exercise = exercise
    self.title = title
    self.editedFolder = editedFolder
    self.verdict = verdict
    self.isChecking = isChecking
    self.note = note
    self.usesPolling = usesPolling
  }

  /// Whether `n` (next exercise) is allowed: only once this one passed.
  public var canAdvance: Bool { verdict?.status == .pass }

  /// The key legend; `n` appears only when it does something.
  public var legend: String {
    var keys = [messages(.watchKeyHint)]
    if canAdvance { keys.append(messages(.watchKeyNext)) }
    keys += [
      messages(.watchKeyList), messages(.watchKeyPhase, ["phase": exercise.phase]), messages(.watchKeyReset),
      messages(.watchKeyQuit),
    ]
    return keys.joined(separator: " · ")
  }

  /// The parts of the screen, top to bottom, before any of them is cut.
  struct Sections: Equatable {
    /// The title line and the folder to edit.
    var head: [String]
    /// The verdict (or that the first check runs) and whether a check is running.
    var status: String
    /// The first failure (its title first) or the error: what the learner needs next.
    var details: [String]
    /// A hint, the list, a question.
    var note: [String]
    /// The keys.
    var legend: String
  }

  var sections: Sections {
    let head = [
      "dojo watch — \(exercise) \(title)",
      messages(usesPolling ? .watchEditPolling : .watchEdit, ["folder": editedFolder]),
    ]
    var status: String
    var details: [String] = []
    switch (verdict, isChecking) {
    case (nil, true): status = messages(restartedForNewSave ? .watchRestarted : .watchFirstCheck)
    case (nil, false): status = messages(.watchWaiting)
    case (let verdict?, _):
      let passed = verdict.tests.filter { $0.status == .pass }.count
      switch (verdict.status, messages.testWritingCounts(verdict)) {
      case (.pass, let counts?): status = messages(.watchTestWritingPass, ["counts": counts])
      case (.fail, let counts?): status = messages(.watchTestWritingFail, ["counts": counts])
      case (.pass, nil): status = messages(.watchPass, ["count": verdict.tests.count])
      case (.fail, nil): status = messages(.watchFail, ["passed": passed, "total": verdict.tests.count])
      case (.error, _):
        let kind = verdict.error.map { messages.kindName($0.kind) } ?? messages(.checkKindUnknown)
        status = messages(.watchError, ["kind": kind])
      }
      let checking = messages(restartedForNewSave ? .watchRestarted : .watchRechecking)
      if isChecking { status += "   " + checking }
      var text: [String] = []
      if let error = verdict.error {
        text.append(error.locatedText(messages))
      } else if let failure = verdict.tests.first(where: { $0.status != .pass }) {
        text.append(messages(.watchFirstFailure, ["name": failure.name(messages)]))
        if let message = failure.text(messages) { text.append(message) }
      }
      // The compiler's warnings in the learner's files, after what failed (a pass shows them
      // alone): at most as many as `dojo check` shows, the rest counted.
      if let summary = messages.warningsSummary(verdict, command: checkCommand) {
        text.append(summary.heading)
        text += summary.warnings.map { "  ⚠ " + $0 }
        if let more = summary.more { text.append("  " + more) }
      }
      // The learner's own tests, apart from the verdict: their counts, the first failure by name,
      // or why they could not run.
      if let own = verdict.ownTests {
        text.append(messages(.checkOwnTests, ["passed": own.passed, "failed": own.failed]))
        if let error = own.error {
          text.append("  " + error.locatedText(messages))
        } else if let failure = own.tests.first(where: { $0.status != .pass }) {
          text.append("  " + messages(.watchFirstFailure, ["name": failure.name(messages)]))
          if let message = failure.text(messages) { text.append(message) }
        }
      }
      // A pass has no details (not one empty line).
      details = text.isEmpty
        ? [] : text.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    let note = note.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
    return Sections(head: head, status: status, details: details, note: note, legend: legend)
  }

  /// `dojo check <id>`, which prints the whole verdict.
  var checkCommand: String { "\(CommandSpelling.current) check \(exercise)" }

  /// The screen's lines, `maxDetailLines` at most for the verdict's details (the rest is cut with
  /// a pointer to `dojo check`): for output that is not a terminal, where nothing scrolls away.
  public func render(maxDetailLines: Int = 30) -> String {
    let parts = sections
    var lines = parts.head + ["", parts.status]
    if !parts.details.isEmpty { lines.append("") }
    lines += parts.details.prefix(maxDetailLines)
    if parts.details.count > maxDetailLines {
      lines.append(
        messages(.watchMoreLines, ["count": parts.details.count - maxDetailLines, "command": checkCommand]))
    }
    if !parts.note.isEmpty { lines += [""] + parts.note }
    lines += ["", parts.legend]
    return lines.joined(separator: "\n")
  }
}
