import Checker
import Curriculum
import Foundation
import Localization

/// Grades one submission: copies its exercise sources into the checkout, checks them against the
/// hidden tests (the repository's, or an instructor's private copy), and returns a
/// ``GradeReport`` that every results format can render.
///
/// Never throws: whatever goes wrong (a missing folder, an unreadable file, code that does not
/// compile or never stops) ends up in the report, so a results file can always be written.
public struct GradeRun: Sendable {
  /// The checkout that holds the hidden tests and builds the code.
  public var layout: ProjectLayout
  /// The learner's repository, or a folder of `<phase>/<slug>/` sources.
  public var submission: URL
  /// An instructor's private hidden tests in the same shapes; `nil` uses the checkout's own.
  public var hiddenTests: URL?
  /// The exercises to grade; `nil` grades every exercise the submission holds.
  public var exercises: [ExerciseID]?
  /// The SwiftPM build folder.
  public var scratchPath: URL
  /// How long one exercise's hidden tests may run.
  public var timeLimit: Duration
  /// The longest message kept from the compiler or a test, in characters.
  public var messageLimit: Int
  /// Whether to keep the copied sources in `.dojo/grade/<run>/` afterwards (for debugging).
  public var keepsCopies: Bool
  /// Limits for each copied folder.
  public var copier: SourceCopy

  /// Makes a run; see the properties for the meaning of each argument.
  public init(
    layout: ProjectLayout, submission: URL, hiddenTests: URL? = nil, exercises: [ExerciseID]? = nil,
    scratchPath: URL, timeLimit: Duration = .seconds(20), messageLimit: Int = 20_000,
    keepsCopies: Bool = false, copier: SourceCopy = SourceCopy()
  ) {
    self.layout = layout
    self.submission = submission.standardizedFileURL
    self.hiddenTests = hiddenTests?.standardizedFileURL
    self.exercises = exercises
    self.scratchPath = scratchPath
    self.timeLimit = timeLimit
    self.messageLimit = messageLimit
    self.keepsCopies = keepsCopies
    self.copier = copier
  }

  /// `.dojo/grade`: every run's copies live below it.
  public var gradeFolder: URL { layout.state.appendingPathComponent("grade", isDirectory: true) }

  /// Grades the submission. `observer` hears the checker's progress.
  public func run(observer: @escaping CheckObserver = { _ in }) async -> GradeReport {
    let clock = ContinuousClock()
    let start = clock.now
    var report = await grade(observer: observer)
    let elapsed = start.duration(to: clock.now)
    report.executionTime = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return report
  }

  func grade(observer: @escaping CheckObserver) async -> GradeReport {
    let catalog = ExerciseCatalog.load(layout)
    let course = try? Course.load(from: layout)
    func title(_ id: ExerciseID) -> String { catalog.entries.first { $0.id == id }?.title ?? id.rawValue }
    func entry(_ verdict: ExerciseVerdict, duration: Double? = nil) -> GradeReport.Entry {
      GradeReport.Entry(
        verdict: capped(verdict), problemNumber: course?.problem(for: verdict.id)?.problem.number,
        duration: duration)
    }
    func failure(_ id: ExerciseID, _ message: String) -> GradeReport.Entry {
      entry(ExerciseVerdict(
        id: id, title: title(id), status: .error, error: CheckError(kind: .submission, message: message)))
    }

    // Which exercises, and where the submission keeps them.
    let known = catalog.ids
    if let unknown = exercises?.first(where: { !known.contains($0) }) {
      let list = known.map(\.rawValue).joined(separator: ", ")
      return GradeReport(entries: [], problem: Messages.current(.gradeUnknownExercise, ["id": unknown, "list": list]))
    }
    let kinds = Dictionary(uniqueKeysWithValues: known.map { ($0, SubmissionFolders.Kind.learnerWork(of: $0, in: layout)) })
    func kind(_ id: ExerciseID) -> SubmissionFolders.Kind { kinds[id] ?? .sources }
    let located = SubmissionFolders.locate(of: exercises ?? known, in: submission, kind: kind)
    if let problem = located.problem {
      return GradeReport(entries: (exercises ?? []).map { failure($0, problem) }, problem: problem)
    }
    let wanted = exercises ?? known.filter { located.folders[$0] != nil || located.refused[$0] != nil }
    if wanted.isEmpty {
      let example = known.first.map { SubmissionFolders.expectedShapes(kind($0), of: $0) } ?? "<phase>/<slug>/"
      return GradeReport(
        entries: [],
        problem: Messages.current(.gradeNoSources, ["example": example]))
    }

    // Copy the submitted sources into the checkout, where SwiftPM may build them.
    let runFolder = gradeFolder.appendingPathComponent(Self.runName(), isDirectory: true)
    defer { if !keepsCopies { try? FileManager.default.removeItem(at: runFolder) } }
    var settled: [ExerciseID: GradeReport.Entry] = [:]
    var copies: [ExerciseID: URL] = [:]
    // Messages name the submission's own paths, not the temporary copies (which are deleted).
    var renames: [(copy: String, original: String)] = []
    let boundary = SubmissionBoundary(root: submission)
    for id in wanted {
      if let refusal = located.refused[id] {
        settled[id] = failure(id, refusal)
        continue
      }
      guard let folder = located.folders[id] else {
        settled[id] = failure(
          id, Messages.current(.gradeNotSubmitted, ["id": id, "shapes": SubmissionFolders.expectedShapes(kind(id), of: id)]))
        continue
      }
      let copy = runFolder.appendingPathComponent("sources/\(id.phase)/\(id.slug)", isDirectory: true)
      do {
        try copier.copy(from: folder, to: copy, within: submission)
        copies[id] = copy
        let shown = boundary?.displayName(of: folder) ?? id.rawValue
        // The absolute spelling first: compiler output names files by absolute path.
        renames.append((copy.standardizedFileURL.path + "/", shown + "/"))
        renames.append((layout.relativePath(of: copy) + "/", shown + "/"))
      } catch {
        settled[id] = failure(id, "\(error)")
      }
    }

    // An instructor's private hidden tests are copied next to the sources and handed to the
    // checker (`DOJO_HIDDEN_TEST_SOURCES`); the repository's own stay untouched.
    var hiddenCopies: [ExerciseID: URL] = [:]
    if let hiddenTests {
      // A test-writing exercise's judge is the checkout's sealed feature and its mutants.
      let privateIDs = copies.keys.filter { kind($0) != .tests }
      let privateFolders = SubmissionFolders.locate(.hiddenTests, of: privateIDs, in: hiddenTests)
      if let problem = privateFolders.problem {
        return GradeReport(entries: wanted.map { settled[$0] ?? failure($0, problem) }, problem: problem)
      }
      for id in privateIDs.sorted() {
        guard let folder = privateFolders.folders[id] else {
          settled[id] = failure(
            id, Messages.current(.gradePrivateTestsMissing, ["id": id, "shapes": SubmissionFolders.expectedShapes(.hiddenTests, of: id)]))
          copies[id] = nil
          continue
        }
        let copy = runFolder.appendingPathComponent("hidden/\(id.phase)/\(id.slug)", isDirectory: true)
        do {
          try SourceCopy(maxFiles: 500, maxBytes: 20_000_000).copy(from: folder, to: copy)
          hiddenCopies[id] = copy
        } catch {
          settled[id] = failure(id, Messages.current(.gradePrivateTestsUnusable, ["id": id, "reason": error]))
          copies[id] = nil
        }
      }
    }

    // Check what was copied; time each exercise's tests from the checker's events.
    let toCheck = wanted.filter { copies[$0] != nil }
    if !toCheck.isEmpty {
      let timings = TestTimings()
      let checker = ExerciseChecker(
        layout: layout, scratchPath: scratchPath, timeLimit: timeLimit,
        titles: Dictionary(uniqueKeysWithValues: toCheck.map { ($0, title($0)) }),
        verifiesIntegrity: hiddenTests == nil, usesCache: false)
      let verdicts = await checker.check(toCheck, sources: .custom(copies), hiddenTests: hiddenCopies) { event in
        timings.note(event)
        observer(event)
      }
      for verdict in verdicts {
        settled[verdict.id] = entry(renaming(verdict, renames), duration: timings.duration(of: verdict.id))
      }
      for id in toCheck where settled[id] == nil {
        settled[id] = failure(id, Messages.current(.gradeNoVerdict, ["id": id]))
      }
    }
    return GradeReport(entries: wanted.compactMap { settled[$0] })
  }

  /// `verdict` with the copies' paths replaced by the submission's, and every other path of the
  /// grading machine (the checkout, the build folder, the home folder) taken out: the results
  /// file is shown to the student.
  func renaming(_ verdict: ExerciseVerdict, _ renames: [(copy: String, original: String)]) -> ExerciseVerdict {
    let candidates: [String?] = [
      scratchPath.path, layout.root.path, hiddenTests?.path, submission.path,
      ProcessInfo.processInfo.environment["HOME"],
    ]
    let folders: [String] = candidates.compactMap { $0 }.filter { $0.count > 1 }
    let machinePaths: [String] = folders.map { $0.hasSuffix("/") ? $0 : $0 + "/" }.sorted { $0.count > $1.count }
    func rename(_ text: String) -> String {
      let renamed = renames.reduce(text) { $0.replacingOccurrences(of: $1.copy, with: $1.original) }
      return machinePaths.reduce(renamed) { $0.replacingOccurrences(of: $1, with: "") }
    }
    var verdict = verdict
    if var error = verdict.error {
      error.message = rename(error.message)
      error.file = error.file.map(rename)
      verdict.error = error
    }
    verdict.tests = verdict.tests.map { test in
      var test = test
      test.message = test.message.map(rename)
      return test
    }
    return verdict
  }

  /// `20261122-210501-4242-1a2b3c`: sortable, and unique even for runs in the same second of one
  /// process (a class is many runs).
  static func runName() -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    let unique = UUID().uuidString.prefix(6).lowercased()
    return "\(formatter.string(from: Date()))-\(ProcessInfo.processInfo.processIdentifier)-\(unique)"
  }

  /// The verdict with every message cut to ``messageLimit``: compiler output of untrusted code can
  /// be arbitrarily long.
  func capped(_ verdict: ExerciseVerdict) -> ExerciseVerdict {
    var verdict = verdict
    let note = "(cut: longer than \(messageLimit) characters)"
    if let message = verdict.error?.message {
      verdict.error?.message = TextLimit.cap(message, to: messageLimit, note: note)
    }
    verdict.tests = verdict.tests.map { test in
      var test = test
      test.message = test.message.map { TextLimit.cap($0, to: messageLimit, note: note) }
      return test
    }
    return verdict
  }
}

/// When each exercise's tests started and ended, from ``CheckEvent``s arriving on any thread.
final class TestTimings: @unchecked Sendable {
  private let lock = NSLock()
  private var started: [ExerciseID: ContinuousClock.Instant] = [:]
  private var durations: [ExerciseID: Double] = [:]

  func note(_ event: CheckEvent) {
    let now = ContinuousClock.now
    lock.lock()
    defer { lock.unlock() }
    switch event {
    case .testsStarted(let id): started[id] = now
    case .verdict(let verdict):
      if let start = started[verdict.id] {
        let elapsed = start.duration(to: now)
        durations[verdict.id] =
          Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      }
    default: break
    }
  }

  func duration(of id: ExerciseID) -> Double? {
    lock.lock()
    defer { lock.unlock() }
    return durations[id]
  }
}
