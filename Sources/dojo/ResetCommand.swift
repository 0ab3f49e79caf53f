import ArgumentParser
import Checker
import Curriculum
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `dojo reset <exercise>`: back up the learner's files, then put the pristine starter back.
struct ResetCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reset",
    abstract: "Restore an exercise's starter code (your version is backed up first).",
    discussion: """
      Your current Exercises/<phase>/<slug>/Sources folder is copied to \
      .dojo/backups/<phase>/<slug>/<time>/ before the starter is written back. The starter is the \
      sealed version from git history, so this needs a git clone of the course.
      """
  )

  @Argument(help: "The exercise, e.g. phase4/retry (or just retry).")
  var exercise: String

  @Flag(name: [.customShort("y"), .long], help: "Reset without asking for confirmation.")
  var yes = false

  func run() throws {
    let layout = try ProjectLayout.locate(
      from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    let known = ExerciseCatalog.load(layout).ids
    let id: ExerciseID
    do {
      id = try ExerciseArgument.resolve(exercise, among: known)
    } catch {
      throw ValidationError("\(error)")
    }
    let reset = StarterReset(layout: layout)
    do {
      let plan = try reset.plan(id)
      let folder = layout.relativePath(of: layout.starterSources(id))
      if plan.isPristine {
        print("\(folder)/ already holds the starter of \(id); nothing to reset.")
        return
      }
      print("dojo reset \(id) will:")
      print("  back up \(folder)/ to .dojo/backups/\(id.phase)/\(id.slug)/<time>/")
      for file in plan.changed { print("  restore \(folder)/\(file)") }
      for file in plan.extra { print("  remove  \(folder)/\(file) (it stays in the backup)") }
      if !yes {
        guard isatty(STDIN_FILENO) == 1 else { throw ResetError.needsConfirmation(id) }
        print("Continue? [y/N] ", terminator: "")
        fflush(nil)
        let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        guard answer == "y" || answer == "yes" else { throw ResetError.declined }
      }
      let outcome = try reset.perform(plan)
      outcome.warnings.forEach { printError($0.description) }
      print("Your version is saved in \(outcome.backup)/")
      print("\(id) is back to its starter. Start again with `swift run dojo hint \(id)` if you are stuck.")
    } catch ResetError.declined {
      // Saying no is an answer, not a failure.
      print(ResetError.declined.description)
    } catch let error as ResetError {
      printError(error.description)
      throw ExitCode.failure
    }
  }
}

private func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}
