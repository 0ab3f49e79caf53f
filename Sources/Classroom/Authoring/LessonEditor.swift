import Checker
import Curriculum

/// Appends a numbered practice problem, with its exercise marker and a hint list, to the end of a
/// lesson's `## 練習問題` section.
public enum LessonEditor {
  /// The section's heading.
  public static let sectionHeading = "## 練習問題"

  /// The Markdown of problem `number` for `id`.
  public static func problem(number: Int, id: ExerciseID, title: String) -> String {
    """
    ### \(number). \(title)

    <!-- exercise: \(id.slug) -->

    TODO: 問題文を書いてください。ひな形は `Exercises/\(id)/Sources/` にあります。

    **ヒント**:

    - TODO: 方針を示す最初のヒント。
    - TODO: 使う API を示すヒント。
    - TODO: ほぼ答えになる最後のヒント。

    """
  }

  /// `lesson` with the problem appended, numbered after the section's last problem; `nil` when
  /// the lesson has no `## 練習問題` section (the caller then prints ``problem(number:id:title:)``).
  public static func appending(_ id: ExerciseID, title: String, to lesson: String) -> (text: String, number: Int)? {
    var lines = lesson.components(separatedBy: "\n")
    var inFence = false
    var sectionStart: Int?
    var sectionEnd = lines.count
    var lastNumber = 0
    for (index, line) in lines.enumerated() {
      if line.hasPrefix("```") || line.hasPrefix("~~~") { inFence.toggle() }
      if inFence { continue }
      if sectionStart == nil {
        if line.trimmingCharacters(in: .whitespaces) == sectionHeading { sectionStart = index }
        continue
      }
      if line.hasPrefix("## ") || line.hasPrefix("# ") {
        sectionEnd = index
        break
      }
      if line.hasPrefix("### "), let number = leadingNumber(line.dropFirst(4)) { lastNumber = max(lastNumber, number) }
    }
    guard sectionStart != nil else { return nil }
    // Insert after the section's last non-blank line, keeping one blank line around the problem.
    var insertAt = sectionEnd
    while insertAt > 0, lines[insertAt - 1].trimmingCharacters(in: .whitespaces).isEmpty { insertAt -= 1 }
    let number = lastNumber + 1
    var block = [""] + problem(number: number, id: id, title: title).components(separatedBy: "\n")
    while block.last?.isEmpty == true { block.removeLast() }
    lines.insert(contentsOf: block, at: insertAt)
    return (lines.joined(separator: "\n"), number)
  }

  /// `3` for `3. リトライ` or `３. リトライ`.
  static func leadingNumber(_ text: Substring) -> Int? {
    let digits = text.prefix { $0.isNumber }
    guard !digits.isEmpty, text.dropFirst(digits.count).first == "." else { return nil }
    let ascii = digits.compactMap { $0.wholeNumberValue }.map(String.init).joined()
    return Int(ascii)
  }
}
