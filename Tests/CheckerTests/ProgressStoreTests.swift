import Curriculum
import Foundation
import Testing

@testable import Checker

@Suite("ProgressStore")
struct ProgressStoreTests {
  let retry = ExerciseID("phase4/retry")!
  let counter = ExerciseID("phase1/counter")!
  let fixedNow = Date(timeIntervalSince1970: 1_795_000_000)

  @Test("a missing file loads as empty progress without a warning")
  func missingFile() throws {
    let root = try ProgressFixtureFolder()
    let load = ProgressStore(layout: root.layout).load()
    #expect(load.progress == .empty)
    #expect(load.warnings.isEmpty)
  }

  @Test("recorded verdicts and hint counts read back the same")
  func roundTrip() throws {
    let root = try ProgressFixtureFolder()
    let now = fixedNow
    let store = ProgressStore(layout: root.layout, now: { now })
    try store.record([
      ExerciseVerdict(id: retry, title: "リトライ", status: .pass),
      ExerciseVerdict(id: counter, title: "カウンター", status: .fail),
    ])
    try store.recordHintsShown(2, for: retry)

    let load = store.load()
    #expect(load.warnings.isEmpty)
    #expect(load.progress[retry] == ExerciseProgress(lastStatus: .pass, lastChecked: now, hintsShown: 2))
    #expect(load.progress[counter] == ExerciseProgress(lastStatus: .fail, lastChecked: now, hintsShown: 0))
    #expect(load.progress.isSolved(retry))
    #expect(!load.progress.isSolved(counter))
    #expect(FileManager.default.fileExists(atPath: root.url.appendingPathComponent(".dojo/progress.json").path))
  }

  @Test("the file is readable JSON keyed by exercise id")
  func fileFormat() throws {
    let root = try ProgressFixtureFolder()
    let store = ProgressStore(layout: root.layout, now: { Date(timeIntervalSince1970: 0) })
    try store.record([ExerciseVerdict(id: retry, title: "", status: .error)])
    let text = try String(contentsOf: store.file, encoding: .utf8)
    #expect(text.contains("\"phase4/retry\""))
    #expect(text.contains("\"lastStatus\" : \"error\""))
    #expect(text.contains("\"lastChecked\" : \"1970-01-01T00:00:00Z\""))
    #expect(text.contains("\"version\" : 1"))
  }

  @Test("a new check keeps the hint count; a hint count never goes down")
  func recordKeepsHints() throws {
    let root = try ProgressFixtureFolder()
    let store = ProgressStore(layout: root.layout)
    try store.recordHintsShown(3, for: retry)
    try store.recordHintsShown(1, for: retry)
    try store.record([ExerciseVerdict(id: retry, title: "", status: .fail)])
    let progress = store.load().progress[retry]
    #expect(progress.hintsShown == 3)
    #expect(progress.lastStatus == .fail)
  }

  @Test("forgetting a status keeps the hints")
  func forgetStatus() throws {
    let root = try ProgressFixtureFolder()
    let store = ProgressStore(layout: root.layout)
    try store.record([ExerciseVerdict(id: retry, title: "", status: .pass)])
    try store.recordHintsShown(1, for: retry)
    try store.forgetStatus(of: retry)
    #expect(store.load().progress[retry] == ExerciseProgress(hintsShown: 1))
  }

  @Test("a save replaces the file by rename: a link to the old file still sees the old content")
  func atomicWrite() throws {
    let root = try ProgressFixtureFolder()
    let store = ProgressStore(layout: root.layout)
    try store.record([ExerciseVerdict(id: retry, title: "", status: .fail)])
    let before = try Data(contentsOf: store.file)
    // A hard link keeps the old inode reachable: an in-place rewrite would change what it shows.
    let link = root.url.appendingPathComponent("old-progress.json")
    try FileManager.default.linkItem(at: store.file, to: link)

    try store.record([ExerciseVerdict(id: retry, title: "", status: .pass)])

    #expect(try Data(contentsOf: link) == before)
    #expect(store.load().progress[retry].lastStatus == .pass)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.layout.state.path)
      .filter { $0.contains(".tmp-") }
    #expect(leftovers.isEmpty)
  }

  @Test("a save that cannot replace the file throws, names the file, and leaves no temporary file")
  func failedSave() throws {
    let root = try ProgressFixtureFolder()
    let store = ProgressStore(layout: root.layout)
    // A non-empty folder where the file belongs: rename(2) cannot replace it, even as root.
    try root.write("keep me", to: ".dojo/progress.json/inside.txt")
    #expect(throws: ProgressStoreError.self) {
      try store.save(LearnerProgress(exercises: [retry: ExerciseProgress(lastStatus: .pass)]))
    }
    #expect(try root.read(".dojo/progress.json/inside.txt") == "keep me")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.layout.state.path)
      .filter { $0.contains(".tmp-") }
    #expect(leftovers.isEmpty)
    do {
      try store.save(.empty)
    } catch {
      #expect("\(error)".contains(".dojo/progress.json"))
    }
  }

  @Test("an unreadable file (a folder in its place) is moved aside like a corrupt one")
  func unreadable() throws {
    let root = try ProgressFixtureFolder()
    let store = ProgressStore(layout: root.layout)
    try root.write("keep me", to: ".dojo/progress.json/inside.txt")
    let load = store.load()
    #expect(load.progress == .empty)
    let backup = try #require(load.warnings.first?.backup)
    #expect(try root.read("\(backup)/inside.txt") == "keep me")
  }

  @Test("a corrupt file is moved to a timestamped backup, named in a warning, and progress starts empty")
  func corruptFile() throws {
    let root = try ProgressFixtureFolder()
    let now = fixedNow
    let store = ProgressStore(layout: root.layout, now: { now })
    try FileManager.default.createDirectory(at: root.layout.state, withIntermediateDirectories: true)
    let garbage = Data("{\"version\": 1, \"exercises\": {\"phase4/retry\": {\"lastStatus\": ".utf8)
    try garbage.write(to: store.file)

    let load = store.load()

    #expect(load.progress == .empty)
    let warning = try #require(load.warnings.first)
    let stamp = ProgressStore.stamp(now)
    #expect(warning.file == ".dojo/progress.json")
    #expect(warning.backup == ".dojo/progress.corrupt-\(stamp).json")
    #expect(warning.description.contains(".dojo/progress.json"))
    #expect(warning.description.contains(".dojo/progress.corrupt-\(stamp).json"))
    let backup = root.url.appendingPathComponent(".dojo/progress.corrupt-\(stamp).json")
    #expect(try Data(contentsOf: backup) == garbage)
    #expect(!FileManager.default.fileExists(atPath: store.file.path))

    // The next record starts from empty and writes a good file; the backup stays.
    try store.record([ExerciseVerdict(id: counter, title: "", status: .pass)])
    let reloaded = store.load()
    #expect(reloaded.warnings.isEmpty)
    #expect(reloaded.progress.exercises.keys.sorted() == [counter])
    #expect(FileManager.default.fileExists(atPath: backup.path))
  }

  @Test("a wrongly shaped file (bad id) is treated as corrupt; two backups in one second do not collide")
  func wrongShape() throws {
    let root = try ProgressFixtureFolder()
    let now = fixedNow
    let store = ProgressStore(layout: root.layout, now: { now })
    try FileManager.default.createDirectory(at: root.layout.state, withIntermediateDirectories: true)
    try Data("{\"exercises\": {\"retry\": {}}}".utf8).write(to: store.file)
    let first = store.load()
    try Data("[1, 2]".utf8).write(to: store.file)
    let second = store.load()

    #expect(first.warnings.first?.reason.contains("retry") == true)
    let firstBackup = try #require(first.warnings.first?.backup)
    let secondBackup = try #require(second.warnings.first?.backup)
    #expect(firstBackup != secondBackup)
    #expect(second.progress == .empty)
  }

  @Test("record reports the corrupt-file warning of the load it started from")
  func recordPassesWarningsOn() throws {
    let root = try ProgressFixtureFolder()
    let store = ProgressStore(layout: root.layout)
    try FileManager.default.createDirectory(at: root.layout.state, withIntermediateDirectories: true)
    try Data("not json".utf8).write(to: store.file)
    let warnings = try store.record([ExerciseVerdict(id: retry, title: "", status: .pass)])
    #expect(warnings.count == 1)
    #expect(store.load().progress.isSolved(retry))
  }

  @Test("concurrent updates from separate stores never lose each other's changes")
  func concurrentUpdates() async throws {
    let root = try ProgressFixtureFolder()
    let layout = root.layout
    let ids = (1...24).map { ExerciseID(phase: "phase1", slug: "e\($0)") }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for id in ids {
        group.addTask {
          // A store per task: like separate dojo processes, each opens its own lock.
          try ProgressStore(layout: layout).recordHintsShown(1, for: id)
        }
      }
      try await group.waitForAll()
    }
    let progress = ProgressStore(layout: layout).load().progress
    #expect(Set(progress.exercises.keys) == Set(ids))
  }
}
