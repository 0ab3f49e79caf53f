import Foundation
import Testing

@testable import Curriculum

@Suite("Exercise markers")
struct ExerciseMarkerTests {
  @Test func readsMarkers() {
    #expect(ExerciseMarker.read("<!-- exercise: search-debounce -->\n") == .exercise("search-debounce"))
    #expect(ExerciseMarker.read("<!--exercise：retry-->") == .exercise("retry"))
    #expect(ExerciseMarker.read("<!-- exercise: phase4/retry -->") == .exercise("phase4/retry"))
    #expect(ExerciseMarker.read("<!-- exercise: Retry Me -->") == .invalid("Retry Me"))
    #expect(ExerciseMarker.read("<!-- exercise -->") == .invalid(""))
    #expect(ExerciseMarker.read("<!-- TODO: write more -->") == .notAMarker)
    #expect(ExerciseMarker.read("<div>exercise: x</div>") == .notAMarker)
  }

  @Test func reportsMisplacedAndConflictingMarkers() {
    let markdown = """
      # Phase 4: Effects

      ## 練習問題

      <!-- exercise: orphan -->

      ### 1. Two markers
      <!-- exercise: first -->
      <!-- exercise: second -->

      Text.

      ### 2. Wrong phase
      <!-- exercise: phase3/other -->

      **ヒント**:

      ### 3. Marker in the heading <!-- exercise: inline -->

      Text.
      """
    let lesson = LessonParser.parse(markdown: markdown, file: URL(fileURLWithPath: "l.md"))
    let found = lesson.diagnostics.map { "\($0.line): \($0.message)" }
    #expect(found.count == 4, "\(found)")
    #expect(found.contains { $0.hasPrefix("5: exercise marker `orphan` is not under") })
    #expect(found.contains { $0.hasPrefix("9: problem 1 has a second exercise marker (the first is on line 8)") })
    #expect(found.contains { $0.hasPrefix("14: exercise marker names phase3/other, but this lesson is phase4") })
    #expect(found.contains { $0.hasPrefix("16: a hints label with no list after it") })
    #expect(lesson.problems.map(\.exercise?.rawValue) == ["phase4/first", "phase3/other", "phase4/inline"])
    #expect(lesson.problems[2].title == "Marker in the heading")
  }
}
