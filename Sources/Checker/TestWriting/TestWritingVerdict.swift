import Curriculum
import Foundation
import Localization

/// Turns the runs of a test-writing exercise into one verdict: the learner's tests against the
/// given feature (they must all pass, and there must be one), then against each mutant (each must
/// make one of them fail).
///
/// The verdict lists the learner's tests, then one entry per mutant named by the first sentence
/// of its description in `Mutants.md`: passed when a test caught it, failed when every test
/// passed with it. The mutant's code and the failures it caused are never shown: they would say
/// what to assert rather than what to test.
public struct TestWritingVerdict: Sendable {
  /// The checkout.
  public var layout: ProjectLayout
  /// The exercise.
  public var id: ExerciseID
  /// Its title.
  public var title: String
  /// The learner's test folder being checked.
  public var testFolder: URL
  /// The language the entries are written in.
  public var messages: Messages

  /// Makes a judge.
  public init(layout: ProjectLayout, id: ExerciseID, title: String, testFolder: URL, messages: Messages = .current) {
    self.layout = layout
    self.id = id
    self.title = title
    self.testFolder = testFolder
    self.messages = messages
  }

  /// The verdict before anything is built, when the files themselves are not acceptable: no
  /// `@Test`, or no test that asserts anything. `nil` when they may be built.
  public func rejection(_ scan: TestAssertionScan) -> ExerciseVerdict? {
    let folder = layout.relativePath(of: testFolder)
    if scan.tests.isEmpty {
      return ExerciseVerdict(
        id: id, title: title, status: .fail,
        tests: [
          outcome(
            name: .message(.testWritingNoTestsName, [:]), status: .fail,
            message: LocalizedText([.message(.testWritingNoTests, ["folder": folder])]))
        ])
    }
    if !scan.assertsAnything {
      return ExerciseVerdict(
        id: id, title: title, status: .fail,
        tests: [
          outcome(
            name: .message(.testWritingAssertsNothingName, [:]), status: .fail,
            message: LocalizedText([
              .message(.testWritingAssertsNothing, ["folder": folder, "tests": scan.silentTests.joined(separator: ", ")])
            ]))
        ])
    }
    return nil
  }

  /// An entry written in ``messages``' language that keeps its keys, so that a cached verdict is
  /// shown in the language of whoever reads it.
  func outcome(
    name: LocalizedText.Part, status: VerdictStatus, message: LocalizedText?, ran: Bool = true,
    wrongFeature: Bool = false
  ) -> TestOutcome {
    let localizedName = LocalizedText([name])
    var entry = TestOutcome(name: localizedName.text(messages), status: status, message: message?.text(messages), ran: ran)
    entry.localized = message
    entry.localizedName = localizedName
    entry.wrongFeature = wrongFeature
    return entry
  }

  /// The verdict from the run against the feature and the runs against each mutant (`nil` for a
  /// mutant not run).
  public func judge(
    reference: TestRunOutput, mutants: [(variant: TestWritingVariants.Variant, output: TestRunOutput?)]
  ) -> ExerciseVerdict {
    var classifier = VerdictClassifier(
      layout: layout, id: id, title: title, sourceFolder: testFolder, hiddenTestFolder: testFolder)
    classifier.rewritesAdvice = false
    classifier.requiresEveryDeclaredTest = false
    var verdict = classifier.classify(reference)
    if verdict.status == .error, verdict.tests.isEmpty, verdict.error?.kind == .crash,
      reference.launchFailure == nil, reference.events.startedFunctions.isEmpty
    {
      // No test ran: the learner's file has none (or none that Swift Testing found).
      verdict.error = CheckError(
        kind: .crash,
        localized: LocalizedText([.message(.testWritingNoTestRan, ["folder": layout.relativePath(of: testFolder)])]),
        file: layout.relativePath(of: testFolder))
      return verdict
    }
    guard verdict.status == .pass else {
      for index in verdict.tests.indices where verdict.tests[index].status == .fail {
        let test = verdict.tests[index]
        let original = test.localized?.parts ?? [.literal(test.message ?? "")]
        let localized = LocalizedText([.message(.testWritingFailsOnFeature, [:]), .literal("")] + original)
        verdict.tests[index].localized = localized
        verdict.tests[index].message = localized.text(messages)
      }
      return verdict
    }
    var missed = 0
    for (variant, output) in mutants {
      guard let mutant = variant.mutant else { continue }
      let name = LocalizedText.Part.message(.testWritingMutantName, ["behaviour": Self.firstSentence(mutant.description)])
      guard let output else {
        verdict.tests.append(outcome(name: name, status: .error, message: nil, ran: false, wrongFeature: true))
        missed += 1
        continue
      }
      if Self.caught(output) {
        verdict.tests.append(outcome(name: name, status: .pass, message: nil, wrongFeature: true))
      } else {
        missed += 1
        verdict.tests.append(
          outcome(
            name: name, status: .fail,
            message: LocalizedText([
              .message(.testWritingMutantMissed, ["description": Self.flattened(mutant.description)])
            ]), wrongFeature: true))
      }
    }
    verdict.status = missed == 0 ? .pass : .fail
    return verdict
  }

  /// The name of `mutant`'s entry in a verdict: the first sentence of its description.
  public static func entryName(of mutant: Mutant, messages: Messages) -> String {
    messages(.testWritingMutantName, ["behaviour": firstSentence(mutant.description)])
  }

  /// Whether the learner's tests rejected a mutant: a test failed, crashed or ran out of time.
  /// A run in which no test ran catches nothing.
  static func caught(_ output: TestRunOutput) -> Bool {
    if output.launchFailure != nil { return false }
    if output.timedOut { return true }
    let events = output.events
    if events.startedFunctions.isEmpty { return false }
    if !events.issues.isEmpty { return true }
    switch output.termination {
    case .signaled?: return true
    case .exited(let code)?: return code != 0 || !events.runEnded || !events.unfinishedFunctions.isEmpty
    case nil: return false
    }
  }

  /// The description's first sentence (up to `。` or `. `), on one line.
  static func firstSentence(_ text: String) -> String {
    let flat = flattened(text)
    if let end = flat.firstIndex(of: "。") { return String(flat[...end]) }
    if let end = flat.range(of: ". ") { return String(flat[..<end.lowerBound]) + "." }
    return flat
  }

  /// Markdown paragraphs joined onto lines without the hard wraps inside them.
  static func flattened(_ text: String) -> String {
    text.components(separatedBy: "\n\n").map { paragraph in
      paragraph.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        .reduce("") { joined, line in
          guard let last = joined.last, let first = line.first else { return joined + line }
          // Japanese lines join without a space; words in other scripts need one.
          return joined + (last.isASCII && first.isASCII ? " " : "") + line
        }
    }.joined(separator: "\n")
  }
}
