import ArgumentParser
import Checker
import Classroom
import Curriculum
import Foundation
import Localization

/// `dojo seal [phase|exercise]` (instructors): records the checksums of hidden tests and starters
/// in Exercises/checksums.sha256 and prints what changed.
struct SealCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "seal",
    abstract: "Record the checksums of hidden tests and starters (instructors).",
    discussion: """
      Run after changing an exercise's hidden tests or starter, on a clean checkout, and commit \
      Exercises/checksums.sha256. `dojo check` refuses to run hidden tests that differ from it; \
      `dojo reset` uses the starter checksums to find the pristine starter. Without an argument \
      every exercise is sealed.
      """
  )

  @Argument(help: "A phase (phase4) or an exercise (phase4/retry). Default: every exercise.")
  var target: String?

  func run() async throws {
    let layout = try ProjectLayout.locate(
      from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    let catalog = ExerciseCatalog.load(layout)
    let ids: [ExerciseID]
    if let target {
      ids = try CheckTarget.resolve(target, in: catalog, current: nil).exercises
    } else {
      ids = catalog.ids
    }
    let changes = try Sealer(layout: layout).seal(ids)
    let file = layout.relativePath(of: layout.checksums)
    let messages = Messages.current
    if changes.isEmpty {
      print(messages(.sealNothingChanged, ["file": file, "count": ids.count]))
      return
    }
    for change in changes {
      let key: MessageKey
      switch change.kind {
      case .added: key = .sealAdded
      case .updated: key = .sealChanged
      case .removed: key = .sealRemoved
      }
      print(messages(key, ["path": "Exercises/\(change.path)"]))
    }
    print(messages(.sealRecorded, ["file": file, "changes": changes.count, "count": ids.count]))
  }
}
