import Curriculum
import Foundation
import Testing

@testable import Presentation

@Suite("Lesson inspection JSON")
struct LessonInspectionTests {
  @Test func usesExactlyTheKeysOfIssue3() throws {
    let lesson = LessonParser.parse(
      markdown: "# No number\n\n## 練習問題\n\n### 1. Unmapped\n\nText.\n",
      file: URL(fileURLWithPath: "x.md")
    )
    let json = try LessonInspection(lesson).json()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    )
    #expect(Set(object.keys) == ["title", "phase", "goals", "sections", "problems", "diagnostics"])
    #expect(object["phase"] is NSNull)
    let problems = try #require(object["problems"] as? [[String: Any]])
    #expect(Set(problems[0].keys) == ["number", "title", "description", "hints", "exercise", "line"])
    #expect(problems[0]["exercise"] is NSNull)
    #expect(problems[0]["line"] as? Int == 5)
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.map { Set($0.keys) } == [["line", "message"], ["line", "message"]])
    #expect(diagnostics.map { $0["line"] as? Int } == [1, 5])
  }
}
