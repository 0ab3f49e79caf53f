/// A unified diff (`diff -u`) of two versions of one file that differ in one region, as a
/// mutant's single edit does: the changed lines with three lines of context around them.
public enum UnifiedDiff {
  /// `--- a/<path>` / `+++ b/<path>` and one hunk; empty when the texts are equal.
  public static func make(path: String, from old: String, to new: String, context: Int = 3) -> String {
    let before = lines(old)
    let after = lines(new)
    guard before != after else { return "" }
    var prefix = 0
    while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < before.count - prefix, suffix < after.count - prefix,
      before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
    {
      suffix += 1
    }
    let start = max(0, prefix - context)
    let oldEnd = min(before.count, before.count - suffix + context)
    let newEnd = min(after.count, after.count - suffix + context)
    var out = ["--- a/\(path)", "+++ b/\(path)"]
    let oldCount = oldEnd - start
    let newCount = newEnd - start
    out.append("@@ -\(range(start, oldCount)) +\(range(start, newCount)) @@")
    for line in before[start..<prefix] { out.append(" " + line) }
    for line in before[prefix..<(before.count - suffix)] { out.append("-" + line) }
    for line in after[prefix..<(after.count - suffix)] { out.append("+" + line) }
    for line in before[(before.count - suffix)..<oldEnd] { out.append(" " + line) }
    return out.joined(separator: "\n") + "\n"
  }

  /// `12,7`, or `12` for a one-line range, or `11,0` for an empty one (as `diff -u` writes them).
  static func range(_ start: Int, _ count: Int) -> String {
    if count == 0 { return "\(start),0" }
    return count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
  }

  static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
