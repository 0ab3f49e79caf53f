import Curriculum
import Foundation
import Localization
import Testing

@testable import Checker

@Suite("Naming an exercise by a path, a typo, or where you stand")
struct CheckTargetPathTests {
  typealias F = LearnerFixture

  @Test("a path into an exercise's folder names that exercise, from the root or from inside")
  func paths() throws {
    let root = try F.make()
    let catalog = ExerciseCatalog.load(root.layout)
    func resolve(_ text: String, from folder: URL) throws -> [ExerciseID] {
      try CheckTarget.resolve(text, in: catalog, current: nil, layout: root.layout, workingDirectory: folder)
        .exercises
    }
    #expect(try resolve("Exercises/phase1/toggle/Sources/Feature.swift", from: root.url) == [F.toggle])
    #expect(try resolve("Exercises/phase1/counter/", from: root.url) == [F.counter])
    let inside = root.url.appendingPathComponent("Exercises/phase1/counter/Sources")
    #expect(try resolve(".", from: inside) == [F.counter])
    #expect(try resolve("../../toggle", from: inside) == [F.toggle])
    #expect(try resolve(root.url.appendingPathComponent("Exercises/phase1/toggle").path, from: inside) == [F.toggle])
  }

  @Test("a path outside every exercise is refused without a made-up suggestion")
  func outsidePaths() throws {
    let root = try F.make()
    let catalog = ExerciseCatalog.load(root.layout)
    for text in ["../../etc", "/etc/passwd", "./Lessons"] {
      #expect(throws: CheckTargetError.notAnExercisePath(text)) {
        try CheckTarget.resolve(text, in: catalog, current: nil, layout: root.layout, workingDirectory: root.url)
      }
    }
    let text = CheckTargetError.notAnExercisePath("../../etc").text(.english)
    #expect(text.hasPrefix("../../etc is a path, and not inside any exercise's folder"))
    #expect(!text.contains("Did you mean"))
    #expect(CheckTargetError.notAnExercisePath("/etc").text(.japanese).contains("演習の id で指定してください"))
  }

  @Test("a mistyped bare slug is suggested as its full id")
  func slugTypo() {
    let catalog = ExerciseCatalog(entries: [
      .init(id: ExerciseID("phase1/counter")!, title: "カウンター"),
      .init(id: ExerciseID("phase4/retry")!, title: "リトライ"),
    ])
    #expect(
      throws: CheckTargetError.unknownPhase("retyr", suggestion: "phase4/retry", phases: ["phase1", "phase4"])
    ) { try CheckTarget.resolve("retyr", in: catalog, current: nil) }
    let error = CheckTargetError.unknownPhase("retyr", suggestion: "phase4/retry", phases: ["phase1", "phase4"])
    #expect(error.text(.english).hasPrefix("There is no phase or exercise called retyr. Did you mean phase4/retry?"))
    #expect(error.text(.japanese).hasPrefix("retyr というフェーズや演習はありません。もしかして phase4/retry ですか？"))
  }

  @Test("inside an exercise's folder, that exercise is the current one; elsewhere the first unsolved")
  func current() throws {
    let root = try F.make()
    let ids = [F.counter, F.toggle]
    let inside = root.url.appendingPathComponent("Exercises/phase1/toggle/Sources")
    #expect(CurrentExercise.resolve(workingDirectory: inside, layout: root.layout, ids: ids, progress: .empty) == F.toggle)
    #expect(CurrentExercise.resolve(workingDirectory: root.url, layout: root.layout, ids: ids, progress: .empty) == F.counter)
    var progress = LearnerProgress.empty
    progress[F.counter].lastStatus = .pass
    progress[F.toggle].lastStatus = .pass
    #expect(CurrentExercise.resolve(workingDirectory: root.url, layout: root.layout, ids: ids, progress: progress) == nil)
    // Standing in a solved exercise's folder still means that exercise.
    #expect(CurrentExercise.resolve(workingDirectory: inside, layout: root.layout, ids: ids, progress: progress) == F.toggle)
  }
}
