import Checker
import Curriculum
import Foundation
import Localization

/// The static half of `dojo verify`: everything that can be judged without building.
///
/// Every lesson problem maps to exactly one exercise folder and every folder to exactly one
/// problem; every exercise is declared in Package.swift's `exercises` list; every problem has
/// hints; every starter contains `TODO`; `Mutants.md` parses cleanly, has at least
/// ``minimumMutants`` mutants, and each of their replacements applies exactly once to the
/// solution (the mutants are written to `.dojo/variants/…` on the way, ready to build).
public struct VerifyLint: Sendable {
  /// The fewest mutants an exercise may have.
  public static let minimumMutants = 3

  /// The checkout.
  public let layout: ProjectLayout

  /// A lint of `layout`.
  public init(layout: ProjectLayout) { self.layout = layout }

  /// What the lint found.
  public struct Result: Sendable {
    /// Every exercise anyone mentions (lessons, folders, manifest), lessons' order first.
    public var exercises: [ExerciseID]
    /// Titles from the lessons (the id for exercises no lesson names).
    public var titles: [ExerciseID: String]
    /// Problems per exercise.
    public var problems: [ExerciseID: [VerifyProblem]]
    /// Problems that belong to no exercise (a lesson problem without a marker, a broken lesson),
    /// with the phase of the lesson they are in when known.
    public var courseProblems: [(phase: String?, problem: VerifyProblem)]
    /// Mutants written out and ready to build, per exercise, in `Mutants.md` order.
    public var variants: [ExerciseID: [MutantVariant]]
    /// Exercises whose folder has starter, solution and hidden tests, so they can be built.
    public var buildable: Set<ExerciseID>
    /// New exercises: nothing of theirs is in `Exercises/checksums.sha256` yet (`dojo new` made
    /// them and `dojo seal` has not run). Verify runs them and notes it; `dojo check` would not.
    public var unsealed: Set<ExerciseID> = []
  }

  /// Loads the course from the checkout and lints it; a course that cannot be loaded is itself
  /// reported as a problem of the lint.
  public func runOnCheckout() -> Result {
    do {
      return run(course: try Course.load(from: layout))
    } catch {
      return run(course: nil, courseError: "\(error)")
    }
  }

  /// Runs every static check. `course` is `nil` when the lessons could not be loaded at all
  /// (`courseError` says why).
  public func run(course: Course?, courseError: String? = nil) -> Result {
    var problems: [ExerciseID: [VerifyProblem]] = [:]
    var courseProblems: [(phase: String?, problem: VerifyProblem)] = []
    var titles: [ExerciseID: String] = [:]
    var order: [ExerciseID] = []
    func add(_ id: ExerciseID) { if !order.contains(id) { order.append(id) } }
    func problem(_ id: ExerciseID, _ message: String, file: String? = nil, line: Int? = nil) {
      problems[id, default: []].append(VerifyProblem(message, file: file, line: line))
    }

    // Lessons ↔ exercises.
    if let courseError {
      courseProblems.append((nil, VerifyProblem(courseError, file: "Lessons")))
    }
    var namedBy: [ExerciseID: [CourseProblem]] = [:]
    if let course {
      for entry in course.problems {
        let file = layout.relativePath(of: entry.lesson.file.absoluteURL)
        guard let id = entry.problem.exercise else {
          courseProblems.append(
            (
              entry.lesson.slug,
              VerifyProblem(
                Messages.current(.lintProblemNoExercise, ["number": entry.problem.number, "title": entry.problem.title]),
                file: file, line: entry.problem.line)
            ))
          continue
        }
        add(id)
        namedBy[id, default: []].append(entry)
        if titles[id] == nil { titles[id] = entry.problem.title }
        if entry.problem.hints.isEmpty {
          problem(
            id,
            Messages.current(.lintProblemNoHints, ["number": entry.problem.number, "title": entry.problem.title]),
            file: file, line: entry.problem.line)
        }
      }
      for diagnostic in course.diagnostics where diagnostic.severity == .error {
        // "names exercise X but the folder does not exist" is reported below, per exercise, and
        // an unmapped problem above, in verify's words: one report per place.
        if diagnostic.message.contains("does not exist: create it or fix the marker") { continue }
        let file = layout.relativePath(of: diagnostic.file.absoluteURL)
        if courseProblems.contains(where: { $0.problem.file == file && $0.problem.line == diagnostic.line }) {
          continue
        }
        courseProblems.append(
          (
            phase(ofLessonAt: diagnostic.file, in: course),
            VerifyProblem(diagnostic.message, file: file, line: diagnostic.line)
          ))
      }
    }
    let folders = ExerciseCatalog.exerciseFolders(layout)
    folders.forEach(add)
    let manifest: ManifestExercises?
    do {
      manifest = try ManifestExercises.read(layout)
    } catch {
      manifest = nil
      courseProblems.append((nil, VerifyProblem(Messages.current(.lintCannotReadManifest, ["reason": error]), file: "Package.swift")))
    }
    var manifestIDs: [ExerciseID: Int] = [:]
    for entry in manifest?.entries ?? [] {
      guard let id = ExerciseID(entry.id) else {
        courseProblems.append(
          (nil, VerifyProblem(Messages.current(.lintBadExerciseID, ["id": entry.id]),
            file: "Package.swift", line: entry.line)))
        continue
      }
      if manifestIDs[id] != nil {
        problem(id, Messages.current(.lintDeclaredTwice), file: "Package.swift", line: entry.line)
      }
      manifestIDs[id] = entry.line
      add(id)
    }
    var testWritingIDs: [ExerciseID: Int] = [:]
    for entry in manifest?.testWritingEntries ?? [] {
      guard let id = ExerciseID(entry.id) else {
        courseProblems.append(
          (nil, VerifyProblem(Messages.current(.lintBadTestWritingID, ["id": entry.id]),
            file: "Package.swift", line: entry.line)))
        continue
      }
      if manifestIDs[id] != nil || testWritingIDs[id] != nil {
        problem(id, Messages.current(.lintDeclaredInBothLists), file: "Package.swift", line: entry.line)
      }
      testWritingIDs[id] = entry.line
      add(id)
    }
    if manifest != nil, manifest?.listLine == nil {
      courseProblems.append(
        (nil, VerifyProblem(Messages.current(.lintNoExercisesList), file: "Package.swift")))
    }

    // The sealed starters are what `dojo reset` restores and `dojo check` trusts.
    var checksums: ChecksumFile?
    do {
      checksums = try ChecksumFile.read(layout.checksums)
    } catch {
      courseProblems.append(
        (nil, VerifyProblem("\(error)", file: layout.relativePath(of: layout.checksums))))
    }

    var variants: [ExerciseID: [MutantVariant]] = [:]
    var buildable: Set<ExerciseID> = []
    var unsealed: Set<ExerciseID> = []
    let folderSet = Set(folders)
    for id in order {
      let folder = layout.relativePath(of: layout.exerciseDirectory(id))
      let lessons = namedBy[id] ?? []
      if course != nil, lessons.isEmpty {
        problem(
          id,
          Messages.current(.lintNotNamedByLesson, ["slug": id.slug, "phase": id.phase, "folder": folder]),
          file: folder)
      }
      if lessons.count > 1 {
        let places = lessons.map { "\(layout.relativePath(of: $0.lesson.file.absoluteURL)):\($0.problem.line)" }
        problem(id, Messages.current(.lintNamedByMany, ["count": lessons.count, "places": places.joined(separator: ", ")]))
      }
      guard folderSet.contains(id) else {
        let place = lessons.first.map {
          Messages.current(.lintNamedByPlace, ["place": "\(layout.relativePath(of: $0.lesson.file.absoluteURL)):\($0.problem.line)"])
        } ?? ""
        problem(id, Messages.current(.lintFolderMissing, ["folder": folder, "place": place]))
        continue
      }
      if layout.kind(of: id) == .testWriting {
        if let line = manifestIDs[id] {
          problem(
            id, Messages.current(.lintTestWritingInExercises, ["id": id]),
            file: "Package.swift", line: line)
        } else if testWritingIDs[id] == nil {
          problem(
            id, Messages.current(.lintNotInTestWritingList, ["id": id]), file: "Package.swift",
            line: manifest?.testWritingListLine ?? manifest?.listLine)
        }
      } else if let line = testWritingIDs[id] {
        problem(
          id, Messages.current(.lintNoTestsFolder, ["folder": folder]),
          file: "Package.swift", line: line)
      } else if manifest?.listLine != nil, manifestIDs[id] == nil {
        problem(
          id, Messages.current(.lintNotInExercisesList, ["id": id]), file: "Package.swift",
          line: manifest?.listLine)
      }
      let complete = lintFolder(id, problem: { problem(id, $0, file: $1, line: $2) })
      if checksums == nil {
        unsealed.insert(id)
      } else if let checksums {
        if checksums.entries(under: "\(id.rawValue)/").isEmpty {
          unsealed.insert(id)
        } else {
          lintSeal(id, checksums: checksums, problem: { problem(id, $0, file: $1, line: $2) })
        }
      }
      if complete { buildable.insert(id) }
      variants[id] = lintMutants(id, problem: { problem(id, $0, file: $1, line: $2) })
    }
    for id in order where titles[id] == nil { titles[id] = id.rawValue }
    return Result(
      exercises: order, titles: titles, problems: problems, courseProblems: courseProblems,
      variants: variants, buildable: buildable, unsealed: unsealed)
  }

  /// Starter, solution and hidden tests exist; the starter has a TODO; the solution has the
  /// starter's file names. Returns whether the exercise can be built.
  private func lintFolder(
    _ id: ExerciseID, problem: (String, String?, Int?) -> Void
  ) -> Bool {
    let starter = SourceFileList.swiftFiles(in: layout.starterSources(id))
    let solution = SourceFileList.swiftFiles(in: layout.solutionSources(id))
    let hidden = SourceFileList.swiftFiles(in: layout.hiddenTests(id))
    let testWriting = layout.kind(of: id) == .testWriting
    var complete = true
    for (files, folder, what) in [
      (starter, layout.starterSources(id), testWriting ? MessageKey.lintWhatStarterTests : .lintWhatStarter),
      (solution, layout.solutionSources(id), testWriting ? .lintWhatReferenceTests : .lintWhatReferenceSolution),
      (hidden, layout.hiddenTests(id), testWriting ? .lintWhatGivenFeature : .lintWhatHiddenTests),
    ] where files.isEmpty {
      problem(
        Messages.current(.lintNoSwiftFiles, ["folder": layout.relativePath(of: folder), "what": Messages.current(what)]),
        layout.relativePath(of: folder), nil)
      complete = false
    }
    if !starter.isEmpty {
      let hasTODO = starter.contains { file in
        (try? String(contentsOf: file, encoding: .utf8))?.contains("TODO") ?? false
      }
      if !hasTODO {
        problem(
          Messages.current(.lintNoTODO),
          layout.relativePath(of: layout.starterSources(id)), nil)
      }
    }
    let names = { (files: [URL], folder: URL) -> Set<String> in
      let base = folder.standardizedFileURL.path + "/"
      return Set(files.map { String($0.path.dropFirst(base.count)) })
    }
    let starterNames = names(starter, layout.starterSources(id))
    let solutionNames = names(solution, layout.solutionSources(id))
    if !starter.isEmpty, !solution.isEmpty, starterNames != solutionNames {
      let onlyStarter = starterNames.subtracting(solutionNames).sorted()
      let onlySolution = solutionNames.subtracting(starterNames).sorted()
      var parts: [String] = []
      let starterName = layout.starterFolderName(id)
      if !onlyStarter.isEmpty {
        parts.append(Messages.current(.lintOnlyIn, ["folder": starterName, "files": onlyStarter.joined(separator: ", ")]))
      }
      if !onlySolution.isEmpty {
        parts.append(Messages.current(.lintOnlyIn, ["folder": "Solution", "files": onlySolution.joined(separator: ", ")]))
      }
      problem(
        Messages.current(.lintSameFileNames, ["starter": starterName, "parts": parts.joined(separator: "; ")]),
        layout.relativePath(of: layout.exerciseDirectory(id)), nil)
    }
    return complete
  }

  /// The starter's files match the checksums `dojo seal` recorded (what `dojo reset` restores).
  private func lintSeal(
    _ id: ExerciseID, checksums: ChecksumFile, problem: (String, String?, Int?) -> Void
  ) {
    let prefix = "\(id.rawValue)/\(layout.starterFolderName(id))/"
    let sealed = checksums.entries(under: prefix)
    let folder = layout.starterSources(id)
    let base = folder.standardizedFileURL.path + "/"
    var onDisk: [String: URL] = [:]
    for file in SourceFileList.files(in: folder) {
      onDisk[prefix + String(file.path.dropFirst(base.count))] = file
    }
    let differing = Set(sealed.keys).union(onDisk.keys).sorted().filter { path in
      guard let digest = sealed[path], let file = onDisk[path] else { return true }
      return FileDigest.hex(of: file) != digest
    }
    guard !differing.isEmpty else { return }
    let names = differing.map { "Exercises/" + $0 }.joined(separator: ", ")
    problem(
      sealed.isEmpty
        ? Messages.current(.lintStarterNotSealed, ["id": id])
        : Messages.current(.lintStarterDiffers, ["names": names, "id": id]),
      layout.relativePath(of: layout.checksums), nil)
  }

  /// Parses Mutants.md, checks it, and materializes every mutant that applies.
  private func lintMutants(
    _ id: ExerciseID, problem: (String, String?, Int?) -> Void
  ) -> [MutantVariant] {
    let file = layout.relativePath(of: layout.mutants(id))
    guard FileManager.default.fileExists(atPath: layout.mutants(id).path) else {
      problem(Messages.current(.lintMutantsMissing, ["file": file, "minimum": Self.minimumMutants]), file, nil)
      return []
    }
    let catalog: MutantCatalog
    do {
      catalog = try MutantCatalog.load(id, in: layout)
    } catch {
      problem(Messages.current(.lintCannotRead, ["file": file, "reason": error]), file, nil)
      return []
    }
    for diagnostic in catalog.diagnostics {
      problem(diagnostic.message, file, diagnostic.line)
    }
    if catalog.mutants.count < Self.minimumMutants {
      problem(
        Messages.current(catalog.mutants.count == 1 ? .lintTooFewMutantsOne : .lintTooFewMutants, ["count": catalog.mutants.count, "minimum": Self.minimumMutants]), file, nil)
    }
    if layout.kind(of: id) == .testWriting {
      // Its mutants edit the given feature and are built by the checker itself, all in one build
      // (TestWritingVariants): here they only have to apply.
      let feature = TestWritingVariants.read(layout.featureSources(id))
      for mutant in catalog.mutants where !mutant.replacements.isEmpty {
        do {
          _ = try mutant.apply(to: feature)
        } catch {
          let line = mutant.replacements.first { "\(error)".contains(":\($0.line):") }?.line ?? mutant.line
          let text = "\(error)"
          let message = text.range(of: ": ").map { String(text[$0.upperBound...]) } ?? text
          problem(message.hasPrefix("mutant") ? message : "mutant `\(mutant.name)`: \(message)", file, line)
        }
      }
      return []
    }
    guard FileManager.default.fileExists(atPath: layout.solutionSources(id).path) else { return [] }
    var variants: [MutantVariant] = []
    for mutant in catalog.mutants where !mutant.replacements.isEmpty {
      do {
        variants.append(try MutantVariant.materialize(mutant, of: id, in: layout))
      } catch let error as MutantError {
        // MutantError's text starts with `FILE:LINE: `; keep the message, point at the line.
        let line = mutant.replacements.first { "\(error)".contains(":\($0.line):") }?.line ?? mutant.line
        let text = "\(error)"
        let message = text.range(of: ": ").map { String(text[$0.upperBound...]) } ?? text
        problem(message.hasPrefix("mutant") ? message : "mutant `\(mutant.name)`: \(message)", file, line)
      } catch {
        problem(Messages.current(.lintMutantNotWritten, ["name": mutant.name, "reason": error]), file, mutant.line)
      }
    }
    return variants
  }

  private func phase(ofLessonAt file: URL, in course: Course) -> String? {
    course.lessons.first { $0.file.standardizedFileURL.path == file.standardizedFileURL.path }?.slug
  }
}
