import Curriculum
import Foundation
import Localization
import Testing

@testable import Checker

@Suite("TestWritingVerdict")
struct TestWritingVerdictTests {
  let layout = ProjectLayout(root: URL(fileURLWithPath: "/checkout"))
  let id = ExerciseID("phase2/vote-buttons")!

  var judge: TestWritingVerdict {
    TestWritingVerdict(
      layout: layout, id: id, title: "投票", testFolder: layout.exerciseDirectory(id).appendingPathComponent("Tests"),
      messages: .english)
  }

  func mutant(_ name: String, _ description: String, code: String = "state.upvotes = 1") -> TestWritingVariants.Variant {
    TestWritingVariants.Variant(
      mutant: Mutant(
        name: name, description: description,
        replacements: [Mutant.Replacement(file: "F.swift", find: "x", replace: code, line: 3)],
        source: URL(fileURLWithPath: "Mutants.md"), line: 1),
      folder: URL(fileURLWithPath: "/checkout/.dojo/variants/\(name)"), number: 1)
  }

  /// The recorded run with its failures removed: every test passes.
  var passing: TestRunOutput {
    let lines = RecordedEventStreams.mixedRun.split(separator: "\n")
      .filter { !$0.contains("issueRecorded") }.joined(separator: "\n")
    return TestRunOutput(events: .parse(lines), termination: .exited(0))
  }

  var failing: TestRunOutput {
    TestRunOutput(events: .parse(RecordedEventStreams.mixedRun), termination: .exited(1))
  }

  @Test("no @Test at all is refused before anything is built")
  func noTests() throws {
    let verdict = try #require(judge.rejection(TestAssertionScan(tests: [])))
    #expect(verdict.status == .fail)
    #expect(verdict.tests.first?.message?.contains("Exercises/phase2/vote-buttons/Tests declares no @Test") == true)
  }

  @Test("tests that assert nothing are refused, named")
  func assertsNothing() throws {
    let scan = TestAssertionScan(tests: [.init(name: "a()", asserts: false), .init(name: "b()", asserts: false)])
    let verdict = try #require(judge.rejection(scan))
    #expect(verdict.status == .fail)
    #expect(verdict.tests.first?.message?.contains("assert nothing (a(), b())") == true)
    #expect(judge.rejection(TestAssertionScan(tests: [.init(name: "a()", asserts: true)])) == nil)
  }

  @Test("a test that fails against the feature fails the check, and no mutant is reported")
  func failsOnFeature() {
    let verdict = judge.judge(reference: failing, mutants: [(mutant("m", "Adds twice."), passing)])
    #expect(verdict.status == .fail)
    let failed = verdict.tests.filter { $0.status == .fail }
    #expect(failed.count == 4)
    #expect(failed.allSatisfy { $0.message?.hasPrefix("This test fails against the correct feature") == true })
    #expect(!verdict.tests.contains { $0.name.contains("Adds twice") })
  }

  @Test("every mutant caught: pass, each listed by its description")
  func allCaught() {
    let verdict = judge.judge(
      reference: passing,
      mutants: [(mutant("a", "Adds twice. More text."), failing), (mutant("b", "Never cancels."), failing)])
    #expect(verdict.status == .pass)
    #expect(verdict.tests.suffix(2).map(\.name) == ["wrong behaviour: Adds twice.", "wrong behaviour: Never cancels."])
    #expect(verdict.tests.allSatisfy { $0.status == .pass })
  }

  @Test("a missed mutant fails the check with its description, never its code")
  func missed() throws {
    let verdict = judge.judge(
      reference: passing,
      mutants: [
        (mutant("a", "賛成を押すと\n1 票ではなく 2 票増えます。その先も。", code: "state.upvotes += 2"), passing),
        (mutant("b", "Never cancels."), failing),
      ])
    #expect(verdict.status == .fail)
    let missed = try #require(verdict.tests.first { $0.status == .fail })
    #expect(missed.name == "wrong behaviour: 賛成を押すと1 票ではなく 2 票増えます。")
    #expect(missed.message?.contains("賛成を押すと1 票ではなく 2 票増えます。その先も。") == true)
    #expect(missed.message?.contains("upvotes += 2") == false)
    #expect(verdict.tests.filter { $0.status == .fail }.count == 1)
  }

  @Test("a mutant that crashes or hangs the tests is caught; one where no test ran is not")
  func caughtKinds() {
    #expect(TestWritingVerdict.caught(TestRunOutput(events: .parse(RecordedEventStreams.crashedRun), termination: .signaled(4))))
    #expect(TestWritingVerdict.caught(TestRunOutput(events: TestEventStream(), termination: nil, timedOut: true)))
    #expect(!TestWritingVerdict.caught(TestRunOutput(events: TestEventStream(), termination: .exited(0))))
    #expect(!TestWritingVerdict.caught(passing))
    #expect(TestWritingVerdict.caught(failing))
  }

  @Test("no test ran against the feature: an error that says to write @Test functions")
  func noTestRan() throws {
    let verdict = judge.judge(reference: TestRunOutput(events: TestEventStream(), termination: .exited(0)), mutants: [])
    #expect(verdict.status == .error)
    #expect(try #require(verdict.error).text(.english).contains("None of your tests in Exercises/phase2/vote-buttons/Tests ran"))
  }
}

/// A test-writing verdict filled by a run in one language is shown in the language of the run
/// that reads it from the cache (learner trial 2026-11-b, #24), and its entries say which are
/// wrong features (#20).
@Suite("A test-writing verdict in the cache")
struct TestWritingVerdictLanguageTests {
  @Test("filled in English, read back and shown in Japanese: names, the missed feature's message, the failure on the feature")
  func cachedInEnglishShownInJapanese() throws {
    let base = TestWritingVerdictTests()
    let verdict = base.judge.judge(
      reference: base.passing,
      mutants: [(base.mutant("a", "Adds twice."), base.passing), (base.mutant("b", "Never cancels."), base.failing)])
    let stored = try JSONDecoder().decode(ExerciseVerdict.self, from: JSONEncoder().encode(verdict))
    let entries = stored.tests.filter(\.wrongFeature)
    #expect(entries.count == 2)
    #expect(entries.map { $0.name(.japanese) } == ["誤った動き: Adds twice.", "誤った動き: Never cancels."])
    #expect(entries.first?.text(.japanese)?.hasPrefix("次のように誤って動く機能でも") == true)
    #expect(stored.tests.filter { !$0.wrongFeature }.count == 7, "the learner's own tests are not wrong features")

    let onFeature = base.judge.judge(reference: base.failing, mutants: [])
    let failed = try JSONDecoder().decode(ExerciseVerdict.self, from: JSONEncoder().encode(onFeature))
    let first = try #require(failed.tests.first { $0.status == .fail })
    #expect(first.text(.english)?.hasPrefix("This test fails against the correct feature") == true)
    #expect(first.text(.japanese)?.hasPrefix("This test fails") == false)
  }

  @Test("a refusal before building is also kept as keys")
  func refusal() throws {
    let verdict = try #require(TestWritingVerdictTests().judge.rejection(TestAssertionScan(tests: [])))
    let stored = try JSONDecoder().decode(ExerciseVerdict.self, from: JSONEncoder().encode(verdict))
    #expect(stored.tests.first?.name(.japanese) == "テストがありません")
    #expect(stored.tests.first?.name(.english) == "no tests")
  }
}
