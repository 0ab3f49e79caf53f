import DojoTestSupport

extension ScratchFolder {
  /// An exercise with one starter file and one hidden test file.
  func makeExercise(_ id: String, starter: String = "let x = 1\n", tests: String = "// tests\n") throws {
    try write(starter, to: "Exercises/\(id)/Sources/Feature.swift")
    try write(tests, to: "Exercises/\(id)/HiddenTests/FeatureTests.swift")
  }
}
