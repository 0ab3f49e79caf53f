import Curriculum
import Localization

/// What checking one exercise concluded: the unit that `dojo check` reports, progress records and
/// `dojo verify` and `dojo grade` build on.
///
/// Its JSON form is the `exercises[]` element of `dojo check --json`:
/// `{"id", "title", "status", "error": null | {"kind", "message", "file", "line"}, "tests": [...],
/// "warnings": [{"file", "line", "column", "message"}], "ownTests": null | {…}}` (``OwnTestReport``).
public struct ExerciseVerdict: Equatable, Sendable {
  /// The exercise checked.
  public var id: ExerciseID
  /// The practice problem's title from its lesson (`検索機能`).
  public var title: String
  /// Pass, fail, or an error that kept the tests from giving an answer.
  public var status: VerdictStatus
  /// Why the tests could not give an answer; set exactly when ``status`` is `.error`.
  public var error: CheckError?
  /// Each hidden test that ran, in the order it finished.
  public var tests: [TestOutcome]
  /// The compiler's warnings in the learner's own files, whatever the status.
  public var warnings: [LearnerWarning]
  /// What the learner's own tests (`Exercises/<id>/Tests`) said, when `dojo check` or `dojo watch`
  /// ran them after this verdict was settled; `nil` when the exercise has none or they were not
  /// run. A report only: it never changes ``status``.
  public var ownTests: OwnTestReport?

  /// Makes a verdict.
  public init(
    id: ExerciseID, title: String, status: VerdictStatus, error: CheckError? = nil,
    tests: [TestOutcome] = [], warnings: [LearnerWarning] = []
  ) {
    self.id = id
    self.title = title
    self.status = status
    self.error = error
    self.tests = tests
    self.warnings = warnings
  }
}

/// The three answers a check can give.
public enum VerdictStatus: String, Codable, Equatable, Sendable {
  /// Every hidden test ran and passed.
  case pass
  /// The code built and ran, and at least one hidden test failed.
  case fail
  /// No honest answer: the code did not compile, crashed, ran out of time, or the hidden tests
  /// were changed. ``ExerciseVerdict/error`` says which.
  case error
}

/// Why an exercise got the `error` status.
public struct CheckError: Equatable, Sendable, Error {
  /// What went wrong.
  public var kind: Kind
  /// A readable explanation that says what to do next (compiler diagnostics for `compile`).
  public var message: String
  /// The file to look at, relative to the repository root, when known.
  public var file: String?
  /// The line in ``file``, when known.
  public var line: Int?
  /// The explanation as message keys, when its producer wrote it so: the report shows it in the
  /// learner's language, ``message`` keeps the English for JSON and logs.
  public var localized: LocalizedText?

  /// Makes an error.
  public init(kind: Kind, message: String, file: String? = nil, line: Int? = nil) {
    self.kind = kind
    self.message = message
    self.file = file
    self.line = line
  }

  /// Makes an error whose explanation can be shown in either language; ``message`` is its English.
  public init(kind: Kind, localized: LocalizedText, file: String? = nil, line: Int? = nil) {
    self.init(kind: kind, message: localized.text(.english), file: file, line: line)
    self.localized = localized
  }

  /// The explanation in `messages`' language (English when the producer wrote plain text).
  public func text(_ messages: Messages) -> String {
    localized?.text(messages) ?? message
  }

  /// The explanation prefixed with `file:line:` when known, as compilers print it.
  public func locatedText(_ messages: Messages) -> String {
    switch (file, line) {
    case (let file?, let line?): return "\(file):\(line): \(text(messages))"
    case (let file?, nil): return "\(file): \(text(messages))"
    default: return text(messages)
    }
  }

  /// The kinds of error a check can end in.
  public enum Kind: String, Codable, Equatable, Sendable {
    /// The learner's code (or the hidden tests against it) did not compile.
    case compile
    /// A test crashed the test process (fatalError, force unwrap, signal).
    case crash
    /// The tests did not finish within the exercise's time limit.
    case timeout
    /// The hidden tests differ from their sealed checksums.
    case tamper
    /// A submission to `dojo grade` could not be read: its folder is missing or holds no Swift
    /// files, a link points outside it, or it is over the size limits. Nothing was built.
    case submission
    /// The learner's files declare something that would change what the hidden tests' names
    /// mean (``JudgeNameGuard``): a `TestStore` of their own, an overload on Composable's.
    /// Nothing was built.
    case judge
  }
}

/// One hidden test's result.
public struct TestOutcome: Equatable, Sendable {
  /// The test's readable name (its display name, or its function name).
  public var name: String
  /// `pass`, `fail`, or `error` for a test that was running when the process crashed or timed
  /// out, or that never ran (``ran`` is then `false`).
  public var status: VerdictStatus
  /// For a failure: the expectation, the CustomDump diff, and `file:line` when known.
  public var message: String?
  /// Whether the test started. A crash or a timeout stops the test process, and the suite's tests
  /// after the one running then are listed with `ran == false` and the `error` status, so a
  /// verdict always names every test of the suite. Results writers show them as not run
  /// (skipped).
  public var ran: Bool
  /// What the code under test printed (`print`) while this test ran, capped; `nil` when nothing.
  public var output: String?
  /// ``message`` as message keys and literal lines, when the classifier wrote it so: the report
  /// shows it in the learner's language, ``message`` keeps the English for JSON and results files.
  public var localized: LocalizedText?
  /// ``name`` as message keys, when it is dojo's own words (a test-writing exercise's entries:
  /// `wrong behaviour: …`), so a cached verdict is named in the language of the run that reads it.
  public var localizedName: LocalizedText?
  /// Whether this entry stands for one of a test-writing exercise's wrong features (a mutant)
  /// rather than a test: it passed when the learner's tests caught that feature.
  public var wrongFeature = false

  /// Makes an outcome.
  public init(
    name: String, status: VerdictStatus, message: String? = nil, ran: Bool = true, output: String? = nil
  ) {
    self.name = name
    self.status = status
    self.message = message
    self.ran = ran
    self.output = output
  }

  /// Makes an outcome whose message can be shown in either language; ``message`` is its English.
  public init(name: String, status: VerdictStatus, localized: LocalizedText?, ran: Bool = true, output: String? = nil) {
    self.init(name: name, status: status, message: localized?.text(.english), ran: ran, output: output)
    self.localized = localized
  }

  /// The message in `messages`' language (as written when the producer wrote plain text).
  public func text(_ messages: Messages) -> String? {
    localized?.text(messages) ?? message
  }

  /// The name in `messages`' language (as written when it is a test's own name).
  public func name(_ messages: Messages) -> String {
    localizedName?.text(messages) ?? name
  }
}
