import Checker
import Curriculum
import Foundation
import Localization

/// Everything one `dojo verify` run found, and its two renderings (text and JSON).
public struct VerifyReport: Equatable, Sendable {
  /// The scope's name: `all`, `phase4`, `phase4/retry`.
  public var target: String
  /// One verification per exercise in scope, in lesson order.
  public var exercises: [ExerciseVerification]
  /// Problems that belong to no exercise (a lesson problem without an exercise marker).
  public var courseProblems: [VerifyProblem]
  /// The rounds that ran, with their timings.
  public var rounds: [VerifyRound]

  /// Makes a report.
  public init(
    target: String, exercises: [ExerciseVerification], courseProblems: [VerifyProblem] = [],
    rounds: [VerifyRound] = []
  ) {
    self.target = target
    self.exercises = exercises
    self.courseProblems = courseProblems
    self.rounds = rounds
  }

  /// Exercises that pass verify.
  public var passedCount: Int { exercises.filter(\.passed).count }
  /// Exercises that fail, plus one per course-level problem (each is a missing or broken mapping).
  public var failedCount: Int { exercises.filter { !$0.passed }.count + courseProblems.count }
  /// Whether everything passed.
  public var allPassed: Bool { failedCount == 0 }

  /// The final line, `verify: 14 passed, 0 failed` (`, 1 not sealed yet` after a `dojo new`), in
  /// the run's language.
  public var summaryLine: String { summaryLine(.current) }

  /// ``summaryLine`` in `messages`' language.
  public func summaryLine(_ messages: Messages) -> String {
    let unsealed = exercises.filter { !$0.isSealed }.count
    return messages(.verifySummary, ["passed": passedCount, "failed": failedCount])
      + (unsealed == 0 ? "" : messages(.verifySummaryUnsealed, ["count": unsealed]))
  }

  // MARK: Text

  /// The human report, ending with ``summaryLine``, in the run's language.
  public var text: String { text(.current) }

  /// The human report in `messages`' language. Problems and notes are in the language the run
  /// chose when they were found.
  public func text(_ messages: Messages) -> String {
    var lines: [String] = []
    for exercise in exercises {
      let mark = exercise.passed ? "✓" : "✗"
      lines.append("\(mark) \(exercise.id)  \(exercise.title) — \(Self.stages(exercise, messages))")
      for problem in exercise.problems {
        lines.append(contentsOf: Self.indented("- " + problem.description, by: 4))
      }
      for mutant in exercise.mutants where !mutant.rejectedBy.isEmpty {
        lines.append(
          "    " + messages(.verifyMutantRejectedBy, ["name": mutant.name, "tests": Self.testList(mutant.rejectedBy, messages)]))
      }
      for note in exercise.notes {
        lines.append(contentsOf: Self.indented(messages(.verifyNote, ["note": note]), by: 4))
      }
    }
    if !courseProblems.isEmpty {
      lines.append("")
      lines.append(messages(.verifyCourseHeader))
      for problem in courseProblems {
        lines.append(contentsOf: Self.indented("- " + problem.description, by: 4))
      }
    }
    if !rounds.isEmpty {
      lines.append("")
      let total = rounds.reduce(0) { $0 + $1.seconds }
      lines.append(messages(.verifyRoundsHeader, ["count": rounds.count, "seconds": Self.format(total)]))
      for round in rounds {
        lines.append(messages(.verifyRoundLine, [
          "number": round.number, "title": round.displayTitle(messages), "count": round.exercises,
          "build": Self.format(round.buildSeconds), "total": Self.format(round.seconds),
        ]))
      }
    }
    lines.append("")
    let mutantsRun = exercises.reduce(0) { $0 + $1.mutants.filter { $0.status != nil }.count }
    let mutantsKilled = exercises.reduce(0) { $0 + $1.killedCount }
    lines.append(messages(
      allPassed ? .verifyVerifiedSound : .verifyVerifiedProblems,
      ["count": exercises.count, "target": target, "killed": mutantsKilled, "run": mutantsRun]))
    lines.append(summaryLine(messages))
    return lines.joined(separator: "\n") + "\n"
  }

  /// `starter fails, solution passes, 5/5 mutants rejected`.
  static func stages(_ exercise: ExerciseVerification, _ messages: Messages = .current) -> String {
    var parts: [String] = []
    switch exercise.starter {
    case nil: parts.append(messages(.verifyStarterNotRun))
    case .fail?: parts.append(messages(.verifyStarterFails))
    case .pass?: parts.append(messages(.verifyStarterPasses))
    case .error?: parts.append(messages(.verifyStarterErrors))
    }
    switch exercise.solution {
    case nil: parts.append(messages(.verifySolutionNotRun))
    case .pass?: parts.append(messages(.verifySolutionPasses))
    case .fail?: parts.append(messages(.verifySolutionFails))
    case .error?: parts.append(messages(.verifySolutionErrors))
    }
    let run = exercise.mutants.filter { $0.status != nil }.count
    if exercise.mutants.isEmpty {
      parts.append(messages(.verifyNoMutantsRun))
    } else if run == 0 {
      parts.append(messages(.verifyMutantsNotRun))
    } else {
      parts.append(messages(.verifyMutantsRejected, ["killed": exercise.killedCount, "count": exercise.mutants.count]))
    }
    return parts.joined(separator: messages.language == .japanese ? "、" : ", ")
  }

  /// `a(), b()` or `a(), b() and 3 more`.
  static func testList(_ names: [String], _ messages: Messages = .current) -> String {
    let shown = names.prefix(2).joined(separator: ", ")
    return names.count > 2 ? messages(.verifyTestListMore, ["shown": shown, "more": names.count - 2]) : shown
  }

  static func indented(_ text: String, by width: Int) -> [String] {
    let pad = String(repeating: " ", count: width)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.enumerated().map { pad + ($0.offset == 0 ? "" : "  ") + $0.element }
  }

  static func format(_ seconds: Double) -> String { String(format: "%.1f", seconds) }

  // MARK: JSON

  /// `{"target", "exercises": [{"id", "title", "status", "starter", "solution", "mutants":
  /// [{"name", "status", "killed", "rejectedBy"}], "problems": [{"message", "file", "line"}], "notes"}],
  /// "course": [...], "rounds": [...], "summary": {"passed", "failed"}}`.
  public func jsonText() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let document = JSONDocument(
      target: target,
      exercises: exercises.map { exercise in
        JSONExercise(
          id: exercise.id.rawValue, title: exercise.title, status: exercise.passed ? "pass" : "fail",
          starter: exercise.starter?.rawValue, solution: exercise.solution?.rawValue,
          mutants: exercise.mutants.map {
            JSONMutant(name: $0.name, status: $0.status?.rawValue, killed: $0.killed, rejectedBy: $0.rejectedBy)
          },
          problems: exercise.problems, notes: exercise.notes)
      },
      course: courseProblems, rounds: rounds,
      summary: JSONSummary(passed: passedCount, failed: failedCount))
    return String(decoding: try encoder.encode(document), as: UTF8.self)
  }

  private struct JSONDocument: Encodable {
    var target: String
    var exercises: [JSONExercise]
    var course: [VerifyProblem]
    var rounds: [VerifyRound]
    var summary: JSONSummary
  }

  private struct JSONExercise: Encodable {
    var id: String
    var title: String
    var status: String
    var starter: String?
    var solution: String?
    var mutants: [JSONMutant]
    var problems: [VerifyProblem]
    var notes: [String]

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(title, forKey: .title)
      try container.encode(status, forKey: .status)
      try container.encode(starter, forKey: .starter)  // null rather than absent
      try container.encode(solution, forKey: .solution)
      try container.encode(mutants, forKey: .mutants)
      try container.encode(problems, forKey: .problems)
      try container.encode(notes, forKey: .notes)
    }

    enum CodingKeys: String, CodingKey {
      case id, title, status, starter, solution, mutants, problems, notes
    }
  }

  private struct JSONMutant: Encodable {
    var name: String
    var status: String?
    var killed: Bool?
    var rejectedBy: [String]

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try container.encode(status, forKey: .status)
      try container.encode(killed, forKey: .killed)
      try container.encode(rejectedBy, forKey: .rejectedBy)
    }

    enum CodingKeys: String, CodingKey { case name, status, killed, rejectedBy }
  }

  private struct JSONSummary: Encodable {
    var passed: Int
    var failed: Int
  }
}
