import Curriculum
import DojoTestSupport
import Foundation

/// A small checkout for the learner commands' tests: one lesson with two problems
/// (`phase1/counter` with two hints, `phase1/toggle` with one), their starters and solutions.
enum LearnerFixture {
  static let counter = ExerciseID("phase1/counter")!
  static let toggle = ExerciseID("phase1/toggle")!

  static let lesson = """
    # Phase 1: 基本

    ## 練習問題

    ### 1. カウンター

    <!-- exercise: counter -->

    カウンターを作ります。

    **ヒント**:

    - 足し算です。
    - 引き算もあります。

    ### 2. トグル

    <!-- exercise: toggle -->

    トグルを作ります。

    **ヒント**:

    - `toggle()` です。
    """

  static let starter = """
    struct Counter {
      var count = 0
      mutating func increment() {
        // TODO
      }
    }

    """

  static let solution = """
    struct Counter {
      var count = 0
      mutating func increment() {
        count += 1
      }
    }

    """

  /// Writes the checkout into `folder`.
  static func make() throws -> ScratchFolder {
    let folder = try ScratchFolder("checker-tests")
    try folder.write("// fixture\n", to: "Package.swift")
    try folder.write(lesson, to: "Lessons/phase1-basics.md")
    for id in [counter, toggle] {
      try folder.write(starter, to: "Exercises/\(id)/Sources/Feature.swift")
      try folder.write(solution, to: "Exercises/\(id)/Solution/Feature.swift")
      try folder.write("// tests\n", to: "Exercises/\(id)/HiddenTests/FeatureTests.swift")
    }
    return folder
  }
}
