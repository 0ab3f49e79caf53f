import Checker
import Curriculum
import Foundation

/// The files of a new exercise: a starter with a `TODO`, its reference solution, a hidden test
/// suite on `TestStore`, and three mutants — all of which compile, with the starter failing and
/// every mutant caught by the tests, so `dojo verify` passes on a fresh scaffold.
public struct ExerciseScaffold: Equatable, Sendable {
  /// The new exercise.
  public var id: ExerciseID
  /// The practice problem's title (`リトライ`).
  public var title: String

  /// A scaffold for `id` titled `title`.
  public init(id: ExerciseID, title: String) {
    self.id = id
    self.title = title
  }

  /// Why an id cannot be scaffolded: `phaseN` and a lowercase-with-dashes slug are required.
  public static func problem(phase: String, slug: String) -> String? {
    let digits = phase.dropFirst("phase".count)
    guard phase.hasPrefix("phase"), !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber)
    else { return "The phase must look like phase4, got “\(phase)”." }
    guard let first = slug.first, first.isASCII, first.isLetter || first.isNumber,
      slug.allSatisfy({ ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }),
      !slug.hasSuffix("-"), !slug.contains("--")
    else { return "The slug must be lowercase letters, digits and single dashes (search-debounce), got “\(slug)”." }
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
    [
      "Sources/\(featureName).swift": feature(solved: false),
      "Solution/\(featureName).swift": feature(solved: true),
      "HiddenTests/\(featureName)Tests.swift": hiddenTests,
      "Mutants.md": mutants,
    ]
  }

  /// The line the starter leaves undone and the solution fills in.
  static let solvedLine = "state.count += 1"

  func feature(solved: Bool) -> String {
    let body = solved
      ? "        \(Self.solvedLine)"
      : "        // TODO: count を 1 増やしてください。"
    return """
      // 練習問題: \(title)（\(id)）\(solved ? "— 模範解答" : "")
      import Composable

      /// \(title)
      struct \(featureName): Reducer {
        /// 画面の状態。
        struct State: Equatable {
          /// 押された回数。
          var count = 0
        }

        /// ユーザーの操作。
        @CasePathable
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

  /// Three mutants, the least `dojo verify` accepts; each must fail the scaffold's hidden tests.
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
      + mutant("double-increment", "Adds two instead of one: the count runs ahead of the taps.", "state.count += 2")
      + "\n"
      + mutant("decrement", "Subtracts instead of adding: the count goes the wrong way.", "state.count -= 1")
      + "\n"
      + mutant("assign-one", "Sets the count to one instead of adding one: a second tap changes nothing.", "state.count = 1")
  }

  /// Writes the files under `layout`'s exercise folder; refuses to touch an existing one.
  public func write(in layout: ProjectLayout) throws {
    let folder = layout.exerciseDirectory(id)
    guard !FileManager.default.fileExists(atPath: folder.path) else {
      throw AuthoringError("\(layout.relativePath(of: folder)) already exists; pick another slug or edit it by hand.")
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
