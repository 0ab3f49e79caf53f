import Curriculum
import Foundation
import Testing

@testable import Checker

@Suite("dojo check --json shape")
struct CheckResultJSONTests {
  let result = CheckResult(
    target: "phase4",
    exercises: [
      ExerciseVerdict(
        id: ExerciseID("phase4/retry")!, title: "リトライ", status: .fail,
        tests: [
          TestOutcome(name: "ok", status: .pass),
          TestOutcome(name: "bad \"quoted\"", status: .fail, message: "line 1\nline 2"),
        ]),
      ExerciseVerdict(
        id: ExerciseID("phase4/search-debounce")!, title: "検索", status: .error,
        error: CheckError(kind: .compile, message: "boom", file: "Exercises/a.swift", line: 3)),
      ExerciseVerdict(
        id: ExerciseID("phase4/realtime-polling")!, title: "p", status: .error,
        error: CheckError(kind: .timeout, message: "slow")),
    ])

  @Test("keys in the documented order, absent values written as null")
  func exactText() {
    let compact = result.json.text(pretty: false)
    #expect(
      compact == #"{"target":"phase4","exercises":[{"id":"phase4/retry","title":"リトライ","status":"fail","error":null,"tests":[{"name":"ok","status":"pass","message":null,"ran":true,"output":null},{"name":"bad \"quoted\"","status":"fail","message":"line 1\nline 2","ran":true,"output":null}],"warnings":[]},{"id":"phase4/search-debounce","title":"検索","status":"error","error":{"kind":"compile","message":"boom","file":"Exercises/a.swift","line":3},"tests":[],"warnings":[]},{"id":"phase4/realtime-polling","title":"p","status":"error","error":{"kind":"timeout","message":"slow","file":null,"line":null},"tests":[],"warnings":[]}],"summary":{"passed":0,"total":3}}"#)
  }

  @Test("the pretty text is valid JSON with the same content")
  func prettyParses() throws {
    let object = try JSONSerialization.jsonObject(with: Data(result.jsonText().utf8)) as? [String: Any]
    #expect(object?["target"] as? String == "phase4")
    let summary = object?["summary"] as? [String: Int]
    #expect(summary == ["passed": 0, "total": 3])
    let first = (object?["exercises"] as? [[String: Any]])?.first
    #expect(first?["error"] is NSNull)
  }

  @Test("verdicts survive the cache's Codable round trip")
  func codableRoundTrip() throws {
    let data = try JSONEncoder().encode(result.exercises)
    #expect(try JSONDecoder().decode([ExerciseVerdict].self, from: data) == result.exercises)
  }

  @Test("the summary counts passes; all-passed needs at least one exercise")
  func summary() {
    #expect(result.summary == .init(passed: 0, total: 3))
    #expect(!CheckResult(target: "x", exercises: []).allPassed)
  }
}
