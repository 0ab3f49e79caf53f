import Curriculum
import Localization

/// The text `dojo hint` prints for one reveal: where the problem is, the hints, and what is left.
public enum HintReport {
  /// Lines to print (no colour), for `id`'s problem at `pointer`.
  ///
  /// - Parameter command: how the learner runs dojo (`swift run dojo`), for the follow-up line.
  public static func lines(
    id: ExerciseID, pointer: ProblemPointer, reveal: HintReveal, command: String = CommandSpelling.current,
    messages: Messages = .current
  ) -> [String] {
    var lines = ["\(id) — \(pointer.heading)", "  \(pointer.description)", ""]
    switch reveal.outcome {
    case .noHints:
      lines.append(messages(.hintNone))
      lines.append("  \(command) show \(pointer.lessonSlug) --problem \(pointer.number)")
      return lines
    case .noMoreHints:
      lines.append(messages(.hintNoMore, ["total": reveal.total]))
      lines.append("")
    case .revealedAll, .revealedNext:
      break
    }
    for hint in reveal.shown {
      let label = messages(.hintLabel, ["number": hint.number, "total": reveal.total])
      let body = hint.text.split(separator: "\n", omittingEmptySubsequences: false)
      lines.append(label + (body.first.map(String.init) ?? ""))
      let indent = String(repeating: " ", count: columns(label))
      lines.append(contentsOf: body.dropFirst().map { indent + $0 })
    }
    lines.append("")
    switch reveal.outcome {
    case .revealedNext where reveal.remaining > 0:
      let key: MessageKey = reveal.remaining == 1 ? .hintMoreOne : .hintMoreMany
      lines.append(messages(key, ["count": reveal.remaining, "command": command, "id": id]))
    case .revealedNext, .revealedAll:
      lines.append(messages(.hintLast, ["command": command, "id": id]))
    case .noMoreHints:
      lines.append(messages(.hintCheckAgain, ["command": command, "id": id]))
    case .noHints:
      break
    }
    return lines
  }

  /// Terminal columns of `text`: East Asian wide characters take two, so continuation lines of
  /// a hint line up under a Japanese label too.
  static func columns(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { width, scalar in
      switch scalar.value {
      case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
        return width + 2
      default:
        return width + 1
      }
    }
  }
}
