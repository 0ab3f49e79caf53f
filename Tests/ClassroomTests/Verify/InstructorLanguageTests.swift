import Checker
@testable import Classroom
import Curriculum
import DojoTestSupport
import Foundation
import Localization
import Testing

/// What `dojo verify` and `dojo mutate` print speaks one language per run: every frame line, stage,
/// round title, progress line and mutant description of a report with every branch filled in,
/// rendered in Japanese, has no English sentence; rendered in English, no Japanese.
@Suite struct InstructorLanguageTests {
  static let retry = ExerciseID(phase: "phase4", slug: "retry")
  static let counter = ExerciseID(phase: "phase1", slug: "counter")

  static func mutant(_ op: MutationOperator, line: Int) -> SourceMutant {
    SourceMutant(
      operator: op, file: "RetryFeature.swift", line: line, offset: line * 10, original: "3",
      replacement: "4", mutatedText: "")
  }

  /// A verify report with every stage and line kind: passing, failing, unsealed, mutants rejected
  /// and not run, a course problem, rounds.
  static func verifyReport(title: String, messages: Messages) -> VerifyReport {
    var unsealed = ExerciseVerification(
      id: counter, title: title, starter: .fail, solution: .pass,
      mutants: [
        MutantOutcome(name: "off-by-one", status: .fail, killed: true, rejectedBy: ["a()", "b()", "c()", "d()"]),
        MutantOutcome(name: "no-reset", status: .fail, killed: true, rejectedBy: ["a()"]),
      ],
      notes: [messages(.verifyNoteNotSealed, ["id": "phase1/counter", "checksums": "Exercises/checksums.sha256"])])
    unsealed.isSealed = false
    let variants: [(VerdictStatus?, VerdictStatus?, [MutantOutcome])] = [
      (nil, nil, []), (.pass, .fail, [MutantOutcome(name: "m", status: nil, killed: nil)]), (.error, .error, []),
    ]
    let others = variants.map { starter, solution, mutants in
      ExerciseVerification(id: retry, title: title, starter: starter, solution: solution, mutants: mutants)
    }
    return VerifyReport(
      target: "phase1", exercises: [unsealed] + others,
      courseProblems: [VerifyProblem("x", file: "Lessons/phase1-basics.md", line: 3)],
      rounds: [
        VerifyRound(number: 1, title: "starters", exercises: 2, buildSeconds: 3, seconds: 4),
        VerifyRound(number: 2, title: "solutions", exercises: 1, buildSeconds: 3, seconds: 4),
        VerifyRound(number: 3, title: "mutants #1", exercises: 2, buildSeconds: 3, seconds: 4),
      ])
  }

  /// A mutation report with survivors, kills (each kind of detail), mutants not run, a sample.
  static func mutationReport(title: String, messages: Messages) -> MutationReport {
    let results: [MutantResult] =
      MutationOperator.allCases.enumerated().map { index, op in
        MutantResult(mutant: mutant(op, line: index + 1), outcome: .survived, diff: "--- a\n+++ b\n-3\n+4\n")
      } + [
        MutantResult(mutant: mutant(.boundary, line: 40), outcome: .killed, diff: "", detail: messages(.mutateRejectedBy, ["tests": "a(), b()"])),
        MutantResult(mutant: mutant(.boundary, line: 41), outcome: .killed, diff: "", detail: messages(.mutateCrashed)),
        MutantResult(mutant: mutant(.boundary, line: 42), outcome: .killed, diff: "", detail: messages(.mutateTimedOut)),
        MutantResult(mutant: mutant(.boundary, line: 43), outcome: .notRun, diff: "", detail: messages(.mutateNoVerdict)),
        MutantResult(mutant: mutant(.boundary, line: 44), outcome: .notCompiling, diff: ""),
      ]
    return MutationReport(
      target: "phase4",
      exercises: [
        ExerciseMutation(id: retry, title: title, generated: 40, mutants: results),
        ExerciseMutation(id: counter, title: title, generated: 0, mutants: []),
      ],
      rounds: [
        VerifyRound(number: 1, title: "solutions", exercises: 1, buildSeconds: 3, seconds: 4),
        VerifyRound(number: 2, title: "mutants #1", exercises: 1, buildSeconds: 3, seconds: 4),
      ],
      seconds: 135, maxPerExercise: 20)
  }

  static func progressLines(_ messages: Messages) -> [String] {
    let round = VerifyRound(number: 3, title: "mutants #2", exercises: 2, buildSeconds: 1, seconds: 2)
    let verify: [VerifyEvent] = [
      .lintFinished(exercises: 3, problems: 1), .roundStarted(number: 1, title: "starters", exercises: [retry]),
      .roundFinished(round), .check(.buildFinished(failed: [retry])),
    ]
    let mutate: [MutationEvent] = [
      .planned(exercises: 2, mutants: 30), .roundStarted(number: 2, title: "solutions", exercises: [retry]),
      .roundFinished(round), .check(.buildFinished(failed: [retry])),
    ]
    return verify.compactMap { $0.progressLine(messages) } + mutate.compactMap { $0.progressLine(messages) }
  }

  @Test func japaneseRunsHaveNoEnglishSentence() {
    let ja = Messages.japanese
    let texts = [
      Self.verifyReport(title: "カウンター", messages: ja).text(ja),
      Self.mutationReport(title: "リトライ", messages: ja).text(minimumScore: 0.9, ja),
      Self.mutationReport(title: "リトライ", messages: ja).summaryLine(minimumScore: nil, ja),
    ] + Self.progressLines(ja)
    // Every branch is there: the detector has something to look at.
    #expect(Self.progressLines(ja).count == 8)
    for text in texts {
      #expect(LanguageLeaks.englishSentences(in: text).isEmpty, "\(LanguageLeaks.englishSentences(in: text))\n\(text)")
      #expect(!LanguageLeaks.japaneseLines(in: text).isEmpty)
    }
  }

  @Test func englishRunsHaveNoJapanese() {
    let en = Messages.english
    let texts = [
      Self.verifyReport(title: "Counter", messages: en).text(en),
      Self.mutationReport(title: "Retry", messages: en).text(minimumScore: 0.9, en),
    ] + Self.progressLines(en)
    for text in texts {
      #expect(LanguageLeaks.japaneseLines(in: text).isEmpty, "\(LanguageLeaks.japaneseLines(in: text))")
    }
    // The English texts are the ones the JSON reports, tests and scripts have always read.
    let verify = Self.verifyReport(title: "Counter", messages: en).text(en)
    #expect(verify.contains("✓ phase1/counter  Counter — starter fails, solution passes, 2/2 mutants rejected"))
    #expect(verify.contains("    mutant off-by-one: rejected by a(), b() and 2 more"))
    #expect(verify.contains("  1. starters: 2 exercise(s), build 3.0 s, round 4.0 s"))
    #expect(verify.hasSuffix("verify: 4 passed, 1 failed, 1 not sealed yet (run `dojo seal`)\n"))
    let mutate = Self.mutationReport(title: "Retry", messages: en)
    #expect(mutate.summaryLine(minimumScore: 0.9, en) == "mutate: 3/15 killed (20 %) in 2 exercise(s), 1 below 90 %, 2 min 15 s")
  }

  @Test func theDetectorsFindWhatTheyLookFor() {
    #expect(LanguageLeaks.englishSentences(in: "検出: the reference solution fails") == ["the reference solution fails"])
    #expect(LanguageLeaks.englishSentences(in: "`dojo seal phase1/counter` を実行 RetryFeature.swift:3 a(), b()").isEmpty)
    #expect(LanguageLeaks.japaneseLines(in: "ok\nスターター") == ["スターター"])
  }

  @Test func everyMutationOperatorAndRoundTitleSpeaksBothLanguages() {
    for op in MutationOperator.allCases {
      #expect(LanguageLeaks.japaneseLines(in: op.summary(.english)).isEmpty, "\(op)")
      #expect(!LanguageLeaks.japaneseLines(in: op.summary(.japanese)).isEmpty, "\(op)")
    }
    #expect(VerifyRound.displayTitle("mutants #12", .japanese) == "ミュータント #12")
    #expect(VerifyRound.displayTitle("starters", .japanese) == "スターター")
    #expect(VerifyRound.displayTitle("solutions", .english) == "solutions")
  }

  /// Every problem verify can find in a starter, a solution or a mutant, in `messages`' language.
  static func verifyProblems(_ messages: Messages) -> [String] {
    let layout = ProjectLayout(root: URL(fileURLWithPath: "/nonexistent-dojo"))
    let kinds: [CheckError.Kind?] = [.compile, .crash, .timeout, .tamper, .submission, .judge, nil]
    func error(_ kind: CheckError.Kind?) -> CheckError? { kind.map { CheckError(kind: $0, message: "x") } }
    var texts: [String] = []
    for kind in kinds {
      let broken = ExerciseVerdict(id: retry, title: "t", status: .error, error: error(kind))
      texts += [Verifier.starterProblem(broken, layout: layout, messages), Verifier.solutionProblem(broken, layout: layout, messages)]
        .compactMap { $0?.message }
    }
    let passing = ExerciseVerdict(id: retry, title: "t", status: .pass)
    texts += [Verifier.starterProblem(passing, layout: layout, messages)?.message].compactMap { $0 }
    for count in [1, 2] {
      let failing = ExerciseVerdict(
        id: retry, title: "t", status: .fail,
        tests: (0..<count).map { TestOutcome(name: "t\($0)()", status: .fail, message: "x") })
      texts += [Verifier.solutionProblem(failing, layout: layout, messages)?.message].compactMap { $0 }
    }
    for description in ["", "x"] {
      let mutant = Mutant(name: "m", description: description, replacements: [], source: layout.root, line: 3)
      let variant = MutantVariant(id: retry, mutant: mutant, folder: layout.root)
      for (status, kind) in [(VerdictStatus.pass, CheckError.Kind?.none), (.error, .compile), (.error, .crash), (.error, .timeout), (.error, .submission)] {
        let verdict = ExerciseVerdict(id: retry, title: "t", status: status, error: error(kind))
        let (_, problem, note) = Verifier.judge(variant, verdict, layout: layout, messages)
        texts += [problem?.message, note].compactMap { $0 }
      }
    }
    return texts
  }

  @Test func verifyProblemsSpeakTheRunsLanguage() {
    let japanese = Self.verifyProblems(.japanese)
    #expect(japanese.count == 27)
    for text in japanese {
      #expect(LanguageLeaks.englishSentences(in: text).isEmpty, "\(text)")
      #expect(!LanguageLeaks.japaneseLines(in: text).isEmpty, "\(text)")
    }
    let english = Self.verifyProblems(.english)
    #expect(english.count == japanese.count)
    for text in english { #expect(LanguageLeaks.japaneseLines(in: text).isEmpty, "\(text)") }
  }
}
