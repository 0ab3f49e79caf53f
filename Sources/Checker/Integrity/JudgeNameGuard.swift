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
    /// The name declared (`TestStore`, `send`, `@_exported`, `import Testing`).
    public var name: String
    /// Where it is declared, which the message says.
    public var place: Place

    /// Where a finding's name is declared.
    public enum Place: Equatable, Sendable {
      /// At the top level, or an attribute or import: the name alone says it.
      case plain
      /// A member added by an extension of `owner`, a type or protocol the learner does not own.
      case extensionOf(String)
      /// A member of the learner's own type `owner`.
      case memberOf(String)
      /// A macro declaration or a freestanding macro.
      case macro
    }

    /// What is declared, in English (logs, tests): `` `send` in an extension of `TestStore` ``.
    public var what: String {
      switch place {
      case .plain: return "`\(name)`"
      case .extensionOf(let owner): return "`\(name)` in an extension of `\(owner)`"
      case .memberOf(let owner): return "`\(name)` in `\(owner)`"
      case .macro: return "`\(name)` (a macro)"
      }
    }

    /// The finding as one line of the verdict, `file:line: …`: the location and the names are
    /// data, the words around them are in the reader's language.
    var verdictLine: LocalizedText.Part {
      let location = "\(file):\(line)"
      switch place {
      case .plain: return .literal("\(location): `\(name)`")
      case .extensionOf(let owner):
        return .message(.judgeInExtension, ["location": location, "name": name, "owner": owner])
      case .memberOf(let owner): return .message(.judgeInType, ["location": location, "name": name, "owner": owner])
      case .macro: return .message(.judgeMacro, ["location": location, "name": name])
      }
    }
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
    func add(_ declaration: DeclarationSurvey.Declaration, _ name: String, _ place: Finding.Place = .plain) {
      findings.append(
        Finding(file: layout.relativePath(of: declaration.file), line: declaration.line, name: name, place: place))
    }
    let allowedTopLevel = Set(solution.topLevel.map(\.key))
    for declaration in learner.topLevel
    where !allowedTopLevel.contains(declaration.key) && used().contains(declaration.name) {
      add(declaration, declaration.name)
    }
    let allowedExternal = Set(solution.externalMembers.map(\.key))
    let alwaysSuspicious: Set<String> = ["subscript", "callAsFunction"]
    for declaration in learner.externalMembers where !allowedExternal.contains(declaration.key) {
      guard alwaysSuspicious.contains(declaration.name) || used().contains(declaration.name) else { continue }
      add(declaration, declaration.name, .extensionOf(declaration.owner))
    }
    let allowedSensitive = Set(solution.sensitiveMembers.map(\.key))
    for declaration in learner.sensitiveMembers where !allowedSensitive.contains(declaration.key) {
      add(declaration, declaration.name, .memberOf(declaration.owner))
    }
    let allowedAttributes = Set(solution.attributes.map(\.name))
    for declaration in learner.attributes where !allowedAttributes.contains(declaration.name) {
      add(declaration, declaration.name)
    }
    let allowedImports = Set(solution.testFrameworkImports.map(\.name))
    for declaration in learner.testFrameworkImports where !allowedImports.contains(declaration.name) {
      add(declaration, "import \(declaration.name)")
    }
    let allowedMacros = Set(solution.macros.map(\.name))
    for declaration in learner.macros where !allowedMacros.contains(declaration.name) {
      add(declaration, declaration.name, .macro)
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

  /// How many findings the verdict lists; the rest are counted.
  static let listedFindings = 5

  /// The verdict error for `findings` (non-empty), located at the first.
  public func error(_ id: ExerciseID, findings: [Finding]) -> CheckError {
    // One line per finding: its location is data, the words around the name are the learner's.
    var parts: [LocalizedText.Part] = [.message(.verdictJudgeNames, ["id": id.rawValue])]
    parts += findings.prefix(Self.listedFindings).map(\.verdictLine)
    if findings.count > Self.listedFindings {
      parts.append(.message(.judgeMoreFindings, ["count": "\(findings.count - Self.listedFindings)"]))
    }
    parts.append(.message(.verdictJudgeNamesAdvice, [:]))
    return CheckError(
      kind: .judge,
      localized: LocalizedText(parts),
      file: findings.first?.file, line: findings.first?.line)
  }
}
