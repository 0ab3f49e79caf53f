import Curriculum
import Foundation
import Testing

@testable import Checker

@Suite("Compiler diagnostics")
struct CompilerDiagnosticTests {
  /// Real `swift build` output (Swift 6.3.1): progress lines, an error with its excerpt, the
  /// same error again from another compile job, and a warning.
  static let buildOutput = """
    [23/32] Emitting module Phase1Counter
    [24/32] Compiling Phase1Counter Add.swift
    /work/main/Exercises/phase1/counter/Sources/Add.swift:2:54: error: cannot find 'undefinedThing' in scope
    1 | import Composable
    2 | public func add(_ a: Int, _ b: Int) -> Int { a + b + undefinedThing }
      |                                                      `- error: cannot find 'undefinedThing' in scope
    3 | struct Thing: Equatable { var name: String; var count: Int }
    4 |\u{20}
    [25/32] Compiling Phase1Counter Add.swift
    /work/main/Exercises/phase1/counter/Sources/Add.swift:2:54: error: cannot find 'undefinedThing' in scope
    1 | import Composable
    /work/main/Exercises/phase4/retry/HiddenTests/RetryTests.swift:27:8: error: cannot find type 'Foo' in scope
    /work/main/Exercises/phase4/retry/Sources/Retry.swift:3:1: warning: variable 'x' was never used
    error: fatalError
    """

  @Test("reads each diagnostic once, with its location and excerpt")
  func parse() {
    let diagnostics = CompilerDiagnostic.parseAll(Self.buildOutput)
    #expect(diagnostics.count == 3)
    let first = diagnostics[0]
    #expect(first.path == "/work/main/Exercises/phase1/counter/Sources/Add.swift")
    #expect(first.line == 2)
    #expect(first.column == 54)
    #expect(first.severity == .error)
    #expect(first.message == "cannot find 'undefinedThing' in scope")
    #expect(first.excerpt.count == 5)
    #expect(first.excerpt[2].contains("`- error: cannot find 'undefinedThing' in scope"))
    #expect(diagnostics[2].severity == .warning)
  }

  @Test("lines that are not diagnostics are not mistaken for them")
  func notDiagnostics() {
    #expect(CompilerDiagnostic.parseHeader("error: fatalError") == nil)
    #expect(CompilerDiagnostic.parseHeader("[3/4] Compiling x: error: y") == nil)
    #expect(CompilerDiagnostic.parseHeader("Fatal error: boom") == nil)
    #expect(CompilerDiagnostic.parseHeader("/a:b/c.swift:1:2: error: x")?.path == "/a:b/c.swift")
  }

  @Test("errors are attributed to the exercise whose files they are in")
  func attribution() {
    let root = "/work/main/Exercises/"
    let attribution = DiagnosticAttribution(folders: [
      ExerciseID("phase1/counter")!: .init(
        sources: URL(fileURLWithPath: root + "phase1/counter/Sources"),
        hiddenTests: URL(fileURLWithPath: root + "phase1/counter/HiddenTests")),
      ExerciseID("phase4/retry")!: .init(
        sources: URL(fileURLWithPath: "/work/main/.dojo/variants/phase4/retry/off-by-one"),
        hiddenTests: URL(fileURLWithPath: root + "phase4/retry/HiddenTests")),
      ExerciseID("phase4/search-debounce")!: .init(
        sources: URL(fileURLWithPath: root + "phase4/search-debounce/Sources"),
        hiddenTests: URL(fileURLWithPath: root + "phase4/search-debounce/HiddenTests")),
    ])
    let shares = attribution.attribute(CompilerDiagnostic.parseAll(Self.buildOutput))
    #expect(shares[ExerciseID("phase1/counter")!]?.sourceErrors.count == 1)
    #expect(shares[ExerciseID("phase1/counter")!]?.hiddenTestErrors.isEmpty == true)
    #expect(shares[ExerciseID("phase4/retry")!]?.hiddenTestErrors.count == 1)
    #expect(shares[ExerciseID("phase4/search-debounce")!] == nil)
  }

  @Test("warnings are kept only in the learner's own files, each once, read at the original file for a test-writing copy")
  func learnerWarnings() {
    let root = "/work/main/Exercises/"
    let counter = ExerciseID("phase1/counter")!
    let writing = ExerciseID("phase5/test-counter")!
    let attribution = DiagnosticAttribution(folders: [
      counter: .init(
        sources: URL(fileURLWithPath: root + "phase1/counter/Sources"),
        hiddenTests: URL(fileURLWithPath: root + "phase1/counter/HiddenTests")),
      writing: .init(
        sources: URL(fileURLWithPath: root + "phase5/test-counter/Tests"),
        hiddenTests: URL(fileURLWithPath: root + "phase5/test-counter/HiddenTests"),
        variants: [URL(fileURLWithPath: "/work/main/.dojo/variants/1"), URL(fileURLWithPath: "/work/main/.dojo/variants/2")]),
    ])
    let output = """
      /work/main/Exercises/phase1/counter/Sources/Counter.swift:3:9: warning: initialization of immutable value 'unused' was never used
      /work/main/Exercises/phase1/counter/Sources/Counter.swift:9:30: warning: function call causes an infinite recursion
      /work/main/Exercises/phase1/counter/HiddenTests/CounterTests.swift:4:1: warning: hidden test warning
      /work/main/Sources/Composable/Store/Store.swift:10:1: warning: the project's own warning
      /work/main/Exercises/phase1/counter/Sources/Counter.swift:3:9: error: not a warning
      /work/main/.dojo/variants/1/Tests/MyTests.swift:5:2: warning: remember me
      /work/main/.dojo/variants/2/Tests/MyTests.swift:5:2: warning: remember me
      /work/main/.dojo/variants/2/Sources/Feature.swift:5:2: warning: in a mutant
      """
    let warnings = attribution.warnings(CompilerDiagnostic.parseAll(output))
    #expect(warnings[counter]?.map(\.line) == [3, 9])
    #expect(warnings[writing]?.map(\.path) == ["/work/main/Exercises/phase5/test-counter/Tests/MyTests.swift"])
  }

  @Test("SwiftPM's [n/m] counter")
  func progressLine() {
    #expect(BuildProgressLine("[12/345] Compiling Foo Bar.swift") == .init(completed: 12, total: 345, activity: "Compiling Foo Bar.swift"))
    #expect(BuildProgressLine("Building for debugging...") == nil)
    #expect(BuildProgressLine("[x/3] no") == nil)
  }

  @Test("a compile verdict shows the learner's errors with repo-relative paths")
  func compileMessage() throws {
    let layout = ProjectLayout(root: URL(fileURLWithPath: "/work/main"))
    let id = ExerciseID("phase1/counter")!
    let build = ResilientBuild(
      build: PackageBuild(layout: layout, scratchPath: URL(fileURLWithPath: "/tmp/s")),
      workspace: ExerciseWorkspace(layout: layout, sources: .learner))
    var share = DiagnosticAttribution.Share()
    share.sourceErrors = Array(CompilerDiagnostic.parseAll(Self.buildOutput).prefix(1))
    let error = build.compileError(id, share: share)
    #expect(error.kind == .compile)
    #expect(error.file == "Exercises/phase1/counter/Sources/Add.swift")
    #expect(error.line == 2)
    #expect(error.message.contains("Exercises/phase1/counter/Sources/Add.swift:2:54: error: cannot find 'undefinedThing' in scope"))
    #expect(!error.message.contains("/work/main"))

    var hidden = DiagnosticAttribution.Share()
    hidden.hiddenTestErrors = [CompilerDiagnostic.parseAll(Self.buildOutput)[1]]
    let hiddenError = build.compileError(ExerciseID("phase4/retry")!, share: hidden)
    #expect(hiddenError.message.contains("hidden tests no longer compile against your code"))
  }

  @Test("the build's environment replaces inherited checker variables")
  func environment() {
    let layout = ProjectLayout(root: URL(fileURLWithPath: "/work/main"))
    let workspace = ExerciseWorkspace(layout: layout, sources: .solution)
    let variables = workspace.environment(for: [ExerciseID("phase4/retry")!, ExerciseID("phase1/counter")!])
    #expect(variables["DOJO_HIDDEN_TESTS"] == "phase4/retry,phase1/counter")
    #expect(
      variables["DOJO_EXERCISE_SOURCES"]
        == "phase4/retry=Exercises/phase4/retry/Solution;phase1/counter=Exercises/phase1/counter/Solution")
    let learner = ExerciseWorkspace(layout: layout, sources: .learner).environment(for: [ExerciseID("phase4/retry")!])
    #expect(learner["DOJO_EXERCISE_SOURCES"] == nil)
    let environment = PackageBuild.environment(with: learner)
    #expect(environment["DOJO_EXERCISE_SOURCES"] == nil)
    #expect(environment["DOJO_TEST_TARGETS"] == nil)
    #expect(environment["PATH"] != nil)
  }
}
