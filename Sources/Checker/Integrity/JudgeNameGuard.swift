import Curriculum
import Foundation
import Localization

/// Keeps the hidden tests' names meaning what the instructor meant: a learner's module must not
/// redefine what the tests call.
///
/// Hidden tests `@testable import` the learner's module, and a module's own declarations shadow
/// those of the modules it imports. So a `TestStore` declared in the learner's files would be
/// the one every `await store.send(…) { … }` of the tests uses, and an extension adding a more
/// specific `send` to Composable's `TestStore` would win overload resolution; either way the
/// tests would assert nothing while the sealed files stay untouched. The checksums seal the
/// hidden test files; this guard seals what their names resolve to.
///
/// The rule is general, not a list of known tricks. The learner's files may not declare, in any
/// `#if` branch, anything the reference solution does not also declare, when it is:
/// - a top-level name (type, function, variable, type alias, operator, macro) that the hidden
///   tests use;
/// - a member added to a type or protocol the learner's module does not own (`extension
///   TestStore`, `extension Optional`, a protocol extension), named like something the tests use,
///   or an initializer, subscript or `callAsFunction` there;
/// - a member of the learner's own types that decides what comparisons and dumps see (`==`,
///   `customMirror`, `customDumpValue`, …);
/// - an underscored attribute (`@_exported`, `@_silgen_name`, `@_disfavoredOverload`, …),
///   `@testable import`, an import of a test framework, a macro declaration or a freestanding
///   macro at declaration level.
/// What the reference solution declares is what the tests were written against, so it is always
/// allowed.
public struct JudgeNameGuard: Sendable {
  /// The checkout, for relative paths.
  public var layout: ProjectLayout

  /// A guard for `layout`'s exercises.
  public init(layout: ProjectLayout) {
    self.layout = layout
  }

  /// One thing the learner's files declare that they may not.
  public struct Finding: Equatable, Sendable {
    /// The file, relative to the checkout, and the line.
    public var file: String
    public var line: Int
    /// What is declared (`TestStore`, `send` in `extension TestStore`, `@_exported`).
    public var what: String
  }

  /// The learner's files in `sourceFolder` judged against the hidden tests in `hiddenTestFolder`
  /// and the reference solution of `id`: the first findings (at most a few), empty when none.
  public func findings(
    _ id: ExerciseID, sourceFolder: URL, hiddenTestFolder: URL, solutionFolder: URL? = nil
  ) -> [Finding] {
    let learnerFiles = SourceFileList.swiftFiles(in: sourceFolder)
    let solutionFiles = SourceFileList.swiftFiles(in: solutionFolder ?? layout.solutionSources(id))
    let learner = DeclarationSurvey.survey(learnerFiles, moduleName: id.moduleName)
    let solution = DeclarationSurvey.survey(solutionFiles, moduleName: id.moduleName)
    // The names the hidden tests use matter only for what the learner declares beyond the
    // solution; most checks have nothing of the kind, and then the tests (often the largest files)
    // are never parsed — this runs before every build the learner waits for.
    var usedNames: Set<String>?
    func used() -> Set<String> {
      if let usedNames { return usedNames }
      var names = DeclarationSurvey.namesUsed(in: SourceFileList.swiftFiles(in: hiddenTestFolder))
      // Without a reference solution nothing says which of the tests' names the learner's module
      // is meant to declare: only the judge's own names are guarded then.
      if solutionFiles.isEmpty { names.formIntersection(Self.judgeNames) }
      usedNames = names
      return names
    }

    var findings: [Finding] = []
    func add(_ declaration: DeclarationSurvey.Declaration, _ what: String) {
      findings.append(Finding(file: layout.relativePath(of: declaration.file), line: declaration.line, what: what))
    }
    let allowedTopLevel = Set(solution.topLevel.map(\.key))
    for declaration in learner.topLevel
    where !allowedTopLevel.contains(declaration.key) && used().contains(declaration.name) {
      add(declaration, "`\(declaration.name)`")
    }
    let allowedExternal = Set(solution.externalMembers.map(\.key))
    let alwaysSuspicious: Set<String> = ["subscript", "callAsFunction"]
    for declaration in learner.externalMembers where !allowedExternal.contains(declaration.key) {
      guard alwaysSuspicious.contains(declaration.name) || used().contains(declaration.name) else { continue }
      add(declaration, "`\(declaration.name)` in an extension of `\(declaration.owner)`")
    }
    let allowedSensitive = Set(solution.sensitiveMembers.map(\.key))
    for declaration in learner.sensitiveMembers where !allowedSensitive.contains(declaration.key) {
      add(declaration, "`\(declaration.name)` in `\(declaration.owner)`")
    }
    let allowedAttributes = Set(solution.attributes.map(\.name))
    for declaration in learner.attributes where !allowedAttributes.contains(declaration.name) {
      add(declaration, "`\(declaration.name)`")
    }
    let allowedImports = Set(solution.testFrameworkImports.map(\.name))
    for declaration in learner.testFrameworkImports where !allowedImports.contains(declaration.name) {
      add(declaration, "`import \(declaration.name)`")
    }
    let allowedMacros = Set(solution.macros.map(\.name))
    for declaration in learner.macros where !allowedMacros.contains(declaration.name) {
      add(declaration, "`\(declaration.name)` (a macro)")
    }
    var seen: Set<String> = []
    return findings.filter { seen.insert("\($0.file):\($0.line):\($0.what)").inserted }
      .sorted { ($0.file, $0.line) < ($1.file, $1.line) }
  }

  /// The names of the judge itself: what a hidden test asserts with (Composable's TestStore and
  /// its helpers, the clocks, Swift Testing's macros and types).
  static let judgeNames: Set<String> = [
    "TestStore", "TestStoreOf", "TestStoreTask", "TestClock", "ImmediateClock", "UnimplementedClock",
    "Test", "Suite", "expect", "require", "Issue", "withKnownIssue", "confirmation", "withDependencies",
    "withMainSerialExecutor", "Composable", "Testing", "Dependencies", "Clocks", "ConcurrencyExtras",
    "CustomDump", "IssueReporting", "expectNoDifference", "expectDifference", "reportIssue",
  ]

  /// The verdict error for `findings` (non-empty), located at the first.
  public func error(_ id: ExerciseID, findings: [Finding]) -> CheckError {
    let listed = findings.prefix(5).map { "\($0.file):\($0.line): \($0.what)" }.joined(separator: "\n")
    let more = findings.count > 5 ? "\n… (\(findings.count - 5) more)" : ""
    return CheckError(
      kind: .judge,
      localized: LocalizedText([
        .message(.verdictJudgeNames, ["id": id.rawValue]),
        .literal(listed + more),
        .message(.verdictJudgeNamesAdvice, [:]),
      ]),
      file: findings.first?.file, line: findings.first?.line)
  }
}
