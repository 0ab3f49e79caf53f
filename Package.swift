// swift-tools-version: 6.1
// 6.1 is the first tools version that can select a dependency's traits; swift-dependencies' default
// traits pass `-D` flags in a random order, which would recompile it on every `swift test`.

import CompilerPluginSupport
import Foundation
import PackageDescription

// MARK: - Exercises

/// Every practice problem's exercise, as `phaseN/slug`, in lesson order.
///
/// Each id becomes a library target `PhaseNSlug` built from `Exercises/<id>/Sources` (the starter
/// the learner edits). Its hidden tests (`Exercises/<id>/HiddenTests`) join the package only when
/// the checker asks for them through `DOJO_HIDDEN_TESTS`, so they stay out of the learner's build.
/// `dojo new` appends to this list.
let exercises: [String] = [
  "phase1/counter",
  "phase1/settings",
  "phase2/signup-form",
  "phase2/shopping-cart",
  "phase3/tab-app",
  "phase3/nested-todos",
  "phase3/profile-editor",
  "phase3/checkpoint-bookshelf",
  "phase4/search-debounce",
  "phase4/realtime-polling",
  "phase4/retry",
  "phase4/dashboard",
  "phase4/log-analyzer",
  "phase5/refresh-with-await",
  "phase5/timer",
  "phase6/auth-flow",
  "phase6/upload-queue",
  "phase6/page-loader",
  "phase6/payment-button",
  "phase6/checkpoint-phone-verification",
  "phase7/account-form",
  "phase7/settings-autosave",
  "phase7/address-lookup",
  "phase8/delete-confirmation",
  "phase8/add-item-sheet",
  "phase8/note-destination",
  "phase9/recipe-stack",
  "phase9/order-tracking",
  "phase9/checkpoint-word-cards",
  "phase10/journal",
  "phase10/reminders",
  "phase10/shared-cart",
  "phase10/reader-settings",
  "phase11/routine-form",
  "phase11/routine-list",
  "phase11/routine-detail",
  "phase11/practice-timer",
  "phase3/todo-list",
  "phase8/note-title-check",
  "phase11/practice-session",
  "phase7/login-view-action",
  "phase3/recursive-todos",
]

/// The practice problems where the learner writes the tests, as `phaseN/slug`, in lesson order.
///
/// `Exercises/<id>/Sources` is the given feature (library target `PhaseNSlug`, sealed);
/// `Exercises/<id>/Tests` is the learner's test target `PhaseNSlugTests`, always in the package so
/// the editor and `swift test --filter PhaseNSlugTests` work. `dojo check` runs it against the
/// feature and against each mutant of `Mutants.md` (`DOJO_MUTANT_TESTS`).
let testWritingExercises: [String] = [
  "phase2/vote-buttons",
  "phase5/autosave",
  "phase7/newsletter-form",
  "phase8/contact-editor",
  "phase9/reading-list",
  "phase10/point-card",
  "phase11/speaking-timer",
]

// MARK: - What the checker switches (environment variables read by this manifest)

let environment = Context.environment

/// `DOJO_HIDDEN_TESTS=phase4/retry,phase4/search-debounce` adds those exercises' hidden test
/// targets, and leaves the project's own test targets out so the test bundle stays small.
let hiddenTestIDs: Set<String> = Set(
  (environment["DOJO_HIDDEN_TESTS"] ?? "").split(separator: ",").map(String.init)
)

/// `DOJO_EXERCISE_SOURCES=phase4/retry=.dojo/variants/phase4/retry/solution;…` builds an exercise's
/// module from another folder (reference solution, mutant, graded submission) instead of the starter.
let exerciseSourceOverrides = pathOverrides("DOJO_EXERCISE_SOURCES")

/// `DOJO_HIDDEN_TEST_SOURCES=phase4/retry=.dojo/grade/hidden/phase4/retry;…` takes hidden tests
/// from another folder (an instructor's private copy) instead of `Exercises/<id>/HiddenTests`.
let hiddenTestSourceOverrides = pathOverrides("DOJO_HIDDEN_TEST_SOURCES")

/// `DOJO_MUTANT_TESTS=phase2/vote-buttons=.dojo/variants/…/1,.dojo/variants/…/2;…`: a test-writing
/// exercise's variants — the given feature and each of its mutants, in an order only the checker
/// knows —, each a folder with the feature's code (`Sources/`) and a copy of the tests
/// (`Tests/`). The k-th becomes module `<Module>VariantK` and test target `<Module>VariantKTests`,
/// whose `import <Module>` is aliased to it: every variant in one build, none named after what it is.
let mutantTestFolders = pathOverrides("DOJO_MUTANT_TESTS").mapValues {
  $0.split(separator: ",").map(String.init)
}

/// `DOJO_LEARNER_TESTS=phase4/retry,phase1/counter` adds those feature exercises' own test targets
/// `<Module>LearnerTests` (`Exercises/<id>/Tests`: tests the learner writes, run by `dojo check`
/// after the hidden verdict and never graded). The checker builds them in a build of their own,
/// without any hidden tests: a learner's conformance (`extension State: CustomDumpReflectable`) is
/// process-wide and must never reach the process that runs the hidden tests.
let learnerTestIDs: Set<String> = Set(
  (environment["DOJO_LEARNER_TESTS"] ?? "").split(separator: ",").map(String.init)
)

/// `DOJO_TEST_TARGETS=CurriculumTests,CheckerTests` keeps only those of the project's own test
/// targets: a contributor's shortcut on a small machine. Unset means all of them.
let selectedProjectTests: Set<String>? = environment["DOJO_TEST_TARGETS"].map {
  Set($0.split(separator: ",").map(String.init))
}

func pathOverrides(_ variable: String) -> [String: String] {
  var overrides: [String: String] = [:]
  for entry in (environment[variable] ?? "").split(separator: ";") {
    let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
    if parts.count == 2 { overrides[parts[0]] = parts[1] }
  }
  return overrides
}

/// Whether `path` (relative to the package) is a folder. An exercise whose folder a learner
/// deleted is left out of the package, so SwiftPM's "invalid custom path" does not stop every
/// other exercise's build; its own check says the folder is missing and how to restore it.
func folderExists(_ path: String) -> Bool {
  var isDirectory: ObjCBool = false
  let absolute = path.hasPrefix("/") ? path : Context.packageDirectory + "/" + path
  return FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) && isDirectory.boolValue
}

/// Whether `path` (relative to the package) is a folder holding at least one `.swift` file at any
/// depth: an empty target would stop every build with SwiftPM's "no sources" error.
func holdsSwiftFiles(_ path: String) -> Bool {
  guard folderExists(path) else { return false }
  let absolute = Context.packageDirectory + "/" + path
  let files = FileManager.default.enumerator(atPath: absolute)
  while let file = files?.nextObject() as? String {
    // Hidden names (`.Draft.swift`) are not sources to SwiftPM, as not to the checker.
    if file.hasSuffix(".swift"), !file.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { return true }
  }
  return false
}

/// `phase4/search-debounce` → `Phase4SearchDebounce`. Checker's `ExerciseID.moduleName` follows
/// the same rule.
func moduleName(_ id: String) -> String {
  id.split(whereSeparator: { $0 == "/" || $0 == "-" || $0 == "_" })
    .map { $0.prefix(1).uppercased() + $0.dropFirst() }
    .joined()
}

// MARK: - Shared settings

/// Linking this is what makes `reportIssue` (and so every TestStore failure) reach Swift Testing on
/// Linux. Every test target below gets it through `testTarget(_:)`; none can forget it.
let issueReportingTestSupport: Target.Dependency = .product(
  name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"
)

func testTarget(
  _ name: String,
  dependencies: [Target.Dependency],
  path: String? = nil,
  exclude: [String] = [],
  resources: [Resource]? = nil,
  swiftSettings: [SwiftSetting]? = nil
) -> Target {
  .testTarget(
    name: name,
    dependencies: dependencies + [issueReportingTestSupport],
    path: path,
    exclude: exclude,
    resources: resources,
    swiftSettings: swiftSettings
  )
}

// MARK: - Package

let package = Package(
  name: "ComposableDojo",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Composable", targets: ["Composable"]),
    .executable(name: "dojo", targets: ["dojo"]),
  ],
  traits: [
    // As TCA 1.25's trait: turns its "trait deprecations" (`Effect.concatenate`, `Effect.map`,
    // the reducer-builder `onChange`) into warnings. Off by default, as in TCA.
    .trait(
      name: "ComposableArchitecture2Deprecations",
      description: "Warn on the APIs TCA 1.25 deprecates in preparation for TCA 2.0."
    ),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    // Exactly one trait: SwiftPM passes several traits' `-D` flags in a random order, which
    // recompiles Dependencies whenever `swift build` and `swift test` alternate. "Foundation" gives
    // `\.uuid`, `\.date`, `\.calendar`, `\.locale`, `\.timeZone`; Composable declares the
    // `\.continuousClock`/`\.suspendingClock` the "Clocks" trait would add (ClockDependencies.swift).
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Foundation"]
    ),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    // Composable's macros (`@Reducer`, `@ObservableState`, `@Presents`); CasePaths' macros already
    // build this version, so it adds no second copy.
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    // Tests the macros' expansions and diagnostics as Point-Free tests theirs.
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
    // `swift package generate-documentation --target Composable`: Composable's DocC catalog
    // (Sources/Composable/Documentation.docc), built by Scripts/test. A command plugin: it is
    // compiled only when that command runs, never by `swift build` or `dojo`.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // The TCA-style runtime that exercises and lesson samples import.
    .target(
      name: "Composable",
      dependencies: [
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        "ComposableMacros",
      ]
    ),
    // The compiler plugin behind `@Reducer`, `@ObservableState`, `@Presents` and their helpers.
    .macro(
      name: "ComposableMacros",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    // libcmark, from the system (Debian `libcmark-dev`, Homebrew `cmark`).
    .systemLibrary(
      name: "CCmark",
      pkgConfig: "libcmark",
      providers: [.apt(["libcmark-dev", "pkg-config"]), .brew(["cmark", "pkg-config"])]
    ),
    // Lessons, practice problems and the course map; the only module that touches cmark.
    .target(name: "Curriculum", dependencies: ["CCmark"]),
    // What dojo says to a learner, in Japanese and English: one message catalogue per language.
    .target(name: "Localization"),
    // From an exercise id to a verdict: workspace, build, test run, progress (the learner's loop).
    // It reads the learner's declarations with swift-syntax (already built for the macros) to keep
    // the hidden tests' names meaning Composable's and Swift Testing's own (JudgeNameGuard).
    .target(
      name: "Checker",
      dependencies: [
        "Curriculum", "Localization",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    // `dojo watch` (learner): file watching, the check coalescer and the live screen.
    .target(name: "Watching", dependencies: ["Curriculum", "Checker", "Localization", "Presentation"]),
    // The instructor's tools on top of verdicts: verify, grade, authoring, mutation.
    .target(
      name: "Classroom",
      dependencies: [
        "Curriculum", "Checker", "Localization",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    // `dojo report` (instructor): the class dashboard read from `dojo grade`'s results files.
    .target(name: "ClassReport"),
    // Terminal rendering: lessons, check reports, colours.
    .target(name: "Presentation", dependencies: ["Curriculum", "Checker", "Localization"]),
    // The command-line runner: one small file per command, wiring only.
    .executableTarget(
      name: "dojo",
      dependencies: [
        "Curriculum", "Checker", "Watching", "Classroom", "ClassReport", "Presentation",
        "Localization",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Benchmarks print figures; README quotes them.
    .executableTarget(
      name: "ComposableBenchmark",
      dependencies: ["Composable"],
      path: "Benchmarks/ComposableBenchmark"
    ),
    .executableTarget(
      name: "CurriculumBenchmark",
      dependencies: ["Curriculum"],
      path: "Benchmarks/CurriculumBenchmark"
    ),
  ]
)

// MARK: - Exercise targets

for id in exercises {
  let module = moduleName(id)
  guard folderExists(exerciseSourceOverrides[id] ?? "Exercises/\(id)/Sources") else { continue }
  package.targets.append(
    .target(
      name: module,
      dependencies: ["Composable"],
      path: exerciseSourceOverrides[id] ?? "Exercises/\(id)/Sources"
    )
  )
  if hiddenTestIDs.contains(id) {
    package.targets.append(
      testTarget(
        "\(module)HiddenTests",
        dependencies: [.target(name: module), "Composable"],
        path: hiddenTestSourceOverrides[id] ?? "Exercises/\(id)/HiddenTests"
      )
    )
  }
  // The learner's own tests: in the checker's second build (never beside hidden tests), and in
  // the learner's plain build, so the editor and `swift test --filter <Module>LearnerTests` work.
  let learnsWithOwnTests = learnerTestIDs.contains(id) || (learnerTestIDs.isEmpty && hiddenTestIDs.isEmpty)
  if learnsWithOwnTests, holdsSwiftFiles("Exercises/\(id)/Tests") {
    package.targets.append(
      testTarget(
        "\(module)LearnerTests",
        dependencies: [.target(name: module), "Composable"],
        path: "Exercises/\(id)/Tests"
      )
    )
  }
}

// Test-writing exercises: the feature, the learner's tests and, in a check, one copy per mutant.
for id in testWritingExercises {
  let module = moduleName(id)
  guard folderExists(hiddenTestSourceOverrides[id] ?? "Exercises/\(id)/Sources") else { continue }
  package.targets.append(
    .target(
      name: module,
      dependencies: ["Composable"],
      path: hiddenTestSourceOverrides[id] ?? "Exercises/\(id)/Sources"
    )
  )
  // A check builds only the exercises it checks: one learner's broken test file must not block
  // another exercise's verdict.
  guard (hiddenTestIDs.isEmpty && learnerTestIDs.isEmpty) || hiddenTestIDs.contains(id) else { continue }
  package.targets.append(
    testTarget(
      "\(module)Tests",
      dependencies: [.target(name: module), "Composable"],
      path: exerciseSourceOverrides[id] ?? "Exercises/\(id)/Tests"
    )
  )
  for (index, folder) in (mutantTestFolders[id] ?? []).enumerated() {
    let mutant = "\(module)Variant\(index + 1)"
    package.targets.append(
      .target(name: mutant, dependencies: ["Composable"], path: "\(folder)/Sources")
    )
    package.targets.append(
      testTarget(
        "\(mutant)Tests",
        dependencies: [.target(name: mutant), "Composable"],
        path: "\(folder)/Tests",
        swiftSettings: [.unsafeFlags(["-module-alias", "\(module)=\(mutant)"])]
      )
    )
  }
}

// MARK: - The project's own tests

let projectTests: [Target] = [
  testTarget("ComposableTests", dependencies: ["Composable"]),
  // Expansions and diagnostics of Composable's macros (swift-macro-testing).
  testTarget(
    "ComposableMacrosTests",
    dependencies: [
      "ComposableMacros",
      .product(name: "MacroTesting", package: "swift-macro-testing"),
    ]
  ),
  testTarget("CurriculumTests", dependencies: ["Curriculum"], resources: [.copy("Fixtures")]),
  testTarget("CheckerTests", dependencies: ["Checker", "Curriculum", "Localization", "DojoTestSupport"]),
  testTarget("WatchingTests", dependencies: ["Watching", "Checker", "Curriculum", "Localization", "Presentation"]),
  testTarget(
    "ClassroomTests", dependencies: ["Classroom", "Checker", "Curriculum", "Localization", "DojoTestSupport"]),
  // Its fixtures are results files written by Classroom's writers, as `dojo grade` writes them.
  testTarget(
    "ClassReportTests", dependencies: ["ClassReport", "Classroom", "Checker", "Curriculum", "DojoTestSupport"]),
  testTarget(
    "PresentationTests", dependencies: ["Presentation", "Curriculum", "Checker", "Localization", "DojoTestSupport"],
    exclude: ["Golden"]  // golden files, read through #filePath
  ),
  testTarget(
    "DojoTests", dependencies: ["Curriculum", "Checker", "Classroom", "Localization", "DojoTestSupport"]),
  // Type-checks every ```swift block of Lessons/ against the built Composable module.
  testTarget("LessonSampleTests", dependencies: ["Curriculum", "Composable"]),
  // Where the project runs beyond this machine: the CI workflows pass actionlint, and
  // Scripts/check-against-tca writes the package it would build against the real TCA.
  testTarget("PlatformTests", dependencies: ["Classroom", "Curriculum", "Checker", "DojoTestSupport"]),
]

/// What several of the project's test targets share: scratch folders, the test output folder,
/// headless Chromium. A library, not a test target, so test targets can import it.
let testSupport: Target = .target(
  name: "DojoTestSupport", dependencies: ["Checker", "Curriculum"], path: "Tests/DojoTestSupport"
)

if hiddenTestIDs.isEmpty && learnerTestIDs.isEmpty {
  package.targets.append(testSupport)
  package.targets.append(
    contentsOf: projectTests.filter { selectedProjectTests?.contains($0.name) ?? true }
  )
}
