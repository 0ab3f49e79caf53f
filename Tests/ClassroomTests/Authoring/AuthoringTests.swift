import Checker
import Classroom
import Curriculum
import Foundation
import Testing

@Suite struct ExerciseScaffoldTests {
  let scaffold = ExerciseScaffold(id: ExerciseID(phase: "phase4", slug: "search-debounce"), title: "検索機能")

  @Test func namesFollowTheExerciseLayout() {
    #expect(scaffold.featureName == "SearchDebounceFeature")
    #expect(ExerciseScaffold(id: ExerciseID(phase: "phase3", slug: "tab-feature"), title: "t").featureName == "TabFeature")
    #expect(Set(scaffold.files.keys) == [
      "Sources/SearchDebounceFeature.swift", "Solution/SearchDebounceFeature.swift",
      "HiddenTests/SearchDebounceFeatureTests.swift", "Mutants.md",
    ])
    #expect(scaffold.files["HiddenTests/SearchDebounceFeatureTests.swift"]?.contains("@testable import Phase4SearchDebounce") == true)
  }

  @Test func theStarterHasATodoAndTheSolutionDoesNot() throws {
    let starter = try #require(scaffold.files["Sources/SearchDebounceFeature.swift"])
    let solution = try #require(scaffold.files["Solution/SearchDebounceFeature.swift"])
    #expect(starter.contains("// TODO:"))
    #expect(starter.contains("return .none"))
    #expect(!solution.contains("TODO"))
    #expect(solution.contains("        state.count += 1\n        return .none"))
  }

  @Test func theMutantsParseAndEachChangesTheSolution() throws {
    let markdown = try #require(scaffold.files["Mutants.md"])
    let catalog = MutantCatalog.parse(markdown: markdown, file: URL(fileURLWithPath: "/x/Mutants.md"))
    #expect(!catalog.hasErrors, "\(catalog.diagnostics)")
    #expect(catalog.mutants.map(\.name) == ["double-increment", "decrement", "assign-one"])
    let solution = try #require(scaffold.files["Solution/SearchDebounceFeature.swift"])
    var variants: Set<String> = []
    for mutant in catalog.mutants {
      let mutated = try mutant.apply(to: ["SearchDebounceFeature.swift": solution])
      let text = try #require(mutated["SearchDebounceFeature.swift"])
      #expect(text != solution)
      variants.insert(text)
    }
    #expect(variants.count == 3)
  }

  @Test func theStarterIsWrittenInTheCourseStyleWithTheProblemHeader() throws {
    let starter = try #require(scaffold.files["Sources/SearchDebounceFeature.swift"])
    // Every exercise of the course: `@Reducer`, `@ObservableState`, the header 型 / 求める動き / ヒント.
    #expect(starter.contains("@Reducer\nstruct SearchDebounceFeature {"))
    #expect(starter.contains("  @ObservableState\n  struct State: Equatable {"))
    #expect(!starter.contains(": Reducer"))
    #expect(!starter.contains("@CasePathable"))
    let header = try #require(starter.components(separatedBy: "import Composable").first)
    for heading in ["// 練習問題: phase4/search-debounce — 検索機能", "// 型:", "// 求める動き:", "// ヒント:"] {
      #expect(header.contains(heading), "\(heading) missing from:\n\(header)")
    }
  }

  @Test func aTestWritingScaffoldHasTheFeatureTheStarterTestsAndTheReferenceTests() throws {
    let tests = ExerciseScaffold(id: ExerciseID(phase: "phase4", slug: "rating-buttons"), title: "評価ボタン", kind: .tests)
    #expect(Set(tests.files.keys) == [
      "Sources/RatingButtonsFeature.swift", "Tests/RatingButtonsFeatureTests.swift",
      "Solution/RatingButtonsFeatureTests.swift", "Mutants.md",
    ])
    let feature = try #require(tests.files["Sources/RatingButtonsFeature.swift"])
    #expect(feature.contains("state.count += 1") && !feature.contains("TODO"))
    #expect(feature.contains("@Reducer"))
    let starter = try #require(tests.files["Tests/RatingButtonsFeatureTests.swift"])
    let solution = try #require(tests.files["Solution/RatingButtonsFeatureTests.swift"])
    #expect(starter.contains("@testable import Phase4RatingButtons"))
    // The starter asserts nothing (verify needs it to fail); the solution asserts the behaviour.
    let starterScan = TestAssertionScan.scan(source: starter)
    #expect(!starterScan.tests.isEmpty && !starterScan.assertsAnything)
    #expect(TestAssertionScan.scan(source: solution).assertsAnything)
    // The mutants edit the given feature and each changes it.
    let catalog = MutantCatalog.parse(markdown: try #require(tests.files["Mutants.md"]), file: URL(fileURLWithPath: "/x/Mutants.md"))
    #expect(!catalog.hasErrors, "\(catalog.diagnostics)")
    for mutant in catalog.mutants {
      let mutated = try mutant.apply(to: ["RatingButtonsFeature.swift": feature])
      #expect(mutated["RatingButtonsFeature.swift"] != feature)
    }
  }

  @Test func malformedIdsAreRefusedWithTheRule() {
    #expect(ExerciseScaffold.problem(phase: "phase4", slug: "retry") == nil)
    #expect(ExerciseScaffold.problem(phase: "four", slug: "retry")?.contains("phase4") == true)
    #expect(ExerciseScaffold.problem(phase: "phase4", slug: "Retry")?.contains("lowercase") == true)
    #expect(ExerciseScaffold.problem(phase: "phase4", slug: "re--try") != nil)
  }
}

@Suite struct ManifestEditorTests {
  let manifest = """
    let exercises: [String] = [
      "phase1/counter",
      "phase1/settings",
      "phase4/retry",
    ]
    """

  @Test func aTestWritingExerciseGoesIntoItsOwnList() throws {
    let both = manifest + "\nlet testWritingExercises: [String] = [\n  \"phase2/vote-buttons\",\n]\n"
    let edited = try ManifestEditor.adding(ExerciseID(phase: "phase4", slug: "rating-buttons"), to: both, list: "testWritingExercises")
    #expect(edited.contains("  \"phase2/vote-buttons\",\n  \"phase4/rating-buttons\",\n]"))
    #expect(edited.contains("  \"phase4/retry\",\n]\nlet testWritingExercises"))
  }

  @Test func insertsAfterTheLastExerciseOfTheSamePhase() throws {
    let edited = try ManifestEditor.adding(ExerciseID(phase: "phase1", slug: "timer"), to: manifest)
    #expect(edited.contains("  \"phase1/settings\",\n  \"phase1/timer\",\n  \"phase4/retry\","))
  }

  @Test func aNewPhaseGoesInPhaseOrder() throws {
    let edited = try ManifestEditor.adding(ExerciseID(phase: "phase2", slug: "form"), to: manifest)
    #expect(edited.contains("  \"phase1/settings\",\n  \"phase2/form\",\n  \"phase4/retry\","))
    let last = try ManifestEditor.adding(ExerciseID(phase: "phase7", slug: "x"), to: manifest)
    #expect(last.contains("  \"phase4/retry\",\n  \"phase7/x\",\n]"))
  }

  @Test func refusesDuplicatesAndSaysWhatToAddWithoutAList() {
    #expect(throws: AuthoringError.self) { try ManifestEditor.adding(ExerciseID(phase: "phase4", slug: "retry"), to: manifest) }
    do {
      _ = try ManifestEditor.adding(ExerciseID(phase: "phase4", slug: "x"), to: "let package = Package()")
      Issue.record("no error without an exercise list")
    } catch {
      #expect("\(error)".contains("add \"phase4/x\","))
    }
  }
}

@Suite struct LessonEditorTests {
  let lesson = """
    # Phase 4

    ## 練習問題

    ### １. 検索

    <!-- exercise: search-debounce -->

    ```markdown
    ## not a heading inside a fence
    ### 9. nor this
    ```

    ### 2. ポーリング

    <!-- exercise: realtime-polling -->

    ## まとめ

    おわり
    """

  @Test func appendsTheNextNumberBeforeTheNextSection() throws {
    let id = ExerciseID(phase: "phase4", slug: "retry")
    let edited = try #require(LessonEditor.appending(id, title: "リトライ", to: lesson))
    #expect(edited.number == 3)
    #expect(edited.text.contains(
      "<!-- exercise: realtime-polling -->\n\n### 3. リトライ\n\n<!-- exercise: retry -->\n\n"))
    #expect(edited.text.contains("- TODO: ほぼ答えになる最後のヒント。\n\n## まとめ"))
    #expect(edited.text.components(separatedBy: "**ヒント**:").count == 2)
  }

  @Test func noSectionGivesNilSoTheCallerPrintsTheText() {
    #expect(LessonEditor.appending(ExerciseID(phase: "phase4", slug: "x"), title: "x", to: "# Phase 4\n\n本文") == nil)
  }
}

@Suite struct NewExerciseTests {
  /// A throwaway checkout: a copy of the real Package.swift's exercise list and one lesson.
  func checkout(lesson: String?) throws -> ProjectLayout {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-new-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
    let manifest = "let exercises: [String] = [\n  \"phase1/counter\",\n]\n"
    try Data(manifest.utf8).write(to: root.appendingPathComponent("Package.swift"))
    if let lesson { try Data(lesson.utf8).write(to: root.appendingPathComponent("Lessons/phase1-basics.md")) }
    return ProjectLayout(root: root)
  }

  @Test func scaffoldsListsAndAddsTheProblem() throws {
    let layout = try checkout(lesson: "# Phase 1\n\n## 練習問題\n\n### 1. カウンター\n\n<!-- exercise: counter -->\n")
    defer { try? FileManager.default.removeItem(at: layout.root) }
    let outcome = try NewExercise(layout: layout, phase: "phase1", slug: "timer", title: "タイマー").run()
    #expect(outcome.files.contains("Exercises/phase1/timer/Sources/TimerFeature.swift"))
    #expect(outcome.manifestUpdated)
    #expect(outcome.lesson?.path == "Lessons/phase1-basics.md")
    #expect(outcome.lesson?.number == 2)
    #expect(outcome.manualSteps.isEmpty)
    let manifest = try String(contentsOf: layout.manifest, encoding: .utf8)
    #expect(manifest.contains("\"phase1/counter\",\n  \"phase1/timer\","))
    let course = try Course.load(from: layout)
    #expect(course.problem(for: ExerciseID(phase: "phase1", slug: "timer"))?.problem.hints.count == 3)

    #expect(throws: AuthoringError.self) {
      try NewExercise(layout: layout, phase: "phase1", slug: "timer", title: "タイマー").run()
    }
  }

  @Test func withoutTheSectionItSaysExactlyWhatToAdd() throws {
    let layout = try checkout(lesson: "# Phase 1\n\n本文だけ\n")
    defer { try? FileManager.default.removeItem(at: layout.root) }
    let outcome = try NewExercise(layout: layout, phase: "phase1", slug: "timer", title: "タイマー").run()
    #expect(outcome.lesson == nil)
    let step = try #require(outcome.manualSteps.first)
    #expect(step.contains("## 練習問題"))
    #expect(step.contains("### 1. タイマー\n\n<!-- exercise: timer -->"))
    #expect(try String(contentsOf: layout.lessons.appendingPathComponent("phase1-basics.md"), encoding: .utf8)
      == "# Phase 1\n\n本文だけ\n")
  }
}

@Suite struct LessonFolderCheckTests {
  @Test func aMarkerNamingNoFolderIsAnErrorAtTheMarkersLine() throws {
    let root = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Exercises/phase4/retry"), withIntermediateDirectories: true)
    let file = root.appendingPathComponent("Lessons/phase4-effects.md")
    // The review's D6: `retyr` names no folder.
    try write(
      "# Phase 4: Effect\n\n## 練習問題\n\n### 1. リトライ\n<!-- exercise: retry -->\n\nText.\n\n"
        + "### 2. 綴り間違い\n\n<!-- exercise: retyr -->\n\nText.\n", to: file)
    let lesson = try LessonParser.parse(contentsOf: file)
    #expect(!lesson.hasErrors, "\(lesson.diagnostics.map(\.rendered))")
    let found = LessonFolderCheck.diagnostics(for: lesson, in: ProjectLayout(root: root))
    let layout = ProjectLayout(root: root)
    #expect(found.map { $0.rendered(relativeTo: layout) } == [
      "Lessons/phase4-effects.md:12: problem 2's marker names phase4/retyr, but Exercises/phase4/retyr does not "
        + "exist: fix the slug, or create the exercise with `dojo new phase4 retyr`",
    ])
  }
}
