/// A line diff of two texts in unified format (`@@ -a,b +c,d @@`, `-`/`+`/` ` lines), as
/// `dojo solution` shows the learner's file against the reference solution.
public struct UnifiedDiff: Equatable, Sendable {
  /// One line of a hunk.
  public enum Line: Equatable, Sendable {
    /// In both texts.
    case same(String)
    /// Only in the old text (the learner's).
    case removed(String)
    /// Only in the new text (the solution).
    case added(String)
  }

  /// A run of changes with its context.
  public struct Hunk: Equatable, Sendable {
    /// The first old line (1-based) and how many old lines the hunk covers.
    public var oldStart: Int, oldCount: Int
    /// The first new line (1-based) and how many new lines the hunk covers.
    public var newStart: Int, newCount: Int
    /// The lines, in order.
    public var lines: [Line]

    /// `@@ -3,7 +3,9 @@`.
    public var header: String { "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@" }
  }

  /// The hunks; empty when the texts are equal.
  public var hunks: [Hunk]

  /// Whether the two texts had the same lines.
  public var isEmpty: Bool { hunks.isEmpty }

  /// The diff from `old` to `new`, with `context` unchanged lines around each change.
  ///
  /// A longest-common-subsequence table: exercises are a few hundred lines, so its
  /// quadratic size stays small; beyond ``lineLimit`` lines a file is shown as replaced whole.
  public init(old: String, new: String, context: Int = 3) {
    let a = Self.lines(old)
    let b = Self.lines(new)
    let script = Self.script(a, b)
    hunks = Self.hunks(script, context: context)
  }

  /// The most lines a side may have for a line-by-line comparison.
  public static let lineLimit = 3_000

  static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  static func script(_ a: [String], _ b: [String]) -> [Line] {
    guard a.count <= lineLimit, b.count <= lineLimit else {
      return a.map(Line.removed) + b.map(Line.added)
    }
    // lengths[i][j]: LCS length of a[i...] and b[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var result: [Line] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        result.append(.same(a[i]))
        i += 1
        j += 1
      } else if j < b.count, i == a.count || lengths[i][j + 1] >= lengths[i + 1][j] {
        result.append(.added(b[j]))
        j += 1
      } else {
        result.append(.removed(a[i]))
        i += 1
      }
    }
    // Within each changed run, removals first, then additions (as `diff -u` prints them).
    var ordered: [Line] = []
    var removed: [Line] = []
    var added: [Line] = []
    func flush() {
      ordered += removed + added
      removed.removeAll()
      added.removeAll()
    }
    for line in result {
      switch line {
      case .same: flush(); ordered.append(line)
      case .removed: removed.append(line)
      case .added: added.append(line)
      }
    }
    flush()
    return ordered
  }

  static func hunks(_ script: [Line], context: Int) -> [Hunk] {
    let changed = script.indices.filter {
      if case .same = script[$0] { return false }
      return true
    }
    guard !changed.isEmpty else { return [] }
    // Group changes whose context windows touch.
    var ranges: [ClosedRange<Int>] = []
    for index in changed {
      let low = max(0, index - context)
      let high = min(script.count - 1, index + context)
      if let last = ranges.last, low <= last.upperBound + 1 {
        ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, high)
      } else {
        ranges.append(low...high)
      }
    }
    // Line numbers before each script position.
    var oldLine = [Int](repeating: 0, count: script.count + 1)
    var newLine = [Int](repeating: 0, count: script.count + 1)
    for (index, line) in script.enumerated() {
      oldLine[index + 1] = oldLine[index] + (line.isAdded ? 0 : 1)
      newLine[index + 1] = newLine[index] + (line.isRemoved ? 0 : 1)
    }
    return ranges.map { range in
      let lines = Array(script[range])
      let oldCount = lines.filter { !$0.isAdded }.count
      let newCount = lines.filter { !$0.isRemoved }.count
      return Hunk(
        oldStart: oldCount == 0 ? oldLine[range.lowerBound] : oldLine[range.lowerBound] + 1, oldCount: oldCount,
        newStart: newCount == 0 ? newLine[range.lowerBound] : newLine[range.lowerBound] + 1, newCount: newCount,
        lines: lines)
    }
  }
}

extension UnifiedDiff.Line {
  var isAdded: Bool {
    if case .added = self { return true }
    return false
  }

  var isRemoved: Bool {
    if case .removed = self { return true }
    return false
  }
}
