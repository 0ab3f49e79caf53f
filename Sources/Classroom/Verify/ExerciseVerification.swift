import Checker
import Curriculum

/// What `dojo verify` concluded about one exercise: each stage's verdict and every reason it fails.
public struct ExerciseVerification: Equatable, Sendable {
  /// The exercise.
  public var id: ExerciseID
  /// Its problem's title.
  public var title: String
  /// The starter's verdict (should be `fail`); `nil` when it was not run.
  public var starter: VerdictStatus?
  /// The reference solution's verdict (should be `pass`); `nil` when it was not run.
  public var solution: VerdictStatus?
  /// Each mutant's outcome, in `Mutants.md` order.
  public var mutants: [MutantOutcome]
  /// Why the exercise fails verify; empty when it passes.
  public var problems: [VerifyProblem]
  /// Remarks that do not fail it (a mutant killed only by the time limit).
  public var notes: [String]
  /// `false` for a new exercise that `dojo seal` has not recorded yet: verify runs it (with a
  /// note) so that `dojo new`'s printed steps — edit, verify, then seal — work in that order.
  public var isSealed = true

  /// Makes a verification.
  public init(
    id: ExerciseID, title: String, starter: VerdictStatus? = nil, solution: VerdictStatus? = nil,
    mutants: [MutantOutcome] = [], problems: [VerifyProblem] = [], notes: [String] = []
  ) {
    self.id = id
    self.title = title
    self.starter = starter
    self.solution = solution
    self.mutants = mutants
    self.problems = problems
    self.notes = notes
  }

  /// Whether the exercise passes verify.
  public var passed: Bool { problems.isEmpty }

  /// How many mutants the hidden tests rejected.
  public var killedCount: Int { mutants.filter { $0.killed == true }.count }
}

/// One mutant's fate.
public struct MutantOutcome: Equatable, Sendable {
  /// The mutant's name.
  public var name: String
  /// The verdict of the hidden tests against it; `nil` when it was not run.
  public var status: VerdictStatus?
  /// Whether the hidden tests rejected it (`fail`, or a crash or time-out); `nil` when not run
  /// or when it did not compile.
  public var killed: Bool?
  /// The hidden tests that rejected it (failed, crashed or ran out of time), in run order: a
  /// mutant rejected only by a test about something else is a weak kill worth a look.
  public var rejectedBy: [String]

  /// Makes an outcome.
  public init(name: String, status: VerdictStatus?, killed: Bool?, rejectedBy: [String] = []) {
    self.name = name
    self.status = status
    self.killed = killed
    self.rejectedBy = rejectedBy
  }
}
