import Checker
import Curriculum
import DojoTestSupport
import Foundation

@testable import Classroom

/// A small, complete checkout for verify's tests: one lesson with two problems, two exercises
/// (`phase1/counter`, `phase1/toggle`) each with starter, solution, hidden tests and 3 mutants, and
/// a Package.swift declaring both. Tests then break one thing at a time.
enum VerifyFixture {
  static let counter = ExerciseID("phase1/counter")!
  static let toggle = ExerciseID("phase1/toggle")!

  static func lesson(counterHints: Bool = true, extraProblem: String = "") -> String {
    """
    # Phase 1: 基本

    ## 学習目標

    - 書ける

    ## 練習問題

    ### 1. カウンター

    <!-- exercise: counter -->

    カウンターを作ります。

    \(counterHints ? "**ヒント**:\n\n- 足し算です。\n- 引き算もあります。\n" : "")
    ### 2. トグル

    <!-- exercise: toggle -->

    トグルを作ります。

    **ヒント**:

    - `toggle()` です。
    \(extraProblem)
    ## まとめ

    - おしまい
    """
  }

  static func manifest(_ ids: [String]) -> String {
    """
    // swift-tools-version: 6.1
    import PackageDescription

    /// The exercises.
    let exercises: [String] = [
    \(ids.map { "  \"\($0)\"," }.joined(separator: "\n"))
      // "phase9/commented-out",
    ]

    let package = Package(name: "Fixture")
    """
  }

  static let solution = """
    struct Counter {
      var count = 0
      mutating func increment() { count += 1 }
      mutating func decrement() { count -= 1 }
      mutating func reset() { count = 0 }
    }
    """

  static let starter = """
    struct Counter {
      var count = 0
      mutating func increment() { /* TODO: add one */ }
      mutating func decrement() {}
      mutating func reset() {}
    }
    """

  static func mutants(_ id: ExerciseID, names: [String] = ["no-increment", "double-decrement", "no-reset"])
    -> String
  {
    let edits = [
      ("count += 1", "count += 0"),
      ("count -= 1", "count -= 2"),
      ("count = 0 }", "}"),
    ]
    var text = "# Mutants: \(id)\n"
    for (index, name) in names.enumerated() {
      let (find, replace) = edits[index % edits.count]
      text += """

        ## \(name)
        Breaks step \(index + 1). It is wrong.

        ```swift replace in Counter.swift
        \(find)
        ```

        ```swift with
        \(replace)
        ```

        """
    }
    return text
  }

  /// Writes the whole fixture into `root`.
  static func write(into root: ScratchFolder) throws {
    try root.write(manifest(["phase1/counter", "phase1/toggle"]), to: "Package.swift")
    try root.write(lesson(), to: "Lessons/phase1-basics.md")
    for id in [counter, toggle] {
      let base = "Exercises/\(id)"
      try root.write(starter, to: "\(base)/Sources/Counter.swift")
      try root.write(solution, to: "\(base)/Solution/Counter.swift")
      try root.write("import Testing\n@Test func t() {}\n", to: "\(base)/HiddenTests/CounterTests.swift")
      try root.write(mutants(id), to: "\(base)/Mutants.md")
    }
    try seal(root)
  }

  /// Records the starters' checksums, as `dojo seal` would.
  static func seal(_ root: ScratchFolder) throws {
    try Sealer(layout: root.layout).seal([counter, toggle])
  }

  /// A fresh fixture checkout.
  static func make() throws -> ScratchFolder {
    let root = try ScratchFolder("classroom-tests")
    try write(into: root)
    return root
  }

  static func lint(_ root: ScratchFolder) throws -> VerifyLint.Result {
    VerifyLint(layout: root.layout).run(course: try Course.load(from: root.layout))
  }
}

/// A stand-in for the checker: decides each verdict from the code it is given, and records
/// every call (one call is one round).
final class FakeChecker: @unchecked Sendable {
  struct Call: Equatable {
    var ids: [ExerciseID]
    var sources: String
  }

  private let lock = NSLock()
  private var recorded: [Call] = []
  let layout: ProjectLayout
  /// The verdict for code containing a marker: `PASS_TESTS`, `CRASH`, `NO_COMPILE`.
  init(layout: ProjectLayout) { self.layout = layout }

  var calls: [Call] {
    lock.withLock { recorded }
  }

  /// Starter → fail, solution → pass, mutant → fail; code containing `PASS_TESTS` passes,
  /// `FAIL_TESTS` fails, `CRASH` crashes, `NO_COMPILE` does not compile.
  func check(_ ids: [ExerciseID], _ sources: ExerciseSources, _ observer: CheckObserver) async
    -> [ExerciseVerdict]
  {
    let name: String
    switch sources {
    case .learner: name = "learner"
    case .solution: name = "solution"
    case .custom(let folders):
      name = "custom:" + ids.map { layout.relativePath(of: folders[$0]!) }.joined(separator: ",")
    }
    lock.withLock { recorded.append(Call(ids: ids, sources: name)) }
    observer(.buildStarted(ids))
    observer(.buildFinished(failed: []))
    let workspace = ExerciseWorkspace(layout: layout, sources: sources)
    return ids.map { id in
      let code = workspace.sourceFiles(id)
        .compactMap { try? String(contentsOf: $0, encoding: .utf8) }.joined()
      let fallback: VerdictStatus
      switch sources {
      case .solution: fallback = .pass
      default: fallback = .fail
      }
      if code.contains("NO_COMPILE") {
        return ExerciseVerdict(
          id: id, title: "", status: .error,
          error: CheckError(kind: .compile, message: "error: cannot find 'x' in scope"))
      }
      if code.contains("CRASH") {
        return ExerciseVerdict(
          id: id, title: "", status: .error, error: CheckError(kind: .crash, message: "signal 4"))
      }
      if code.contains("PASS_TESTS") { return ExerciseVerdict(id: id, title: "", status: .pass) }
      if code.contains("FAIL_TESTS") || fallback == .fail {
        return ExerciseVerdict(
          id: id, title: "", status: .fail,
          tests: [TestOutcome(name: "increments()", status: .fail, message: "Expected 1, got 0")])
      }
      return ExerciseVerdict(id: id, title: "", status: fallback)
    }
  }
}
