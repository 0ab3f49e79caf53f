import Foundation

/// The two kinds of exercise: the learner writes a feature against hidden tests, or writes the
/// tests of a given feature.
///
/// The kind is read from the folder: a test-writing exercise has `Tests/` (the learner's tests, a
/// test target of the package) next to `Sources/` (the given feature, sealed), and no
/// `HiddenTests/`. A learner may keep tests of their own in a `Tests/` folder beside a feature
/// exercise's `HiddenTests/` (a lesson's "write it as a test first"): that does not make the
/// exercise test-writing, so their `Sources/` stay theirs to edit. Package.swift lists
/// it in `testWritingExercises` instead of `exercises`; `dojo verify` checks that both agree.
public enum ExerciseKind: String, Sendable, Equatable, Codable {
  /// `Sources/` is the starter the learner completes; `HiddenTests/` judge it.
  case implementation
  /// `Tests/` is the starter the learner completes; it is run against the feature in `Sources/`
  /// and against every mutant of it in `Mutants.md`.
  case testWriting
}

extension ProjectLayout {
  /// `id`'s kind, from its folder: ``ExerciseKind/testWriting`` when `Exercises/<id>/Tests` is a
  /// folder and `Exercises/<id>/HiddenTests` is not.
  public func kind(of id: ExerciseID) -> ExerciseKind {
    func isFolder(_ name: String) -> Bool {
      var isDirectory: ObjCBool = false
      let url = exerciseDirectory(id).appendingPathComponent(name, isDirectory: true)
      return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
    return isFolder("Tests") && !isFolder("HiddenTests") ? .testWriting : .implementation
  }

  /// The name of the folder the learner edits: `Sources`, or `Tests` for a test-writing exercise.
  public func starterFolderName(_ id: ExerciseID) -> String {
    kind(of: id) == .testWriting ? "Tests" : "Sources"
  }

  /// The name of the sealed folder the learner must not change: `HiddenTests`, or `Sources` (the
  /// given feature) for a test-writing exercise.
  public func sealedFolderName(_ id: ExerciseID) -> String {
    kind(of: id) == .testWriting ? "Sources" : "HiddenTests"
  }

  /// The learner's own tests of a feature exercise, `Exercises/<id>/Tests`: optional, run by
  /// `dojo check` beside the hidden suite as test target `<Module>LearnerTests`, never graded. (In a
  /// test-writing exercise the same folder is the learner's graded work, ``starterSources(_:)``.)
  public func learnerTests(_ id: ExerciseID) -> URL {
    exerciseDirectory(id).appendingPathComponent("Tests", isDirectory: true)
  }

  /// The given feature of a test-writing exercise (`Exercises/<id>/Sources`): what the learner's
  /// tests run against, and what `Mutants.md` mutates.
  public func featureSources(_ id: ExerciseID) -> URL {
    exerciseDirectory(id).appendingPathComponent("Sources", isDirectory: true)
  }
}

extension ExerciseID {
  /// The test target a test-writing exercise's learner writes: `Phase2ShoppingCartTests`.
  public var testModuleName: String { moduleName + "Tests" }

  /// The test target of a feature exercise's own tests (``ProjectLayout/learnerTests(_:)``):
  /// `Phase1CounterLearnerTests`.
  public var learnerTestModuleName: String { moduleName + "LearnerTests" }

  /// The module a test-writing exercise's `number`-th variant (from 1) builds as:
  /// `Phase2ShoppingCartVariant3`. A variant is the given feature or one of its mutants, in an
  /// order the learner's tests cannot know; its test target, `Phase2ShoppingCartVariant3Tests`,
  /// compiles the learner's tests with `-module-alias Phase2ShoppingCart=Phase2ShoppingCartVariant3`,
  /// so every variant is in one build and none is named after what it is.
  public func variantModuleName(_ number: Int) -> String { moduleName + "Variant\(number)" }
}
