import Checker
import Curriculum
import Localization

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

  /// The screen's lines, `maxLines` at most for the verdict's details (the rest is cut with a
  /// pointer to `dojo check`).
  public func render(maxDetailLines: Int = 30) -> String {
    var lines: [String] = []
    lines.append("dojo watch — \(exercise) \(title)")
    lines.append(messages(usesPolling ? .watchEditPolling : .watchEdit, ["folder": editedFolder]))
    lines.append("")
    switch (verdict, isChecking) {
    case (nil, true): lines.append(messages(restartedForNewSave ? .watchRestarted : .watchFirstCheck))
    case (nil, false): lines.append(messages(.watchWaiting))
    case (let verdict?, _):
      let passed = verdict.tests.filter { $0.status == .pass }.count
      let status: String
      switch verdict.status {
      case .pass: status = messages(.watchPass, ["count": verdict.tests.count])
      case .fail: status = messages(.watchFail, ["passed": passed, "total": verdict.tests.count])
      case .error:
        let kind = verdict.error.map { messages.kindName($0.kind) } ?? messages(.checkKindUnknown)
        status = messages(.watchError, ["kind": kind])
      }
      let checking = messages(restartedForNewSave ? .watchRestarted : .watchRechecking)
      lines.append(status + (isChecking ? "   " + checking : ""))
      var details: [String] = []
      if let error = verdict.error {
        details.append(error.locatedText(messages))
      } else if let failure = verdict.tests.first(where: { $0.status != .pass }) {
        details.append(messages(.watchFirstFailure, ["name": failure.name]))
        if let message = failure.text(messages) { details.append(message) }
      }
      let detailLines = details.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
      if !detailLines.isEmpty { lines.append("") }
      lines += detailLines.prefix(maxDetailLines).map(String.init)
      if detailLines.count > maxDetailLines {
        lines.append(
          messages(
            .watchMoreLines,
            ["count": detailLines.count - maxDetailLines, "command": "\(CommandSpelling.current) check \(exercise)"]))
      }
    }
    if let note {
      lines.append("")
      lines += note.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    lines.append("")
    lines.append(legend)
    return lines.joined(separator: "\n")
  }
}
