import Checker
import Curriculum
import Foundation
import Localization

/// How `dojo verify` judges a test-writing exercise's reference tests (`Solution/`): one check runs
/// them against the given feature and against every mutant in one build, and its verdict names
/// each mutant by its description (``TestWritingVerdict``). The reference tests must pass on the
/// feature and catch every mutant; the starter's tests must not (round 1, as for any starter).
struct TestWritingVerification {
  /// The checkout.
  var layout: ProjectLayout

  /// What the solution round's `verdict` says: a problem for the reference tests, and each
  /// mutant's outcome with a problem for every one they let through.
  func judge(_ verdict: ExerciseVerdict, mutants: [Mutant])
    -> (solution: VerifyProblem?, outcomes: [MutantOutcome], problems: [VerifyProblem])
  {
    let id = verdict.id
    let folder = layout.relativePath(of: layout.solutionSources(id))
    let mutantsFile = layout.relativePath(of: layout.mutants(id))
    // The verdict's mutant entries carry these names (same process, same language).
    let names = mutants.map { TestWritingVerdict.entryName(of: $0, messages: .current) }
    let byName = Dictionary(verdict.tests.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let ranMutants = names.contains { byName[$0] != nil }
    if verdict.status == .error || !ranMutants {
      let failing = verdict.tests.filter { $0.status != .pass && !names.contains($0.name) }
      let messages = Messages.current
      let problem: String
      if let error = verdict.error {
        problem = messages(.verifyReferenceTestsUnchecked, ["detail": Verifier.excerpt(error.text(messages))])
      } else if let first = failing.first {
        problem = messages(.verifyReferenceTestsFail, [
          "test": first.name, "detail": first.text(messages).map { " — " + Verifier.excerpt($0) } ?? "",
        ])
      } else {
        problem = messages(.verifyReferenceTestsNotRun)
      }
      let outcomes = mutants.map { MutantOutcome(name: $0.name, status: nil, killed: nil) }
      return (VerifyProblem(problem, file: verdict.error?.file ?? folder), outcomes, [])
    }
    var outcomes: [MutantOutcome] = []
    var problems: [VerifyProblem] = []
    for (mutant, name) in zip(mutants, names) {
      guard let entry = byName[name] else {
        outcomes.append(MutantOutcome(name: mutant.name, status: nil, killed: nil))
        problems.append(VerifyProblem(
          Messages.current(.verifyTestWritingMutantNotRun, ["name": mutant.name]), file: mutantsFile, line: mutant.line))
        continue
      }
      let killed = entry.status == .pass
      outcomes.append(MutantOutcome(name: mutant.name, status: killed ? .fail : .pass, killed: killed))
      if !killed {
        problems.append(
          VerifyProblem(
            Messages.current(.verifyTestWritingMutantSurvived, [
              "name": mutant.name, "what": Verifier.firstSentence(mutant.description),
            ]),
            file: mutantsFile, line: mutant.line))
      }
    }
    return (nil, outcomes, problems)
  }
}
