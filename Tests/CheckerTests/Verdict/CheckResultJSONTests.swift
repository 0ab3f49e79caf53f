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
      compact == #"{"target":"phase4","exercises":[{"id":"phase4/retry","title":"リトライ","status":"fail","error":null,"tests":[{"name":"ok","status":"pass","message":null,"ran":true,"output":null},{"name":"bad \"quoted\"","status":"fail","message":"line 1\nline 2","ran":true,"output":null}],"warnings":[],"ownTests":null},{"id":"phase4/search-debounce","title":"検索","status":"error","error":{"kind":"compile","message":"boom","file":"Exercises/a.swift","line":3},"tests":[],"warnings":[],"ownTests":null},{"id":"phase4/realtime-polling","title":"p","status":"error","error":{"kind":"timeout","message":"slow","file":null,"line":null},"tests":[],"warnings":[],"ownTests":null}],"summary":{"passed":0,"total":3}}"#)
  }

  @Test("ownTests: the learner's own tests apart from the verdict, counts first, every key written")
  func ownTests() throws {
    var verdict = ExerciseVerdict(id: ExerciseID("phase1/counter")!, title: "c", status: .pass)
    verdict.ownTests = OwnTestReport(
      tests: [
        TestOutcome(name: "mine", status: .pass),
        TestOutcome(name: "mine too", status: .fail, message: "Expectation failed"),
      ])
    #expect(
      verdict.json.text(pretty: false)
        == #"{"id":"phase1/counter","title":"c","status":"pass","error":null,"tests":[],"warnings":[],"ownTests":{"passed":1,"failed":1,"error":null,"tests":[{"name":"mine","status":"pass","message":null,"ran":true,"output":null},{"name":"mine too","status":"fail","message":"Expectation failed","ran":true,"output":null}]}}"#)
    verdict.ownTests = OwnTestReport(error: CheckError(kind: .compile, message: "no", file: "Exercises/phase1/counter/Tests/A.swift", line: 2))
    #expect(
      verdict.json.text(pretty: false).hasSuffix(
        #""ownTests":{"passed":0,"failed":0,"error":{"kind":"compile","message":"no","file":"Exercises/phase1/counter/Tests/A.swift","line":2},"tests":[]}}"#))
    // What `--json` prints reads back whole (the end-to-end tests decode it).
    let decoded = try JSONDecoder().decode(ExerciseVerdict.self, from: JSONEncoder().encode(verdict))
    #expect(decoded == verdict)
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
