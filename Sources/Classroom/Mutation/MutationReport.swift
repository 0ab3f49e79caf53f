import Checker
import Curriculum
import Foundation
import Localization

/// One mutant and what the hidden tests did with it.
public struct MutantResult: Equatable, Sendable {
  /// What happened.
  public enum Outcome: String, Codable, Sendable {
    /// The tests failed, crashed or ran out of time: they caught it.
    case killed
    /// The tests passed: they do not pin down what it breaks.
    case survived
    /// It does not compile, so it says nothing about the tests (left out of the score).
    case notCompiling = "not-compiling"
    /// It could not be checked (left out of the score).
    case notRun = "not-run"
  }

  /// The mutant.
  public var mutant: SourceMutant
  /// What happened.
  public var outcome: Outcome
  /// The mutant as a unified diff against the reference solution.
  public var diff: String
  /// The failing tests, the compiler's first words, or why it was not run.
  public var detail: String?

  /// Makes a result.
  public init(mutant: SourceMutant, outcome: Outcome, diff: String, detail: String? = nil) {
    self.mutant = mutant
    self.outcome = outcome
    self.diff = diff
    self.detail = detail
  }
}

/// One exercise's mutation score and its survivors.
public struct ExerciseMutation: Equatable, Sendable {
  /// The exercise.
  public var id: ExerciseID
  /// Its problem's title.
  public var title: String
  /// How many distinct mutants the generator made (before the sample).
  public var generated: Int
  /// The sampled mutants that were run, in source order.
  public var mutants: [MutantResult]
  /// Why the exercise could not be measured (no solution, a failing solution).
  public var problems: [String]

  /// Makes an exercise's result.
  public init(
    id: ExerciseID, title: String, generated: Int = 0, mutants: [MutantResult] = [],
    problems: [String] = []
  ) {
    self.id = id
    self.title = title
    self.generated = generated
    self.mutants = mutants
    self.problems = problems
  }

  /// How many mutants had `outcome`.
  public func count(_ outcome: MutantResult.Outcome) -> Int { mutants.filter { $0.outcome == outcome }.count }

  /// Killed plus survived: the mutants that compiled and ran.
  public var viable: Int { count(.killed) + count(.survived) }

  /// killed / viable; `nil` when no mutant was viable.
  public var score: Double? { viable == 0 ? nil : Double(count(.killed)) / Double(viable) }

  /// The mutants the tests let through.
  public var survivors: [MutantResult] { mutants.filter { $0.outcome == .survived } }

  /// Whether the score reaches `minimum` (an exercise without viable mutants does not, unless it
  /// has none to run at all) and nothing stopped the measurement.
  public func meets(_ minimum: Double) -> Bool {
    guard problems.isEmpty else { return false }
    guard let score else { return mutants.isEmpty && generated == 0 }
    return score + 1e-9 >= minimum
  }
}

/// Everything `dojo mutate` found: per exercise, the score and every survivor as a diff.
public struct MutationReport: Equatable, Sendable {
  /// `all`, `phase4` or `phase4/retry`.
  public var target: String
  /// The exercises in lesson order.
  public var exercises: [ExerciseMutation]
  /// The rounds, each one build.
  public var rounds: [VerifyRound]
  /// Wall-clock seconds for the whole run.
  public var seconds: Double
  /// The cap that was applied, if any.
  public var maxPerExercise: Int?

  /// Makes a report.
  public init(
    target: String, exercises: [ExerciseMutation], rounds: [VerifyRound], seconds: Double,
    maxPerExercise: Int? = nil
  ) {
    self.target = target
    self.exercises = exercises
    self.rounds = rounds
    self.seconds = seconds
    self.maxPerExercise = maxPerExercise
  }

  /// Killed and viable mutants over every exercise.
  public var killed: Int { exercises.reduce(0) { $0 + $1.count(.killed) } }
  /// Viable mutants over every exercise.
  public var viable: Int { exercises.reduce(0) { $0 + $1.viable } }

  /// Whether every exercise reaches `minimum` (1.0 without a threshold: no survivor at all).
  public func passes(minimumScore minimum: Double?) -> Bool {
    exercises.allSatisfy { $0.meets(minimum ?? 1.0) }
  }

  /// The last line: `mutate: 52/55 killed (94.5 %) in 3 exercises, 2 below 90 %`, in `messages`'
  /// language.
  public func summaryLine(minimumScore: Double?, _ messages: Messages = .current) -> String {
    let total = viable == 0
      ? messages(.mutateNoViable)
      : messages(.mutateKilledScore, ["killed": killed, "viable": viable, "percent": Self.percent(Double(killed) / Double(viable))])
    var line = messages(.mutateSummary, ["total": total, "count": exercises.count])
    if let minimumScore {
      let below = exercises.filter { !$0.meets(minimumScore) }.count
      line += messages(.mutateSummaryBelow, ["count": below, "percent": Self.percent(minimumScore)])
    }
    return line + (messages.language == .japanese ? "、" : ", ") + Self.duration(seconds, messages)
  }

  /// The report for a terminal: one line per exercise, then every survivor with its diff, in
  /// `messages`' language.
  public func text(minimumScore: Double?, _ messages: Messages = .current) -> String {
    let comma = messages.language == .japanese ? "、" : ", "
    var out = ""
    for exercise in exercises {
      let mark = exercise.meets(minimumScore ?? 1.0) ? "✓" : "✗"
      var parts: [String] = []
      if let score = exercise.score {
        parts.append(messages(.mutateKilledScore, [
          "killed": exercise.count(.killed), "viable": exercise.viable, "percent": Self.percent(score),
        ]))
      } else if exercise.problems.isEmpty {
        parts.append(messages(.mutateNoViable))
      }
      let sampled = exercise.mutants.count < exercise.generated
        ? messages(.mutateSampled, ["run": exercise.mutants.count, "generated": exercise.generated])
        : messages(.mutateGenerated, ["generated": exercise.generated])
      parts.append(sampled)
      if exercise.count(.notCompiling) > 0 { parts.append(messages(.mutateDidNotCompileCount, ["count": exercise.count(.notCompiling)])) }
      if exercise.count(.notRun) > 0 { parts.append(messages(.mutateNotRunCount, ["count": exercise.count(.notRun)])) }
      out += "\(mark) \(exercise.id) — \(exercise.title): \(parts.joined(separator: comma))\n"
      for problem in exercise.problems { out += "    - \(problem)\n" }
      for survivor in exercise.survivors {
        let mutant = survivor.mutant
        out += messages(.mutateSurvived, [
          "operator": mutant.operator.rawValue, "summary": mutant.operator.summary(messages),
          "place": "\(mutant.file):\(mutant.line)",
        ]) + "\n"
        for line in survivor.diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
          out += "      \(line)\n"
        }
      }
      // Which hidden test rejected each mutant: one killed only by a test about something else
      // is a weak kill.
      for result in exercise.mutants where result.outcome == .killed {
        out += messages(.mutateKilled, ["label": result.mutant.label, "detail": result.detail.map { " — " + $0 } ?? ""]) + "\n"
      }
      for result in exercise.mutants where result.outcome == .notRun {
        out += messages(.mutateNotRun, ["label": result.mutant.label, "detail": result.detail.map { " — " + $0 } ?? ""]) + "\n"
      }
    }
    if !rounds.isEmpty {
      out += "\n" + messages(.mutateRoundsHeader) + "\n"
      for round in rounds {
        out += messages(.verifyRoundLine, [
          "number": round.number, "title": round.displayTitle(messages), "count": round.exercises,
          "build": String(format: "%.1f", round.buildSeconds), "total": String(format: "%.1f", round.seconds),
        ]) + "\n"
      }
    }
    return out + summaryLine(minimumScore: minimumScore, messages) + "\n"
  }

  /// `--json`: the same content for CI (language-neutral keys, survivors with their diffs).
  public func jsonText(minimumScore: Double?) throws -> String {
    let document = JSONReport(
      target: target, seconds: (seconds * 10).rounded() / 10, maxPerExercise: maxPerExercise,
      minimumScore: minimumScore, passed: passes(minimumScore: minimumScore), killed: killed,
      viable: viable,
      exercises: exercises.map { exercise in
        JSONReport.Exercise(
          id: exercise.id.rawValue, title: exercise.title, generated: exercise.generated,
          run: exercise.mutants.count, killed: exercise.count(.killed),
          survived: exercise.count(.survived), notCompiling: exercise.count(.notCompiling),
          notRun: exercise.count(.notRun), viable: exercise.viable, score: exercise.score,
          problems: exercise.problems,
          mutants: exercise.mutants.map { result in
            JSONReport.Mutant(
              operator: result.mutant.operator.rawValue, file: result.mutant.file,
              line: result.mutant.line, outcome: result.outcome.rawValue, detail: result.detail,
              diff: result.outcome == .survived ? result.diff : nil)
          })
      },
      rounds: rounds)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(document), as: UTF8.self)
  }

  struct JSONReport: Encodable {
    var target: String
    var seconds: Double
    var maxPerExercise: Int?
    var minimumScore: Double?
    var passed: Bool
    var killed: Int
    var viable: Int
    var exercises: [Exercise]
    var rounds: [VerifyRound]

    struct Exercise: Encodable {
      var id: String
      var title: String
      var generated: Int
      var run: Int
      var killed: Int
      var survived: Int
      var notCompiling: Int
      var notRun: Int
      var viable: Int
      var score: Double?
      var problems: [String]
      var mutants: [Mutant]
    }

    struct Mutant: Encodable {
      var `operator`: String
      var file: String
      var line: Int
      var outcome: String
      var detail: String?
      var diff: String?
    }
  }

  /// `94.5 %`.
  static func percent(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 10
    return scaled == scaled.rounded() ? "\(Int(scaled)) %" : String(format: "%.1f %%", scaled)
  }

  /// `6 min 12 s`, `48.2 s`.
  static func duration(_ seconds: Double, _ messages: Messages = .current) -> String {
    if messages.language == .japanese {
      return seconds >= 60 ? "\(Int(seconds) / 60) 分 \(Int(seconds) % 60) 秒" : String(format: "%.1f 秒", seconds)
    }
    return seconds >= 60
      ? "\(Int(seconds) / 60) min \(Int(seconds) % 60) s" : String(format: "%.1f s", seconds)
  }
}
