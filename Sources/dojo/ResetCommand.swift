import ArgumentParser
import Checker
import Curriculum
import Foundation
import Localization
import Presentation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `dojo reset <exercise>`: back up the learner's files, then put the pristine starter back.
struct ResetCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "reset",
      abstract: Messages.current(.helpReset),
      discussion: Messages.current(.helpResetDiscussion)
    )
  }

  @Argument(help: ArgumentHelp(Messages.current(.helpExercise)))
  var exercise: String

  @Flag(name: [.customShort("y"), .long], help: ArgumentHelp(Messages.current(.helpResetYes)))
  var yes = false

  func run() throws {
    let messages = Messages.current
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let layout = try ProjectLayout.locate(from: here)
    let known = ExerciseCatalog.load(layout).ids
    let id = try ExerciseArgument.resolve(exercise, among: known, layout: layout, workingDirectory: here)
    let reset = StarterReset(layout: layout)
    do {
      let plan = try reset.plan(id)
      let folder = layout.relativePath(of: layout.starterSources(id))
      if plan.isPristine {
        print(messages(.resetAlreadyPristine, ["folder": folder, "id": id]))
        return
      }
      print(messages(.resetPlanTitle, ["id": id]))
      if plan.hasLearnerFiles {
        print(messages(.resetPlanBackup, ["folder": folder, "backup": ".dojo/backups/\(id.phase)/\(id.slug)/<time>"]))
      } else {
        print(messages(.resetPlanNothingToBackUp, ["folder": folder]))
      }
      for file in plan.changed { print(messages(.resetPlanRestore, ["file": "\(folder)/\(file)"])) }
      let hiddenTests = layout.relativePath(of: layout.hiddenTests(id))
      for file in plan.missingHiddenTests.keys.sorted() {
        print(messages(.resetPlanRestore, ["file": "\(hiddenTests)/\(file)"]))
      }
      for file in plan.extra { print(messages(.resetPlanRemove, ["file": "\(folder)/\(file)"])) }
      if !yes {
        guard isatty(STDIN_FILENO) == 1 else { throw ResetError.needsConfirmation(id) }
        print(messages(.resetConfirm), terminator: "")
        fflush(nil)
        let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        guard answer == "y" || answer == "yes" else { throw ResetError.declined }
      }
      let outcome = try reset.perform(plan)
      outcome.warnings.forEach { printError($0.text(messages)) }
      if let backup = outcome.backup { print(messages(.resetSaved, ["backup": backup])) }
      print(messages(.resetDone, ["id": id, "command": CommandSpelling.current]))
    } catch ResetError.declined {
      // Saying no is an answer, not a failure.
      print(ErrorText.text(for: ResetError.declined, messages))
    } catch let error as ResetError {
      printError(ErrorText.text(for: error, messages))
      throw ExitCode.failure
    }
  }
}

private func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}
