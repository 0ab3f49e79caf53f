import Curriculum
import Foundation

@testable import Checker

/// A small, complete checkout: one lesson with two problems, two exercises (`phase1/counter`,
/// `phase1/toggle`) each with starter, solution, hidden tests and 3 mutants, and a Package.swift
/// declaring both. The hint and next tests read it; ClassroomTests keeps the same fixture for
/// `dojo verify`'s tests (Tests/ClassroomTests/Verify/VerifyFixture.swift).
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
  static func write(into root: ProgressFixtureFolder) throws {
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
  static func seal(_ root: ProgressFixtureFolder) throws {
    try Sealer(layout: root.layout).seal([counter, toggle])
  }

  /// A fresh fixture checkout.
  static func make() throws -> ProgressFixtureFolder {
    let root = try ProgressFixtureFolder()
    try write(into: root)
    return root
  }
}
