import Testing

@testable import Checker

@Suite("Unified diff")
struct UnifiedDiffTests {
  @Test("equal texts have no hunks")
  func equal() {
    #expect(UnifiedDiff(old: "a\nb\n", new: "a\nb\n").isEmpty)
  }

  @Test("one changed line: removal before addition, three lines of context, diff -u numbering")
  func oneLine() {
    let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    let diff = UnifiedDiff(old: old, new: new)
    #expect(diff.hunks.count == 1)
    let hunk = diff.hunks[0]
    #expect(hunk.header == "@@ -2,7 +2,7 @@")
    #expect(hunk.lines == [
      .same("line 2"), .same("line 3"), .same("line 4"), .removed("line 5"), .added("line five"),
      .same("line 6"), .same("line 7"), .same("line 8"),
    ])
  }

  @Test("distant changes make separate hunks; insertions into an empty file start at 0")
  func hunks() {
    let lines = (1...20).map { "\($0)" }
    let old = lines.joined(separator: "\n")
    var changed = lines
    changed[1] = "two"
    changed[18] = "nineteen"
    let new = changed.joined(separator: "\n")
    #expect(UnifiedDiff(old: old, new: new).hunks.map(\.header) == ["@@ -1,5 +1,5 @@", "@@ -16,5 +16,5 @@"])
    #expect(UnifiedDiff(old: "", new: "a\nb\n").hunks.map(\.header) == ["@@ -0,0 +1,2 @@"])
  }
}
