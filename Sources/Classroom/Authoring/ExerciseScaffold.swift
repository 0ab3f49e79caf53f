import Checker
import Curriculum
import Foundation
import Localization

/// The files of a new exercise, written in the course's style (`@Reducer`, `@ObservableState`, a
/// starter that opens with the problem under 型 / 求める動き / ヒント) — all of which compile, with
/// the starter failing and every mutant caught, so `dojo verify` passes on a fresh scaffold.
///
/// An ordinary exercise (``Kind/feature``) gets a starter with a `TODO`, its reference solution,
/// a hidden test suite on `TestStore` and three mutants of the solution. A test-writing exercise
/// (``Kind/tests``) gets the finished feature in `Sources/` (sealed, what the learner tests), a
/// starter test in `Tests/` that asserts nothing yet, reference tests in `Solution/`, and three
/// mutants of the feature.
public struct ExerciseScaffold: Equatable, Sendable {
  /// The two kinds of exercise `dojo new` scaffolds.
  public enum Kind: String, CaseIterable, Equatable, Sendable {
    /// The learner writes the feature; hidden tests judge it.
    case feature
    /// The learner writes the tests of a given feature; mutants of the feature judge them.
    case tests
  }

  /// The new exercise.
  public var id: ExerciseID
  /// The practice problem's title (`リトライ`).
  public var title: String
  /// Which kind of exercise.
  public var kind: Kind

  /// A scaffold for `id` titled `title`.
  public init(id: ExerciseID, title: String, kind: Kind = .feature) {
    self.id = id
    self.title = title
    self.kind = kind
  }

  /// Why an id cannot be scaffolded: `phaseN` and a lowercase-with-dashes slug are required.
  public static func problem(phase: String, slug: String) -> String? {
    let digits = phase.dropFirst("phase".count)
    guard phase.hasPrefix("phase"), !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber)
    else { return Messages.current(.newBadPhase, ["phase": phase]) }
    guard let first = slug.first, first.isASCII, first.isLetter || first.isNumber,
      slug.allSatisfy({ ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }),
      !slug.hasSuffix("-"), !slug.contains("--")
    else { return Messages.current(.newBadSlug, ["slug": slug]) }
    return nil
  }

  /// `search-debounce` → `SearchDebounceFeature` (`tab-feature` → `TabFeature`): the reducer's
  /// type name.
  public var featureName: String {
    let name = id.slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return name.hasSuffix("Feature") ? name : name + "Feature"
  }

  /// Files by path relative to the exercise folder.
  public var files: [String: String] {
    switch kind {
    case .feature:
      return [
        "Sources/\(featureName).swift": feature(solved: false),
        "Solution/\(featureName).swift": feature(solved: true),
        "HiddenTests/\(featureName)Tests.swift": hiddenTests,
        "Mutants.md": mutants,
      ]
    case .tests:
      return [
        "Sources/\(featureName).swift": givenFeature,
        "Tests/\(featureName)Tests.swift": learnerTests(solved: false),
        "Solution/\(featureName)Tests.swift": learnerTests(solved: true),
        "Mutants.md": mutants,
      ]
    }
  }

  /// The header every starter opens with: the problem in words, under 型 / 求める動き / ヒント.
  var header: String {
    """
    // 練習問題: \(id) — \(title)
    //
    // TODO（講師）: 問題文を 1〜2 文で書きます。
    //
    // 型:
    //   - State: `count`（Int、はじめは 0）
    //   - Action: `.buttonTapped` … ボタンが押された
    //
    // 求める動き:
    //   1. `.buttonTapped`: `count` を 1 増やす（副作用はないので `.none` を返す）。
    //
    // ヒント: TODO（講師）: 最初の一歩を 1 行で。
    """
  }

  /// The line the starter leaves undone and the solution fills in.
  static let solvedLine = "state.count += 1"

  func feature(solved: Bool) -> String {
    let body = solved
      ? "        \(Self.solvedLine)"
      : "        // TODO: count を 1 増やしてください。"
    return """
      \(solved ? "// 参考解答: \(id) — \(title)" : header)
      import Composable

      /// \(title)
      @Reducer
      struct \(featureName) {
        /// 画面の状態。
        @ObservableState
        struct State: Equatable {
          /// 押された回数。
          var count = 0
        }

        /// ユーザーの操作。
        enum Action: Equatable {
          /// ボタンが押された。
          case buttonTapped
        }

        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .buttonTapped:
      \(body)
              return .none
            }
          }
        }
      }

      """
  }

  var hiddenTests: String {
    """
    import Composable
    import Testing

    @testable import \(id.moduleName)

    /// Hidden tests for \(id): replace them with tests that pin down the problem's behaviour
    /// (TestStore + TestClock, never real sleeps), then `dojo verify \(id)` and `dojo seal \(id)`.
    @MainActor
    @Suite("\(title.replacingOccurrences(of: "\"", with: "\\\""))")
    struct \(featureName)Tests {
      @Test("ボタンを押すたびに count が 1 ずつ増える")
      func buttonIncrementsCount() async {
        let store = TestStore(initialState: \(featureName).State()) { \(featureName)() }
        await store.send(.buttonTapped) { $0.count = 1 }
        await store.send(.buttonTapped) { $0.count = 2 }
      }
    }

    """
  }

  /// A test-writing exercise's given feature: the solved feature, sealed, with a header that says
  /// what it does (the learner reads it to know what to test).
  var givenFeature: String {
    feature(solved: true).replacingOccurrences(
      of: "// 参考解答: \(id) — \(title)",
      with: """
        // 練習問題: \(id) — \(title)（テストを書く問題。この機能は完成品で、変更しません）
        //
        // 求める動き: `.buttonTapped` のたびに `count` が 1 増える。
        // テストは Tests/\(featureName)Tests.swift に書きます。
        """)
  }

  /// The learner's test file: the starter asserts nothing (so `dojo verify` sees it fail and
  /// `dojo check` says so), the solution pins the behaviour every mutant breaks.
  func learnerTests(solved: Bool) -> String {
    let body = solved
      ? """
            await store.send(.buttonTapped) { $0.count = 1 }
            await store.send(.buttonTapped) { $0.count = 2 }
        """
      : """
            // TODO: ボタンを押し（`await store.send(.buttonTapped) { … }`）、State の変化を書きます。
            _ = store
        """
    return """
      \(solved ? "// 参考解答" : "// 練習問題"): \(id) — \(title)
      //
      // \(featureName)（Sources/\(featureName).swift）のテストを書きます。確かめ方: dojo check \(id)
      //
      // 求める動き（テストで確かめること）:
      //   1. `.buttonTapped` のたびに `count` が 1 ずつ増える（2 回押すと 2）。
      //
      // ヒント: TestStore の `send` のクロージャで、変わる State だけを書きます。
      import Composable
      import Testing

      @testable import \(id.moduleName)

      @MainActor
      struct \(featureName)Tests {
        @Test func buttonIncrementsCount() async {
          let store = TestStore(initialState: \(featureName).State()) { \(featureName)() }
      \(body)
        }
      }

      """
  }

  /// Three mutants, the least `dojo verify` accepts; each must fail the scaffold's hidden tests
  /// (or, for a test-writing exercise, the reference tests).
  var mutants: String {
    func mutant(_ name: String, _ description: String, _ replacement: String) -> String {
      """
      ## \(name)
      \(description)

      ```swift replace in \(featureName).swift
      \(Self.solvedLine)
      ```

      ```swift with
      \(replacement)
      ```

      """
    }
    return "# Mutants: \(id)\n\n"
      + mutant("double-increment", "1 ではなく 2 増やします。押した回数より count が先に進みます。", "state.count += 2")
      + "\n"
      + mutant("decrement", "増やすかわりに 1 減らします。count が逆向きに動きます。", "state.count -= 1")
      + "\n"
      + mutant("assign-one", "1 を足すのではなく 1 にします。2 回目に押しても変わりません。", "state.count = 1")
  }

  /// Writes the files under `layout`'s exercise folder; refuses to touch an existing one.
  public func write(in layout: ProjectLayout) throws {
    let folder = layout.exerciseDirectory(id)
    guard !FileManager.default.fileExists(atPath: folder.path) else {
      throw AuthoringError(Messages.current(.newFolderExists, ["folder": layout.relativePath(of: folder)]))
    }
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .withoutOverwriting)
    }
  }
}

/// An authoring step that could not be done, said so the instructor knows what to do instead.
public struct AuthoringError: Error, Equatable, CustomStringConvertible {
  /// The explanation.
  public var description: String
  /// Makes an error.
  public init(_ description: String) { self.description = description }
}
