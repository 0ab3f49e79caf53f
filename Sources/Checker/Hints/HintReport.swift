import Curriculum

/// The text `dojo hint` prints for one reveal: where the problem is, the hints, and what is left.
public enum HintReport {
  /// Lines to print (no colour), for `id`'s problem at `pointer`.
  ///
  /// - Parameter command: how the learner runs dojo (`swift run dojo`), for the follow-up line.
  public static func lines(
    id: ExerciseID, pointer: ProblemPointer, reveal: HintReveal, command: String = "swift run dojo"
  ) -> [String] {
    var lines = ["\(id) — \(pointer.heading)", "  \(pointer.description)", ""]
    switch reveal.outcome {
    case .noHints:
      lines.append("This problem has no hints. Reread the problem in the lesson:")
      lines.append("  \(command) show \(pointer.lessonSlug) --problem \(pointer.number)")
      return lines
    case .noMoreHints:
      lines.append("No more hints: all \(reveal.total) have been shown. Here they are again:")
      lines.append("")
    case .revealedAll, .revealedNext:
      break
    }
    for hint in reveal.shown {
      let label = "Hint \(hint.number)/\(reveal.total): "
      let body = hint.text.split(separator: "\n", omittingEmptySubsequences: false)
      lines.append(label + (body.first.map(String.init) ?? ""))
      let indent = String(repeating: " ", count: label.count)
      lines.append(contentsOf: body.dropFirst().map { indent + $0 })
    }
    lines.append("")
    switch reveal.outcome {
    case .revealedNext where reveal.remaining > 0:
      let more = reveal.remaining == 1 ? "1 more hint" : "\(reveal.remaining) more hints"
      lines.append(
        "\(more): run `\(command) hint \(id)` again, or `--all` to see them all.")
    case .revealedNext, .revealedAll:
      lines.append("That was the last hint. Check your work with `\(command) check \(id)`.")
    case .noMoreHints:
      lines.append("Check your work with `\(command) check \(id)`; the lesson's section above explains the idea.")
    case .noHints:
      break
    }
    return lines
  }
}
