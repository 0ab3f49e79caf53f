import Checker
import Curriculum
import Foundation
import Localization
import Testing

@testable import Watching

/// `dojo watch` and the learner's own tests (`Exercises/<id>/Tests`): a save there re-checks, and
/// the screen shows their report under the verdict, which it never changes.
@Suite struct WatchOwnTestsTests {
  let id = ExerciseID(phase: "phase1", slug: "counter")

  /// The folders each watcher was made for.
  final class Watched: @unchecked Sendable {
    private let lock = NSLock()
    private var folders: [[URL]] = []
    func add(_ new: [URL]) { lock.withLock { folders.append(new) } }
    var all: [[URL]] { lock.withLock { folders } }
  }

  @Test(.timeLimit(.minutes(1))) func aFeatureExercisesTestsFolderIsWatchedEvenBeforeItExists() async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-watch-own-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let layout = ProjectLayout(root: root)
    for folder in [layout.starterSources(id), layout.hiddenTests(id)] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    let watched = Watched()
    let watcher = WatchCancellationTests.StandInWatcher()
    let screens = WatchCancellationTests.Screens()
    let session = WatchSession(
      environment: .init(
        layout: layout,
        check: { [id] _ in [ExerciseVerdict(id: id, title: "t", status: .pass, tests: [TestOutcome(name: "a", status: .pass)])] },
        makeWatcher: { folders in
          watched.add(folders)
          return watcher
        }, write: { screens.write($0) }),
      exercise: id, messages: .english)
    let (keys, press) = AsyncStream<Character>.makeStream()
    let running = Task { await session.run(keys: keys) }
    await screens.waitFor("✓ pass")
    press.yield("q")
    await running.value
    let paths = watched.all.first?.map(\.standardizedFileURL.path) ?? []
    #expect(paths == [layout.starterSources(id).path, layout.learnerTests(id).standardizedFileURL.path])
  }

  @Test func theScreenShowsTheOwnTestsUnderAPassThatStands() {
    var verdict = ExerciseVerdict(id: id, title: "カウンター", status: .pass, tests: [TestOutcome(name: "a", status: .pass)])
    verdict.ownTests = OwnTestReport(tests: [
      TestOutcome(name: "mine passes", status: .pass),
      TestOutcome(name: "mine fails", status: .fail, message: "Expectation failed: mine"),
    ])
    let english = WatchScreen(
      exercise: id, title: "カウンター", editedFolder: "Exercises/phase1/counter/Sources", verdict: verdict,
      messages: .english
    ).render()
    #expect(english.contains("✓ pass"))
    #expect(english.contains("Your own tests (Tests/, not graded): 1 passed, 1 failed"))
    #expect(english.contains("First failure: mine fails"))
    #expect(english.contains("Expectation failed: mine"))
    #expect(english.contains("n next"), "the learner's own failing test never holds the exercise back")
    let japanese = WatchScreen(
      exercise: id, title: "カウンター", editedFolder: "Exercises/phase1/counter/Sources", verdict: verdict,
      messages: .japanese
    ).render()
    #expect(japanese.contains("自分のテスト（Tests/、採点対象外）: 1 件成功、1 件失敗"))
  }
}
