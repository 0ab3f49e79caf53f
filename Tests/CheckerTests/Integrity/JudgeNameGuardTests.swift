import Curriculum
import Localization
import DojoTestSupport
import Foundation
import Testing

@testable import Checker

/// The learner's module must not change what the hidden tests' names mean: each class of trick
/// (shadowing, more specific overloads, re-exports, conditional compilation, equality that
/// lies) is refused before anything is built, and no starter or solution of the course is.
@Suite("The hidden tests' names mean what the instructor meant")
struct JudgeNameGuardTests {
  static let layout: ProjectLayout = {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    return (try? ProjectLayout.locate(from: here)) ?? ProjectLayout(root: here)
  }()
  let counter = ExerciseID("phase1/counter")!

  /// Every hidden-suite exercise of the course, from its folders.
  static var hiddenSuiteExercises: [ExerciseID] {
    let exercises = layout.root.appendingPathComponent("Exercises")
    let phases = (try? FileManager.default.contentsOfDirectory(atPath: exercises.path)) ?? []
    return phases.sorted().flatMap { phase -> [ExerciseID] in
      let slugs = (try? FileManager.default.contentsOfDirectory(atPath: exercises.appendingPathComponent(phase).path)) ?? []
      return slugs.sorted().compactMap { slug in
        let id = ExerciseID("\(phase)/\(slug)")
        guard let id, FileManager.default.fileExists(atPath: layout.hiddenTests(id).path) else { return nil }
        return id
      }
    }
  }

  @Test("no starter and no reference solution of the course is refused")
  func courseIsClean() {
    #expect(Self.hiddenSuiteExercises.count >= 20)
    for id in Self.hiddenSuiteExercises {
      let guardian = JudgeNameGuard(layout: Self.layout)
      let hidden = Self.layout.hiddenTests(id)
      let starter = guardian.findings(id, sourceFolder: Self.layout.starterSources(id), hiddenTestFolder: hidden)
      let solution = guardian.findings(id, sourceFolder: Self.layout.solutionSources(id), hiddenTestFolder: hidden)
      #expect(starter.isEmpty, "\(id) starter: \(starter)")
      #expect(solution.isEmpty, "\(id) solution: \(solution)")
    }
  }

  /// The findings for phase1/counter's reference solution plus one extra file holding `extra`.
  func findings(adding extra: String) throws -> [JudgeNameGuard.Finding] {
    let folder = try ScratchFolder("judge-guard")
    let sources = folder.url.appendingPathComponent("Sources")
    try FileManager.default.copyItem(at: Self.layout.solutionSources(counter), to: sources)
    try Data(extra.utf8).write(to: sources.appendingPathComponent("Helpers.swift"))
    // The course's hidden tests, plus a few names other exercises' tests use.
    let hidden = folder.url.appendingPathComponent("HiddenTests")
    try FileManager.default.copyItem(at: Self.layout.hiddenTests(counter), to: hidden)
    let more = """
      @Test func more() async {
        await withDependencies { _ in } operation: { await store.receive(\\.done) }
        #expect(store.state == CounterFeature.State())
      }
      """
    try Data(more.utf8).write(to: hidden.appendingPathComponent("More.swift"))
    return JudgeNameGuard(layout: Self.layout).findings(counter, sourceFolder: sources, hiddenTestFolder: hidden)
  }

  @Test(
    "each class of trick is refused, naming the file, the line and the declaration",
    arguments: [
      // Shadowing: a type of the tests' name in the learner's module wins over Composable's.
      ("@MainActor final class TestStore<State, Action> {}", "`TestStore`"),
      // A type alias is a declaration too.
      ("typealias TestStore = Int", "`TestStore`"),
      // Conditional compilation does not hide it: every branch counts.
      ("#if DEBUG\nstruct TestStore {}\n#else\nstruct Other {}\n#endif", "`TestStore`"),
      // A more specific overload on Composable's own TestStore.
      ("import Composable\nextension TestStore { func send(_ action: Action) async {} }", "`send` in an extension of `TestStore`"),
      // The same, module-qualified and through a type alias.
      ("import Composable\ntypealias T = Composable.TestStore\nextension T { func receive(_ a: Action) async {} }", "`receive` in an extension of `T`"),
      // A protocol the learner conforms the TestStore to, with the members in its extension.
      ("import Composable\nprotocol P {}\nextension P { func send(_ x: Int) {} }", "`send` in an extension of `P`"),
      // An initializer that `TestStore(…)` would call.
      ("import Composable\nextension TestStore { convenience init(x: Int) { fatalError() } }", "`TestStore` in an extension of `TestStore`"),
      // A global function the tests call.
      ("func withDependencies(_ body: () -> Void) {}", "`withDependencies`"),
      // A global operator more specific than the synthesized one.
      ("func == (lhs: CounterFeature.State, rhs: CounterFeature.State) -> Bool { true }", "`==`"),
      // Equality that lies, inside the learner's own type.
      ("extension CounterFeature.State { static func == (l: Self, r: Self) -> Bool { true } }", "`==` in `State`"),
      // Dumps that hide fields.
      ("import Foundation\nextension CounterFeature.State: CustomReflectable { var customMirror: Mirror { Mirror(self, children: []) } }", "`customMirror` in `State`"),
      // Re-exports and linkage tricks.
      ("@_exported import Foundation", "`@_exported`"),
      ("@_silgen_name(\"swift_task_yield\") func y()", "`@_silgen_name`"),
      ("extension Int { @_disfavoredOverload func f() {} }", "`@_disfavoredOverload`"),
      ("@testable import Composable", "`@testable`"),
      ("import Testing", "`import Testing`"),
      // A macro of the tests' name, reusing a plugin that exists.
      ("@freestanding(expression) macro expect(_ c: Bool) = #externalMacro(module: \"TestingMacros\", type: \"ExpectMacro\")", "`expect` (a macro)"),
    ])
  func refused(trick: String, named: String) throws {
    let found = try findings(adding: trick)
    #expect(found.contains { $0.what == named }, "\(found)")
    #expect(found.allSatisfy { $0.file.hasSuffix("Helpers.swift") && $0.line >= 1 }, "\(found)")
  }

  @Test("helpers of the learner's own, inside their types or under other names, are fine")
  func legitimateHelpers() throws {
    let found = try findings(
      adding: """
        import Composable
        struct Formatter { func format(_ x: Int) -> String { "\\(x)" } }
        extension CounterFeature.State { var doubled: Int { count * 2 } }
        func helperOnlyIUse() -> Int { 1 }
        extension Int { var isBig: Bool { self > 100 } }
        """)
    #expect(found.isEmpty, "\(found)")
  }

  @Test("the refusal is a located judge error, with a Japanese and an English explanation")
  func error() throws {
    let found = try findings(adding: "final class TestStore {}")
    let error = JudgeNameGuard(layout: Self.layout).error(counter, findings: found)
    #expect(error.kind == .judge)
    #expect(error.file?.hasSuffix("Helpers.swift") == true)
    #expect(error.line == 1)
    #expect(error.text(Messages.japanese).contains("隠しテスト"))
    #expect(error.text(Messages.english).contains("TestStore"))
  }

  @Test("a long list reads in one language: members, macros and the count of the rest are translated")
  func longListInOneLanguage() throws {
    let found = try findings(
      adding: """
        import Composable
        final class TestStore {}
        extension TestStore { func send(_ action: Int) async {} }
        extension CounterFeature.State { static func == (l: Self, r: Self) -> Bool { true } }
        @_silgen_name("swift_task_yield") func y()
        func withDependencies(_ body: () -> Void) {}
        extension Int { subscript(x: Int) -> Int { x } }
        extension Int { @_disfavoredOverload func f() {} }
        extension String { @_disfavoredOverload func g() {} }
        """)
    #expect(found.count > JudgeNameGuard.listedFindings, "\(found)")
    let error = JudgeNameGuard(layout: Self.layout).error(counter, findings: found)
    let japanese = error.text(.japanese)
    #expect(LanguageLeaks.englishSentences(in: japanese).isEmpty, "\(LanguageLeaks.englishSentences(in: japanese))\n\(japanese)")
    #expect(japanese.contains("Helpers.swift:7: `Int` の extension にある `subscript`"), "\(japanese)")
    #expect(japanese.contains("Helpers.swift:4: `State` の中の `==`"), "\(japanese)")
    #expect(japanese.contains("…（ほかに \(found.count - 5) 件）"), "\(japanese)")
    let english = error.text(.english)
    #expect(LanguageLeaks.japaneseLines(in: english).isEmpty, "\(english)")
    #expect(english.contains("Helpers.swift:7: `subscript` in an extension of `Int`"), "\(english)")
    #expect(english.contains("… (\(found.count - 5) more)"), "\(english)")
    #expect(error.message == english, "JSON and logs keep the English")
  }

  @Test("a macro is named as one in either language")
  func macroFinding() {
    let finding = JudgeNameGuard.Finding(file: "Sources/A.swift", line: 2, name: "stringify", place: .macro)
    #expect(finding.what == "`stringify` (a macro)")
    let error = JudgeNameGuard(layout: Self.layout).error(counter, findings: [finding])
    #expect(error.text(.japanese).contains("Sources/A.swift:2: `stringify`（マクロ）"))
    #expect(error.text(.english).contains("Sources/A.swift:2: `stringify` (a macro)"))
  }
}
