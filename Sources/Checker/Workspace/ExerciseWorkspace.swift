import Curriculum
import Foundation
import Localization

/// Where one check finds each exercise's code and hidden tests, and how SwiftPM is told about
/// them (`DOJO_HIDDEN_TESTS`, `DOJO_EXERCISE_SOURCES`).
public struct ExerciseWorkspace: Sendable {
  /// The checkout.
  public let layout: ProjectLayout
  /// Which code builds each exercise's module.
  public let sources: ExerciseSources
  /// Hidden test folders to use instead of `Exercises/<id>/HiddenTests` (inside the package
  /// root; an instructor's private copy). They are still compared with the sealed checksums
  /// unless the checker is told not to.
  public let hiddenTestOverrides: [ExerciseID: URL]
  /// The variant folders of the test-writing exercises in this check (``TestWritingVariants``),
  /// by number: the k-th builds as `<Module>VariantK` with its own copy of the tests.
  public var mutantFolders: [ExerciseID: [URL]] = [:]

  /// A workspace for `layout` that builds `sources`.
  public init(
    layout: ProjectLayout, sources: ExerciseSources, hiddenTestOverrides: [ExerciseID: URL] = [:]
  ) {
    self.layout = layout
    self.sources = sources
    self.hiddenTestOverrides = hiddenTestOverrides.mapValues(\.standardizedFileURL)
  }

  /// The folder `id`'s hidden tests are built from in this check.
  public func hiddenTestFolder(_ id: ExerciseID) -> URL {
    hiddenTestOverrides[id] ?? layout.hiddenTests(id)
  }

  /// The folder whose files become `id`'s module in this check.
  public func sourceFolder(_ id: ExerciseID) -> URL {
    switch sources {
    case .learner: return layout.starterSources(id)
    case .solution: return layout.solutionSources(id)
    case .custom(let folders): return folders[id]?.standardizedFileURL ?? layout.starterSources(id)
    }
  }

  /// Whether `id`'s module is built from somewhere other than `Exercises/<id>/Sources`.
  public func isOverridden(_ id: ExerciseID) -> Bool {
    sourceFolder(id).path != layout.starterSources(id).standardizedFileURL.path
  }

  /// The Swift files that make up `id`'s module in this check (the learner's files by default).
  public func sourceFiles(_ id: ExerciseID) -> [URL] {
    SourceFileList.swiftFiles(in: sourceFolder(id), within: layout.root)
  }

  /// The hidden test files of `id`.
  public func hiddenTestFiles(_ id: ExerciseID) -> [URL] {
    SourceFileList.swiftFiles(in: hiddenTestFolder(id), within: layout.root)
  }

  /// Why `id` cannot be checked here (missing folder, a custom folder outside the package root),
  /// or `nil` when it can.
  public func problem(with id: ExerciseID) -> CheckError? {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    let exerciseFolder = layout.exerciseDirectory(id)
    guard fileManager.fileExists(atPath: exerciseFolder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      return CheckError(
        kind: .compile,
        localized: LocalizedText([
          .message(.workspaceFolderMissing, ["folder": layout.relativePath(of: exerciseFolder)])
        ]),
        file: layout.relativePath(of: exerciseFolder))
    }
    let folder = sourceFolder(id)
    let rootPath = layout.root.path.hasSuffix("/") ? layout.root.path : layout.root.path + "/"
    for candidate in [folder, hiddenTestFolder(id)] where !candidate.path.hasPrefix(rootPath) {
      return CheckError(
        kind: .compile,
        localized: LocalizedText([.message(.workspaceOutsideRoot, ["folder": candidate.path, "root": layout.root.path])]))
    }
    // SwiftPM would compile what a link points to; a link out of the checkout is refused, by
    // name, before anything is built or looked up (SymlinkPolicy).
    for candidate in [folder, hiddenTestFolder(id)] {
      let scan = SourceFileList.scan(candidate, within: layout.root)
      if let refused = scan.refusedLinks.first {
        let shown = layout.relativePath(of: refused.link)
        return CheckError(kind: .compile, localized: refused.localizedMessage(shownPath: shown), file: shown)
      }
      // A named pipe (left by a sync tool or an editor) would hang the compiler; refused at once.
      if let special = scan.specialFiles.first {
        let shown = layout.relativePath(of: special)
        return CheckError(
          kind: .compile,
          localized: LocalizedText([.message(.workspaceSpecialFile, ["file": shown])]), file: shown)
      }
    }
    guard fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      isDirectory.boolValue, !sourceFiles(id).isEmpty
    else {
      let relative = layout.relativePath(of: folder)
      let isStarter = folder.path == layout.starterSources(id).path
      return CheckError(
        kind: .compile,
        localized: LocalizedText([
          .message(isStarter ? .workspaceNoSwiftFilesRestore : .workspaceNoSwiftFiles, ["folder": relative, "id": id.rawValue])
        ]),
        file: relative)
    }
    return nil
  }

  /// `DOJO_HIDDEN_TESTS`, `DOJO_EXERCISE_SOURCES`, `DOJO_HIDDEN_TEST_SOURCES` and
  /// `DOJO_MUTANT_TESTS` for a build of `ids`' hidden tests.
  ///
  /// For a test-writing exercise the same variables mean the same roles: `DOJO_EXERCISE_SOURCES`
  /// points its learner's part (the tests) elsewhere, `DOJO_HIDDEN_TEST_SOURCES` its sealed part
  /// (the feature), and `DOJO_MUTANT_TESTS` adds one module and test target per mutant.
  public func environment(for ids: [ExerciseID]) -> [String: String] {
    var environment = ["DOJO_HIDDEN_TESTS": ids.map(\.rawValue).joined(separator: ",")]
    let overrides = ids.filter(isOverridden).map { "\($0)=\(layout.relativePath(of: sourceFolder($0)))" }
    if !overrides.isEmpty { environment["DOJO_EXERCISE_SOURCES"] = overrides.joined(separator: ";") }
    let hidden = ids.filter { hiddenTestOverrides[$0] != nil }
      .map { "\($0)=\(layout.relativePath(of: hiddenTestFolder($0)))" }
    if !hidden.isEmpty { environment["DOJO_HIDDEN_TEST_SOURCES"] = hidden.joined(separator: ";") }
    let mutants = ids.compactMap { id in
      mutantFolders[id].flatMap { folders in
        folders.isEmpty ? nil : "\(id)=" + folders.map { layout.relativePath(of: $0) }.joined(separator: ",")
      }
    }
    if !mutants.isEmpty { environment["DOJO_MUTANT_TESTS"] = mutants.joined(separator: ";") }
    return environment
  }
}
